// The files of System/ are the one place where FormaTerminal reaches the C library: termios,
// file descriptors, signals. They import it internally, so clients of FormaTerminal do not
// see it; everything else in the target is platform-neutral Swift.
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

enum Platform {
    /// Runs `body` with the terminal's echo off (new lines still echo), when `fd` is a
    /// terminal that echoes: a secret typed in cooked mode is not shown. The mode comes back
    /// afterwards, and at exit or on a signal should the process end meanwhile.
    static func withEchoOff<T>(_ fd: Int32, _ body: () -> T) -> T {
        var mode = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &mode) == 0, mode.c_lflag & tcflag_t(ECHO) != 0 else { return body() }
        let original = mode
        if #available(macOS 15.0, *) { TerminalRestoration.arm(fd: fd, original: original) }
        mode.c_lflag &= ~tcflag_t(ECHO)
        mode.c_lflag |= tcflag_t(ECHONL)
        _ = tcsetattr(fd, TCSAFLUSH, &mode)
        defer {
            if #available(macOS 15.0, *) {
                TerminalRestoration.restore()
            } else {
                var back = original
                _ = tcsetattr(fd, TCSANOW, &back)
            }
        }
        return body()
    }

    /// `true` when `fd` is a terminal with echo on.
    static func echoes(_ fd: Int32) -> Bool {
        var mode = termios()
        return isatty(fd) == 1 && tcgetattr(fd, &mode) == 0 && mode.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Writes all of `bytes` to `fd`, retrying after interruptions and short writes.
    /// - Returns: `false` if the descriptor refused (closed terminal, broken pipe).
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                if errno == EAGAIN { waitUntilWritable(fd) }
            } else {
                return false
            }
        }
        return true
    }

    /// `true` when the last failed call was interrupted by a signal and may be tried again.
    static var lastCallWasInterrupted: Bool { errno == EINTR }

    /// Reads what is available from `fd` into `buffer`; the count, 0 at end of input, -1 on error.
    static func readSome(_ fd: Int32, _ buffer: inout [UInt8]) -> Int {
        let capacity = buffer.count
        return buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, capacity) }
    }

    /// `true` if `fd` has input to read now.
    static func isReadable(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }

    /// Writes one byte, once (a wake-up through a pipe; losing it when the pipe is full is fine).
    static func writeByte(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }

    private static func waitUntilWritable(_ fd: Int32) {
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, 100)
    }

    /// The terminal size of `fd`, or `nil` when it is not a terminal or reports zero.
    static func windowSize(_ fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }

    /// Sets the terminal size of `fd` (a pseudo-terminal's master side in tests).
    @discardableResult
    static func setWindowSize(_ fd: Int32, _ size: TerminalSize) -> Bool {
        var value = winsize(
            ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns), ws_xpixel: 0, ws_ypixel: 0)
        return ioctl(fd, UInt(TIOCSWINSZ), &value) == 0
    }
}
