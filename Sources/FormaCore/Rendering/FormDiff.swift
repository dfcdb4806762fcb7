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
public enum FormDiff {
    /// The update from `old` to `new`.
    /// - Parameters:
    ///   - old: the snapshot the table shows.
    ///   - new: the snapshot it should show.
    ///   - changedRows: rows whose content changed (values, titles, state).
    ///   - changedSections: sections whose header, footer or state changed.
    public static func update(
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

/// The matching of two snapshots and the stages built from it.
struct SnapshotMatch {
    let old: FormSnapshot
    let new: FormSnapshot
    /// For each old section, its new index, or -1 when it is deleted.
    private(set) var oldToNew: [Int]
    /// For each new section, its old index, or -1 when it is inserted.
    private(set) var newToOld: [Int]
    /// For each surviving old section, its rank among the survivors in old order.
    private var survivorRank: [Int]
    /// Flat offsets of each old section's rows, and of each new section's rows.
    private var oldOffsets: [Int]
    private var newOffsets: [Int]
    /// For each old row (flat), whether it survives in place or as a move.
    private var matched: [Bool]
    /// For each new row (flat), the old row it continues (packed `section << 32 | row`),
    /// or -1 when it is inserted.
    private var source: [Int]
    /// Surviving rows whose content changed, by new path.
    private(set) var reconfiguredRows: [TablePath] = []
    /// Whether surviving sections change order, and whether surviving rows do (within a
    /// section, or by changing section).
    private var sectionsMove = false
    private var rowsMove = false

    init(old: FormSnapshot, new: FormSnapshot, changedRows: Set<RowID>) {
        self.old = old
        self.new = new
        let oldSections = old.sections, newSections = new.sections

        // Sections: each new section continues the first old one with its identity.
        var sectionTable = IdentityTable(capacity: oldSections.count)
        for (i, section) in oldSections.enumerated() { sectionTable.insertIfAbsent(section.id.rawValue, i) }
        oldToNew = [Int](repeating: -1, count: oldSections.count)
        newToOld = [Int](repeating: -1, count: newSections.count)
        for (j, section) in newSections.enumerated() {
            let i = sectionTable.value(for: section.id.rawValue)
            if i >= 0, oldToNew[i] < 0 {
                oldToNew[i] = j
                newToOld[j] = i
            }
        }
        survivorRank = [Int](repeating: -1, count: oldSections.count)
        var survivors = 0
        for i in oldSections.indices where oldToNew[i] >= 0 {
            survivorRank[i] = survivors
            survivors += 1
        }
        var lastRank = -1
        for j in newSections.indices where newToOld[j] >= 0 {
            let rank = survivorRank[newToOld[j]]
            if rank < lastRank { sectionsMove = true }
            lastRank = rank
        }

        // Rows of surviving old sections, by identity.
        oldOffsets = [Int](repeating: 0, count: oldSections.count + 1)
        for (i, section) in oldSections.enumerated() { oldOffsets[i + 1] = oldOffsets[i] + section.rows.count }
        newOffsets = [Int](repeating: 0, count: newSections.count + 1)
        for (j, section) in newSections.enumerated() { newOffsets[j + 1] = newOffsets[j] + section.rows.count }
        var rowTable = IdentityTable(capacity: oldOffsets[oldSections.count])
        for (i, section) in oldSections.enumerated() where oldToNew[i] >= 0 {
            for (r, id) in section.rows.enumerated() { rowTable.insertIfAbsent(id.rawValue, i << 32 | r) }
        }
        var changed: [Bool] = []
        if !changedRows.isEmpty {
            changed = [Bool](repeating: false, count: oldOffsets[oldSections.count])
            for id in changedRows {
                let place = rowTable.value(for: id.rawValue)
                if place >= 0 { changed[oldOffsets[place >> 32] + place & 0xFFFF_FFFF] = true }
            }
        }

        // Each row of a surviving new section continues the old row with its identity, if
        // that row is in a surviving section and not already taken. Rows of inserted
        // sections come with their section.
        matched = [Bool](repeating: false, count: oldOffsets[oldSections.count])
        source = [Int](repeating: -1, count: newOffsets[newSections.count])
        for (j, section) in newSections.enumerated() {
            let i = newToOld[j]
            guard i >= 0 else { continue }
            var lastRow = -1
            for (r, id) in section.rows.enumerated() {
                let place = rowTable.value(for: id.rawValue)
                guard place >= 0 else { continue }
                let flat = oldOffsets[place >> 32] + place & 0xFFFF_FFFF
                guard !matched[flat] else { continue }
                matched[flat] = true
                source[newOffsets[j] + r] = place
                if place >> 32 == i {
                    let row = place & 0xFFFF_FFFF
                    if row < lastRow { rowsMove = true }
                    lastRow = row
                } else {
                    rowsMove = true
                }
                if !changed.isEmpty, changed[flat] { reconfiguredRows.append(TablePath(section: j, row: r)) }
            }
        }
    }

    // MARK: Stages

    /// The stages, as the type's documentation describes them.
    mutating func stages() -> [TableUpdate.Stage] {
        let deletedSections = oldToNew.indices.filter { oldToNew[$0] < 0 }
        let insertedSections = newToOld.indices.filter { newToOld[$0] < 0 }
        var deletedRows: [TablePath] = []
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            for r in section.rows.indices where !matched[oldOffsets[i] + r] {
                deletedRows.append(TablePath(section: i, row: r))
            }
        }

        if !sectionsMove && !rowsMove {
            var batch = TableUpdate.Batch()
            batch.deletedSections = deletedSections
            batch.insertedSections = insertedSections
            batch.deletedRows = deletedRows
            batch.insertedRows = insertedRows { j in j }
            return batch.isEmpty ? [] : [TableUpdate.Stage(batch: batch, snapshot: new)]
        }

        var stages: [TableUpdate.Stage] = []
        // The rows each surviving old section shows after the first stage: its surviving
        // rows in old order, or — when no row moves — already its new rows.
        var firstRows = [[RowID]](repeating: [], count: old.sections.count)
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            firstRows[i] = rowsMove ? section.rows.indices.filter { matched[oldOffsets[i] + $0] }.map { section.rows[$0] }
                : new.sections[oldToNew[i]].rows
        }

        // 1. Deletions, and the insertions that need no move beside them.
        var first = TableUpdate.Batch()
        first.deletedSections = deletedSections
        first.deletedRows = deletedRows
        var firstSnapshot = FormSnapshot()
        if sectionsMove {
            // Survivors stay in old order; sections are inserted with the moves.
            for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
                firstSnapshot.sections.append(.init(id: section.id, rows: firstRows[i]))
            }
            if !rowsMove { first.insertedRows = insertedRows { j in survivorRank[newToOld[j]] } }
        } else {
            first.insertedSections = insertedSections
            for (j, section) in new.sections.enumerated() {
                let i = newToOld[j]
                firstSnapshot.sections.append(i >= 0 ? .init(id: section.id, rows: firstRows[i]) : section)
            }
        }
        if !first.isEmpty { stages.append(.init(batch: first, snapshot: firstSnapshot)) }

