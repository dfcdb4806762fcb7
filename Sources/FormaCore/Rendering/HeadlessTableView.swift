/// A table with no screen: it applies an update's stages one after another, checks each
/// batch by the rules UIKit's `UITableView` enforces in `performBatchUpdates` and by the
/// stricter shape Forma keeps to (no `k → k` moves; moves never beside deletions; section
/// moves never beside row operations; row moves never beside section operations), throws a
/// ``TableUpdateError`` where UIKit would raise "Invalid update" or the shape is unsafe, and
/// keeps the rows it would show. A refused update changes nothing. For tests — ours and
/// apps' — and for servers.
///
/// ```swift
/// let table = HeadlessTableView()
/// let controller = FormController(form: form)
/// controller.tableView = table
/// form.row(tag: "allDay")?.hidden = true
/// table.sections   // mirrors FormSnapshot(form)
/// ```
package final class HeadlessTableView: TableUpdateTarget {
    /// What the table shows: visible sections and their rows.
    package internal(set) var sections: [FormSnapshot.SectionEntry] = []
    /// Every update applied, in order (cleared by ``reload(_:)``).
    package private(set) var appliedUpdates: [TableUpdate] = []
    /// The number of full reloads.
    package private(set) var reloadCount = 0
    /// Whether to keep ``appliedUpdates`` (turn off for long runs).
    package var recordsUpdates = true

    /// An empty table.
    package init() {}

    /// The table's content as a snapshot.
    package var snapshot: FormSnapshot { FormSnapshot(sections: sections) }

    package func reload(_ snapshot: FormSnapshot) {
        sections = snapshot.sections
        appliedUpdates = []
        reloadCount += 1
    }

    package func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
        var shown = sections
        for stage in update.stages {
            shown = try BatchCheck.sections(after: stage.batch, from: shown, to: stage.snapshot)
            try Self.checkSafety(stage.batch)
        }
        if shown != snapshot.sections {
            throw Self.mismatch(shown, snapshot.sections)
        }
        for path in update.reconfiguredRows {
            guard shown.indices.contains(path.section), shown[path.section].rows.indices.contains(path.row) else {
                throw TableUpdateError.rowOutOfRange(operation: "reconfigure", path: path)
            }
        }
        for path in update.reloadedRows where !update.reconfiguredRows.contains(path) {
            throw TableUpdateError.rowOutOfRange(operation: "reload", path: path)
        }
        for index in update.reloadedSectionHeaders where !shown.indices.contains(index) {
            throw TableUpdateError.sectionOutOfRange(operation: "header reload", index: index, count: shown.count)
        }
        sections = shown
        if recordsUpdates { appliedUpdates.append(update) }
    }

    /// Where what the table shows first differs from what it should show.
    private static func mismatch(
        _ shown: [FormSnapshot.SectionEntry], _ expected: [FormSnapshot.SectionEntry]
    ) -> TableUpdateError {
        for (j, (a, b)) in zip(shown, expected).enumerated() where a != b {
            let detail =
                a.id != b.id
                ? "shows section \(a.id) instead of \(b.id)"
                : "shows \(a.rows.count) rows \(a.rows.prefix(8)) instead of \(b.rows.count) rows \(b.rows.prefix(8))"
            return .contentMismatch(section: j, description: detail)
        }
        return .contentMismatch(
            section: min(shown.count, expected.count),
            description: "the table shows \(shown.count) sections instead of \(expected.count)")
    }

    /// Rejects the shapes that real tables are reported to fail on even though the
    /// documented rules allow them (see the Renderers guide): a move whose two indices are
    /// equal; moves beside deletions; section moves beside row operations; row moves beside
    /// section insertions, deletions or moves.
    static func checkSafety(_ batch: TableUpdate.Batch) throws {
        for move in batch.movedSections where move.from == move.to {
            throw TableUpdateError.sameIndexMove(description: "section move \(move.from) → \(move.to)")
        }
        for move in batch.movedRows where move.from == move.to {
            throw TableUpdateError.sameIndexMove(description: "row move \(move.from) → \(move.to)")
        }
        let movesSections = !batch.movedSections.isEmpty
        let movesRows = !batch.movedRows.isEmpty
        if (movesSections || movesRows) && !(batch.deletedSections.isEmpty && batch.deletedRows.isEmpty) {
            throw TableUpdateError.unsafeCombination(description: "moves and deletions")
        }
        if movesSections && !(batch.insertedRows.isEmpty && batch.deletedRows.isEmpty && batch.movedRows.isEmpty) {
            throw TableUpdateError.unsafeCombination(
                description: "section moves and row insertions, deletions or moves")
        }
        if movesRows
            && !(batch.insertedSections.isEmpty && batch.deletedSections.isEmpty && batch.movedSections.isEmpty)
        {
            throw TableUpdateError.unsafeCombination(
                description: "row moves and section insertions, deletions or moves")
        }
    }
}
