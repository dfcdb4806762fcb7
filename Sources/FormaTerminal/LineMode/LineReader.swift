/// Reads lines from a file descriptor (a pipe, a file, a terminal in cooked mode): UTF-8
/// decoded with invalid bytes replaced, control characters removed, each line at most
/// ``maximumLength`` bytes (the rest of an overlong line is read and dropped, and
/// `lastLineWasCut` says so).
///
/// Answers are read a byte at a time: people and scripts type lines, not megabytes.
///
/// ```swift
/// let reader = LineReader(fd: STDIN_FILENO)
/// while let line = reader.next() { … }   // nil at end of input
/// ```
public final class LineReader {
    /// The longest line kept, in bytes.
    public static let maximumLength = 65_536

    let fd: Int32
    private var ended = false
    /// `true` when the line last returned was longer than ``maximumLength`` and was cut.
    private(set) var lastLineWasCut = false

    /// A reader of `fd`; the caller keeps it open.
    public init(fd: Int32) {
        self.fd = fd
    }

    /// The next line without its line ending, or `nil` at the end of input.
    ///
    /// Reads one byte at a time, so that nothing after the line is taken from the
    /// descriptor: a later reader of the same input (the next form) starts where this one
    /// stopped.
    public func next() -> String? {
        guard !ended else { return nil }
        var line: [UInt8] = []
        var byte: [UInt8] = [0]
        lastLineWasCut = false
        while true {
            let count = Platform.readSome(fd, &byte)
            if count == 1 {
                if byte[0] == 0x0A { return Self.clean(line) }
                if line.count < Self.maximumLength {
                    line.append(byte[0])
                } else if byte[0] != 0x0D {
                    lastLineWasCut = true
                }
            } else if count < 0 && Platform.lastCallWasInterrupted {
                continue
            } else {
                ended = true
                return line.isEmpty ? nil : Self.clean(line)
            }
        }
    }

    private static func clean(_ bytes: [UInt8]) -> String {
        var text = String(decoding: bytes.prefix(maximumLength), as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }))
    }
}
