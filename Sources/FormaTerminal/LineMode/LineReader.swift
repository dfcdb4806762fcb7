/// Reads lines from a file descriptor (a pipe, a file, a terminal in cooked mode): UTF-8
/// decoded with invalid bytes replaced, control characters removed, each line at most
/// ``maximumLength`` bytes (the rest of an overlong line is dropped).
///
/// ```swift
/// let reader = LineReader(fd: STDIN_FILENO)
/// while let line = reader.next() { … }   // nil at end of input
/// ```
public final class LineReader {
    /// The longest line kept, in bytes.
    public static let maximumLength = 65_536

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    /// A reader of `fd`; the caller keeps it open.
    public init(fd: Int32) {
        self.fd = fd
    }

    /// The next line without its line ending, or `nil` at the end of input.
    public func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                return Self.clean(line)
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return Self.clean(buffer)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = Platform.readSome(fd, &chunk)
            if count > 0 {
                if buffer.count < Self.maximumLength { buffer += chunk[..<count] }
                if buffer.count > Self.maximumLength, !buffer.contains(0x0A) {
                    buffer.removeLast(buffer.count - Self.maximumLength)
                }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                ended = true
            }
        }
    }

    private static func clean(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes.prefix(maximumLength), as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }))
    }
}
