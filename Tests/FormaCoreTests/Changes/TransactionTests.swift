import Testing

@testable import FormaCore

@Suite("Mutations and transactions")
struct TransactionTests {
    func makeForm() -> Form {
        Form {
            Section("A", tag: "a") {
                TextRow("one")
                TextRow("two")
            }
            Section("B", tag: "b") { TextRow("three") }
        }
    }

    @Test func eachMutationOutsideATransactionIsItsOwnTransaction() throws {
        let form = makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        try form.sections[0].append(TextRow("four"))
        (form.row(tag: "one") as? TextRow)?.value = "x"
        #expect(transactions.count == 2)
        #expect(transactions[0].changesStructure)
        #expect(transactions[1].valueChanges.map(\.description) == [#"one: null → "x""#])
    }

    @Test func nestedTransactionsJoinTheOuterOne() throws {
        let form = makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        try form.transaction {
            try form.sections[0].append(TextRow("four"))
            form.transaction {
                (form.row(tag: "two") as? TextRow)?.value = "y"
            }
            try form.moveSection(from: 1, to: 0)
        }
        #expect(transactions.count == 1)
        let ids = form.allRows.map(\.id)
        let sectionIDs = form.sections.map(\.id)
        #expect(transactions[0].changes.count == 3)
        guard case .rowInserted(let inserted, let at) = transactions[0].changes[0] else {
            Issue.record("expected an insertion first")
            return
        }
        #expect(ids.contains(inserted))
        #expect(at == RowPosition(section: 0, row: 2))
        #expect(transactions[0].changes[2] == .sectionMoved(sectionIDs[0], from: 1, to: 0))
    }

    @Test func onChangeHandlersRunInOrderAndTheirMutationsJoin() {
        var calls: [String] = []
        let form = Form {
            Section {
                SwitchRow("toggle")
                    .onChange { calls.append("first \($0.value ?? false)") }
                    .onChange { row in
                        calls.append("second")
                        row.form?.row(tag: "note")?.hidden = .constant(row.value == true)
                    }
                TextRow("note")
            }
        }
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        (form.row(tag: "toggle") as? SwitchRow)?.value = true
        #expect(calls == ["first true", "second"])
        #expect(transactions.count == 1)
        #expect(transactions[0].changes.count == 2)
        #expect(form.row(tag: "note")?.isHidden == true)
    }

    @Test func settingTheSameValueRecordsNothing() {
        let form = Form { Section { TextRow("t") { $0.value = "a" } } }
        var count = 0
        let observation = form.observe { _ in count += 1 }
        defer { observation.cancel() }
        (form.row(tag: "t") as? TextRow)?.value = "a"
        #expect(count == 0)
    }

    @Test func insertRemoveMoveReplaceRows() throws {
        let form = makeForm()
        var changes: [FormChange] = []
        let observation = form.observe { changes += $0.changes }
        defer { observation.cancel() }
        let a = form.sections[0]
        let b = form.sections[1]
        let one = try #require(form.row(tag: "one"))
        try a.insert(TextRow("zero"), at: 0)
        try form.move(one, to: b, at: 1)
        try a.replaceRow(at: 0, with: TextRow("new"))
        let removed = try b.removeRow(at: 0)
        #expect(removed.tag == "three")
        #expect(form.row(tag: "three") == nil)
        #expect(removed.section == nil)
        #expect(a.rows.map(\.tag) == ["new", "two"])
        #expect(b.rows.map(\.tag) == ["one"])
        #expect(one.section === b)
        #expect(form.row(tag: "zero") == nil)
        #expect(changes.count == 5)
        #expect(
            changes[1] == .rowMoved(one.id, from: RowPosition(section: 0, row: 1), to: RowPosition(section: 1, row: 1)))
    }

    @Test func replacingARowMayReuseItsTag() throws {
        let form = makeForm()
        try form.sections[0].replaceRow(at: 0, with: EmailRow("one"))
        #expect(form.row(tag: "one") is EmailRow)
    }

    @Test func sectionMutations() throws {
        let form = makeForm()
        let c = Section("C", tag: "c") { TextRow("four") }
        try form.insert(c, at: 1)
        #expect(form.sections.map(\.tag) == ["a", "c", "b"])
        #expect(form.row(tag: "four")?.form === form)
        try form.replaceSection(at: 0, with: Section("A2", tag: "a") { TextRow("one") })
        #expect(form.sections[0].header == "A2")
        let removed = try form.removeSection(at: 1)
        #expect(removed === c)
        #expect(form.row(tag: "four") == nil)
        #expect(c.form == nil)
        #expect(throws: FormError.alreadyAttached("section 'b' 1")) { try form.append(form.sections[1]) }
    }

    @Test func badIndexesThrowTypedErrors() {
        let form = makeForm()
        #expect(throws: FormError.indexOutOfRange(index: 5, count: 2, context: "sections")) {
            try form.removeSection(at: 5)
        }
        #expect(throws: FormError.indexOutOfRange(index: -1, count: 2, context: "section 'a' 0")) {
            try form.sections[0].removeRow(at: -1)
        }
        #expect(throws: FormError.indexOutOfRange(index: 3, count: 2, context: "sections")) {
            try form.moveSection(from: 0, to: 3)
        }
        let stray = TextRow("stray")
        #expect(throws: FormError.notInForm("TextRow 'stray'")) { try form.sections[0].remove(stray) }
    }

    @Test func cancelledObservationsStopReceiving() {
        let form = makeForm()
        var count = 0
        let observation = form.observe { _ in count += 1 }
        (form.row(tag: "one") as? TextRow)?.value = "a"
        observation.cancel()
        (form.row(tag: "one") as? TextRow)?.value = "b"
        #expect(count == 1)
    }

    @Test func identitiesAreUniqueAndStable() throws {
        let form = makeForm()
        let ids = form.allRows.map(\.id) + []
        #expect(Set(ids).count == ids.count)
        #expect(!ids.contains(RowID(rawValue: 0)))
        let row = TextRow("late")
        try form.sections[1].append(row)
        #expect(!ids.contains(row.id))
        let before = row.id
        try form.moveSection(from: 1, to: 0)
        #expect(row.id == before)
    }
}
