import FormaCore

extension TerminalFormView {
    /// Ctrl-C: cancels at once when nothing has changed, else asks first.
    func cancelAsked() -> FormOutcome? {
        guard controller.form.hasChanges else { return .cancelled }
        asksToDiscard = true
        status = "Discard changes? y/n"
        return nil
    }

    /// Handles one key press.
    /// - Returns: the outcome when the key ends the form (a successful submit, or Ctrl-C);
    ///   `nil` while it goes on.
    public func handle(_ key: Key) -> FormOutcome? {
        status = nil
        if asksToDiscard {
            // "Discard changes? y/n": y (or Ctrl-C again) cancels, any other key goes on.
            asksToDiscard = false
            return key == .character("y") || key == .character("Y") || key == .control("c") ? .cancelled : nil
        }
        let deletionAsked = pendingDeletion
        pendingDeletion = nil
        if isAwaitingChecks && key != .control("c") && key != .control("s") {
            // Another key while the submit waits: the person is not done; the submit stops.
            isAwaitingChecks = false
        }
        let nested = handleInNestedScreen(key)
        if nested.handled { return nested.outcome == .cancelled ? cancelAsked() : nested.outcome }
        if showsKeyHelp {
            // Any key closes the list of keys; Ctrl-C still cancels.
            showsKeyHelp = false
            return key == .control("c") ? cancelAsked() : nil
        }
        if overlay != nil {
            let outcome = handleOverlay(key)
            return outcome == .cancelled ? cancelAsked() : outcome
        }
        if filePrompt != nil {
            if key == .control("c") { return cancelAsked() }
            handleFilePrompt(key)
            return nil
        }
        if key == .character("?"), lineEditor == nil, textArea == nil {
            showsKeyHelp = true
            return nil
        }
        switch key {
        case .control("c"): return cancelAsked()
        case .control("s"): return isAwaitingChecks ? nil : submit()
        case .escape:
            status = controller.form.word("terminal.keysHint")
            return nil
        case .tab:
            moveFocus(by: 1)
            return nil
        case .backTab:
            moveFocus(by: -1)
            return nil
        case .down where textArea == nil:
            moveFocus(by: 1)
            return nil
        case .up where textArea == nil:
            moveFocus(by: -1)
            return nil
        case .pageDown:
            moveFocus(by: max(1, bodyHeight / 2))
            return nil
        case .pageUp:
            moveFocus(by: -max(1, bodyHeight / 2))
            return nil
        case .control("n"):
            addRow()
            return nil
        case .control("x"):
            deleteFocusedRow(confirmed: deletionAsked != nil && deletionAsked == focusedID)
            return nil
        case .alt(.up), .alt(.down):
            moveFocusedRow(by: key == .alt(.up) ? -1 : 1)
            return nil
        case .paste(let text):
            paste(text)
            return nil
        default:
            break
        }
        guard let row = focusedRow else {
            if key == .enter { return submit() }
            return nil
        }
        return handle(key, in: row, editor: controller.presentation(of: row).editor)
    }

