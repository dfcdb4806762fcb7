import Testing

@testable import FormaCore

/// Snapshots written compactly: sections by number, rows by number.
func snap(_ sections: [(Int, [Int])]) -> FormSnapshot {
    FormSnapshot(
        sections: sections.map { .init(id: SectionID(rawValue: $0.0), rows: $0.1.map { RowID(rawValue: $0) }) })
}

func applied(_ update: TableUpdate, _ old: FormSnapshot, _ new: FormSnapshot) throws -> FormSnapshot {
    let table = HeadlessTableView()
    table.reload(old)
    try table.apply(update, snapshot: new)
    return table.snapshot
}

extension TableUpdate {
    /// Every batch's moves, for tests that only count them.
    var allRowMoves: [Move<TablePath>] { batches.flatMap(\.movedRows) }
    var allSectionMoves: [Move<Int>] { batches.flatMap(\.movedSections) }
}

@Suite("Diff")
struct FormDiffTests {
    @Test func shiftedRowsAreNotMoved() throws {
        let old = snap([(1, [1, 2, 3, 4, 5])])
        let new = snap([(1, [1, 3, 4, 9, 5])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.stages.count == 1)
        let batch = try #require(update.batches.first)
        #expect(batch.deletedRows == [TablePath(section: 0, row: 1)])
        #expect(batch.insertedRows == [TablePath(section: 0, row: 3)])
        #expect(batch.movedRows.isEmpty)
        #expect(try applied(update, old, new) == new)
    }

    @Test func oneRowMovedIsOneMove() throws {
        let old = snap([(1, [1, 2, 3, 4, 5])])
        let new = snap([(1, [2, 3, 4, 5, 1])])
        let update = FormDiff.update(from: old, to: new)
        #expect(
            update.batches == [
                {
                    var batch = TableUpdate.Batch()
                    batch.movedRows = [.init(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 4))]
                    return batch
                }()
            ])
        #expect(try applied(update, old, new) == new)
    }

    @Test func reversedListMovesAllButOne() throws {
        let old = snap([(1, Array(1...50))])
        let new = snap([(1, Array((1...50).reversed()))])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.allRowMoves.count == 49)
        #expect(try applied(update, old, new) == new)
    }

    @Test func crossSectionMoves() throws {
        let old = snap([(1, [1, 2, 3]), (2, [4, 5])])
        let new = snap([(1, [1, 3]), (2, [4, 2, 5])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.allRowMoves == [.init(from: TablePath(section: 0, row: 1), to: TablePath(section: 1, row: 1))])
        #expect(try applied(update, old, new) == new)
    }

    @Test func rowsLeavingDeletedOrEnteringInsertedSectionsAreDeletedAndInserted() throws {
        let old = snap([(1, [1, 2]), (2, [3, 4])])
        let new = snap([(2, [3, 1]), (3, [4, 2])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.stages.count == 1, "no moves: one batch")
        let batch = try #require(update.batches.first)
        #expect(batch.deletedSections == [0])
        #expect(batch.insertedSections == [1])
        #expect(batch.movedRows.isEmpty)
        #expect(batch.insertedRows == [TablePath(section: 0, row: 1)])
        #expect(batch.deletedRows == [TablePath(section: 1, row: 1)])
        #expect(try applied(update, old, new) == new)
    }

    @Test func sectionMovesKeepTheLongestRun() throws {
        let old = snap([(1, [1]), (2, [2]), (3, [3]), (4, [4])])
        let new = snap([(4, [4]), (1, [1]), (2, [2]), (3, [3])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.allSectionMoves == [.init(from: 3, to: 0)])
        #expect(update.allRowMoves.isEmpty)
        #expect(try applied(update, old, new) == new)
    }

    @Test func changedRowsAreReconfiguredInNewPathsAfterTheBatch() throws {
        let old = snap([(1, [1, 2, 3])])
        let new = snap([(1, [0, 1, 3])])
        let update = FormDiff.update(
            from: old, to: new, changedRows: [RowID(rawValue: 3), RowID(rawValue: 0)],
            changedSections: [SectionID(rawValue: 1)])
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 2)], "inserted rows are not reconfigured")
        #expect(update.reloadedSectionHeaders == [0])
        #expect(try applied(update, old, new) == new)
    }

    @Test func identicalSnapshotsNeedNothing() {
        let a = snap([(1, [1, 2]), (2, [])])
        #expect(FormDiff.update(from: a, to: a).isEmpty)
    }

    // MARK: Identities of any value

    /// Negative identities were once never matched: the unchanged rows were deleted and
    /// inserted again and their reconfiguration dropped.
    @Test func negativeIdentitiesAreMatched() throws {
        let old = snap([(1, [-5, 10])])
        let update = FormDiff.update(from: old, to: old, changedRows: [RowID(rawValue: -5), RowID(rawValue: 10)])
        #expect(update.stages.isEmpty)
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 0), TablePath(section: 0, row: 1)])
        #expect(try applied(update, old, old) == old)
    }

    @Test func extremeIdentitiesAreMatched() throws {
        let old = snap([(Int.min, [Int.min, -1, 0, Int.max]), (Int.max, [1_000_003, -1_000_003])])
        let new = snap([(Int.max, [-1_000_003, Int.max]), (Int.min, [Int.min, -1, 0, 1_000_003])])
        let update = FormDiff.update(from: old, to: new, changedRows: [RowID(rawValue: Int.min)])
        #expect(update.reconfiguredRows == [TablePath(section: 1, row: 0)])
        #expect(update.batches.allSatisfy { $0.insertedRows.isEmpty && $0.deletedRows.isEmpty }, "every row is matched")
        #expect(update.allSectionMoves.count == 1)
        #expect(update.allRowMoves.count == 2)
        #expect(try applied(update, old, new) == new)
    }

    @Test func duplicateIdentitiesStillGiveAnAcceptedUpdate() throws {
        let old = snap([(1, [1, 1, 2]), (1, [3])])
        let new = snap([(1, [2, 1, 1, 1]), (2, [3, 3])])
        let update = FormDiff.update(from: old, to: new)
        #expect(try applied(update, old, new) == new)
    }

    // MARK: Shapes real tables accept

    /// A section swap with rows crossing between the two sections once gave section and
    /// row moves in one batch.
    @Test func sectionMovesAndRowMovesAreSeparateStages() throws {
        let old = snap([(1, [1, 2]), (2, [3, 4])])
        let new = snap([(2, [3, 2]), (1, [1, 4])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.stages.count == 2)
        #expect(update.batches[0].movedSections.count == 1 && update.batches[0].movedRows.isEmpty)
        #expect(update.batches[1].movedRows.count == 2 && update.batches[1].movedSections.isEmpty)
        #expect(update.stages[0].snapshot == snap([(2, [3, 4]), (1, [1, 2])]))
        #expect(try applied(update, old, new) == new)
    }

    @Test func deletionsComeBeforeMovesAndInsertionsAfter() throws {
        let old = snap([(1, [1, 2, 3]), (2, [4]), (3, [5])])
        let new = snap([(3, [5, 6]), (1, [3, 1, 7])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.batches.map(\.deletedSections) == [[1], [], []])
        #expect(update.batches[0].deletedRows == [TablePath(section: 0, row: 1)])
        #expect(update.batches[1].movedSections == [.init(from: 1, to: 0)])
        #expect(update.batches[2].insertedRows == [TablePath(section: 0, row: 1), TablePath(section: 1, row: 2)])
        #expect(update.batches[2].movedRows.count == 1)
        #expect(try applied(update, old, new) == new)
    }

    @Test func noMoveHasTheSameIndexBeforeAndAfter() throws {
        let sections = snap([(1, [1]), (2, [2]), (3, [3])])
        let reversedSections = snap([(3, [3]), (2, [2]), (1, [1])])
        let sectionUpdate = FormDiff.update(from: sections, to: reversedSections)
        #expect(Set(sectionUpdate.allSectionMoves) == [.init(from: 0, to: 2), .init(from: 2, to: 0)])
        #expect(try applied(sectionUpdate, sections, reversedSections) == reversedSections)

        let rows = snap([(1, [1, 2, 3])])
        let reversedRows = snap([(1, [3, 2, 1])])
        let rowUpdate = FormDiff.update(from: rows, to: reversedRows)
        #expect(rowUpdate.allRowMoves.allSatisfy { $0.from != $0.to })
        #expect(rowUpdate.allRowMoves.count == 2)
        #expect(try applied(rowUpdate, rows, reversedRows) == reversedRows)
    }

    @Test func longestIncreasingSubsequence() {
        #expect(Subsequence.longestIncreasingMask([3, 1, 2, 5, 4]).filter { $0 }.count == 3)
        #expect(Subsequence.longestIncreasingMask([5, 4, 3]).filter { $0 }.count == 1)
        #expect(Subsequence.longestIncreasingMask([]).isEmpty)
        #expect(Subsequence.longestIncreasingMask([0, 1, 2]) == [true, true, true])
        // The positions kept form an increasing run: 1, 2, 4 (or 1, 2, 5).
        let kept = Subsequence.longestIncreasingMask([3, 1, 2, 5, 4])
        #expect(kept[1] && kept[2] && !kept[0] && kept[3] != kept[4])
    }

    @Test func itemsWhosePositionsAgreeAreKept() {
        // 2 sits at position 2 before and after; the longest run (3, 4 or 0, 1) passes it by.
        var values = [3, 4, 2, 0, 1] // new positions 0, 1, 2, 3, 4
        var run = KeptRun(capacity: values.count)
        let moving = run.mark(values: &values, targetBase: 0, range: values.indices)
        #expect(values == [3, 4, -1, 0, 1], "kept items are marked -1")
        #expect(moving == 4)
    }

    /// Marking stretch by stretch keeps exactly the items marking item by item keeps: lists
    /// with a few items moved, inserted (-1) or fixed, with and without a target base.
    @Test func stretchesKeepWhatItemsKeep() {
        var rng = SplitMix(seed: 0x5EED_0017)
        for round in 0..<3_000 {
            let count = Int(rng.next() % 60)
            var values = Array(0..<count)
            for _ in 0..<Int(rng.next() % 6) where count > 1 {
                let item = values.remove(at: Int(rng.next() % UInt64(count)))
                values.insert(item, at: Int(rng.next() % UInt64(count)))
            }
            for _ in 0..<Int(rng.next() % 4) {
                values.insert(-1, at: Int(rng.next() % UInt64(values.count + 1)))
            }
            if round % 7 == 0 {
                for i in values.indices.reversed() where i > 0 { values.swapAt(i, Int(rng.next() % UInt64(i + 1))) }
            }
            let base: Int? = round % 3 == 0 ? nil : 0
            var fixedEnd: Int? = nil
            if round % 2 == 0, base != nil {
                fixedEnd = values.indices.last { values[$0] >= 0 && values[$0] == $0 }.map { $0 + 1 } ?? 0
            }
            var byItems = values
            var itemRun = KeptRun(capacity: 0)
            itemRun.usesStretches = false
            let itemMoving = itemRun.mark(values: &byItems, targetBase: base, range: values.indices, fixedEnd: fixedEnd)
            var byStretches = values
            var stretchRun = KeptRun(capacity: 0)
            let stretchMoving = stretchRun.mark(
                values: &byStretches, targetBase: base, range: values.indices, fixedEnd: fixedEnd)
            #expect(byStretches == byItems, "round \(round): \(values)")
            #expect(stretchMoving == itemMoving, "round \(round): \(values)")
        }
    }
}

@Suite("Identity table")
struct IdentityTableTests {
    static func sections(_ ids: [Int]) -> [FormSnapshot.SectionEntry] {
        ids.map { .init(id: SectionID(rawValue: $0), rows: []) }
    }

    @Test func storesAndFindsAnyInt() {
        let keys = [Int.min, Int.min + 1, -1_000_003, -1, 0, 1, 1_000_003, Int.max - 1, Int.max]
        let table = IdentityTable(sections: Self.sections(keys + [0]))
        for (i, key) in keys.enumerated() { #expect(table.value(for: key) == i) }
        #expect(table.value(for: 0) == 4, "the first of duplicates wins")
        #expect(table.value(for: 2) == -1)
        #expect(table.value(for: -2) == -1)
    }

    @Test func regularSparseKeysAllFound() {
        let keys = (0..<20_000).map { $0 * 1_000_003 - 7_000_000_000 }
        let table = IdentityTable(sections: Self.sections(keys))
        #expect(keys.indices.allSatisfy { table.value(for: keys[$0]) == $0 })
        #expect(table.value(for: 1) == -1)
    }

    @Test func rowsOfGapsOnly() {
        let sections = snap([(1, [10, -20]), (2, [30]), (3, [Int.min, Int.max])]).sections
        let table = IdentityTable(
            rowsOf: sections, in: [.init(section: 0, rows: 0..<1), .init(section: 2, rows: 0..<2)],
            offsets: [0, 2, 3, 5], skipping: nil)
        #expect(table.value(for: 10) == 0 << 32 | 0)
        #expect(table.value(for: -20) == -1, "not in a gap")
        #expect(table.value(for: 30) == -1, "section not in a gap")
        #expect(table.value(for: Int.min) == 2 << 32 | 0)
        #expect(table.value(for: Int.max) == 2 << 32 | 1)
    }

    @Test func setsOfIdentities() {
        let ids = Set((0..<300).map { RowID(rawValue: $0 % 2 == 0 ? $0 * 1_000_003 : Int.min + $0) })
        let set = IdentityTable(identities: ids)
        #expect(ids.allSatisfy { set.contains($0.rawValue) })
        #expect((1..<10_000).filter { set.contains($0) }.isEmpty)
        #expect(!IdentityTable(identities: []).contains(0))
    }
}

@Suite("Differ properties")
struct DiffPropertyTests {
    /// A random snapshot pair: sections and rows kept, dropped, added, shuffled and moved
    /// across sections.
    static func randomPair(_ rng: inout ConditionFuzzing.Generator) -> (FormSnapshot, FormSnapshot) {
        var nextRow = 1
        var nextSection = 1
        var old: [(Int, [Int])] = []
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            var rows: [Int] = []
            for _ in 0..<Int.random(in: 0...8, using: &rng) { rows.append(nextRow); nextRow += 1 }
            old.append((nextSection, rows)); nextSection += 1
        }
        var new = old.filter { _ in Int.random(in: 0..<5, using: &rng) != 0 }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            new.insert((nextSection, []), at: Int.random(in: 0...new.count, using: &rng)); nextSection += 1
        }
        if Bool.random(using: &rng) { new.shuffle(using: &rng) }
        var pool = old.flatMap(\.1).shuffled(using: &rng)
        for s in new.indices {
            var rows = new[s].1.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                if Bool.random(using: &rng), let moved = pool.popLast(), !new.contains(where: { $0.1.contains(moved) }),
                    !rows.contains(moved)
                {
                    rows.insert(moved, at: Int.random(in: 0...rows.count, using: &rng))
                } else {
                    rows.insert(nextRow, at: Int.random(in: 0...rows.count, using: &rng)); nextRow += 1
                }
            }
            if Int.random(in: 0..<3, using: &rng) == 0 { rows.shuffle(using: &rng) }
            new[s].1 = rows
        }
        // A row may appear only once in the new snapshot.
        var seen = Set<Int>()
        for s in new.indices { new[s].1 = new[s].1.filter { seen.insert($0).inserted } }
        return (snap(old), snap(new))
    }

    /// Ways of spelling the same identities: spread out, negative, at the ends of `Int`.
    enum Spelling: CaseIterable {
        case sparse, negative, extreme, mixed

        func map(_ id: Int) -> Int {
            switch self {
            case .sparse: id * 1_000_003
            case .negative: -id * 7_919
            case .extreme: id % 2 == 0 ? Int.max - id : Int.min + id
            case .mixed: id % 3 == 0 ? -id : id << 40
            }
        }

        func respelled(_ snapshot: FormSnapshot) -> FormSnapshot {
            FormSnapshot(
                sections: snapshot.sections.map { section in
                    .init(
                        id: SectionID(rawValue: map(section.id.rawValue)),
                        rows: section.rows.map { RowID(rawValue: map($0.rawValue)) })
                })
        }
    }

    @Test(arguments: ConditionFuzzing.seeds([1, 2, 3, 4]))
    func applyingTheDiffGivesTheTarget(seed: UInt64) throws {
        var rng = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(1_500) {
            let (old, new) = Self.randomPair(&rng)
            let changed = Set(new.sections.flatMap(\.rows).filter { _ in Bool.random(using: &rng) })
            let update = FormDiff.update(from: old, to: new, changedRows: changed)
            let result = try applied(update, old, new)
            #expect(result == new, "old \(old) new \(new)")
            if result != new { return }
        }
    }

    /// The update depends on where identities stand, never on their values: sparse,
    /// negative and extreme spellings of a pair give exactly the update of the dense one.
    @Test(arguments: ConditionFuzzing.seeds([5, 6]))
    func anyIdentitiesGiveTheDenseUpdate(seed: UInt64) throws {
        var rng = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(500) {
            let (old, new) = Self.randomPair(&rng)
            let changed = new.sections.flatMap(\.rows).filter { _ in Bool.random(using: &rng) }
            let dense = FormDiff.update(from: old, to: new, changedRows: Set(changed))
            for spelling in Spelling.allCases {
                let (a, b) = (spelling.respelled(old), spelling.respelled(new))
                let update = FormDiff.update(
                    from: a, to: b, changedRows: Set(changed.map { RowID(rawValue: spelling.map($0.rawValue)) }))
                #expect(
                    update.batches == dense.batches && update.reconfiguredRows == dense.reconfiguredRows,
                    "\(spelling): old \(old) new \(new)")
                #expect(try applied(update, a, b) == b)
                if update.batches != dense.batches { return }
            }
        }
    }
}

