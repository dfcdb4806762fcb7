extension FormController {
    /// A renderer reports that a row started being edited.
    ///
    /// The expanded inline editor of another row collapses, unless that row keeps it
    /// expanded (``FormRow/keepsInlineEditorExpanded``). Reporting the row already focused
    /// again does nothing.
    package func beginEditing(_ row: FormRow) {
        guard row.form === form, focusedRow !== row else { return }
        if let previous = focusedRow { endEditing(previous) }
        focusedRow = row
        if let tag = row.tag { form.lastFocusedTag = tag }
        collapseInlineEditor(unlessKeptBy: row)
    }

    /// A renderer reports that a row stopped being edited (its blur); validation on blur runs.
    package func endEditing(_ row: FormRow) {
        guard row.form === form else { return }
        if focusedRow === row { focusedRow = nil }
        form.rowDidEndEditing(row)
    }

    /// `true` if the row can take keyboard focus now: shown, enabled and typed into
    /// (``FormRow/takesKeyboardFocus``). (A host's `isEditable(_:)` asks something else:
    /// whether the person may change the row at all.)
    ///
    /// ```swift
    /// if controller.canTakeKeyboardFocus(row) { controller.beginEditing(row) }
    /// ```
    package func canTakeKeyboardFocus(_ row: FormRow) -> Bool {
        row.takesKeyboardFocus && !row.isDisabled && path(of: row) != nil
    }

    /// The next row that can take keyboard focus, skipping hidden, disabled and
    /// non-typing rows: the keyboard accessory's "next".
    /// - Complexity: O(1) per row skipped, whatever the form's length (after the first
    ///   lookup following a structural change).
    package func nextEditableRow(after row: FormRow) -> FormRow? {
        let index = positions
        guard let position = index.flatPosition(of: row.id), index.flat[position] === row else { return nil }
        var next = position + 1
        while next < index.flat.count {
            let candidate = index.flat[next]
            if candidate.takesKeyboardFocus, !candidate.isDisabled { return candidate }
            next += 1
        }
        return nil
    }

    /// The previous row that can take keyboard focus: the keyboard accessory's "previous".
    /// - Complexity: O(1) per row skipped.
    package func previousEditableRow(before row: FormRow) -> FormRow? {
        let index = positions
        guard let position = index.flatPosition(of: row.id), index.flat[position] === row else { return nil }
        var previous = position - 1
        while previous >= 0 {
            let candidate = index.flat[previous]
            if candidate.takesKeyboardFocus, !candidate.isDisabled { return candidate }
            previous -= 1
        }
        return nil
    }

    /// What the return key does in a row: move to the next editable row, or finish.
    package func returnKeyAction(for row: FormRow) -> ReturnKeyAction {
        nextEditableRow(after: row).map(ReturnKeyAction.next) ?? .done
    }

    /// Expands a row's inline editor inside the row (collapsing any other), or collapses it
    /// if it is expanded. Only date, time, countdown and picker rows have one. The rows
    /// involved are reconfigured; no row is inserted, so no index shifts.
    package func toggleInlineEditor(for row: FormRow) {
        guard path(of: row) != nil, !row.isDisabled, Self.hasInlineEditor(row) else { return }
        let previous = expandedRow
        expandedRow = previous === row ? nil : row
        form.transaction {
            previous?.setNeedsUpdate()
            if previous !== row { row.setNeedsUpdate() }
        }
    }

    static func hasInlineEditor(_ row: FormRow) -> Bool {
        switch row.editor(in: EditorContext()) {
        case .datePicker(let picker): picker.presentation != .input
        case .picker(let list): !list.presentsAsInputView
        default: false
        }
    }

    /// Handles a tap on a row: the same as ``activate(at:)``, ignoring what it returns.
    package func tapRow(at path: TablePath) {
        activate(at: path)
    }
}
