/// Computes the update that takes a table from one snapshot to another.
///
/// Identities may be any `Int` — dense as a form hands them out, spread out, negative,
/// `Int.min` or `Int.max`: both sides are indexed by one open-addressing table sized to the
/// input, and every identity present on both sides is matched.
///
/// The result is safe by construction for a real `UITableView` (see the Renderers guide for
/// the reports this rests on):
///
/// - An update without moves is **one batch**: section and row deletions in old indices,
///   insertions in new ones.
/// - An update with moves is split into **stages**, each one batch with the snapshot it
///   leads to: (1) deletions, and whatever insertions need no move beside them; (2) section
///   insertions and section moves, with no row operation; (3) row insertions and row moves,
///   with no section operation. A stage that would be empty is left out.
/// - No move reads `k → k`: an item whose position before and after its batch agree is
///   always kept in place.
/// - No row operation inside a section that is itself inserted or deleted: a row that
///   leaves a deleted section, or enters an inserted one, is deleted and inserted.
///
/// Rows and sections that merely shift because others came or went are not moved: a
/// longest-increasing-subsequence pass keeps the largest set in place and moves only the
/// rest. Surviving rows whose content changed are listed as reconfigurations, in final
/// index paths, to apply after the last stage.
///
/// ```swift
/// let update = FormDiff.update(from: old, to: new, changedRows: [row.id])
/// ```
/// - Complexity: O(n) hashing and flat-array passes in the number of rows, plus
///   O(k log k) for the k rows of each section when rows move.
package enum FormDiff {
    /// The update from `old` to `new`.
    /// - Parameters:
    ///   - old: the snapshot the table shows.
    ///   - new: the snapshot it should show.
    ///   - changedRows: rows whose content changed (values, titles, state).
    ///   - changedSections: sections whose header, footer or state changed.
    package static func update(
        from old: FormSnapshot, to new: FormSnapshot,
        changedRows: Set<RowID> = [], changedSections: Set<SectionID> = []
    ) -> TableUpdate {
        var diff = SnapshotMatch(old: old, new: new, changedRows: changedRows)
        var update = TableUpdate()
        update.reconfiguredRows = diff.reconfiguredRows
        if !changedSections.isEmpty {
            for (j, section) in new.sections.enumerated()
            where diff.newToOld[j] >= 0 && changedSections.contains(section.id) {
                update.reloadedSectionHeaders.append(j)
            }
        }
        update.stages = diff.stages()
        return update
    }
}
