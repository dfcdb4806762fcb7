/// The text a definition was read from, kept to turn byte offsets into lines and columns
/// (see ``SourceLocator``).
package struct SourceText: Sendable {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
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
