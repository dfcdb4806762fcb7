import Synchronization

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// What must be undone when the process leaves, however it leaves: the terminal's original
/// mode and, if it was entered, the alternate screen (with bracketed paste).
///
/// The state lives in atomics because a signal handler reads it: a handler may run between
/// any two instructions of the program, can take no lock and can capture nothing. Restoring
/// uses only `tcgetattr`, `tcsetattr` and `write`, which are async-signal-safe. Whoever
/// restores first wins (`fd` is exchanged for -1), so the normal path, `atexit` and a signal
/// never restore twice.
@available(macOS 15.0, *)
enum TerminalRestoration {
    /// The terminal to restore, or -1 when nothing is to be restored.
    private static let fd = Atomic<Int32>(-1)
    private static let inputFlags = Atomic<UInt>(0)
    private static let outputFlags = Atomic<UInt>(0)
    private static let controlFlags = Atomic<UInt>(0)
    private static let localFlags = Atomic<UInt>(0)
    /// VMIN in the low byte, VTIME in the next.
    private static let timing = Atomic<UInt>(0)
    /// `true` while the alternate screen is shown (leaving it also shows the cursor).
    private static let alternateScreen = Atomic<Bool>(false)
    /// The write end of the resize pipe, or -1.
    static let resizePipe = Atomic<Int32>(-1)
    private static let handlersInstalled = Atomic<Bool>(false)

    /// Signals that end the process: restore the terminal, then let the signal do what it does.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGTRAP,
    ]

    /// Records the mode to go back to, for `fd`, and installs the exit and signal handlers once.
    static func arm(fd terminal: Int32, original: termios) {
        inputFlags.store(UInt(original.c_iflag), ordering: .relaxed)
        outputFlags.store(UInt(original.c_oflag), ordering: .relaxed)
        controlFlags.store(UInt(original.c_cflag), ordering: .relaxed)
        localFlags.store(UInt(original.c_lflag), ordering: .relaxed)
        var copy = original
        let (minimum, time) = withUnsafeBytes(of: &copy.c_cc) { (UInt($0[Int(VMIN)]), UInt($0[Int(VTIME)])) }
        timing.store(minimum | time << 8, ordering: .relaxed)
        fd.store(terminal, ordering: .sequentiallyConsistent)
        installHandlersOnce()
    }

    /// Marks the alternate screen as shown or left.
    static func setAlternateScreen(_ shown: Bool) {
        alternateScreen.store(shown, ordering: .sequentiallyConsistent)
    }

    /// Puts the terminal back as it was, once. Async-signal-safe.
    static func restore() {
        let terminal = fd.exchange(-1, ordering: .sequentiallyConsistent)
        guard terminal >= 0 else { return }
        if alternateScreen.exchange(false, ordering: .sequentiallyConsistent) {
            // TerminalDevice.leaveAlternateScreen, as a static string a signal handler can write.
            let leave: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"
            _ = write(terminal, leave.utf8Start, leave.utf8CodeUnitCount)
        }
        var mode = termios()
        guard tcgetattr(terminal, &mode) == 0 else { return }
        mode.c_iflag = tcflag_t(truncatingIfNeeded: inputFlags.load(ordering: .relaxed))
        mode.c_oflag = tcflag_t(truncatingIfNeeded: outputFlags.load(ordering: .relaxed))
        mode.c_cflag = tcflag_t(truncatingIfNeeded: controlFlags.load(ordering: .relaxed))
        mode.c_lflag = tcflag_t(truncatingIfNeeded: localFlags.load(ordering: .relaxed))
        let timing = timing.load(ordering: .relaxed)
        withUnsafeMutableBytes(of: &mode.c_cc) {
            $0[Int(VMIN)] = UInt8(truncatingIfNeeded: timing)
            $0[Int(VTIME)] = UInt8(truncatingIfNeeded: timing >> 8)
        }
        _ = tcsetattr(terminal, TCSANOW, &mode)
    }

    private static func installHandlersOnce() {
        guard !handlersInstalled.exchange(true, ordering: .sequentiallyConsistent) else { return }
        atexit { TerminalRestoration.restore() }
        for number in fatalSignals {
            installHandler(number) { received in
                TerminalRestoration.restore()
                // Back to the default action, then deliver the signal again: the process
                // ends (or dumps core) exactly as it would have without us.
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
        // A process may start with signals blocked (inherited from whoever spawned it);
        // blocked, they would wait forever instead of ending the process.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in fatalSignals + [SIGWINCH] { sigaddset(&handled, number) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        installHandler(SIGWINCH) { _ in
            let pipe = TerminalRestoration.resizePipe.load(ordering: .relaxed)
            if pipe >= 0 {
                var byte: UInt8 = 1
                _ = write(pipe, &byte, 1)
            }
        }
    }

    private static func installHandler(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = number == SIGWINCH ? SA_RESTART : 0
        _ = sigaction(number, &action, nil)
    }
}
