extension SnapshotMatch {
    /// The stages, as ``FormDiff``'s documentation describes them.
    mutating func stages() -> [TableUpdate.Stage] {
        let deletedSections = oldToNew.indices.filter { oldToNew[$0] < 0 }
        let insertedSections = newToOld.indices.filter { newToOld[$0] < 0 }
        let (deletedRows, deletedCounts) = deletedRowsOfSurvivingSections()

        if !sectionsMove && !rowsMove {
            var batch = TableUpdate.Batch()
            batch.deletedSections = deletedSections
            batch.insertedSections = insertedSections
            batch.deletedRows = deletedRows
            batch.insertedRows = insertedRows { j in j }
            return batch.isEmpty ? [] : [TableUpdate.Stage(batch: batch, snapshot: new)]
        }

        var stages: [TableUpdate.Stage] = []
        let firstRows = rowsAfterFirstStage(deletedCounts)

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
            third.movedRows = takeRowMoves(deletedCounts)
            stages.append(.init(batch: third, snapshot: new))
        }
        return stages
    }

    /// The deleted rows of the old sections that survive, in old order — found in the gaps the
    /// walk left, since every other row of those sections is matched — and how many each
    /// old section loses.
    private func deletedRowsOfSurvivingSections() -> (rows: [TablePath], counts: [Int]) {
        var counts = [Int](repeating: 0, count: old.sections.count)
        var deletedRows: [TablePath] = []
        // The walk left the gaps in new section order.
        let gaps =
            sectionsMove
            ? oldGaps.sorted { ($0.section, $0.rows.lowerBound) < ($1.section, $1.rows.lowerBound) } : oldGaps
        for gap in gaps {
            let base = oldOffsets[gap.section]
            for r in gap.rows where oldRank[base + r] < 0 {
                deletedRows.append(TablePath(section: gap.section, row: r))
                counts[gap.section] += 1
            }
        }
        return (deletedRows, counts)
    }

    /// The rows each surviving old section shows after the first stage: its surviving
    /// rows in old order, or — when no row moves — already its new rows. When rows move,
    /// each survivor of a section that loses rows gets its rank among the survivors in
    /// ``oldRank``; in a section that loses none, the rank is the row.
    private mutating func rowsAfterFirstStage(_ deletedCounts: [Int]) -> [[RowID]] {
        var firstRows = [[RowID]](repeating: [], count: old.sections.count)
        for (i, section) in old.sections.enumerated() where oldToNew[i] >= 0 {
            if !rowsMove {
                firstRows[i] = new.sections[oldToNew[i]].rows
            } else if deletedCounts[i] == 0 {
                firstRows[i] = section.rows
            } else {
                let base = oldOffsets[i]
                let kept = section.rows.count - deletedCounts[i]
                // The section's marks lie within `oldRank`: the offsets count the old rows.
                guard base + section.rows.count <= oldRank.count, kept >= 0 else { continue }
                firstRows[i] = section.rows.withUnsafeBufferPointer { ids in
                    oldRank.withUnsafeMutableBufferPointer { marks in
                        [RowID](unsafeUninitializedCapacity: kept) { rows, filled in
                            for r in ids.indices where marks[base + r] >= 0 && filled < kept {
                                marks[base + r] = filled
                                rows.initializeElement(at: filled, to: ids[r])
                                filled += 1
                            }
                        }
                    }
                }
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
        var ranks = newToOld.map { $0 >= 0 ? survivorRank[$0] : -1 }
        var run = KeptRun(capacity: ranks.count)
        run.mark(values: &ranks, targetBase: 0, range: ranks.indices)
        for j in ranks.indices where ranks[j] >= 0 {
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

    /// The inserted rows of surviving sections — the rows of the walk's gaps left unmatched
    /// — with each new section index mapped to the index its section has in the batch,
    /// ascending.
    private func insertedRows(_ sectionIndex: (Int) -> Int) -> [TablePath] {
        var paths: [TablePath] = []
        var ascending = true
        var lastSection = -1
        for gap in newGaps {
            let base = newOffsets[gap.section]
            let s = sectionIndex(gap.section)
            for r in gap.rows where source[base + r] < 0 {
                if s < lastSection { ascending = false }
                lastSection = s
                paths.append(TablePath(section: s, row: r))
            }
        }
        if !ascending { paths.sort() }
        return paths
    }

    /// The row moves of the last stage: from each surviving row's place after the first
    /// stages (surviving rows in old order, sections in new order) to its new place. It
    /// reuses the match's arrays as scratch, so it is the last thing asked of a match.
    private mutating func takeRowMoves(_ deletedCounts: [Int]) -> [TableUpdate.Move<TablePath>] {
        // In place of each new row's source: its rank, when it stays in its section, or -1.
        var values: [Int] = []
        swap(&values, &source)
        defer { swap(&values, &source) }
        var crossMoves: [TableUpdate.Move<TablePath>] = []
        var moves: [TableUpdate.Move<TablePath>] = []
        let (oldRank, oldOffsets, newOffsets, oldToNew) = (oldRank, oldOffsets, newOffsets, oldToNew)
        var run = KeptRun(capacity: 0)
        // Rows that stay in their section: all but one longest run of them move. Their
        // stretches (see ``KeptRun/Stretch``) are read as their ranks are written.
        var read: [KeptRun.Stretch] = []
        for (j, i) in newToOld.enumerated() where i >= 0 {
            let range = newOffsets[j]..<newOffsets[j + 1]
            // `range` lies within `values`: the offsets count the new rows.
            guard range.upperBound <= values.count else { continue }
            let limit = KeptRun.stretchLimit(range.count)
            read.removeAll(keepingCapacity: true)
            var participants = 0
            // The index past the section's last row whose rank is its new row.
            var fixedEnd = range.lowerBound
            let ownDeleted = deletedCounts[i] != 0
            let ownOffset = oldOffsets[i]
            values.withUnsafeMutableBufferPointer { values in
                // The stretch being read: its first index and rank, its length, its last index.
                var start = 0
                var first = -1
                var count = 0
                var last = 0
                var hasFixed = false
                for k in range {
                    let place = values[k]
                    guard place >= 0 else { continue }
                    let from = place >> 32
                    let row = place & 0xFFFF_FFFF
                    // Rows of this section, most of them: its own offset and count, looked up once.
                    let rank =
                        from == i
                        ? (ownDeleted ? oldRank[ownOffset + row] : row)
                        : (deletedCounts[from] == 0 ? row : oldRank[oldOffsets[from] + row])
                    guard from == i else {
                        values[k] = -1
                        crossMoves.append(
                            .init(
                                from: TablePath(section: oldToNew[from], row: rank),
                                to: TablePath(section: j, row: k - range.lowerBound)))
                        continue
                    }
                    values[k] = rank
                    let fixed = rank == k - range.lowerBound
                    if fixed { fixedEnd = k + 1 }
                    participants += 1
                    if count > 0, rank == first &+ count {
                        count &+= 1
                        last = k
                        hasFixed = hasFixed || fixed
                    } else {
                        if count > 0, read.count < limit {
                            read.append(
                                .init(start: start, end: last + 1, value: first, count: count, hasFixed: hasFixed))
                        }
                        (start, first, count, last, hasFixed) = (k, rank, 1, k, fixed)
                    }
                }
                if count > 0, read.count < limit {
                    read.append(.init(start: start, end: last + 1, value: first, count: count, hasFixed: hasFixed))
                }
            }
            let base = range.lowerBound
            if read.count < limit {
                run.forEachMoving(
                    values: values, read: &read, participants: participants, targetBase: base, range: range,
                    fixedEnd: fixedEnd, prepare: { moves.makeRoom(for: $0) },
                    { k, rank in
                        moves.append(
                            .init(from: TablePath(section: j, row: rank), to: TablePath(section: j, row: k - base)))
                    })
            } else {
                // Too many stretches (a shuffled or turned-around list): item by item, at once.
                run.usesStretches = false
                let moving = run.mark(values: &values, targetBase: base, range: range, fixedEnd: fixedEnd)
                run.usesStretches = true
                moves.makeRoom(for: moving)
                values.withUnsafeBufferPointer { values in
                    for k in range where values[k] >= 0 {
                        moves.append(
                            .init(from: TablePath(section: j, row: values[k]), to: TablePath(section: j, row: k - base))
                        )
                    }
                }
            }
        }
        if !crossMoves.isEmpty { moves.insert(contentsOf: crossMoves, at: 0) }
        return moves
    }
}

extension Array {
    /// Makes room for `count` more elements at once, growing geometrically as `append` does,
    /// so that calls for section after section stay linear.
    mutating func makeRoom(for count: Int) {
        guard self.count + count > capacity else { return }
        reserveCapacity(Swift.max(2 * capacity, self.count + count))
    }
}
