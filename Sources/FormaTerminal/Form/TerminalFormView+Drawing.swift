import FormaCore

extension TerminalFormView {
    /// Lines between the title and the status line.
    var bodyHeight: Int { size.rows >= 5 ? size.rows - 3 : size.rows }
    private var bodyStart: Int { size.rows >= 5 ? 1 : 0 }

    /// The whole screen now: title, the rows in view, the status and help lines, and the
    /// cursor where text is being typed.
    public func frame() -> ScreenFrame {
        if let nestedScreen {
            nestedScreen.resize(size)
            return nestedScreen.frame()
        }
        ensureFocusVisible()
        var body: [String] = []
        var cursor: ScreenFrame.Cursor?
        var index = top
        while body.count < bodyHeight && index < items.count {
            let drawn = lines(ofItem: index)
            if let position = drawn.cursor, body.count + position.line < bodyHeight {
                cursor = ScreenFrame.Cursor(row: bodyStart + body.count + position.line, column: position.column)
            }
            body += drawn.lines
            index += 1
        }
        if body.count > bodyHeight { body.removeLast(body.count - bodyHeight) }
        while body.count < bodyHeight { body.append("") }
        if showsKeyHelp {
            body = keyHelpLines()
            cursor = nil
        } else if let overlay {
            let drawn = overlayLines(overlay)
            let start = min(1, max(0, bodyHeight - drawn.lines.count))
            for (offset, line) in drawn.lines.enumerated() where start + offset < bodyHeight {
                body[start + offset] = line
            }
            cursor = drawn.cursor.map { ScreenFrame.Cursor(row: bodyStart + start + $0.line, column: $0.column) }
        }
        var lines: [String] = []
        if size.rows >= 5 {
            var heading = ScreenLine(width: size.columns, palette: palette)
            heading.append(" \(title) ", .header)
            lines.append(heading.rendered)
        }
        lines += body
        if size.rows >= 5 {
            var statusLine = ScreenLine(width: size.columns, palette: palette)
            if isAwaitingChecks {
                statusLine.append("\(spinner) \(controller.form.word("terminal.checking"))", .help)
            } else if let status {
                statusLine.append(status, .error)
            } else if focusedID == nil && overlay == nil {
                statusLine.append(controller.form.word("terminal.nothingToEdit"), .help)
            }
            lines.append(statusLine.rendered)
            var help = ScreenLine(width: size.columns, palette: palette)
            help.append(helpText(), .help)
            lines.append(help.rendered)
        }
        return ScreenFrame(size: size, lines: lines, cursor: cursor)
    }

    private func ensureFocusVisible() {
        top = min(top, max(0, items.count - 1))
        guard let id = focusedID, let focus = itemIndex[id] else { return }
        var start = focus
        if focus > 0, case .header = items[focus - 1] { start = focus - 1 }
        if start < top {
            top = start
            return
        }
        var used = 0
        for index in top...focus { used += lines(ofItem: index).lines.count }
        while used > bodyHeight && top < focus {
            used -= lines(ofItem: top).lines.count
            top += 1
        }
        fillFromAbove()
    }

    /// After the window grew (or rows went away at the end): rows hidden above come back
    /// into the room left empty below.
    private func fillFromAbove() {
        guard top > 0 else { return }
        var used = 0
        var index = top
        while used < bodyHeight && index < items.count {
            used += lines(ofItem: index).lines.count
            index += 1
        }
        while top > 0 {
            let above = lines(ofItem: top - 1).lines.count
            guard used + above <= bodyHeight else { break }
            used += above
            top -= 1
        }
    }

    /// Every key binding, as `?` shows them.
    static let keyBindings: [(keys: String, action: String)] = [
        ("↑ ↓ Tab Shift-Tab", "move between rows"),
        ("Page Up / Page Down", "move half a screen"),
        ("Enter", "open a list, press a button, next row"),
        ("Space", "toggle, check, open a list, press a button"),
        ("← →", "change a value; move in text"),
        ("- +", "step a slider, a stepper or a date's field"),
        ("Home End Ctrl-A Ctrl-E", "start or end of the text"),
        ("Ctrl-K Ctrl-U Ctrl-W", "delete to the end, to the start, a word"),
        ("Alt-← Alt-→", "move by word"),
        ("Ctrl-N", "add a row to a list of rows"),
        ("Ctrl-X Ctrl-X", "delete the row (asks first)"),
        ("Alt-↑ Alt-↓", "move the row up or down"),
        ("type", "filter an open list"),
        ("Esc", "close a list"),
        ("Ctrl-S", "submit"),
        ("Ctrl-C", "cancel"),
        ("?", "this list (on a row that is not typed into)"),
    ]

