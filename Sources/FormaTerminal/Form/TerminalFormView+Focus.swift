import FormaCore

extension TerminalFormView {
    /// `true` if the item is a row a person can do something with.
    func isFocusable(_ index: Int) -> Bool {
        guard items.indices.contains(index), case .row(let path, _) = items[index],
            let presentation = controller.presentation(at: path), presentation.isEnabled
        else { return false }
        // Custom rows take focus too: one with a text form is typed into, one without says it
        // cannot be edited here.
        return presentation.editor != .label
    }

    func focusFirst() {
        if let index = items.indices.first(where: isFocusable) { focus(item: index) }
    }

    /// The next focusable item after (or before) `index`, without wrapping.
    func focusable(from index: Int, step: Int) -> Int? {
        var candidate = index + step
        while items.indices.contains(candidate) {
            if isFocusable(candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// Moves focus to the row at an item, ending the edit of the row that had it.
    func focus(item index: Int) {
        guard case .row(_, let id) = items[index] else { return }
        if id == focusedID { return }
        leaveFocusedRow()
        focusedID = id
        guard let row = row(ofItem: index) else { return }
        let presentation = controller.presentation(of: row)
        switch presentation.editor {
        case .textField(let field):
            controller.activate(row)
            editingRow = row
            lineEditor = LineEditor(text: field.text, masked: field.traits.isSecure)
        case .textView(let view):
            controller.activate(row)
            editingRow = row
            textArea = TextAreaEditor(text: view.text)
        case .datePicker(let picker):
            controller.beginEditing(row)
            editingRow = row
            let entry = DateEntry(mode: picker.mode, environment: controller.form.formatting)
            dateEntry = entry
            if let draft = entryDrafts[id] {
                lineEditor = LineEditor(text: draft.text)
                entryMessage = draft.message
            } else {
                lineEditor = LineEditor(text: entry.text(for: picker))
            }
        case .slider, .stepper, .segmented:
            controller.activate(row)
            editingRow = row
        case .custom(let custom):
            guard let kind = Self.textKind(of: row) else { break }
            controller.beginEditing(row)
            editingRow = row
            customKind = kind
            if let draft = entryDrafts[id] {
                lineEditor = LineEditor(text: draft.text)
                entryMessage = draft.message
            } else {
                lineEditor = LineEditor(text: Self.text(of: custom.value))
            }
        default:
            break
        }
        cache[id] = nil
    }

    /// Ends the edit of the focused row: its blur, which runs on-blur validation.
    func leaveFocusedRow() {
        if let id = focusedID {
            cache[id] = nil
            if dateEntry != nil || customKind != nil, let message = entryMessage, let text = lineEditor?.text {
                entryDrafts[id] = (text, message)
            }
        }
        if let row = editingRow {
            editingRow = nil
            controller.endEditing(row)
        }
        lineEditor = nil
        textArea = nil
        dateEntry = nil
        customKind = nil
        entryMessage = nil
        focusedID = nil
    }

    /// After rows came or went: keep focus where it was, or move it to the nearest row.
    func repairFocus(near oldIndex: Int) {
        if let id = focusedID, itemIndex[id] != nil, isFocusable(itemIndex[id] ?? 0) { return }
        if focusedID != nil {
            // The focused row left the screen or became disabled: its edit is over.
            editingRow = nil
            lineEditor = nil
            textArea = nil
            dateEntry = nil
            customKind = nil
            entryMessage = nil
            focusedID = nil
        }
        let start = min(oldIndex, max(items.count - 1, 0))
        if isFocusable(start) {
            focus(item: start)
        } else if let next = focusable(from: start, step: 1) ?? focusable(from: start, step: -1) {
            focus(item: next)
        }
    }

    /// Moves focus by `step` focusable rows; returns `false` at either end.
    @discardableResult
    func moveFocus(by step: Int) -> Bool {
        guard let id = focusedID, let index = itemIndex[id] else {
            focusFirst()
            return focusedID != nil
        }
        guard let next = focusable(from: index, step: step < 0 ? -1 : 1) else { return false }
        var target = next
        for _ in 1..<max(1, abs(step)) {
            guard let further = focusable(from: target, step: step < 0 ? -1 : 1) else { break }
            target = further
        }
        focus(item: target)
        return true
    }
}

extension TerminalFormView {
    /// The kind of value a custom row takes as text (text or a number), or `nil` when it has
    /// no text form.
    static func textKind(of row: FormRow) -> FormValueKind? {
        switch row.heldValueKind {
        case .string, .int, .double: row.heldValueKind
        default: nil
        }
    }

    /// A custom row's value as text to edit.
    static func text(of value: FormValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        default: ""
        }
    }

    /// Typed text as a custom row's value of `kind`, or `nil` when it is not one.
    static func value(of text: String, kind: FormValueKind) -> FormValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .null }
        switch kind {
        case .int: return Int(trimmed).map(FormValue.int)
        case .double: return Double(trimmed).flatMap { $0.isFinite ? FormValue.double($0) : nil }
        default: return .string(text)
        }
    }
}
