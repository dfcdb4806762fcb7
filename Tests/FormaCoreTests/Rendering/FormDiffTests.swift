import Testing
@testable import FormaCore

/// Snapshots written compactly: sections by number, rows by number.
func snap(_ sections: [(Int, [Int])]) -> FormSnapshot {
    FormSnapshot(sections: sections.map { .init(id: SectionID(rawValue: $0.0), rows: $0.1.map { RowID(rawValue: $0) }) })
}

func applied(_ update: TableUpdate, _ old: FormSnapshot, _ new: FormSnapshot) throws -> FormSnapshot {
    let table = HeadlessTableView()
    table.reload(old)
    try table.apply(update, snapshot: new)
    return table.snapshot
}

@Suite("Diff")
struct FormDiffTests {
    @Test func shiftedRowsAreNotMoved() throws {
        let old = snap([(1, [1, 2, 3, 4, 5])])
        let new = snap([(1, [1, 3, 4, 9, 5])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.deletedRows == [TablePath(section: 0, row: 1)])
        #expect(update.insertedRows == [TablePath(section: 0, row: 3)])
        #expect(update.movedRows.isEmpty)
        #expect(try applied(update, old, new) == new)
    }

    @Test func oneRowMovedIsOneMove() throws {
        let old = snap([(1, [1, 2, 3, 4, 5])])
        let new = snap([(1, [2, 3, 4, 5, 1])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.movedRows == [.init(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 4))])
        #expect(try applied(update, old, new) == new)
    }

    @Test func reversedListMovesAllButOne() throws {
        let old = snap([(1, Array(1...50))])
        let new = snap([(1, Array((1...50).reversed()))])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.movedRows.count == 49)
        #expect(try applied(update, old, new) == new)
    }

    @Test func crossSectionMoves() throws {
        let old = snap([(1, [1, 2, 3]), (2, [4, 5])])
        let new = snap([(1, [1, 3]), (2, [4, 2, 5])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.movedRows == [.init(from: TablePath(section: 0, row: 1), to: TablePath(section: 1, row: 1))])
        #expect(try applied(update, old, new) == new)
    }

    @Test func rowsLeavingDeletedOrEnteringInsertedSectionsAreDeletedAndInserted() throws {
        let old = snap([(1, [1, 2]), (2, [3, 4])])
        let new = snap([(2, [3, 1]), (3, [4, 2])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.deletedSections == [0])
        #expect(update.insertedSections == [1])
        #expect(update.movedRows.isEmpty)
        #expect(update.insertedRows == [TablePath(section: 0, row: 1)])
        #expect(update.deletedRows == [TablePath(section: 1, row: 1)])
        #expect(try applied(update, old, new) == new)
    }

    @Test func sectionMovesKeepTheLongestRun() throws {
        let old = snap([(1, [1]), (2, [2]), (3, [3]), (4, [4])])
        let new = snap([(4, [4]), (1, [1]), (2, [2]), (3, [3])])
        let update = FormDiff.update(from: old, to: new)
        #expect(update.movedSections == [.init(from: 3, to: 0)])
        #expect(update.movedRows.isEmpty)
        #expect(try applied(update, old, new) == new)
    }

    @Test func changedRowsAreReconfiguredInNewPathsAfterTheBatch() throws {
        let old = snap([(1, [1, 2, 3])])
        let new = snap([(1, [0, 1, 3])])
        let update = FormDiff.update(from: old, to: new, changedRows: [RowID(rawValue: 3), RowID(rawValue: 0)],
                                     changedSections: [SectionID(rawValue: 1)])
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 2)], "inserted rows are not reconfigured")
        #expect(update.reloadedSectionHeaders == [0])
        #expect(try applied(update, old, new) == new)
    }

    @Test func identicalSnapshotsNeedNothing() {
        let a = snap([(1, [1, 2]), (2, [])])
        #expect(FormDiff.update(from: a, to: a).isEmpty)
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
}

@Suite("Differ properties")
struct DiffPropertyTests {
    /// A random snapshot pair: sections and rows kept, dropped, added, shuffled and moved
    /// across sections.
    static func randomPair(_ rng: inout ConditionFuzzing.Generator) -> (FormSnapshot, FormSnapshot) {
        var nextRow = 1, nextSection = 1
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
}
