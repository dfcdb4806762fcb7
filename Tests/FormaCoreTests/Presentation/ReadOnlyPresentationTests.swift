import Testing

@testable import FormaCore

/// Read-only mode is one concept, the form's `disabled`, and the presentation carries it:
/// renderers show such rows inactive without dimming them, and the controller refuses edits.
@Suite struct ReadOnlyPresentationTests {
    static func makeForm() -> Form {
        Form {
            Section {
                TextRow("name") { $0.value = "Ada" }
                SwitchRow("news") { $0.value = true }
                TextRow("code") { $0.disabled = true }
            }
        }
    }

    @Test func aReadOnlyFormsRowsAreNotEnabledAndSaySo() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let name = try #require(form.row(tag: "name"))
        let code = try #require(form.row(tag: "code"))
        #expect(controller.presentation(of: name).isEnabled)
        #expect(!controller.presentation(of: name).isReadOnly)
        #expect(!controller.presentation(of: code).isEnabled)
        #expect(!controller.presentation(of: code).isReadOnly)

        form.disabled = true
        #expect(!controller.presentation(of: name).isEnabled)
        #expect(controller.presentation(of: name).isReadOnly)
        #expect(controller.presentation(of: code).isReadOnly)

        form.disabled = false
        #expect(controller.presentation(of: name).isEnabled)
        #expect(!controller.presentation(of: name).isReadOnly)
    }

    @Test func aReadOnlyFormRefusesEveryEditAndKeepsItsValues() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        form.disabled = "$news == true"
        #expect(form.isDisabled)
        let name = try #require(form.row(tag: "name"))
        #expect(throws: EditError.disabled(tag: "name")) {
            try controller.setText("Grace", for: name)
        }
        guard case .nothing = controller.activate(name) else { Issue.record("a read-only row was activated"); return }
        #expect(!controller.canTakeKeyboardFocus(name))
        #expect(form.values().jsonString() == #"{"name":"Ada","news":true,"code":null}"#)
        #expect(table.snapshot == FormSnapshot(form))
    }

    @Test func switchingReadOnlyModeReconfiguresTheVisibleRows() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        var reconfigured: [[TablePath]] = []
        controller.onDidApply = { update in reconfigured.append(update.reconfiguredRows) }
        controller.tableView = HeadlessTableView()
        form.disabled = true
        let paths = (0..<3).map { TablePath(section: 0, row: $0) }
        #expect(reconfigured.last.map(Set.init) == Set(paths))
    }
}