    private func handle(_ key: Key, in row: FormRow, editor: Editor) -> FormOutcome? {
        switch editor {
        case .textField:
            if key == .enter { return advance() }
            editText(key, in: row)
        case .textView:
            guard var area = textArea else { return nil }
            if area.handle(key) == .changed {
                textArea = area
                setText(area.text, for: row)
            } else {
                textArea = area
                if key == .up { moveFocus(by: -1) } else if key == .down { moveFocus(by: 1) }
            }
        case .datePicker(let picker):
            if key == .enter { return advance() }
            editDate(key, in: row, picker: picker)
        case .toggle, .check:
            if key == .character(" ") || key == .enter {
                controller.activate(row)
            } else if key == .left || key == .right {
                if case .toggle(let isOn) = editor, isOn != (key == .right) { controller.activate(row) }
            }
        case .slider(let range), .stepper(let range):
            if key == .left || key == .right || key == .character("-") || key == .character("+") {
                let direction: Double = key == .left || key == .character("-") ? -1 : 1
                adjust(row, range: range, by: direction)
            } else if key == .enter {
                return advance()
            }
        case .segmented(let list):
            if key == .left || key == .right {
                let current = list.selectedIndex ?? (key == .right ? -1 : list.titles.count)
                choose(option: current + (key == .right ? 1 : -1), in: row)
            } else if key == .enter {
                return advance()
            }
        case .picker(let list):
            if key == .enter || key == .character(" ") {
                overlay = Overlay(
                    list: ChoiceList(
                        title: row.title ?? "", choices: list.titles,
                        selected: Set(list.selectedIndex.map { [$0] } ?? [])),
                    target: .options(row))
            } else if key == .left || key == .right {
                let current = list.selectedIndex ?? (key == .right ? -1 : list.titles.count)
                choose(option: current + (key == .right ? 1 : -1), in: row)
            }
        case .selector:
            if key == .enter || key == .character(" ") { carryOut(controller.activate(row)) }
        case .button(let button):
            guard key == .enter || key == .character(" ") else { return nil }
            if button.role == .action, let plain = row as? ButtonRow, plain.tapHandlers.isEmpty {
                // A button with no action of its own is the form's submit button.
                return submit()
            }
            carryOut(controller.activate(row))
        case .custom:
            if let kind = customKind {
                if key == .enter { return advance() }
                editCustom(key, in: row, kind: kind)
            } else if key == .enter || key == .character(" ") {
                status =
                    row.title.map { controller.form.word("terminal.cannotEdit", ["title": $0]) }
                    ?? controller.form.word("terminal.cannotEditThis")
            }
        case .label:
            if key == .enter { return advance() }
        }
        return nil
    }

    /// Enter on a row: the next row, or a submit from the last one.
    private func advance() -> FormOutcome? {
        moveFocus(by: 1) ? nil : submit()
    }

    private func editText(_ key: Key, in row: FormRow) {
        guard var editor = lineEditor else { return }
        let outcome = editor.handle(key)
        lineEditor = editor
        if outcome == .changed { setText(editor.text, for: row) }
        if outcome != .ignored, let id = focusedID { cache[id] = nil }
    }

    func setText(_ text: String, for row: FormRow) {
        do {
            try controller.setText(text, for: row)
        } catch {
            status = "\(error)"
        }
    }

    private func editDate(_ key: Key, in row: FormRow, picker: DatePickerEditor) {
        guard var editor = lineEditor, let entry = dateEntry else { return }
        // ← → move over the fields (month, day, year, hour, minute); + - step the one the
        // cursor is in; anything else is typed.
        if key == .left || key == .right {
            if let start = DateEntry.fieldStart(
                from: editor.cursor, in: editor.characters, step: key == .left ? -1 : 1)
            {
                editor.moveCursor(to: start)
                lineEditor = editor
                cache[row.id] = nil
            }
            return
        }
        if entry.stepsWithPlusAndMinus, key == .character("+") || key == .character("-") {
            let base = editor.characters.isEmpty ? Array(entry.startingText()) : editor.characters
            guard
                let stepped = entry.stepped(
                    base, cursor: editor.cursor, by: key == .character("+") ? 1 : -1, within: picker)
            else {
                entryMessage = controller.form.word("entry.dateStep", ["pattern": entry.pattern])
                cache[row.id] = nil
                return
            }
            editor.setText(stepped.text)
            editor.moveCursor(to: stepped.cursor)
            lineEditor = editor
            dateTextChanged(in: row, picker: picker)
            return
        }
        let outcome = editor.handle(key)
        lineEditor = editor
        guard outcome == .changed else { return }
        dateTextChanged(in: row, picker: picker)
    }

