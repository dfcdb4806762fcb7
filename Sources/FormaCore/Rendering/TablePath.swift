/// A position in a table as renderers see it: a visible section's index and a visible
/// row's index within it. (UIKit's `IndexPath`, without Foundation's boxing.)
package struct TablePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The visible section's index.
    package var section: Int
    /// The visible row's index within its section.
    package var row: Int

    /// Creates a path.
    package init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    package static func < (lhs: TablePath, rhs: TablePath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    package var description: String { "\(section).\(row)" }
}