        // 2. Section insertions and moves, with no row operation.
        if sectionsMove {
            var second = TableUpdate.Batch()
            second.insertedSections = insertedSections
            let survivorsInNewOrder = newToOld.filter { $0 >= 0 }
            let ranks = survivorsInNewOrder.map { survivorRank[$0] }
            let targets = survivorsInNewOrder.map { oldToNew[$0] }
            var kept = [Bool](repeating: false, count: ranks.count)
            var run = KeptRun(capacity: ranks.count)
            run.mark(values: ranks, targets: targets, range: ranks.indices, kept: &kept)
            for k in ranks.indices where !kept[k] {
                second.movedSections.append(.init(from: ranks[k], to: targets[k]))
            }
            var secondSnapshot = new
            if rowsMove {
                for j in new.sections.indices where newToOld[j] >= 0 {
                    secondSnapshot.sections[j].rows = firstRows[newToOld[j]]
                }
            }
            stages.append(.init(batch: second, snapshot: secondSnapshot))
        }

        // 3. Row insertions and moves, with no section operation.
        if rowsMove {
            var third = TableUpdate.Batch()
            third.insertedRows = insertedRows { j in j }
            third.movedRows = rowMoves()
            stages.append(.init(batch: third, snapshot: new))
        }
        return stages
    }

    /// The inserted rows of surviving sections, with each new section index mapped to the
    /// index its section has in the batch.
    private func insertedRows(_ sectionIndex: (Int) -> Int) -> [TablePath] {
        var paths: [(section: Int, rows: [TablePath])] = []
        for (j, section) in new.sections.enumerated() where newToOld[j] >= 0 {
            let s = sectionIndex(j)
            var rows: [TablePath] = []
            for r in section.rows.indices where source[newOffsets[j] + r] < 0 { rows.append(TablePath(section: s, row: r)) }
            if !rows.isEmpty { paths.append((s, rows)) }
        }
        paths.sort { $0.section < $1.section }
        return paths.flatMap(\.rows)
    }

    /// The row moves of the last stage: from each surviving row's place after the first
    /// stages (surviving rows in old order, sections in new order) to its new place.
    private func rowMoves() -> [TableUpdate.Move<TablePath>] {
        // Each surviving old row's index among the survivors of its section.
        var survivingRow = [Int](repeating: -1, count: matched.count)
        for i in old.sections.indices where oldToNew[i] >= 0 {
            var rank = 0
            for flat in oldOffsets[i]..<oldOffsets[i + 1] where matched[flat] {
                survivingRow[flat] = rank
                rank += 1
            }
        }
        var moves: [TableUpdate.Move<TablePath>] = []
        var values: [Int] = [], targets: [Int] = []
        var kept: [Bool] = []
        var run = KeptRun(capacity: 0)
        for (j, section) in new.sections.enumerated() where newToOld[j] >= 0 {
            let i = newToOld[j]
            values.removeAll(keepingCapacity: true)
            targets.removeAll(keepingCapacity: true)
            for r in section.rows.indices {
                let place = source[newOffsets[j] + r]
                guard place >= 0 else { continue }
                let from = place >> 32
                let rank = survivingRow[oldOffsets[from] + place & 0xFFFF_FFFF]
                if from == i {
                    values.append(rank)
                    targets.append(r)
                } else {
                    moves.append(.init(from: TablePath(section: oldToNew[from], row: rank), to: TablePath(section: j, row: r)))
                }
            }
            if kept.count < values.count { kept = [Bool](repeating: false, count: values.count) }
            for k in values.indices { kept[k] = false }
            run.mark(values: values, targets: targets, range: values.indices, kept: &kept)
            for k in values.indices where !kept[k] {
                moves.append(.init(from: TablePath(section: j, row: values[k]), to: TablePath(section: j, row: targets[k])))
            }
        }
        return moves
    }
}
