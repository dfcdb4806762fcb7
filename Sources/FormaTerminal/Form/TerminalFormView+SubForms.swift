import FormaCore

extension TerminalFormView {
    /// Opens a pushed sub-form as a nested screen over this one: its own controller, scoped
    /// to the sub-form, takes the keys until Escape (or Enter past its last row) closes it;
    /// Ctrl-S and Ctrl-C still submit or cancel the whole form.
    func openSubForm(_ row: SubFormRow) {
        let nestedController = FormController(form: controller.form, scope: row)
        let heading = title + " › " + (row.title ?? row.tag ?? "")
        nestedScreen = TerminalFormView(controller: nestedController, title: heading, palette: palette, size: size)
    }

    /// Handles a key while a nested screen is open, or returns `nil` to let this screen
    /// handle it (Ctrl-S, Ctrl-C, and Escape, which closes the nested screen).
    func handleInNestedScreen(_ key: Key) -> (handled: Bool, outcome: FormOutcome?) {
        guard let nested = nestedScreen else { return (false, nil) }
        if key == .control("c") { return (false, nil) }
        if key == .control("s") {
            // The whole form is submitted from its own screen, where its problems show.
            closeNestedScreen()
            return (false, nil)
        }
        if key == .escape, nested.nestedScreen == nil, nested.overlay == nil, !nested.showsKeyHelp {
            if let row = nested.editingRow {
                nested.editingRow = nil
                nested.controller.endEditing(row)
            }
            closeNestedScreen()
            return (true, nil)
        }
        let outcome = nested.handle(key)
        if case .submitted = outcome {
            // Enter past the sub-form's last row: done with it, back to the form.
            closeNestedScreen()
            return (true, nil)
        }
        return (true, outcome)
    }

    /// Closes the nested screen, handing the table back to this screen's controller.
    func closeNestedScreen() {
        guard let nested = nestedScreen else { return }
        nested.closeNestedScreen()
        nestedScreen = nil
        nested.controller.tableView = nil
        cache.removeAll()
        rebuildItems()
    }

    /// What the terminal does with a screen of the app's own: it has none, so it says so.
    func describeAppScreen(_ row: AppScreenRow) {
        status = controller.form.word("terminal.cannotEdit", ["title": row.title ?? row.tag ?? ""])
    }
}
