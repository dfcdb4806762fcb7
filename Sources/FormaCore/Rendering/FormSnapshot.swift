/// What a table shows at one moment: the visible sections and, in each, the visible rows,
/// by identity. Snapshots are cheap `Sendable` values; the diff compares two of them.
///
/// ```swift
/// let snapshot = FormSnapshot(form)
/// snapshot.sections[0].rows   // [r3, r4, r7]
/// ```
package struct FormSnapshot: Sendable, Hashable {
    /// One visible section and its visible rows.
    package struct SectionEntry: Sendable, Hashable {
        /// The section's identity.
        package var id: SectionID
        /// The visible rows' identities, in order.
        package var rows: [RowID]

        /// Creates an entry.
        package init(id: SectionID, rows: [RowID]) {
            self.id = id
            self.rows = rows
        }
    }

    /// The visible sections, in order.
    package var sections: [SectionEntry]

    /// Creates a snapshot from entries.
    package init(sections: [SectionEntry] = []) {
        self.sections = sections
    }

    /// The number of visible rows.
    package var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The row at a table path, if there is one.
    package func row(at path: TablePath) -> RowID? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else {
            return nil
        }
        return sections[path.section].rows[path.row]
    }
}
