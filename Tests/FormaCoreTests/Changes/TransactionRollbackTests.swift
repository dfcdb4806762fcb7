import Testing

@testable import FormaCore

struct Refused: Error, Equatable {}

@Suite("A transaction whose body throws leaves the form as before")
struct TransactionRollbackTests {
    /// A form with conditions that hide, disable, require and compute, validation on change
    /// and values cleared when hidden, so that every kind of state moves.
    func makeForm() -> Form {
        let form = Form {
            Section("Event", tag: "event") {
                SwitchRow("allDay") { $0.value = false }
                TextRow("title") {
                    $0.value = "Lunch"
                    $0.validationTrigger = .onChange
                    $0.add(.minLength(3))
                }
                TextRow("notes") {
                    $0.value = "bring cake"
                    $0.hidden = "$allDay == true"
                }
                DecimalRow("price") { $0.value = 2 }
                DecimalRow("total") { $0.formula = "$price * 2" }
                TextRow("reason") { $0.required = "$allDay == true" }
            }
            Section("More", tag: "more") {
                TextRow("three") { $0.value = "3" }
                TextRow("four") { $0.disabled = "$title == 'lock'" }
            }
            .configured { $0.hidden = "$title == 'hide'" }
            Section("Last", tag: "last") { TextRow("five") }
        }
        form.hiddenValuePolicy = .clearWhenHidden
        return form
    }

    /// Everything a rollback must put back: the tree, identities, values, state, validation
    /// and the tag index.
    func fingerprint(_ form: Form, identities: Bool = true) -> String {
        var lines = [form.treeDescription, "disabled=\(form.isDisabled)"]
        for section in form.sections {
            lines.append(
                "section \(identities ? section.id.description : "") \(section.tag ?? "-") hidden=\(section.isHidden)"
                    + " disabled=\(section.isDisabled) collapsed=\(section.isCollapsed) in=\(section.form === form)")
            for row in section.rows {
                lines.append(
                    "row \(identities ? row.id.description : "") \(row.tag ?? "-") \(row.formValue.jsonString())"
                        + " hidden=\(row.isHidden) disabled=\(row.isDisabled) required=\(row.isRequired)"
                        + " errors=\(row.validationErrors.map(\.message)) edited=\(row.hasBeenEdited)"
                        + " in=\(row.section === section)")
            }
        }
        for tag in form.tags.sorted() {
            let owner = form.row(tag: tag).map { "row \(identities ? $0.id.description : "")" } ?? "section"
            lines.append("\(tag) → \(owner)")
        }
        lines.append(form.values(includeHidden: true).jsonString())
        return lines.joined(separator: "\n")
    }

    /// Runs a throwing body and checks that the form, observers and handlers are as before.
    func expectRolledBack(_ form: Form, _ body: () throws -> Void) {
        let before = fingerprint(form)
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        var handled: [String] = []
        for row in form.allRows { row.changeHandlers.append { handled.append($0.tag ?? "-") } }
        #expect(throws: Refused.self) { try form.transaction(body) }
        #expect(fingerprint(form) == before)
        #expect(transactions.isEmpty)
        #expect(handled.isEmpty)
        #expect(!form.isInTransaction)
        #expect(form.log.undo.isEmpty)
        observation.cancel()
        for row in form.allRows { row.changeHandlers.removeAll() }
    }

    @Test func throwingAfterSetValueRestoresEveryValueAndState() {
        let form = makeForm()
        expectRolledBack(form) {
            form[Tag<String>("title")] = "ab" // fails validation
            form[Tag<Double>("price")] = 5 // the formula follows
            form[Tag<Bool>("allDay")] = true // hides and clears notes, requires reason
            form[Tag<String>("three")] = "changed"
            throw Refused()
        }
        #expect(form.row(tag: "notes")?.formValue == "bring cake")
        #expect(form.values()["total"] == .double(4))
    }

    @Test func throwingAfterInsertTakesTheRowsAndSectionsOutAgain() throws {
        let form = makeForm()
        let row = TextRow("inserted") { $0.value = "x" }
        let section = Section("New", tag: "new") { TextRow("inner") { $0.hidden = "$allDay == false" } }
        expectRolledBack(form) {
            try form.sections[0].insert(row, at: 1)
            try form.insert(section, at: 0)
            row.value = "edited"
            try form.sections[2].append(contentsOf: [TextRow("a"), TextRow("b")])
            throw Refused()
        }
        #expect(row.section == nil)
        #expect(row.id == RowID(rawValue: 0))
        #expect(row.value == "x") // edited inside the form: undone too
        #expect(section.form == nil)
        #expect(form.row(tag: "inner") == nil)
        // They are free to join again.
        try form.sections[0].append(row)
        try form.append(section)
        #expect(form.row(tag: "inserted") === row)
    }