/// The work the match does, counted: rows that need the table are the rows the walk leaves
/// in gaps.
@Suite("Diff work")
struct DiffWorkTests {
    static func gapRows(_ match: SnapshotMatch) -> Int { match.newGaps.reduce(0) { $0 + $1.rows.count } }

    /// A list turned around is matched by the walk going down: no row needs the table.
    @Test func reversedListNeedsNoTable() throws {
        let old = snap([(1, Array(1...2_000))])
        let new = snap([(1, Array((1...2_000).reversed()))])
        var match = SnapshotMatch(old: old, new: new, changedRows: [RowID(rawValue: 7)])
        #expect(Self.gapRows(match) == 0)
        #expect(match.reconfiguredRows == [TablePath(section: 0, row: 1_993)])
        let stages = match.stages()
        #expect(stages.flatMap(\.batch.movedRows).count == 1_999)
        let update = FormDiff.update(from: old, to: new)
        #expect(try applied(update, old, new) == new)
    }

    /// Rows hidden and shown in place are matched by the walk alone.
    @Test func hiddenAndShownRowsNeedNoTable() {
        let old = snap([(1, Array(1...1_000))])
        let new = snap([(1, (1...1_000).filter { $0 % 3 != 0 } + [5_000])])
        let match = SnapshotMatch(old: old, new: new, changedRows: [])
        #expect(Self.gapRows(match) == 1, "only the inserted row")
        #expect(!match.rowsMove)
    }

