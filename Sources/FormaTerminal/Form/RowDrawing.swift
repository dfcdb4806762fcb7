import FormaCore

/// Draws one row from its presentation: the title in its column, the value drawn the way
/// the row's editor asks, then the row's messages under it.
///
/// On a narrow terminal (under 30 columns), or when the title is longer than the title
/// column, the value goes on its own line under the title.
@MainActor
struct RowDrawing {
    let view: TerminalFormView
    let presentation: RowPresentation
    let focused: Bool

    private var width: Int { view.size.columns }
    /// The value goes under the title on a narrow terminal, and when the title does not fit
    /// in the title column (it would run into the value).
    private var stacked: Bool {
        guard hasTitle else { return false }
        if width < 30 { return true }
        let title = DisplayWidth.of(presentation.title ?? "") + (presentation.isRequired ? 1 : 0)
        return 2 + title + 1 > min(2 + view.titleColumn, max(2, width - 4))
    }
    private var hasTitle: Bool { !(presentation.title ?? "").isEmpty || presentation.isRequired }
    /// Rows without a title (a field with only a placeholder) start their value where titles start.
    private var valueStart: Int {
        if !hasTitle { return 2 }
        return stacked ? 4 : min(2 + view.titleColumn, max(2, width - 4))
    }
    private var valueWidth: Int { max(1, width - valueStart) }
    private var palette: Palette { view.palette }

    func draw() -> (lines: [String], cursor: (line: Int, column: Int)?) {
        var lines: [String] = []
        var cursor: (line: Int, column: Int)?
        var line = ScreenLine(width: width, palette: palette)
        line.append(focused ? "› " : "  ", .accent)
        if case .button(let button) = presentation.editor {
            let title = presentation.title ?? ""
            line.append(button.role == .add ? "+ \(title)" : "[ \(title) ]", role(for: .title))
            lines.append(line.rendered)
        } else {
            let title = (presentation.title ?? "") + (presentation.isRequired ? "*" : "")
            line.append(title, role(for: .title))
            if stacked {
                lines.append(line.rendered)
                line = ScreenLine(width: width, palette: palette)
            }
            line.pad(to: valueStart)
            var extra: [String] = []
            if let column = drawValue(into: &line, extra: &extra) { cursor = (lines.count, valueStart + column) }
            if presentation.isValidating { line.append(" \(view.spinner) checking", .help) }
            lines.append(line.rendered)
            if let area = extraCursor(extra: extra) { cursor = (lines.count + area.line, valueStart + area.column) }
            lines += extra
        }
        var messages = presentation.messages
        if focused, let message = view.entryMessage {
            messages.append(message)
        } else if !focused, let draft = view.entryDrafts[presentation.id] {
            messages.append(draft.message)
        }
        if case .textField(let field) = presentation.editor, field.isDraft, !focused || view.hasTriedSubmit,
            let row = view.controller.row(id: presentation.id)
        {
            messages.append(TerminalFormView.unreadableMessage(for: row))
        }
        for message in messages {
            var messageLine = ScreenLine(width: width, palette: palette)
            messageLine.pad(to: valueStart)
            messageLine.append("✗ \(message)", .error)
            lines.append(messageLine.rendered)
        }
        return (lines, cursor)
    }

    private func role(for base: Palette.Role) -> Palette.Role {
        if !presentation.isEnabled { return .disabled }
        return focused ? .focus : base
    }

    /// Draws the value on the row's line; returns the cursor column when text is typed there.
    private func drawValue(into line: inout ScreenLine, extra: inout [String]) -> Int? {
        switch presentation.editor {
        case .textField(let field):
            return drawTextField(field, into: &line)
        case .textView(let textView):
            return drawTextView(textView, into: &line, extra: &extra)
        case .toggle(let isOn):
            line.append(isOn ? "● " : "○ ", .accent)
            line.append(presentation.accessibility.value ?? (isOn ? "On" : "Off"), .value)
        case .check(let isChecked):
            line.append(isChecked ? "[x]" : "[ ]", .accent)
        case .slider(let range):
            drawSlider(range, into: &line)
        case .stepper(let range):
            line.append("‹ ", .accent)
            line.append(range.valueText ?? presentation.displayText ?? "–", .value)
            line.append(" ›", .accent)
        case .segmented(let list):
            drawSegments(list, into: &line)
        case .datePicker:
            return drawDate(into: &line)
        case .picker:
            appendValue(presentation.displayText ?? "", into: &line)
            line.append(" ▾", .accent)
        case .selector:
            appendValue(presentation.displayText ?? "", into: &line)
            line.append(" ›", .accent)
        case .custom:
            if focused, view.customKind != nil, let editor = view.lineEditor {
                let shown = editor.view(width: valueWidth)
                line.append(shown.text, .value)
                return shown.cursorColumn
            }
            if let draft = view.entryDrafts[presentation.id] {
                line.append(draft.text, .value)
            } else {
                appendValue(presentation.displayText ?? "", into: &line)
            }
        case .button, .label:
            line.append(presentation.displayText ?? "", presentation.isEnabled ? .value : .disabled)
        }
        return nil
    }

