extension TerminalFormView {
    /// The overlay list as a box of lines, and the cursor in its filter.
    func overlayLines(_ overlay: Overlay) -> (lines: [String], cursor: (line: Int, column: Int)?) {
        let list = overlay.list
        let boxWidth = min(max(overlay.contentWidth + 4, 24), Overlay.widestDrawn, size.columns)
        let left = max(0, (size.columns - boxWidth) / 2)
        let inner = max(1, boxWidth - 4)
        let rows = max(1, min(max(list.visible.count, 1), bodyHeight - 3))
        var lines: [String] = []

        func boxed(_ build: (inout ScreenLine) -> Void) -> String {
            var line = ScreenLine(width: size.columns, palette: palette)
            line.pad(to: left)
            line.append("│ ", .accent)
            var content = ScreenLine(width: min(inner, max(0, line.remaining - 2)), palette: palette)
            build(&content)
            content.pad(to: content.width)
            line.append(content)
            line.append(" │", .accent)
            return line.rendered
        }

        var topLine = ScreenLine(width: size.columns, palette: palette)
        topLine.pad(to: left)
        let heading = "┌─ \(list.title) "
        topLine.append(heading, .accent)
        topLine.append(String(repeating: "─", count: max(0, boxWidth - DisplayWidth.of(heading) - 1)) + "┐", .accent)
        lines.append(topLine.rendered)

        let filter = list.filter.view(width: max(1, inner - 8))
        lines.append(
            boxed { line in
                line.append("Filter: ", .help)
                line.append(filter.text, .value)
            })
        let cursor = (line: 1, column: left + 2 + 8 + filter.cursorColumn)

        let first = max(0, list.highlight - rows + 1)
        if list.visible.isEmpty {
            let message: String
            let form = controller.form
            if !list.choices.isEmpty {
                message = form.word("selector.noMatches")
            } else if case .screen(let screen, _) = overlay.target {
                switch screen.loadState {
                case .loading: message = "\(spinner) \(form.presentationStrings.loading)"
                case .failed(let reason): message = form.word("selector.loadFailed", ["reason": reason])
                case .loaded, .cancelled: message = screen.emptyMessage ?? form.presentationStrings.noOptions
                }
            } else {
                message = form.presentationStrings.noOptions
            }
            lines.append(boxed { $0.append(message, .help) })
        }
        for position in first..<min(list.visible.count, first + rows) {
            let index = list.visible[position]
            let highlighted = position == list.highlight
            lines.append(
                boxed { line in
                    line.append(highlighted ? "› " : "  ", .accent)
                    if list.allowsMultipleSelection {
                        line.append(list.selected.contains(index) ? "[x] " : "[ ] ", .accent)
                    } else if list.selected.contains(index) {
                        line.append("✓ ", .selected)
                    } else {
                        line.append("  ")
                    }
                    line.append(list.choices[index], highlighted ? .focus : .value)
                })
        }
        var bottom = ScreenLine(width: size.columns, palette: palette)
        bottom.pad(to: left)
        bottom.append("└" + String(repeating: "─", count: max(0, boxWidth - 2)) + "┘", .accent)
        lines.append(bottom.rendered)
        return (lines, cursor)
    }
}
