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

    /// The person typed into a row: a valid text sets the value (and clears any draft);
    /// text that is not a valid value yet (`"4x"` in an integer row, `"-"` on the way to
    /// `"-5"`) is kept as typed and shown back in the editor, and the value is left alone.
    /// - Returns: `true` when the value was set.
    /// - Throws: ``EditError`` when the row is not shown, is disabled or is not typed into, or
    ///   the text is longer than ``FormValue/Limits/maxStringLength`` bytes.
    ///
    /// ```swift
    /// try controller.setText("4x", for: ageRow)   // false: the field keeps "4x", the value stays
    /// try controller.setText("42", for: ageRow)   // true: the value is 42
    /// ```
    ///
    /// With `isComposing` (Chinese or Japanese input shows marked text until a candidate is
    /// confirmed), nothing is committed: no value, no draft, no validation, no length limit;
    /// the field keeps the marked text. The confirmed text comes again without it.
    ///
    /// ```swift
    /// try controller.setText(field.text ?? "", for: row, isComposing: field.markedTextRange != nil)
    /// ```
    @discardableResult
    package func setText(_ text: String, for row: FormRow, isComposing: Bool = false) throws -> Bool {
        guard row.form === form, let path = path(of: row) else {
            throw EditError.noRow(TablePath(section: -1, row: -1))
        }
        if isComposing { return false }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        guard let field = row as? any TextEntryProviding else {
            throw EditError.notAllowed("row at \(path) is not typed into")
        }
        let length = text.utf8.count
        guard length <= FormValue.Limits.maxStringLength else {
            throw EditError.invalidValue(ValueError(tag: row.tag, reason: .exceedsLimit(.stringLength(length))))
        }
        var text = text
        if let limit = (row as? any TextEntryProviding)?.maximumTextLength, text.count > limit {
            text = String(text.prefix(limit))
        }
        guard let value = field.formValue(forText: text), Self.accepts(row, value) else {
            if drafts[row.id] != text {
                drafts[row.id] = text
                row.setNeedsUpdate()
            }
            return false
        }
        let hadDraft = drafts.removeValue(forKey: row.id) != nil
        do {
            try form.transaction {
                try row.setFormValue(value)
                if hadDraft { row.setNeedsUpdate() }
            }
        } catch let error as ValueError {
            throw EditError.invalidValue(error)
        }
        return true
    }

    /// The text typed into a row that is not a valid value of it (kept as a draft), or
    /// `nil` when what the row shows is its value.
    package func unreadableText(of row: FormRow) -> String? { drafts[row.id] }

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

    /// `true` when the row would store the value.
    private static func accepts(_ row: FormRow, _ value: FormValue) -> Bool {
        do {
            try row.checkFormValue(value)
            return true
        } catch {
            return false
        }
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
