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
    /// For each old row (flat): -1 when it is deleted, otherwise (once ``stages()`` has
    /// ranked them) its index among its section's surviving rows.
    private var oldRank: [Int]
    /// For each new row (flat), the old row it continues (packed `section << 32 | row`),
    /// or -1 when it is inserted.
    private var source: [Int]
    /// Surviving rows whose content changed, by new path.
    private(set) var reconfiguredRows: [TablePath]
    /// Whether surviving sections change order, and whether surviving rows do (within a
    /// section, or by changing section).
    private var sectionsMove = false
    private var rowsMove: Bool

    /// How far past where the walk stands a row is looked for before hashing.
    private static let lookahead = 8

    init(old: FormSnapshot, new: FormSnapshot, changedRows: Set<RowID>) {
        self.old = old
        self.new = new
        let sections = Self.matchSections(old.sections, new.sections)
        oldToNew = sections.oldToNew
        newToOld = sections.newToOld
        survivorRank = sections.survivorRank
        sectionsMove = sections.move
        // Rows: where each section's rows begin in a flat numbering of each side.
        oldOffsets = Self.offsets(of: old.sections)
        newOffsets = Self.offsets(of: new.sections)
        oldRank = [Int](repeating: -1, count: oldOffsets[old.sections.count])
        source = [Int](repeating: -1, count: newOffsets[new.sections.count])
        reconfiguredRows = []
        rowsMove = false
        let unresolved = matchRowsNearby()
        if unresolved > 0 { matchRemainingRows() }
        findRowMovesAndChanges(changedRows)
    }

    /// Sections: each new section continues the first old one with its identity.
    private static func matchSections(
        _ oldSections: [FormSnapshot.SectionEntry], _ newSections: [FormSnapshot.SectionEntry]
    ) -> (oldToNew: [Int], newToOld: [Int], survivorRank: [Int], move: Bool) {
        let sectionTable = IdentityTable(sections: oldSections)
        var oldToNew = [Int](repeating: -1, count: oldSections.count)
        var newToOld = [Int](repeating: -1, count: newSections.count)
        for (j, section) in newSections.enumerated() {
            let i = sectionTable.value(for: section.id.rawValue)
            if i >= 0, oldToNew[i] < 0 {
                oldToNew[i] = j
                newToOld[j] = i
            }
        }
        var survivorRank = [Int](repeating: -1, count: oldSections.count)
        var survivors = 0
        for i in oldSections.indices where oldToNew[i] >= 0 {
            survivorRank[i] = survivors
            survivors += 1
        }
        var move = false
        var lastRank = -1
        for j in newSections.indices where newToOld[j] >= 0 {
            let rank = survivorRank[newToOld[j]]
            if rank < lastRank { move = true }
            lastRank = rank
        }
        return (oldToNew, newToOld, survivorRank, move)
    }

    /// Where each section's rows begin in a flat numbering, and the total at the end.
    private static func offsets(of sections: [FormSnapshot.SectionEntry]) -> [Int] {
        var offsets = [Int](repeating: 0, count: sections.count + 1)
        for (i, section) in sections.enumerated() { offsets[i + 1] = offsets[i] + section.rows.count }
        return offsets
    }

    /// Each row of a surviving new section continues the old row with its identity, if that
    /// row is in a surviving section and not already taken; rows of inserted sections come
    /// with their section. First, each surviving section's rows are walked beside its old
    /// rows: a row found where the walk stands, or a few rows further (rows were deleted or
    /// moved away), is matched without hashing. Forms mostly hide and show rows, so this
    /// usually matches everything. Returns how many rows it left unmatched.
    private mutating func matchRowsNearby() -> Int {
        var unresolved = 0
        for (j, section) in new.sections.enumerated() {
            let i = newToOld[j]
            guard i >= 0 else { continue }
            let oldRows = old.sections[i].rows
            let base = oldOffsets[i]
            let newBase = newOffsets[j]
            var cursor = 0
            for (r, id) in section.rows.enumerated() {
                var found = -1
                var ahead = cursor
                while ahead < oldRows.count, ahead <= cursor + Self.lookahead {
                    if oldRows[ahead] == id {
                        found = ahead
                        break
                    }
                    ahead += 1
                }
                if found >= 0 {
                    oldRank[base + found] = 0
                    source[newBase + r] = i << 32 | found
                    cursor = found + 1
                } else {
                    unresolved += 1
                }
            }
        }
        return unresolved
    }

    /// Then the rest — rows that moved, changed section or were inserted — through a table
    /// of the old rows not yet matched.
    private mutating func matchRemainingRows() {
        var remaining = 0
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            for r in section.rows.indices where oldRank[oldOffsets[i] + r] < 0 { remaining += 1 }
        }
        guard remaining > 0 else { return }
        let table = IdentityTable(
            rowsOf: old.sections, included: oldToNew.map { $0 >= 0 }, offsets: oldOffsets, skipping: oldRank,
            count: remaining)
        for (j, section) in new.sections.enumerated() where newToOld[j] >= 0 {
            let newBase = newOffsets[j]
            for (r, id) in section.rows.enumerated() where source[newBase + r] < 0 {
                let place = table.value(for: id.rawValue)
                guard place >= 0 else { continue }
                let flat = oldOffsets[place >> 32] + place & 0xFFFF_FFFF
                guard oldRank[flat] < 0 else { continue }
                oldRank[flat] = 0
                source[newBase + r] = place
            }
        }
    }

    /// Whether surviving rows keep their order, and which of them changed.
    private mutating func findRowMovesAndChanges(_ changedRows: Set<RowID>) {
        let changed = IdentityTable(identities: changedRows)
        let checksChanges = !changedRows.isEmpty
        for (j, section) in new.sections.enumerated() {
            let i = newToOld[j]
            guard i >= 0 else { continue }
            let newBase = newOffsets[j]
            var lastRow = -1
            for r in section.rows.indices {
                let place = source[newBase + r]
                guard place >= 0 else { continue }
                if place >> 32 == i {
                    let row = place & 0xFFFF_FFFF
                    if row < lastRow { rowsMove = true }
                    lastRow = row
                } else {
                    rowsMove = true
                }
                if checksChanges, changed.contains(section.rows[r].rawValue) {
                    reconfiguredRows.append(TablePath(section: j, row: r))
                }
            }
        }
    }

    // MARK: Stages

    /// The stages, as the type's documentation describes them.
    mutating func stages() -> [TableUpdate.Stage] {
        let deletedSections = oldToNew.indices.filter { oldToNew[$0] < 0 }
        let insertedSections = newToOld.indices.filter { newToOld[$0] < 0 }
        let deletedRows = deletedRowsOfSurvivingSections()

        if !sectionsMove && !rowsMove {
            var batch = TableUpdate.Batch()
            batch.deletedSections = deletedSections
            batch.insertedSections = insertedSections
            batch.deletedRows = deletedRows
            batch.insertedRows = insertedRows { j in j }
            return batch.isEmpty ? [] : [TableUpdate.Stage(batch: batch, snapshot: new)]
        }

        var stages: [TableUpdate.Stage] = []
        let firstRows = rowsAfterFirstStage()

        // 1. Deletions, and the insertions that need no move beside them.
        let first = firstStage(
            deletedSections: deletedSections, insertedSections: insertedSections, deletedRows: deletedRows,
            firstRows: firstRows)
        if !first.batch.isEmpty { stages.append(first) }

        // 2. Section insertions and moves, with no row operation.
        if sectionsMove { stages.append(sectionStage(insertedSections: insertedSections, firstRows: firstRows)) }

        // 3. Row insertions and moves, with no section operation.
        if rowsMove {
            var third = TableUpdate.Batch()
            third.insertedRows = insertedRows { j in j }
            third.movedRows = takeRowMoves()
            stages.append(.init(batch: third, snapshot: new))
        }
        return stages
    }

    /// The deleted rows of the old sections that survive, in old order.
    private func deletedRowsOfSurvivingSections() -> [TablePath] {
        var deletedRows: [TablePath] = []
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            for r in section.rows.indices where oldRank[oldOffsets[i] + r] < 0 {
                deletedRows.append(TablePath(section: i, row: r))
            }
        }
        return deletedRows
    }

    /// The rows each surviving old section shows after the first stage: its surviving
    /// rows in old order, or — when no row moves — already its new rows.
    private func rowsAfterFirstStage() -> [[RowID]] {
        var firstRows = [[RowID]](repeating: [], count: old.sections.count)
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            if rowsMove {
                var rows: [RowID] = []
                rows.reserveCapacity(section.rows.count)
                let base = oldOffsets[i]
                for (r, id) in section.rows.enumerated() where oldRank[base + r] >= 0 { rows.append(id) }
                firstRows[i] = rows
            } else {
                firstRows[i] = new.sections[oldToNew[i]].rows
            }
        }
        return firstRows
    }

    /// The first stage: deletions, and the insertions that need no move beside them.
    private func firstStage(
        deletedSections: [Int], insertedSections: [Int], deletedRows: [TablePath], firstRows: [[RowID]]
    ) -> TableUpdate.Stage {
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
        return .init(batch: first, snapshot: firstSnapshot)
    }

    /// The second stage: section insertions and moves, with no row operation.
    private func sectionStage(insertedSections: [Int], firstRows: [[RowID]]) -> TableUpdate.Stage {
        var second = TableUpdate.Batch()
        second.insertedSections = insertedSections
        // In new order, each surviving section's index after the first stage.
        let ranks = newToOld.map { $0 >= 0 ? survivorRank[$0] : -1 }
        var kept = [Bool](repeating: false, count: ranks.count)
        var run = KeptRun(capacity: ranks.count)
        run.mark(values: ranks, targetBase: 0, range: ranks.indices, kept: &kept)
        for j in ranks.indices where ranks[j] >= 0 && !kept[j] {
            second.movedSections.append(.init(from: ranks[j], to: j))
        }
        var secondSnapshot = new
        if rowsMove {
            for j in new.sections.indices where newToOld[j] >= 0 {
                secondSnapshot.sections[j].rows = firstRows[newToOld[j]]
            }
        }
        return .init(batch: second, snapshot: secondSnapshot)
    }

    /// The inserted rows of surviving sections, with each new section index mapped to the
    /// index its section has in the batch.
    private func insertedRows(_ sectionIndex: (Int) -> Int) -> [TablePath] {
        var paths: [(section: Int, rows: [TablePath])] = []
        for (j, section) in new.sections.enumerated() where newToOld[j] >= 0 {
            let s = sectionIndex(j)
            var rows: [TablePath] = []
            for r in section.rows.indices where source[newOffsets[j] + r] < 0 {
                rows.append(TablePath(section: s, row: r))
            }
            if !rows.isEmpty { paths.append((s, rows)) }
        }
        paths.sort { $0.section < $1.section }
        return paths.flatMap(\.rows)
    }

    /// The row moves of the last stage: from each surviving row's place after the first
    /// stages (surviving rows in old order, sections in new order) to its new place. It
    /// reuses the match's arrays as scratch, so it is the last thing asked of a match.
    private mutating func takeRowMoves() -> [TableUpdate.Move<TablePath>] {
        // Each surviving old row's index among the survivors of its section.
        for i in old.sections.indices where oldToNew[i] >= 0 {
            var rank = 0
            for flat in oldOffsets[i]..<oldOffsets[i + 1] where oldRank[flat] >= 0 {
                oldRank[flat] = rank
                rank += 1
            }
        }
        // In place of each new row's source: its rank, when it stays in its section, or -1.
        var values: [Int] = []
        swap(&values, &source)
        var moves: [TableUpdate.Move<TablePath>] = []
        for (j, section) in new.sections.enumerated() where newToOld[j] >= 0 {
            let i = newToOld[j]
            let base = newOffsets[j]
            for r in section.rows.indices {
                let place = values[base + r]
                guard place >= 0 else { continue }
                let from = place >> 32
                let rank = oldRank[oldOffsets[from] + place & 0xFFFF_FFFF]
                if from == i {
                    values[base + r] = rank
                } else {
                    values[base + r] = -1
                    moves.append(
                        .init(from: TablePath(section: oldToNew[from], row: rank), to: TablePath(section: j, row: r)))
                }
            }
        }
        var kept = [Bool](repeating: false, count: values.count)
        var run = KeptRun(capacity: values.count)
        for j in new.sections.indices where newToOld[j] >= 0 {
            let base = newOffsets[j]
            run.mark(values: values, targetBase: base, range: base..<newOffsets[j + 1], kept: &kept)
            for k in base..<newOffsets[j + 1] where values[k] >= 0 && !kept[k] {
                moves.append(
                    .init(from: TablePath(section: j, row: values[k]), to: TablePath(section: j, row: k - base)))
            }
        }
        swap(&values, &source)
        return moves
    }
}
