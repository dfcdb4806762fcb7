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
public final class HeadlessTableView: FormTableView {
    /// What the table shows: visible sections and their rows.
    public internal(set) var sections: [FormSnapshot.SectionEntry] = []
    /// Every update applied, in order (cleared by ``reload(_:)``).
    public private(set) var appliedUpdates: [TableUpdate] = []
    /// The number of full reloads.
    public private(set) var reloadCount = 0
    /// Whether to keep ``appliedUpdates`` (turn off for long runs).
    public var recordsUpdates = true

    /// An empty table.
    public init() {}

    /// The table's content as a snapshot.
    public var snapshot: FormSnapshot { FormSnapshot(sections: sections) }

    public func reload(_ snapshot: FormSnapshot) {
        sections = snapshot.sections
        appliedUpdates = []
        reloadCount += 1
    }

    public func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
        var shown = sections
        for stage in update.stages {
            shown = try Self.check(stage.batch, from: shown, to: stage.snapshot)
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

    /// Checks one batch against UIKit's rules and returns the sections it leads to.
    static func check(
        _ update: TableUpdate.Batch, from old: [FormSnapshot.SectionEntry], to snapshot: FormSnapshot
    ) throws -> [FormSnapshot.SectionEntry] {
        let new = snapshot.sections
        // Sections.
        let deletedSections = try uniqueSet(update.deletedSections, "deletion", range: old.count)
        let insertedSections = try uniqueSet(update.insertedSections, "insertion", range: new.count)
        var movedFrom = Set<Int>()
        var movedTo = Set<Int>()
        for move in update.movedSections {
            guard old.indices.contains(move.from) else {
                throw TableUpdateError.sectionOutOfRange(operation: "move", index: move.from, count: old.count)
            }
            guard new.indices.contains(move.to) else {
                throw TableUpdateError.sectionOutOfRange(operation: "move", index: move.to, count: new.count)
            }
            guard movedFrom.insert(move.from).inserted, movedTo.insert(move.to).inserted else {
                throw TableUpdateError.duplicate(operation: "section move", description: "section \(move.from)")
            }
            if deletedSections.contains(move.from) || insertedSections.contains(move.to) {
                throw TableUpdateError.duplicate(
                    operation: "section move and insertion or deletion",
                    description: "section \(move.from) → \(move.to)")
            }
        }
        let expectedSectionCount = old.count - deletedSections.count + insertedSections.count
        guard expectedSectionCount == new.count else {
            throw TableUpdateError.invalidSectionCount(expected: expectedSectionCount, actual: new.count)
        }

        // Which old section becomes which new one: moves as given, the rest keep their order.
        var newToOld = [Int?](repeating: nil, count: new.count)
        for move in update.movedSections { newToOld[move.to] = move.from }
        var remainingOld = (0..<old.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for j in new.indices where newToOld[j] == nil && !insertedSections.contains(j) {
            newToOld[j] = remainingOld.next()
        }

        // Rows, marked in flat per-section arrays: in the old rows what leaves (deleted or
        // moved away), in the new rows where each comes from (inserted or moved in).
        let staysMark: UInt8 = 0
        let deletedMark: UInt8 = 1
        let movedAwayMark: UInt8 = 2
        let noSource = -1
        let insertedSource = -2 // otherwise, the index of the move
        var oldMarks = old.map { [UInt8](repeating: staysMark, count: $0.rows.count) }
        var newSources = new.map { [Int](repeating: noSource, count: $0.rows.count) }
        for path in update.deletedRows {
            guard old.indices.contains(path.section), old[path.section].rows.indices.contains(path.row) else {
                throw TableUpdateError.rowOutOfRange(operation: "delete", path: path)
            }
            if deletedSections.contains(path.section) {
                throw TableUpdateError.rowInChangedSection(operation: "delete", path: path)
            }
            guard oldMarks[path.section][path.row] == staysMark else {
                throw TableUpdateError.duplicate(operation: "row deletion", description: "row \(path)")
            }
            oldMarks[path.section][path.row] = deletedMark
        }
        for path in update.insertedRows {
            guard new.indices.contains(path.section), new[path.section].rows.indices.contains(path.row) else {
                throw TableUpdateError.rowOutOfRange(operation: "insert", path: path)
            }
            if insertedSections.contains(path.section) {
                throw TableUpdateError.rowInChangedSection(operation: "insert", path: path)
            }
            guard newSources[path.section][path.row] == noSource else {
                throw TableUpdateError.duplicate(operation: "row insertion", description: "row \(path)")
            }
            newSources[path.section][path.row] = insertedSource
        }
        for (index, move) in update.movedRows.enumerated() {
            guard old.indices.contains(move.from.section), old[move.from.section].rows.indices.contains(move.from.row)
            else {
                throw TableUpdateError.rowOutOfRange(operation: "move", path: move.from)
            }
            guard new.indices.contains(move.to.section), new[move.to.section].rows.indices.contains(move.to.row) else {
                throw TableUpdateError.rowOutOfRange(operation: "move", path: move.to)
            }
            if deletedSections.contains(move.from.section) {
                throw TableUpdateError.rowInChangedSection(operation: "move", path: move.from)
            }
            if insertedSections.contains(move.to.section) {
                throw TableUpdateError.rowInChangedSection(operation: "move", path: move.to)
            }
            let from = oldMarks[move.from.section][move.from.row]
            let to = newSources[move.to.section][move.to.row]
            if from == deletedMark {
                throw TableUpdateError.conflictingOperations(path: move.from, description: "both deleted and moved")
            }
            if to == insertedSource {
                throw TableUpdateError.conflictingOperations(path: move.to, description: "both inserted and moved to")
            }
            guard from == staysMark, to == noSource else {
                throw TableUpdateError.duplicate(operation: "row move", description: "row \(move.from) → \(move.to)")
            }
            oldMarks[move.from.section][move.from.row] = movedAwayMark
            newSources[move.to.section][move.to.row] = index
        }

        // Count check and the rows each new section shows.
        var result: [FormSnapshot.SectionEntry] = []
        result.reserveCapacity(new.count)
        for (j, entry) in new.enumerated() {
            guard let i = newToOld[j] else {
                result.append(entry) // an inserted section takes its rows from the data source
                continue
            }
            let oldRows = old[i].rows
            let marks = oldMarks[i]
            let sources = newSources[j]
            var stayCount = 0
            for mark in marks where mark == staysMark { stayCount += 1 }
            var incoming = 0
            for source in sources where source != noSource { incoming += 1 }
            let expected = stayCount + incoming
            guard expected == entry.rows.count else {
                throw TableUpdateError.invalidRowCount(section: j, expected: expected, actual: entry.rows.count)
            }
            var nextStaying = 0
            var rows: [RowID] = []
            rows.reserveCapacity(entry.rows.count)
            for r in entry.rows.indices {
                let source = sources[r]
                if source == insertedSource {
                    rows.append(entry.rows[r])
                } else if source >= 0 {
                    let from = update.movedRows[source].from
                    rows.append(old[from.section].rows[from.row])
                } else {
                    while marks[nextStaying] != staysMark { nextStaying += 1 }
                    rows.append(oldRows[nextStaying])
                    nextStaying += 1
                }
            }
            if rows != entry.rows {
                let first = zip(rows, entry.rows).enumerated().first { $0.element.0 != $0.element.1 }
                let detail =
                    first.map { "row \($0.offset) shows \($0.element.0) instead of \($0.element.1)" }
                    ?? "rows differ"
                throw TableUpdateError.contentMismatch(section: j, description: detail)
            }
            result.append(FormSnapshot.SectionEntry(id: entry.id, rows: rows))
        }
        for (j, i) in newToOld.enumerated() {
            if let i, old[i].id != new[j].id {
                throw TableUpdateError.contentMismatch(
                    section: j, description: "shows section \(old[i].id) instead of \(new[j].id)")
            }
        }
        return result
    }

    private static func uniqueSet(_ indices: [Int], _ operation: String, range: Int) throws -> Set<Int> {
        var set = Set<Int>()
        for index in indices {
            guard (0..<range).contains(index) else {
                throw TableUpdateError.sectionOutOfRange(operation: operation, index: index, count: range)
            }
            guard set.insert(index).inserted else {
                throw TableUpdateError.duplicate(operation: "section \(operation)", description: "section \(index)")
            }
        }
        return set
    }
}