    /// A row that runs down beside rows that run up: each is matched once, and the update
    /// reaches the target.
    @Test func runsUpAndDownTogether() throws {
        let old = snap([(1, [1, 2, 3, 4, 5, 6, 7, 8])])
        let new = snap([(1, [8, 1, 7, 2, 6, 3, 5, 4])])
        let update = FormDiff.update(from: old, to: new, changedRows: [RowID(rawValue: 6)])
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 4)])
        #expect(try applied(update, old, new) == new)
        #expect(update.allRowMoves.count == 4)
    }

    /// Sections reversed, and rows reversed in each: every row stays matched to its own
    /// old row, duplicates included.
    @Test(arguments: ConditionFuzzing.seeds([11, 12]))
    func reversedRunsAndDuplicates(seed: UInt64) throws {
        var rng = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(300) {
            var sections: [(Int, [Int])] = []
            var next = 1
            for s in 1...Int.random(in: 1...4, using: &rng) {
                var rows: [Int] = []
                for _ in 0..<Int.random(in: 0...30, using: &rng) {
                    // Now and then a duplicate identity, which snapshots an app builds may carry.
                    if !rows.isEmpty, Int.random(in: 0..<10, using: &rng) == 0 {
                        rows.append(rows[Int.random(in: 0..<rows.count, using: &rng)])
                    } else {
                        rows.append(next)
                        next += 1
                    }
                }
                sections.append((s, rows))
            }
            var changed = sections
            for s in changed.indices {
                var rows = changed[s].1
                if rows.count > 1 {
                    let a = Int.random(in: 0..<rows.count, using: &rng)
                    let b = Int.random(in: a..<rows.count, using: &rng)
                    rows[a...b].reverse()
                }
                if !rows.isEmpty, Bool.random(using: &rng) {
                    rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                }
                if Bool.random(using: &rng) {
                    rows.insert(next, at: Int.random(in: 0...rows.count, using: &rng))
                    next += 1
                }
                changed[s].1 = rows
            }
            if Bool.random(using: &rng) { changed.reverse() }
            let (old, new) = (snap(sections), snap(changed))
            let update = FormDiff.update(from: old, to: new)
            #expect(try applied(update, old, new) == new, "old \(old) new \(new)")
        }
    }
}
