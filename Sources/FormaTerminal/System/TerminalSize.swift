/// A terminal's size in character cells.
///
/// ```swift
/// let size = TerminalSize(rows: 24, columns: 80)
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Lines on screen.
    public var rows: Int
    /// Columns on screen.
    public var columns: Int

    /// Creates a size; values below 1 become 1.
    public init(rows: Int, columns: Int) {
        self.rows = max(1, rows)
        self.columns = max(1, columns)
    }

    public var description: String { "\(columns)x\(rows)" }
}