    /// The list of keys filling the body, with a line saying how to close it.
    private func keyHelpLines() -> [String] {
        var lines: [String] = []
        var heading = ScreenLine(width: size.columns, palette: palette)
        heading.append("Keys — press any key to go back", .header)
        lines.append(heading.rendered)
        let column = min(26, max(4, size.columns / 2))
        for binding in Self.keyBindings {
            var line = ScreenLine(width: size.columns, palette: palette)
            line.pad(to: 2)
            line.append(binding.keys, .accent)
            line.pad(to: max(line.used + 1, column))
            line.append(binding.action, .plain)
            lines.append(line.rendered)
        }
        if lines.count > bodyHeight { lines.removeLast(lines.count - bodyHeight) }
        while lines.count < bodyHeight { lines.append("") }
        return lines
    }

    private func helpText() -> String {
        if showsKeyHelp { return "any key: back · ctrl-c cancel" }
        if let overlay {
            return overlay.list.allowsMultipleSelection
                ? "type to filter · ↑↓ move · space select · enter done · esc back"
                : "type to filter · ↑↓ move · enter choose · esc back"
        }
        var parts: [String] = []
        if let row = focusedRow {
            switch controller.presentation(of: row).editor {
            case .textView: parts.append("tab next")
            case .toggle, .check: parts.append("space toggle")
            case .slider, .stepper, .segmented: parts.append("←→ change")
            case .selector, .picker: parts.append("enter choose")
            case .button: parts.append("enter press")
            case .datePicker: parts.append("type · ←→ field · +- step")
            case .custom: parts.append(customKind != nil ? "type the value" : "cannot be edited here")
            default: parts.append("↑↓ move")
            }
            if lineEditor == nil && textArea == nil { parts.append("? keys") }
            if let path = controller.path(of: row) {
                if controller.canInsert(inSection: path.section) { parts.append("ctrl-n add") }
                if controller.canDelete(at: path) { parts.append("ctrl-x delete") }
                if controller.canMove(at: path) { parts.append("alt-↑↓ reorder") }
            }
        }
        // The keys that end the form are never cut: the others give way first.
        let ending = ["ctrl-s submit", "ctrl-c cancel"]
        var shown = ending
        for part in parts {
            let candidate = Array(shown.dropLast(2)) + [part] + ending
            if DisplayWidth.of(candidate.joined(separator: " · ")) > size.columns { break }
            shown = candidate
        }
        let line = shown.joined(separator: " · ")
        if DisplayWidth.of(line) <= size.columns { return line }
        let short = "^S submit · ^C cancel"
        return DisplayWidth.of(short) <= size.columns ? short : "^S ok · ^C quit"
    }

    // MARK: Items

    func lines(ofItem index: Int) -> (lines: [String], cursor: (line: Int, column: Int)?) {
        switch items[index] {
        case .spacer:
            return ([""], nil)
        case .header(let section):
            var line = ScreenLine(width: size.columns, palette: palette)
            line.append(controller.presentation(ofSectionAt: section)?.header ?? "", .header)
            return ([line.rendered], nil)
        case .footer(let section):
            let text = controller.presentation(ofSectionAt: section)?.footer ?? ""
            let wrapped = TerminalText.wrapped(text, to: max(1, size.columns - 2))
            return (
                wrapped.map { part in
                    var line = ScreenLine(width: size.columns, palette: palette)
                    line.pad(to: 2)
                    line.append(part, .footer)
                    return line.rendered
                }, nil
            )
        case .row(let path, let id):
            let focused = id == focusedID
            if !focused, let cached = cache[id] { return (cached, nil) }
            guard let presentation = controller.presentation(at: path) else { return ([""], nil) }
            let drawn = RowDrawing(view: self, presentation: presentation, focused: focused).draw()
            if !focused { cache[id] = drawn.lines }
            return drawn
        }
    }
}
