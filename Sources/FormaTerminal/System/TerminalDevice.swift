#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A terminal to draw on and read keys from: the controlling terminal (`/dev/tty`), so that
/// standard output stays free for the form's values, or any terminal descriptor (a
/// pseudo-terminal in tests).
///
/// ```swift
/// guard let terminal = TerminalDevice.controlling() else { /* use the line mode */ }
/// try terminal.enterRawMode()
/// defer { terminal.restore() }
/// ```
public final class TerminalDevice {
    /// The descriptor keys are read from and the screen is written to.
    public let fd: Int32
    private let ownsDescriptor: Bool
    private var original: termios?
    private var showsAlternateScreen = false
    private var pasteOnly = false
    private var resizeRead: Int32 = -1
    private var resizeWrite: Int32 = -1

    /// Wraps a terminal descriptor the caller keeps open.
    /// - Returns: `nil` when `fd` is not a terminal.
    public init?(fd: Int32) {
        guard isatty(fd) == 1 else { return nil }
        self.fd = fd
        self.ownsDescriptor = false
    }

    private init(owning fd: Int32) {
        self.fd = fd
        self.ownsDescriptor = true
    }

    /// The terminal to fill a form on: the one standard input is connected to (normally the
    /// controlling terminal), opened again for reading and writing so standard output stays
    /// free; else `/dev/tty`. `nil` when there is no terminal at all (a pipe, a CI job).
    public static func controlling() -> TerminalDevice? {
        if isatty(STDIN_FILENO) == 1, let name = ttyname(STDIN_FILENO) {
            let fd = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
            if fd >= 0 {
                if isatty(fd) == 1 { return TerminalDevice(owning: fd) }
                close(fd)
            }
        }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if fd >= 0 {
            if isatty(fd) == 1 { return TerminalDevice(owning: fd) }
            close(fd)
        }
        return nil
    }

    deinit {
        restore()
        if resizeRead >= 0 { close(resizeRead) }
        if resizeWrite >= 0 { close(resizeWrite) }
        if ownsDescriptor { close(fd) }
    }

    /// The terminal's size now; 80×24 if it does not say.
    public var size: TerminalSize {
        Platform.windowSize(fd) ?? TerminalSize(rows: 24, columns: 80)
    }

    /// Switches to raw mode: keys arrive one by one, unechoed, with no signals from Ctrl-C
    /// (it arrives as a key). The original mode comes back on ``restore()``, at exit, and
    /// when a terminating or crash signal arrives.
    /// - Throws: ``TerminalError/notATerminal(errno:)`` when the mode cannot be read or set.
    public func enterRawMode() throws(TerminalError) {
        guard original == nil else { return }
        var mode = termios()
        guard tcgetattr(fd, &mode) == 0 else { throw .notATerminal(errno: errno) }
        original = mode
        if #available(macOS 15.0, *) { TerminalRestoration.arm(fd: fd, original: mode) }
        mode.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        mode.c_oflag &= ~tcflag_t(OPOST)
        mode.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        mode.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        mode.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &mode.c_cc) {
            $0[Int(VMIN)] = 1
            $0[Int(VTIME)] = 0
        }
        guard tcsetattr(fd, TCSANOW, &mode) == 0 else {
            restore()
            throw .notATerminal(errno: errno)
        }
    }

    /// Shows the alternate screen (the shell's screen comes back on exit) and asks the
    /// terminal to mark pasted text (bracketed paste, `ESC [ ? 2004 h`), so that a paste
    /// arrives as one ``Key/paste(_:)``; both are undone by ``restore()``. Terminals that
    /// do not know bracketed paste ignore the request.
    public func enterAlternateScreen() {
        if #available(macOS 15.0, *) { TerminalRestoration.setAlternateScreen(true) }
        showsAlternateScreen = true
        write(Array("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[H\u{1B}[2J".utf8))
    }

    /// Turns on bracketed paste without the alternate screen, for a form drawn inline.
    public func enableBracketedPaste() {
        pasteOnly = true
        write(Array("\u{1B}[?2004h".utf8))
    }

    /// Leaves the alternate screen (and bracketed paste) and raw mode. Safe to call more than once.
    public func restore() {
        guard var mode = original else { return }
        original = nil
        if #available(macOS 15.0, *) {
            TerminalRestoration.setAlternateScreen(false)
            TerminalRestoration.restore()
        }
        if showsAlternateScreen { write(Array(Self.leaveAlternateScreen.utf8)) }
        if pasteOnly { write(Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l".utf8)) }
        showsAlternateScreen = false
        pasteOnly = false
        _ = tcsetattr(fd, TCSANOW, &mode)
    }

    /// Undoes ``enterAlternateScreen()``: plain text, the cursor shown, bracketed paste off,
    /// the shell's screen back.
    static let leaveAlternateScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"

    /// The most bytes one ``read(timeout:)`` returns.
    static let maximumRead = 1 << 18

    /// `true` while raw mode is on.
    public var isRaw: Bool { original != nil }

    /// Writes bytes to the terminal.
    /// - Returns: `false` when the terminal is gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        Platform.writeAll(fd, bytes)
    }

    /// Waits up to `timeout` milliseconds (-1: forever) for input or a resize. Input that
    /// arrives together (a paste) is returned together, up to 256 KiB.
    public func read(timeout: Int32) -> TerminalInput {
        openResizePipe()
        var entries = [
            pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resizeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&entries, nfds_t(entries.count), timeout)
        if ready < 0 { return errno == EINTR ? .timeout : .closed }
        if ready == 0 { return .timeout }
        if entries[1].revents & Int16(POLLIN) != 0 {
            var drain = [UInt8](repeating: 0, count: 64)
            _ = Platform.readSome(resizeRead, &drain)
            return .resized(size)
        }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var bytes: [UInt8] = []
        var count = 0
        repeat {
            count = Platform.readSome(fd, &buffer)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        } while bytes.count < Self.maximumRead && Platform.isReadable(fd)
        if !bytes.isEmpty { return .bytes(bytes) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return .timeout }
        return .closed
    }

    /// Makes the next ``read(timeout:)`` report a resize, as SIGWINCH does.
    public func noteResize() {
        openResizePipe()
        Platform.writeByte(resizeWrite)
    }

    private func openResizePipe() {
        guard resizeRead < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        resizeRead = ends[0]
        resizeWrite = ends[1]
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        if #available(macOS 15.0, *) {
            TerminalRestoration.resizePipe.store(resizeWrite, ordering: .sequentiallyConsistent)
        }
    }
}

/// What waiting on a terminal produced.
public enum TerminalInput: Equatable, Sendable {
    /// Bytes typed (or pasted).
    case bytes([UInt8])
    /// The terminal changed size.
    case resized(TerminalSize)
    /// Nothing arrived in time.
    case timeout
    /// The terminal is gone (hang-up, closed descriptor).
    case closed
}

/// Why a terminal could not be used.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The descriptor is not a terminal, or its mode could not be changed.
    case notATerminal(errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal(let code): "not a terminal (\(String(cString: strerror(code))))"
        }
    }
}
