import Foundation
import Testing

@testable import FormaCore

@Suite("Form controller")
struct FormControllerTests {
    func makeForm() -> Form {
        Form {
            Section("Event") {
                TextRow("title")
                SwitchRow("allDay") { $0.value = false }
                TextRow("location") { $0.hidden = "$allDay == true" }
                DateTimeRow("starts")
                TextRow("notes") { $0.disabled = true }
                EmailRow("email")
                ButtonRow("save") { $0.title = "Save" }
            }
        }
    }

    @Test func oneTransactionIsOneUpdate() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        form.transaction {
            form.row(FormaCore.Tag<Bool>("allDay"))?.value = true
            form.row(FormaCore.Tag<String>("title"))?.value = "Lunch"
        }
        #expect(table.appliedUpdates.count == 1)
        let update = try #require(table.appliedUpdates.first)
        #expect(update.batches.map(\.deletedRows) == [[TablePath(section: 0, row: 2)]])
        #expect(update.reconfiguredRows == [TablePath(section: 0, row: 0), TablePath(section: 0, row: 1)])
        #expect(table.snapshot == FormSnapshot(form))
    }

    @Test func navigationSkipsHiddenDisabledAndNonTypingRows() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let title = try #require(form.row(tag: "title"))
        let location = try #require(form.row(tag: "location"))
        let email = try #require(form.row(tag: "email"))
        #expect(controller.nextEditableRow(after: title) === location)
        form.row(FormaCore.Tag<Bool>("allDay"))?.value = true
        #expect(
            controller.nextEditableRow(after: title) === email,
            "hidden location, disabled notes, date and switch skipped")
        #expect(controller.previousEditableRow(before: email) === title)
        guard case .next(let next) = controller.returnKeyAction(for: title) else {
            Issue.record("expected next")
            return
        }
        #expect(next === email)
        guard case .done = controller.returnKeyAction(for: email) else {
            Issue.record("expected done")
            return
        }
    }

    /// A row is typed into when its editor is: one definition, so a custom row that returns a
    /// text editor is visited by previous / next without saying so a second time.
    final class NoteRow: Row<String>, RowConfigurable {
        override func editor(in context: EditorContext) -> Editor {
            .textField(TextFieldEditor(text: value ?? "", traits: TextInputTraits()))
        }
    }

    @Test func aRowIsTypedIntoWhenItsEditorIs() throws {
        let form = Form {
            Section {
                TextRow("title")
                SwitchRow("allDay")
                NoteRow("note")
                DateRow("day") { $0.presentation = .input }
                DateRow("end") { $0.presentation = .inline }
            }
        }
        let rows = form.sections[0].rows
        #expect(rows.map(\.takesKeyboardFocus) == [true, false, true, true, false])
        #expect(rows.map { $0.editor(in: EditorContext()).takesKeyboardFocus } == rows.map(\.takesKeyboardFocus))
        let controller = FormController(form: form)
        let title = try #require(form.row(tag: "title"))
        #expect(controller.nextEditableRow(after: title)?.tag == "note")
        #expect(controller.canTakeKeyboardFocus(title))
        form.row(FormaCore.Tag<String>("title"))?.disabled = true
        #expect(!controller.canTakeKeyboardFocus(title))
    }

    @Test func focusAndBlurReachValidation() throws {
        let form = makeForm()
        form.validationTrigger = .onBlur
        let email = try #require(form.row(tag: "email") as? EmailRow)
        email.add(.email)
        email.value = "nope"
        let controller = FormController(form: form)
        controller.beginEditing(email)
        #expect(controller.focusedRow === email)
        #expect(email.isValid)
        controller.endEditing(email)
        #expect(controller.focusedRow == nil)
        #expect(!email.isValid)
    }

    @Test func editsFromTheTableRespectDisabledRows() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        try controller.setValue("Lunch", forRowAt: TablePath(section: 0, row: 0))
        #expect(form.values()["title"] == "Lunch")
        #expect(throws: EditError.disabled(tag: "notes")) {
            try controller.setValue("x", forRowAt: TablePath(section: 0, row: 4))
        }
        #expect(throws: EditError.self) { try controller.setValue(1, forRowAt: TablePath(section: 0, row: 0)) }
        #expect(throws: EditError.noRow(TablePath(section: 3, row: 0))) {
            try controller.setValue("x", forRowAt: TablePath(section: 3, row: 0))
        }
        form.disabled = true
        #expect(throws: EditError.disabled(tag: "title")) {
            try controller.setValue("y", forRowAt: TablePath(section: 0, row: 0))
        }
    }

    @Test func inlineEditorsExpandInsideTheirRow() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let before = table.snapshot
        controller.tapRow(at: TablePath(section: 0, row: 3))
        #expect(controller.expandedRow === form.row(tag: "starts"))
        #expect(table.snapshot == before, "no sibling row is inserted")
        #expect(table.appliedUpdates.last?.reconfiguredRows == [TablePath(section: 0, row: 3)])
        controller.tapRow(at: TablePath(section: 0, row: 3))
        #expect(controller.expandedRow == nil)
    }

    @Test func tapsRunButtons() {
        let form = makeForm()
        var saved = 0
        (form.row(tag: "save") as? ButtonRow)?.onTap { _ in saved += 1 }
        let controller = FormController(form: form)
        controller.tapRow(at: TablePath(section: 0, row: 6))
        #expect(saved == 1)
        form.row(tag: "save")?.disabled = true
        controller.tapRow(at: TablePath(section: 0, row: 6))
        #expect(saved == 1, "disabled rows ignore taps")
    }

    @Test func multivaluedEditsGoBackIntoTheModel() throws {
        let form = Form {
            Section("Phones") {
                PhoneRow { $0.value = "1" }
                PhoneRow { $0.value = "2" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
            Section { TextRow("fixed") }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let added = try controller.insertRow(inSection: 0)
        (added as? PhoneRow)?.value = "3"
        #expect(form.values()["phones"] == ["1", "2", "3"])
        try controller.deleteRow(at: TablePath(section: 0, row: 0))
        #expect(form.values()["phones"] == ["2", "3"])
        // The table moved the row itself: the model follows and no update is sent back.
        let updates = table.appliedUpdates.count
        table.reload(
            FormSnapshot(sections: [
                .init(id: form.sections[0].id, rows: form.sections[0].rows.reversed().map(\.id)),
                .init(id: form.sections[1].id, rows: form.sections[1].rows.map(\.id)),
            ]))
        try controller.moveRow(from: TablePath(section: 0, row: 1), to: TablePath(section: 0, row: 0))
        #expect(form.values()["phones"] == ["3", "2"])
        #expect(table.appliedUpdates.count <= updates)
        #expect(controller.snapshot == FormSnapshot(form))
        #expect(throws: EditError.self) { try controller.insertRow(inSection: 1) }
        #expect(!controller.canDelete(at: TablePath(section: 1, row: 0)))
    }
}

@Suite("Staged updates through the controller")
struct StagedUpdateTests {
    /// A table that, at each stage, resolves every row of the stage's snapshot the way a
    /// data source does.
    final class ResolvingTable: TableUpdateTarget {
        unowned let controller: FormController
        var unresolved: [String] = []
        var stageCounts: [Int] = []
        let headless = HeadlessTableView()

        init(controller: FormController) { self.controller = controller }

        func reload(_ snapshot: FormSnapshot) { headless.reload(snapshot) }

        func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
            try headless.apply(update, snapshot: snapshot)
            stageCounts.append(update.stages.count)
            for (k, stage) in update.stages.enumerated() {
                for (s, section) in stage.snapshot.sections.enumerated() {
                    if controller.section(at: s, in: stage.snapshot) == nil {
                        unresolved.append("stage \(k) section \(s)")
                    }
                    for r in section.rows.indices
                    where controller.row(at: TablePath(section: s, row: r), in: stage.snapshot) == nil {
                        unresolved.append("stage \(k) row \(s).\(r)")
                    }
                }
            }
        }
    }

    @Test func everyStageSnapshotResolvesToRowsOfTheForm() throws {
        let form = Form {
            Section("A") {
                TextRow("a1"); TextRow("a2"); TextRow("a3")
            }
            Section("B") {
                TextRow("b1"); TextRow("b2")
            }
            Section("C") { TextRow("c1") }
        }
        let controller = FormController(form: form)
        let table = ResolvingTable(controller: controller)
        controller.tableView = table
        try form.transaction {
            try form.moveSection(from: 2, to: 0)
            let a2 = try #require(form.row(tag: "a2"))
            try form.move(a2, to: form.sections[2], at: 0) // into B, which stays
            form.row(tag: "a1")?.hidden = true
            try form.sections[1].append(TextRow("a4"))
        }
        #expect(controller.lastApplyError == nil)
        #expect(table.headless.snapshot == FormSnapshot(form))
        #expect(table.stageCounts == [3], "deletions, the section move, then rows")
        #expect(table.unresolved.isEmpty, "\(table.unresolved)")
    }
}
