import FormaCore

/// The error the abandoned bodies throw.
private struct Abandoned: Error {}

/// A call that may throw and never does, so that a body containing it is a throwing one.
private func mayThrow() throws {}

/// What a throwing transaction costs: the same value changes in a plain transaction, in a
/// throwing one that keeps an undo log and returns, and in one that throws so that all of
/// them are undone. Each pair is timed in alternation, on a 10,000-row form with a
/// controller and a table, whose rows' hidden conditions read one switch.
func runRollbackBenchmark(_ quick: Bool) {
    let rowCount = 10_000
    let changes = quick ? 1_000 : 5_000
    let form = Form {
        Section {
            SwitchRow("hideOdd") { $0.value = false }
            for i in 1..<rowCount {
                TextRow("row\(i)") { $0.hidden = i % 2 == 1 ? "$hideOdd == true" : false }
            }
        }
    }
    form.hiddenValuePolicy = .clearWhenHidden
    let rows = form.allRows.dropFirst().compactMap { $0 as? TextRow }
    let controller = FormController(form: form)
    let table = HeadlessTableView()
    table.recordsUpdates = false
    controller.tableView = table
    var round = 0
    func change() {
        round += 1
        for i in 0..<changes { rows[i % rows.count].value = "v\(round).\(i)" }
    }
    let repetitions = quick ? 5 : 15
    // Each pair runs the throwing body first: the ratio is its time over the plain one's.
    let logged = interleavedMedians(repetitions: repetitions) {
        do {
            try form.transaction {
                try mayThrow()
                change()
            }
        } catch {
            require(false, "a body that does not throw was abandoned")
        }
    } _: {
        form.transaction { change() }
    }

    var abandoned = 0
    let rolledBack = interleavedMedians(repetitions: repetitions) {
        let shown = rows.prefix(changes).map(\.value)
        do {
            try form.transaction {
                change()
                throw Abandoned()
            }
        } catch {
            abandoned += 1
        }
        require(rows.prefix(changes).map(\.value) == shown, "an abandoned transaction changed values")
    } _: {
        form.transaction { change() }
    }
    require(abandoned == repetitions + 2, "every body was abandoned")

    // Hiding half the rows (clearing them), inserting rows, then abandoning: all undone.
    let before = form.values(includeHidden: true)
    var applied = 0
    controller.onDidApply = { _ in applied += 1 }
    do {
        try form.transaction {
            try form.setValue(true, for: Tag<Bool>("hideOdd"))
            try form.sections[0].append(contentsOf: (0..<100).map { _ in TextRow() })
            throw Abandoned()
        }
    } catch {}
    require(form.values(includeHidden: true) == before, "hiding and clearing were not undone")
    require(form.allRows.count == rowCount, "rows inserted by an abandoned body stayed")
    require(applied == 0, "the table was sent an abandoned update")
    require(table.snapshot == FormSnapshot(form) && controller.lastApplyError == nil, "table out of step")
    print(
        "RESULT rollback rows=\(rowCount) changes=\(changes) plain_ms=\(fixed(logged.second))"
            + " logged_ms=\(fixed(logged.first)) logged_ratio=\(fixed(logged.ratio, 2))"
            + " rolled_back_ms=\(fixed(rolledBack.first)) rolled_back_ratio=\(fixed(rolledBack.ratio, 2))")
}
