import FormaCore

/// SplitMix64, for edits that are random but the same in every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A flat list of `count` rows and the same list after 10% random edits: deletes,
/// inserts, moves and content updates in equal parts. Returns the moves actually made.
private func editedFlat(_ count: Int, seed: UInt64) -> (old: [Int], new: [Int], changed: Set<Int>, moves: Int) {
    var rng = SeededGenerator(state: seed)
    let old = Array(1...count)
    var new = old
    let edits = count / 10
    var next = count + 1
    var changed = Set<Int>()
    var moves = 0
    for e in 0..<edits {
        switch e % 4 {
        case 0: new.remove(at: Int.random(in: 0..<new.count, using: &rng))
        case 1:
            new.insert(next, at: Int.random(in: 0...new.count, using: &rng))
            next += 1
        case 2:
            let item = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
            new.insert(item, at: Int.random(in: 0...new.count, using: &rng))
            moves += 1
        default: changed.insert(new[Int.random(in: 0..<new.count, using: &rng)])
        }
    }
    return (old, new, changed, moves)
}

/// How the benchmark spells row identities: as a form hands them out (1…n), or spread out
/// (× 1,000,003) with every odd one negative, as snapshots built by an app or loaded from
/// data may have them.
private enum Identities: String {
    case dense, sparse

    func id(_ x: Int) -> Int {
        switch self {
        case .dense: x
        case .sparse: (x % 2 == 0 ? x : -x) &* 1_000_003
        }
    }
}

private func snapshot(_ sections: [[Int]], _ ids: Identities) -> FormSnapshot {
    FormSnapshot(
        sections: sections.enumerated().map { i, rows in
            FormSnapshot.SectionEntry(
                id: SectionID(rawValue: ids.id(i + 1)), rows: rows.map { RowID(rawValue: ids.id($0)) })
        })
}

