import FormaTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal opened by the test: the program under test draws on the `child`
/// side, the test types into and reads from the `parent` side, and a ``VirtualScreen``
/// shows what a person would see.
final class PseudoTerminal {
    let parent: Int32
    let child: Int32
    let screen: VirtualScreen

    init(size: TerminalSize) throws {
        var parent: Int32 = -1
        var child: Int32 = -1
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&parent, &child, nil, nil, &window) == 0 else { throw PseudoTerminalError.cannotOpen(errno) }
        self.parent = parent
        self.child = child
        screen = VirtualScreen(size: size)
        _ = fcntl(parent, F_SETFL, fcntl(parent, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(parent)
        close(child)
    }

    /// Types text (its UTF-8 bytes) or raw bytes.
    func type(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                write(parent, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Reads everything the program wrote so far into the screen.
    @discardableResult
    func drain() -> [UInt8] {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(parent, $0.baseAddress, 65_536) }
            if count <= 0 { break }
            all += buffer[..<count]
        }
        screen.feed(all)
        return all
    }

    /// Changes the window size, as a person resizing the window does.
    func resize(_ size: TerminalSize) {
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(parent, UInt(TIOCSWINSZ), &window)
        screen.resize(size)
    }

    /// The child side's terminal mode.
    var childMode: termios {
        var mode = termios()
        _ = tcgetattr(child, &mode)
        return mode
    }
}

enum PseudoTerminalError: Error {
    case cannotOpen(Int32)
}