    @Test func throwingAfterRemoveBringsRowsAndSectionsBackWithTheirIdentities() throws {
        let form = makeForm()
        let notes = try #require(form.row(tag: "notes") as? TextRow)
        let more = try #require(form.section(tag: "more"))
        expectRolledBack(form) {
            try form.sections[0].remove(notes)
            notes.value = "edited while out"
            try form.remove(more)
            form.sections[0].removeAllRows()
            throw Refused()
        }
        #expect(notes.form === form)
        #expect(more.form === form)
        // Conditions still read and drive the rows that came back.
        form[Tag<Bool>("allDay")] = true
        #expect(notes.isHidden)
        #expect(notes.value == nil)
        form[Tag<String>("title")] = "hide"
        #expect(more.isHidden)
    }

    @Test func throwingAfterMoveRestoresTheOrder() throws {
        let form = makeForm()
        let three = try #require(form.row(tag: "three"))
        expectRolledBack(form) {
            try form.move(three, to: form.sections[0], at: 0)
            try form.moveSection(from: 2, to: 0)
            try form.sections[1].moveRow(from: 3, to: 1)
            throw Refused()
        }
    }

    @Test func throwingAfterAValueFlipsAHiddenConditionRestoresValuesClearedOnHiding() {
        let form = makeForm()
        expectRolledBack(form) {
            form[Tag<String>("title")] = "hide" // hides section 'more', clearing 'three'
            #expect(form.section(tag: "more")?.isHidden == true)
            #expect(form.row(tag: "three")?.formValue == .null)
            throw Refused()
        }
        #expect(form.row(tag: "three")?.formValue == "3")
    }

    @Test func throwingAfterAssigningConditionsRestoresThemAndTheirState() throws {
        let form = makeForm()
        let title = try #require(form.row(tag: "title") as? TextRow)
        expectRolledBack(form) {
            title.hidden = true
            form.sections[1].disabled = true
            form.disabled = "$allDay == false"
            form.sections[2].isCollapsed = true
            form.row(tag: "total")?.formula = "$price * 3"
            throw Refused()
        }
        // The old conditions are the ones in force.
        form[Tag<Bool>("allDay")] = true
        #expect(!title.isHidden)
        #expect(!form.isDisabled)
        #expect(form.row(tag: "reason")?.isRequired == true)
        form[Tag<Double>("price")] = 10
        #expect(form.values()["total"] == .double(20))
    }

    @Test func throwingAfterValidatingRestoresTheErrors() throws {
        let form = makeForm()
        let title = try #require(form.row(tag: "title") as? TextRow)
        title.value = "no"
        #expect(title.validationErrors.count == 1)
        expectRolledBack(form) {
            title.value = "long enough"
            form.clearValidationErrors()
            form.validate()
            form.rowDidEndEditing(title)
            throw Refused()
        }
        #expect(title.validationErrors.count == 1)
    }

    @Test func aRefusedInsertInsideTheBodyUndoesWhatCameBefore() {
        let form = makeForm()
        expectRolledBack(form) {
            form[Tag<String>("three")] = "changed"
            try form.sections[0].append(TextRow("brand-new"))
            do {
                try form.sections[0].append(TextRow("title"))
            } catch {
                throw Refused()
            }
        }
        #expect(form.row(tag: "brand-new") == nil)
    }