/// A peer built from the standard library's `Dictionary`: identities to old positions, one
/// pass over the new list, and the same longest-increasing-run pass for the moves. Returns
/// the number of moves.
private func dictionaryMatcherMoves(old: [Int], new: [Int]) -> Int {
    var position = [Int: Int](minimumCapacity: old.count)
    for (i, id) in old.enumerated() where position[id] == nil { position[id] = i }
    var sources: [Int] = []
    sources.reserveCapacity(new.count)
    var matched = [Bool](repeating: false, count: old.count)
    for id in new {
        if let i = position[id], !matched[i] {
            matched[i] = true
            sources.append(i)
        }
    }
    // Patience sorting: the length of the longest increasing run of old positions.
    var tails: [Int] = []
    tails.reserveCapacity(sources.count)
    for value in sources {
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if tails[mid] < value { low = mid + 1 } else { high = mid }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return sources.count - tails.count
}

/// One case, with dense and with sparse identities: the two diffs timed in alternation (so
/// their ratio is taken on the same machine state), each checked on a headless table and
/// against each other, and each beside the standard library's figures on the same
/// identities.
private func report(
    _ name: String, n: Int, old: [[Int]], new: [[Int]], changed: Set<Int>, actualMoves: Int,
    quick: Bool, sparse: Bool = true
) {
    let spellings: [Identities] = sparse ? [.dense, .sparse] : [.dense]
    let pairs = spellings.map { ids in
        (snapshot(old, ids), snapshot(new, ids), Set(changed.map { RowID(rawValue: ids.id($0)) }))
    }
    var updates = [TableUpdate](repeating: TableUpdate(), count: pairs.count)
    var formaMs: [Double] = []
    var ratio = 1.0
    if sparse {
        let (dense, spread) = (pairs[0], pairs[1])
        let timed = interleavedMedians(repetitions: quick ? 5 : 21) {
            updates[0] = FormDiff.update(from: dense.0, to: dense.1, changedRows: dense.2)
        } _: {
            updates[1] = FormDiff.update(from: spread.0, to: spread.1, changedRows: spread.2)
        }
        formaMs = [timed.first, timed.second]
        ratio = timed.ratio
        require(
            updates[1].batches == updates[0].batches && updates[1].reconfiguredRows == updates[0].reconfiguredRows,
            "case \(name) n=\(n): sparse identities give another update than dense ones")
    } else {
        formaMs = [
            medianMilliseconds(repetitions: quick ? 5 : 21) {
                updates[0] = FormDiff.update(from: pairs[0].0, to: pairs[0].1, changedRows: pairs[0].2)
            }
        ]
    }
    for (k, ids) in spellings.enumerated() {
        let (a, b, _) = pairs[k]
        let update = updates[k]
        // The update must take a table that UIKit's rules govern from the old rows to the new.
        let check = HeadlessTableView()
        check.reload(a)
        do {
            try check.apply(update, snapshot: b)
        } catch {
            require(false, "case \(name) n=\(n) ids=\(ids): the update was rejected: \(error)")
        }
        require(check.snapshot == b, "case \(name) n=\(n) ids=\(ids): the table does not show the new snapshot")
        let moves = update.batches.reduce(0) { $0 + $1.movedRows.count + $1.movedSections.count }
        require(moves <= actualMoves, "case \(name) n=\(n) ids=\(ids): \(moves) moves for \(actualMoves) made")

        // The standard library, on the same identities (flattened: it has no sections).
        let flatOld = old.flatMap { $0 }.map(ids.id)
        let flatNew = new.flatMap { $0 }.map(ids.id)
        var stdlibMoves = 0
        let stdlibMs = medianMilliseconds(repetitions: quick || n >= 100_000 ? 3 : 5, warmup: 1) {
            let difference = flatNew.difference(from: flatOld).inferringMoves()
            stdlibMoves =
                difference.insertions.filter {
                    if case .insert(_, _, let associated) = $0 { return associated != nil }
                    return false
                }.count
        }
        var dictionaryMoves = 0
        let dictionaryMs = medianMilliseconds(repetitions: quick ? 5 : 21) {
            dictionaryMoves = dictionaryMatcherMoves(old: flatOld, new: flatNew)
        }
        blackHole(dictionaryMoves)
        let ms = formaMs[k]
        let versus = ids == .sparse ? " vs_dense=\(fixed(ratio, 2))" : ""
        print(
            "RESULT diff case=\(name) n=\(n) ids=\(ids) forma_ms=\(fixed(ms)) stdlib_ms=\(fixed(stdlibMs)) "
                + "speedup=\(fixed(stdlibMs / ms, 1)) dict_ms=\(fixed(dictionaryMs)) dict_speedup=\(fixed(dictionaryMs / ms, 2)) "
                + "ns_per_row=\(fixed(ms * 1e6 / Double(max(b.rowCount, 1)), 1)) moves=\(moves) actual_moves=\(actualMoves) "
                + "stdlib_moves=\(stdlibMoves)\(versus)")
    }
}

/// The diff benchmark: flat lists with 10% edits, a sectioned form with moves across
/// sections, a reversed list, and a whole transaction through the controller.
func runDiffBenchmark(_ quick: Bool) {
    for n in [1_000, 10_000, 100_000] where !(quick && n == 100_000) {
        let edited = editedFlat(n, seed: 42)
        report(
            "flat", n: n, old: [edited.old], new: [edited.new], changed: edited.changed,
            actualMoves: edited.moves, quick: quick)
    }

    // 50 sections × 200 rows; 5% of rows move to another section.
    var rng = SeededGenerator(state: 7)
    let old = (0..<50).map { s in Array((s * 200 + 1)...(s * 200 + 200)) }
    var new = old
    var crossMoves = 0
    for _ in 0..<500 {
        let from = Int.random(in: 0..<50, using: &rng)
        let to = Int.random(in: 0..<50, using: &rng)
        guard from != to, !new[from].isEmpty else { continue }
        let item = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &rng))
        new[to].insert(item, at: Int.random(in: 0...new[to].count, using: &rng))
        crossMoves += 1
    }
    report("sectioned", n: 10_000, old: old, new: new, changed: [], actualMoves: crossMoves, quick: quick)

    // The standard library's diff is quadratic on a reversed list: the quick run reverses fewer rows.
    let reversedCount = quick ? 2_000 : 10_000
    let forward = Array(1...reversedCount)
    report(
        "reversed", n: reversedCount, old: [forward], new: [forward.reversed()], changed: [],
        actualMoves: reversedCount - 1, quick: quick, sparse: false)

    runTransactionBenchmark(quick)
}

/// A value change that hides 5,000 of 10,000 rows (or shows them again: runs alternate),
/// from the mutation to the update applied on a headless table.
func runTransactionBenchmark(_ quick: Bool) {
    let form = Form {
        Section {
            SwitchRow("hideOdd") { $0.value = false }
            for i in 1..<10_000 { TextRow("row\(i)") }
        }
    }
    let odd = form.allRows.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    (form.row(tag: "hideOdd") as? SwitchRow)?.onChange { row in
        let hide = row.value == true
        for r in odd { r.hidden = .constant(hide) }
    }
    let controller = FormController(form: form)
    let table = HeadlessTableView()
    table.recordsUpdates = false
    controller.tableView = table
    let toggle = form.row(Tag<Bool>("hideOdd"))
    var flag = false
    let ms = medianMilliseconds(repetitions: quick ? 5 : 21) {
        flag.toggle()
        toggle?.value = flag
    }
    require(table.snapshot == FormSnapshot(form) && controller.lastApplyError == nil, "table out of step")
    print("RESULT diff case=transaction rows=10000 hidden=\(odd.count) transaction_ms=\(fixed(ms))")
}
