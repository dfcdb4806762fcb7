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

private func snapshot(_ sections: [[Int]]) -> FormSnapshot {
    FormSnapshot(sections: sections.enumerated().map { i, rows in
        FormSnapshot.SectionEntry(id: SectionID(rawValue: i + 1), rows: rows.map { RowID(rawValue: $0) })
    })
}

private func report(_ name: String, n: Int, old: [[Int]], new: [[Int]], changed: Set<Int>, actualMoves: Int, quick: Bool) {
    let a = snapshot(old), b = snapshot(new)
    let changedIDs = Set(changed.map { RowID(rawValue: $0) })
    var update = TableUpdate()
    let formaMs = medianMilliseconds(repetitions: quick ? 5 : 21) {
        update = FormDiff.update(from: a, to: b, changedRows: changedIDs)
    }
    // The update must take a table that UIKit's rules govern from the old rows to the new.
    let check = HeadlessTableView()
    check.reload(a)
    do {
        try check.apply(update, snapshot: b)
    } catch {
        require(false, "case \(name) n=\(n): the update was rejected: \(error)")
    }
    require(check.snapshot == b, "case \(name) n=\(n): the table does not show the new snapshot")

    // The standard library, on the same identities (flattened: it has no sections).
    let flatOld = old.flatMap { $0 }, flatNew = new.flatMap { $0 }
    var stdlibMoves = 0
    let stdlibMs = medianMilliseconds(repetitions: quick ? 3 : 5, warmup: 1) {
        let difference = flatNew.difference(from: flatOld).inferringMoves()
        stdlibMoves = difference.insertions.filter {
            if case .insert(_, _, let associated) = $0 { return associated != nil }
            return false
        }.count
    }
    let moves = update.batches.reduce(0) { $0 + $1.movedRows.count + $1.movedSections.count }
    let rows = b.rowCount
    print(
        "RESULT diff case=\(name) n=\(n) forma_ms=\(fixed(formaMs)) ns_per_row=\(fixed(formaMs * 1e6 / Double(max(rows, 1)), 1)) "
            + "moves=\(moves) actual_moves=\(actualMoves) stdlib_ms=\(fixed(stdlibMs)) stdlib_moves=\(stdlibMoves) "
            + "speedup=\(fixed(stdlibMs / formaMs, 1))")
}

/// The diff benchmark: flat lists with 10% edits, a sectioned form with moves across
/// sections, a reversed list, and a whole transaction through the controller.
func runDiffBenchmark(_ quick: Bool) {
    for n in [1_000, 10_000, 100_000] where !(quick && n == 100_000) {
        let edited = editedFlat(n, seed: 42)
        report("flat", n: n, old: [edited.old], new: [edited.new], changed: edited.changed,
               actualMoves: edited.moves, quick: quick)
    }

    // 50 sections × 200 rows; 5% of rows move to another section.
    var rng = SeededGenerator(state: 7)
    let old = (0..<50).map { s in Array((s * 200 + 1)...(s * 200 + 200)) }
    var new = old
    var crossMoves = 0
    for _ in 0..<500 {
        let from = Int.random(in: 0..<50, using: &rng), to = Int.random(in: 0..<50, using: &rng)
        guard from != to, !new[from].isEmpty else { continue }
        let item = new[from].remove(at: Int.random(in: 0..<new[from].count, using: &rng))
        new[to].insert(item, at: Int.random(in: 0...new[to].count, using: &rng))
        crossMoves += 1
    }
    report("sectioned", n: 10_000, old: old, new: new, changed: [], actualMoves: crossMoves, quick: quick)

    let forward = Array(1...10_000)
    report("reversed", n: 10_000, old: [forward], new: [forward.reversed()], changed: [], actualMoves: 9_999, quick: quick)

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