    @Test func aNestedThrowingBodyUndoesOnlyItsOwnChanges() throws {
        let form = makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        var handled: [String] = []
        form.row(tag: "three")?.changeHandlers.append { handled.append("three=\($0.formValue.jsonString())") }
        form.row(tag: "five")?.changeHandlers.append { handled.append("five=\($0.formValue.jsonString())") }
        try form.transaction {
            form[Tag<String>("three")] = "outer"
            #expect(handled.isEmpty) // held back until the outermost body returns
            #expect(throws: Refused.self) {
                try form.transaction {
                    form[Tag<String>("five")] = "inner"
                    try form.sections[0].append(TextRow("innerRow"))
                    throw Refused()
                }
            }
            #expect(form.row(tag: "five")?.formValue == .null)
            #expect(form.row(tag: "innerRow") == nil)
            try form.sections[2].append(TextRow("outerRow"))
        }
        #expect(handled == [#"three="outer""#])
        #expect(transactions.count == 1)
        #expect(transactions[0].valueChanges.map(\.description) == [#"three: "3" → "outer""#])
        #expect(transactions[0].changes.count == 2)
        #expect(form.row(tag: "outerRow")?.section === form.sections[2])
    }

    @Test func anOuterThrowUndoesANestedBodyThatReturned() {
        let form = makeForm()
        expectRolledBack(form) {
            try form.transaction {
                form[Tag<String>("three")] = "inner"
                try form.sections[0].append(TextRow("innerRow"))
            }
            form.transaction { form[Tag<Bool>("allDay")] = true }
            throw Refused()
        }
    }

    @Test func aHeldBackHandlerRunsInsideTheTransactionAndItsChangesJoinIt() throws {
        let form = makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        var order: [String] = []
        form.row(tag: "allDay")?.changeHandlers.append { row in
            order.append("handler")
            row.form?.row(tag: "five")?.hidden = .constant(row.formValue == true)
        }
        try form.transaction {
            try form.setValue(true, for: Tag<Bool>("allDay"))
            order.append("body done")
        }
        #expect(order == ["body done", "handler"])
        #expect(form.row(tag: "five")?.isHidden == true)
        #expect(transactions.count == 1)
        #expect(
            transactions[0].changes.contains(
                .rowHiddenChanged(form.row(tag: "five")?.id ?? RowID(rawValue: 0), isHidden: true)))
    }

    @Test func continuingAfterARollbackIsLikeNeverHavingTriedIt() throws {
        let tried = makeForm()
        let untouched = makeForm()
        #expect(throws: Refused.self) {
            try tried.transaction {
                try tried.sections[0].insert(TextRow("x"), at: 0)
                tried[Tag<Bool>("allDay")] = true
                try tried.remove(tried.sections[1])
                try tried.moveSection(from: 0, to: 1)
                throw Refused()
            }
        }
        for form in [tried, untouched] {
            form[Tag<Bool>("allDay")] = true
            form[Tag<String>("title")] = "hide"
            form[Tag<Double>("price")] = 7
            try form.sections[1].append(TextRow("six") { $0.hidden = "$price > 5" })
            form[Tag<String>("title")] = "ok"
            form[Tag<Bool>("allDay")] = false
        }
        #expect(fingerprint(tried, identities: false) == fingerprint(untouched, identities: false))
    }

    @Test func anAttachedTableGetsNoUpdateAndStaysInStep() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let shown = table.snapshot
        var applied = 0
        controller.onDidApply = { _ in applied += 1 }
        expectRolledBack(form) {
            try form.sections[0].insert(TextRow("x"), at: 0)
            form[Tag<Bool>("allDay")] = true
            try form.remove(form.sections[1])
            try form.moveSection(from: 0, to: 1)
            form.sections[0].isCollapsed = true
            throw Refused()
        }
        #expect(applied == 0)
        #expect(table.appliedUpdates.isEmpty)
        #expect(table.snapshot == shown)
        #expect(controller.snapshot == FormSnapshot(form))
        // The next change reaches the table as one valid update.
        form[Tag<Bool>("allDay")] = true
        try form.sections[2].append(TextRow("y"))
        #expect(applied == 2)
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form))
    }
}

@Suite("A rolled-back transaction and checks in flight")
struct TransactionRollbackAsyncTests {
    @Test func aCheckInFlightThatTheBodyCancelledRunsAgainForTheRestoredValue() async {
        let clock = ManualClock()
        let log = CallLog()
        let row = AccountRow("username") {
            $0.add(
                async: AsyncValidator("taken", message: "That name is taken", debounce: .milliseconds(300)) { name in
                    log.record(name)
                    return name != "ada"
                })
        }
        let form = Form { Section { row } }
        form.validationClock = clock
        form.validationTrigger = .onChange
        row.value = "ada"
        #expect(row.isValidating)
        #expect(throws: Refused.self) {
            try form.transaction {
                try form.setValue("grace", for: Tag<String>("username"))
                throw Refused()
            }
        }
        #expect(row.value == "ada")
        #expect(row.isValidating)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(300))
        await form.waitForAsyncValidation()
        #expect(log.values == ["ada"])
        #expect(row.validationErrors.map(\.message) == ["That name is taken"])
    }
}

/// A row that accepts a value when asked and refuses it when given: the worst case for a
/// change checked first and applied after.
final class FickleRow: Row<String>, RowConfigurable {
    override func setFormValue(_ newValue: FormValue) throws {
        if newValue == "boom" { throw ValueError(tag: tag, reason: .notSettable(rowType: "FickleRow")) }
        try super.setFormValue(newValue)
    }
}

@Suite("A multivalued setValues that fails half-way")
struct MultivaluedRollbackTests {
    @Test func aMultivaluedApplyThatFailsHalfwayLeavesNothingHalfAppliedAndIsReported() {
        let form = Form {
            Section {
                FickleRow { $0.value = "one" }
                FickleRow { $0.value = "two" }
            }
            .configured {
                $0.multivalued = [.insert, .delete]
                $0.multivaluedTag = "list"
                $0.makeRow = { _ in FickleRow() }
            }
        }
        var transactions = 0
        let observation = form.observe { _ in transactions += 1 }
        defer { observation.cancel() }
        let report = form.setValues(["list": ["a", "boom", "c"]])
        #expect(report.failures.map(\.tag) == ["list[1]"])
        #expect(form.values()["list"] == ["one", "two"])
        #expect(form.sections[0].rows.count == 2)
        #expect(transactions == 0)
        #expect(form.setValues(["list": ["a", "b", "c"]]).isComplete)
        #expect(form.values()["list"] == ["a", "b", "c"])
    }
}
