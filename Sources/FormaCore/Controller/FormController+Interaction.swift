extension FormController {
    /// A renderer reports that a row started being edited.
    public func beginEditing(_ row: FormRow) {
        guard row.form === form else { return }
        focusedRow = row
        form.rowDidBeginEditing(row)
    }

    /// A renderer reports that a row stopped being edited (its blur); validation on blur runs.
    public func endEditing(_ row: FormRow) {
        guard row.form === form else { return }
        if focusedRow === row { focusedRow = nil }
        form.rowDidEndEditing(row)
    }

    /// `true` if the row can take keyboard focus: shown, enabled and edited by typing.
    public func isEditable(_ row: FormRow) -> Bool {
        row.kind.isTextEntry && !row.isDisabled && path(of: row) != nil
    }

    /// The next row that can take keyboard focus, skipping hidden, disabled and
    /// non-typing rows.
    public func nextEditableRow(after row: FormRow) -> FormRow? {
        let rows = visibleRows
        guard let index = rows.firstIndex(where: { $0 === row }) else { return nil }
        return rows[(index + 1)...].first { isEditable($0) }
    }

    /// The previous row that can take keyboard focus.
    public func previousEditableRow(before row: FormRow) -> FormRow? {
        let rows = visibleRows
        guard let index = rows.firstIndex(where: { $0 === row }) else { return nil }
        return rows[..<index].last { isEditable($0) }
    }

    /// What the return key does in a row: move to the next editable row, or finish.
    public func returnKeyAction(for row: FormRow) -> ReturnKeyAction {
        nextEditableRow(after: row).map(ReturnKeyAction.next) ?? .done
    }

    /// Expands a row's inline editor inside the row (collapsing any other), or collapses it
    /// if it is expanded. Only date, time, countdown and picker rows have one. The rows
    /// involved are reconfigured; no row is inserted, so no index shifts.
    public func toggleInlineEditor(for row: FormRow) {
        guard path(of: row) != nil, !row.isDisabled, Self.hasInlineEditor(row) else { return }
        let previous = expandedRow
        expandedRow = previous === row ? nil : row
        form.transaction {
            previous?.setNeedsUpdate()
            if previous !== row { row.setNeedsUpdate() }
        }
    }

    static func hasInlineEditor(_ row: FormRow) -> Bool {
        if let date = row as? DatePickerRow { return date.presentation == .inline }
        if let countdown = row as? CountDownRow { return countdown.presentation == .inline }
        return row.kind == .picker
    }

    /// Sets a value from the table, as a cell does when the person edits it.
    /// - Throws: ``EditError`` when there is no row there, it is disabled, or the value does not fit.
    public func setValue(_ value: FormValue, forRowAt path: TablePath) throws {
        guard let row = row(at: path) else { throw EditError.noRow(path) }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        do {
            try row.setFormValue(value)
        } catch let error as ValueError {
            throw EditError.invalidValue(error)
        }
    }

    /// Handles a tap on a row: buttons run their actions, check rows toggle, rows with
    /// inline editors expand or collapse. Disabled rows ignore taps.
    public func tapRow(at path: TablePath) {
        guard let row = row(at: path), !row.isDisabled else { return }
        switch row {
        case let button as ButtonRow: button.tap()
        case let check as CheckRow: check.value = !(check.value ?? false)
        default: if Self.hasInlineEditor(row) { toggleInlineEditor(for: row) }
        }
    }
}
