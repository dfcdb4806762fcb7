extension FormController {
    /// Activates a row — a tap, Enter or Space — and says what the renderer should do.
    ///
    /// The model changes here, so every renderer behaves the same: a switch or check row
    /// flips, a button runs, an inline editor expands inside its row (collapsing any other),
    /// a text row takes focus. A selector row returns its screen to present. Hidden,
    /// disabled and read-only rows do nothing.
    ///
    /// ```swift
    /// switch controller.activate(row) {
    /// case .focus(let row): focusField(of: row)
    /// case .presentSelector(let screen): present(screen)
    /// default: break   // the change reaches the table through the diff
    /// }
    /// ```
    @discardableResult
    package func activate(_ row: FormRow) -> Activation {
        guard row.form === form, path(of: row) != nil, !row.isDisabled else { return .nothing }
        if let add = row as? AddRow { return activateAdd(add) }
        if let choice = row as? any SelectableChoice { return activateChoice(choice) }
        if let subForm = row as? SubFormRow {
            collapseInlineEditor(unlessKeptBy: row)
            return subForm.presentation == .pushed && !subForm.isOverNestingLimit ? .presentSubForm(subForm) : .nothing
        }
        if let screenRow = row as? AppScreenRow {
            collapseInlineEditor(unlessKeptBy: row)
            return .presentAppScreen(screenRow)
        }
        if let fileRow = row as? FileRow {
            collapseInlineEditor(unlessKeptBy: row)
            return .pickFile(fileRow)
        }
        let editor = row.editor(in: EditorContext(isExpanded: expandedRow === row))
        switch editor {
        case .textField, .textView, .slider, .stepper, .segmented:
            beginEditing(row)
            return .focus(row)
        case .toggle(let isOn), .check(let isOn):
            collapseInlineEditor(unlessKeptBy: row)
            do {
                try form.transaction { try row.setFormValue(.bool(!isOn)) }
            } catch {
                return .nothing
            }
            return .toggled(!isOn)
        case .datePicker(let picker) where picker.presentation == .input:
            beginEditing(row)
            return .focus(row)
        case .picker(let list) where list.presentsAsInputView:
            beginEditing(row)
            return .focus(row)
        case .datePicker, .picker:
            toggleInlineEditor(for: row)
            return expandedRow === row ? .expandedInlineEditor : .collapsedInlineEditor
        case .selector:
            guard let source = row as? any SelectorProviding else { return .nothing }
            collapseInlineEditor(unlessKeptBy: row)
            return .presentSelector(SelectorScreen(row: source))
        case .button:
            collapseInlineEditor(unlessKeptBy: row)
            guard let button = row as? ButtonRow else { return .nothing }
            return button.tap() ? .ranButton : .nothing
        case .label, .custom:
            return .nothing
        }
    }

    /// Activates the row shown at a table path; ``Activation/nothing`` when there is none.
    ///
    /// ```swift
    /// controller.activate(at: TablePath(section: 0, row: 1))
    /// ```
    @discardableResult
    package func activate(at path: TablePath) -> Activation {
        guard let row = row(at: path) else { return .nothing }
        return activate(row)
    }

    /// The rows on screen whose typed text is not a valid value, in no order: a submit
    /// must not send their values as if the text were not there.
    package var rowsWithUnreadableText: [RowID] { Array(drafts.keys) }

    /// Checks or unchecks a choice of a selectable section, following its selection mode.
    private func activateChoice(_ choice: any SelectableChoice) -> Activation {
        collapseInlineEditor(unlessKeptBy: choice)
        let mode = choice.section?.selectionMode ?? .multiple
        let check: Bool
        switch mode {
        case .multiple: check = !choice.isChecked
        case .single(let allowsDeselection): check = !choice.isChecked || !allowsDeselection
        }
        form.transaction {
            if case .single = mode, check, let section = choice.section {
                for other in section.rows where other !== choice {
                    if let other = other as? any SelectableChoice, other.isChecked { other.setChecked(false) }
                }
            }
            choice.setChecked(check)
        }
        return .toggled(check)
    }

    /// Collapses the expanded inline editor when another row takes focus, unless it asks
    /// to stay expanded.
    func collapseInlineEditor(unlessKeptBy row: FormRow) {
        guard let expanded = expandedRow, expanded !== row, !expanded.keepsInlineEditorExpanded else { return }
        expandedRow = nil
        expanded.setNeedsUpdate()
    }

    /// Drops the drafts of rows whose value was set from elsewhere or that left the table,
    /// with the kept presentations that show them.
    func dropDrafts(of transaction: FormTransaction) {
        for change in transaction.valueChanges where drafts[change.row] != nil {
            drafts[change.row] = nil
            presentationCache.forget(change.row)
        }
        for id in drafts.keys where !snapshotContains(id) {
            drafts[id] = nil
            presentationCache.forget(id)
        }
    }
}