    /// Reads the date typed so far into the row, or says why it is not one.
    func dateTextChanged(in row: FormRow, picker: DatePickerEditor) {
        guard let editor = lineEditor, let entry = dateEntry else { return }
        switch entry.value(from: editor.text, within: picker) {
        case .success(let value):
            entryMessage = nil
            entryDrafts[row.id] = nil
            setValue(value, of: row)
        case .failure(let problem):
            entryMessage = problem.message
        }
        if let id = focusedID { cache[id] = nil }
    }

    /// Types into a custom row with a text form: a valid text sets the value, anything else
    /// stays as typed with a message.
    private func editCustom(_ key: Key, in row: FormRow, kind: FormValueKind) {
        guard var editor = lineEditor else { return }
        let outcome = editor.handle(key)
        lineEditor = editor
        if outcome != .ignored { cache[row.id] = nil }
        guard outcome == .changed else { return }
        let unreadableKey =
            kind == .string
            ? "entry.short.notValid" : kind == .int ? "entry.short.notWholeNumber" : "entry.short.notNumber"
        let unreadable = controller.form.word(unreadableKey)
        guard let value = Self.value(of: editor.text, kind: kind) else {
            entryMessage = unreadable
            return
        }
        do {
            try row.checkFormValue(value)
        } catch {
            entryMessage = controller.form.word("entry.notAccepted")
            return
        }
        entryMessage = nil
        entryDrafts[row.id] = nil
        setValue(value, of: row)
    }

    func setValue(_ value: FormValue, of row: FormRow) {
        guard let path = controller.path(of: row) else { return }
        do {
            try controller.form.transaction { try controller.setValue(value, forRowAt: path) }
        } catch {
            status = "\(error)"
        }
    }

    private func adjust(_ row: FormRow, range: NumberRangeEditor, by direction: Double) {
        let step = range.step > 0 ? range.step : max((range.maximum - range.minimum) / 20, 1)
        let current = range.value ?? (direction > 0 ? range.minimum - step : range.maximum + step)
        let next = min(max(current + direction * step, range.minimum), range.maximum)
        guard next != range.value else { return }
        setValue(.double(next), of: row)
    }

    func choose(option index: Int, in row: FormRow) {
        guard let options = row as? any OptionsProviding, options.optionValues.indices.contains(index) else { return }
        setValue(options.optionValues[index], of: row)
    }

    /// Does what an activation asks for on screen.
    func carryOut(_ activation: Activation) {
        switch activation {
        case .presentSelector(let screen):
            overlay = Overlay(screen: screen)
            if screen.loadState == .loading { screensToLoad.append(screen) }
        case .insertedRow(let row):
            if let path = controller.path(of: row), let id = controller.snapshot.row(at: path),
                let index = itemIndex[id]
            {
                focus(item: index)
            }
        case .presentSubForm(let row):
            openSubForm(row)
        case .presentAppScreen(let row):
            describeAppScreen(row)
        case .pickFile(let row):
            beginFilePrompt(for: row)
        case .focus, .toggled, .expandedInlineEditor, .collapsedInlineEditor, .ranButton, .nothing:
            break
        }
    }

    // MARK: Submit

    /// Validates the whole form: success ends it with its values; otherwise focus moves to
    /// the first row with a problem and the status line says how many there are. When
    /// asynchronous checks are in flight the submit waits for them (``isAwaitingChecks``)
    /// and the session ends it once they are done.
    func submit() -> FormOutcome? {
        if let row = editingRow {
            editingRow = nil
            controller.endEditing(row)
            editingRow = controller.path(of: row) != nil ? row : nil
        }
        let errors = controller.form.submit()
        if let id = focusedID, dateEntry != nil || customKind != nil, let message = entryMessage,
            let text = lineEditor?.text
        {
            entryDrafts[id] = (text, message)
        }
        let unreadable = Set(controller.rowsWithUnreadableText).union(entryDrafts.keys.filter { itemIndex[$0] != nil })
        if !unreadable.isEmpty {
            // Text that is not a value stays on screen with its message; nothing is sent
            // as if it were not there.
            hasTriedSubmit = true
            for id in unreadable { cache[id] = nil }
            showProblems(errors, unreadable: unreadable)
            return nil
        }
        guard !errors.isEmpty else {
            if controller.form.hasAsyncValidationInFlight {
                isAwaitingChecks = true
                return nil
            }
            return .submitted(controller.form.values())
        }
        showProblems(errors)
        return nil
    }

