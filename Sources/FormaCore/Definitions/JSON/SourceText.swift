/// The text a definition was read from, kept to turn byte offsets into lines and columns.
struct SourceText: Sendable {
    /// Offsets where each line starts.
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column (in characters) of a byte offset.
    func location(of offset: Int) -> SourceLocation? {
        guard offset >= 0 else { return nil }
        let clamped = min(offset, bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        let column = String(decoding: bytes[start..<clamped], as: UTF8.self).count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// The text of a string literal's raw bytes between two offsets (for carets in conditions).
    func hasEscapes(from start: Int, to end: Int) -> Bool {
        guard start >= 0, end <= bytes.count, start <= end else { return true }
        return bytes[start..<end].contains(UInt8(ascii: "\\"))
    }
}

/// A place in a definition's text: 1-based line and column.
///
/// ```swift
/// SourceLocation(line: 12, column: 17).description   // 12:17
/// ```
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
