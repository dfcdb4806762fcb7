/// A position in a table as renderers see it: a visible section's index and a visible
/// row's index within it. (UIKit's `IndexPath`, without Foundation's boxing.)
public struct TablePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The visible section's index.
    public var section: Int
    /// The visible row's index within its section.
    public var row: Int

    /// Creates a path.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: TablePath, rhs: TablePath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "\(section).\(row)" }
}
