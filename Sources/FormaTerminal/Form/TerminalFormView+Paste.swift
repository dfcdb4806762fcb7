import FormaCore

extension TerminalFormView {
    /// Handles the keys of one read. Characters read together — a paste in a terminal that
    /// does not mark pastes, or fast typing — go into the focused text field or area as one
    /// edit: one value change, one redraw.
    /// - Returns: the outcome when a key ends the form.
    func handle(batch keys: [Key]) -> FormOutcome? {
        if let text = Self.unmarkedPaste(keys), overlay == nil, lineEditor != nil || textArea != nil {
            // Text with line breaks inside, read at once: a paste in a terminal that does not
            // mark pastes. It is text, never Enter: it must not fill the rows below.
            status = nil
            paste(text)
            return nil
        }
        var index = 0
        while index < keys.count {
            // Dates take their keys one by one: + and - step a field there.
            if case .character = keys[index], overlay == nil, dateEntry == nil, lineEditor != nil || textArea != nil {
                var run = ""
                var end = index
                while end < keys.count, case .character(let character) = keys[end] {
                    run.append(character)
                    end += 1
                }
                if end - index > 1, let row = focusedRow {
                    status = nil
                    insert(run, in: row)
                    index = end
                    continue
                }
            }
            if let outcome = handle(keys[index]) { return outcome }
            index += 1
        }
        return nil
    }

    /// The text of keys read together that can only be a paste: characters with a line
    /// break between two of them (`abc⏎def`), and nothing but characters, line breaks and
    /// tabs. `nil` otherwise (a person typing, however fast, ends a read at Enter).
    static func unmarkedPaste(_ keys: [Key]) -> String? {
        guard keys.count >= 3 else { return nil }
        var text = ""
        var sawBreak = false
        var textAfterBreak = false
        for key in keys {
            switch key {
            case .character(let character):
                text.append(character)
                if sawBreak { textAfterBreak = true }
            case .enter:
                if text.isEmpty { return nil }
                text.append("\n")
                sawBreak = true
            case .tab:
                text.append("\t")
            default:
                return nil
            }
        }
        return textAfterBreak ? text : nil
    }

    /// Puts pasted text into the focused row as one edit: a text field takes it on one line
    /// (line breaks and tabs as spaces), a text area with its lines, a date field as typed.
    func paste(_ text: String) {
        guard let row = focusedRow, lineEditor != nil || textArea != nil else {
            status = "Only text fields take a paste"
            return
        }
        insert(textArea == nil ? LineEditor.oneLine(text) : text, in: row)
    }

    /// Inserts text at the cursor of the focused editor and hands the result to the
    /// controller once; says so when the text was cut to fit.
    private func insert(_ text: String, in row: FormRow) {
        let insertion: LineEditor.Insertion
        if var area = textArea {
            insertion = area.insert(text)
            textArea = area
            if insertion.changed { setText(area.text, for: row) }
        } else if var editor = lineEditor {
            insertion = editor.insert(text)
            lineEditor = editor
            if insertion.changed {
                if dateEntry != nil, case .datePicker(let picker) = controller.presentation(of: row).editor {
                    dateTextChanged(in: row, picker: picker)
                } else {
                    setText(editor.text, for: row)
                }
            }
        } else {
            return
        }
        if insertion.cut {
            status = "Paste cut to the \(TerminalText.grouped(LineEditor.maximumUTF8Length)) bytes a field holds"
        }
        if let id = focusedID { cache[id] = nil }
    }
}
