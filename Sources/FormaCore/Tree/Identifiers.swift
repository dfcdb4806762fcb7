/// The identity of a row inside its form: stable for the row's life, never reused by
/// that form. Snapshots and diffs speak in these.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number; unique within one form.
    @usableFromInline package let rawValue: Int
    /// Creates an identity from its raw number.
    package init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "r\(rawValue)" }
}

/// The identity of a section inside its form.
public struct SectionID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The raw number; unique within one form.
    package let rawValue: Int
    /// Creates an identity from its raw number.
    package init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: SectionID, rhs: SectionID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "s\(rawValue)" }
}

/// Where a row stands in the model: its section's index and its index in that section.
///
/// These are model positions, hidden rows included; renderers translate them to
/// visible index paths through a snapshot.
public struct RowPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Index of the section in `form.sections`.
    public var section: Int
    /// Index of the row in `section.rows`.
    public var row: Int
    /// Creates a position.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
    public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
    public var description: String { "[\(section), \(row)]" }
}