    /// Moves focus to the first row with a problem and says how many there are.
    func showProblems(_ errors: [ValidationError], unreadable: Set<RowID> = []) {
        var failing = unreadable
        for error in errors {
            // A problem inside a pushed sub-form marks the sub-form's row on this screen.
            let row = controller.row(id: error.row)
            failing.insert(
                row.map { (SubFormRow.pushedPath(to: $0, from: controller.scope)?.first ?? $0).id } ?? error.row)
        }
        if let index = items.indices.first(where: {
            if case .row(_, let id) = items[$0] { failing.contains(id) } else { false }
        }) {
            if case .row(_, let id) = items[index], id != focusedID { focus(item: index) }
        }
        let count = errors.count + unreadable.count
        let form = controller.form
        if count == 1, let error = errors.first {
            status = form.word("problems.single", ["message": error.message])
        } else if count == 1, let id = unreadable.first, let draft = entryDrafts[id] {
            status = form.word("problems.single", ["message": draft.message])
        } else if count == 1, let id = unreadable.first, let row = controller.row(id: id) {
            status = form.word("problems.single", ["message": Self.unreadableMessage(for: row)])
        } else {
            status = form.word("problems.fixMarked", count: count)
        }
    }

    /// What is said under a row whose text is not a value of it.
    static func unreadableMessage(for row: FormRow) -> String {
        let key =
            switch row.kind {
            case .integer: "entry.notWholeNumber"
            case .decimal: "entry.notNumber"
            case .url: "entry.notWebAddress"
            default: "entry.notValid"
            }
        return row.form?.word(key) ?? FormaStrings().text(key, in: .english)
    }

    // MARK: Multivalued sections

    private func focusedSectionIndex() -> Int? {
        guard let id = focusedID, let index = itemIndex[id], case .row(let path, _) = items[index] else {
            return nil
        }
        return path.section
    }

    private func addRow() {
        guard let section = focusedSectionIndex(), controller.canInsert(inSection: section) else {
            status = controller.form.word("terminal.cannotAdd")
            return
        }
        do {
            let row = try controller.insertRow(inSection: section)
            carryOut(.insertedRow(row))
        } catch {
            status = "\(error)"
        }
    }

    /// Deletes the focused row of a multivalued section on a second Ctrl-X: the first asks,
    /// so that a stray key never deletes what was typed.
    private func deleteFocusedRow(confirmed: Bool) {
        guard let id = focusedID, let index = itemIndex[id], case .row(let path, _) = items[index],
            controller.canDelete(at: path)
        else {
            status = controller.form.word("terminal.cannotDelete")
            return
        }
        guard confirmed else {
            pendingDeletion = id
            let shown = controller.row(at: path).flatMap { controller.presentation(of: $0).displayText } ?? ""
            status =
                shown.isEmpty
                ? controller.form.word("terminal.confirmDeleteRow")
                : controller.form.word("terminal.confirmDelete", ["value": shown])
            return
        }
        do {
            try controller.deleteRow(at: path)
        } catch {
            status = "\(error)"
        }
    }

    private func moveFocusedRow(by offset: Int) {
        guard let id = focusedID, let index = itemIndex[id], case .row(let path, _) = items[index],
            controller.canMove(at: path)
        else {
            status = controller.form.word("terminal.cannotMove")
            return
        }
        let destination = TablePath(section: path.section, row: path.row + offset)
        guard let target = controller.row(at: destination), controller.canMove(at: destination),
            controller.presentation(of: target).canMove
        else { return }
        do {
            try controller.moveRow(from: path, to: destination)
            // The controller records a move the table "already shows"; this table redraws it.
            rebuildItems()
            cache[id] = nil
        } catch {
            status = "\(error)"
        }
    }
}