    /// Draws a text field: the line being edited when focused, else its text (dots when secure).
    private func drawTextField(_ field: TextFieldEditor, into line: inout ScreenLine) -> Int? {
        if focused, let editor = view.lineEditor {
            let shown = editor.view(width: valueWidth)
            if shown.text.isEmpty, let placeholder = presentation.placeholder {
                line.append(placeholder, .placeholder)
            } else {
                line.append(shown.text, .value)
            }
            return shown.cursorColumn
        }
        let text =
            field.traits.isSecure
            ? String(repeating: "•", count: field.text.count)
            : field.isDraft ? field.text : (presentation.displayText ?? field.text)
        appendValue(text, into: &line)
        return nil
    }

    /// Draws a text view: the edited area's lines when focused (the rest go to `extra`),
    /// else its first line.
    private func drawTextView(
        _ textView: TextViewEditor, into line: inout ScreenLine, extra: inout [String]
    ) -> Int? {
        if focused, let area = view.textArea {
            let shown = area.view(width: valueWidth, height: 4)
            let first = shown.lines.first ?? ""
            if first.isEmpty && shown.lines.count <= 1, let placeholder = presentation.placeholder {
                line.append(placeholder, .placeholder)
            } else {
                line.append(first, .value)
            }
            for more in shown.lines.dropFirst() {
                var next = ScreenLine(width: width, palette: palette)
                next.pad(to: valueStart)
                next.append(more, .value)
                extra.append(next.rendered)
            }
            return shown.cursorRow == 0 ? shown.cursorColumn : nil
        }
        let parts = textView.text.split(separator: "\n", omittingEmptySubsequences: false)
        appendValue(parts.count > 1 ? String(parts[0]) + " …" : textView.text, into: &line)
        return nil
    }

    /// Draws a slider as a bar with a knob (when there is room) followed by its value.
    private func drawSlider(_ range: NumberRangeEditor, into line: inout ScreenLine) {
        let text = range.valueText ?? presentation.displayText ?? ""
        let barWidth = min(20, valueWidth - DisplayWidth.of(text) - 1)
        if barWidth >= 3 {
            let span = range.maximum - range.minimum
            let fraction = span > 0 ? ((range.value ?? range.minimum) - range.minimum) / span : 0
            let knob = Int((fraction * Double(barWidth - 1)).rounded())
            let clamped = min(max(knob, 0), barWidth - 1)
            line.append(String(repeating: "━", count: clamped), .accent)
            line.append("●", .value)
            line.append(String(repeating: "─", count: barWidth - 1 - clamped), .help)
            line.append(" ")
        }
        line.append(text, .value)
    }

    /// Draws segments side by side, the selected one in brackets. When they do not all fit,
    /// only the selected one is drawn, with `‹` and `›` saying there are more on either side;
    /// its title is cut with `…` if even that does not fit.
    private func drawSegments(_ list: ChoiceListEditor, into line: inout ScreenLine) {
        let full = list.titles.reduce(0) { $0 + DisplayWidth.of($1) + 2 } + max(0, list.titles.count - 1)
        if full > line.remaining, !list.titles.isEmpty {
            let index = list.selectedIndex.flatMap { list.titles.indices.contains($0) ? $0 : nil }
            let before = index.map { $0 > 0 } ?? false
            let after = index.map { $0 < list.titles.count - 1 } ?? true
            let marks = (before ? 2 : 0) + (after ? 2 : 0)
            let room = max(1, line.remaining - marks - 2)
            if before { line.append("‹ ", .accent) }
            if let index {
                line.append("[\(TerminalText.truncated(list.titles[index], to: room))]", .selected)
            } else {
                line.append(" \(TerminalText.truncated(list.titles[0], to: room)) ", .value)
            }
            if after { line.append(" ›", .accent) }
            return
        }
        for (index, title) in list.titles.enumerated() {
            if index > 0 { line.append(" ") }
            if index == list.selectedIndex {
                line.append("[\(title)]", .selected)
            } else {
                line.append(" \(title) ", .value)
            }
        }
    }

    /// Draws a date: the line being edited and its pattern when focused, else its text.
    private func drawDate(into line: inout ScreenLine) -> Int? {
        if focused, let editor = view.lineEditor, let entry = view.dateEntry {
            let hintWidth = DisplayWidth.of(entry.pattern) + 1
            let shown = editor.view(width: max(1, valueWidth - hintWidth))
            line.append(shown.text, .value)
            line.pad(to: valueStart + DisplayWidth.of(shown.text) + 1)
            line.append(entry.pattern, .help)
            return shown.cursorColumn
        }
        if let draft = view.entryDrafts[presentation.id] {
            line.append(draft.text, .value)
        } else {
            appendValue(presentation.displayText ?? "", into: &line)
        }
        return nil
    }

    private func extraCursor(extra: [String]) -> (line: Int, column: Int)? {
        guard focused, case .textView = presentation.editor, let area = view.textArea else { return nil }
        let shown = area.view(width: valueWidth, height: 4)
        guard shown.cursorRow > 0 else { return nil }
        return (shown.cursorRow - 1, shown.cursorColumn)
    }

    private func appendValue(_ text: String, into line: inout ScreenLine) {
        if text.isEmpty {
            line.append(presentation.placeholder ?? "", .placeholder)
        } else {
            line.append(text, presentation.isEnabled ? .value : .disabled)
        }
    }
}
