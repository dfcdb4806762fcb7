import FormaCore

extension FormDriver {
    /// What a person sees, as text: the sections and rows the headless table shows, each
    /// row drawn from its presentation — title (`*` when required), the value, validation
    /// messages under it, `(disabled)` — and an open selector screen below. The same form
    /// and steps always give the same text.
    ///
    /// ```swift
    /// print(driver.screen)
    /// // # Account
    /// //   Email*: "ada@"
    /// //     ! Enter a valid email address
    /// //   [x] I accept the terms
    /// //   <Create Account>
    /// ```
    ///
    /// How each editor is drawn:
    /// - text field or view: `Title: "text"`, `(placeholder: …)` when empty, `(not a valid value)`
    ///   for a draft, bullets for secure text;
    /// - switch: `Title: on` / `off`; check mark: `[x] Title` / `[ ] Title`;
    /// - slider, stepper: `Title: 3 (0 to 10)`;
    /// - segmented, picker: `Title: [Free] Pro`, the chosen option in brackets;
    /// - selector: `Title: Every Week >`; date picker, label, custom: `Title: text`;
    /// - button: `<Title>`; an expanded inline editor adds `(open)`.
    ///
    /// No-break and other fixed-width spaces (which date formats put before "PM") are
    /// written as plain spaces, and spaces at the ends of lines are dropped, so an expected
    /// screen can be typed.
    public var screen: String {
        var lines: [String] = []
        let snapshot = table.snapshot
        for (index, entry) in snapshot.sections.enumerated() {
            let section = controller.section(at: index, in: snapshot)
            var header = "#"
            if let title = section?.header, !title.isEmpty { header += " " + title }
            if let section, section.isCollapsible, section.isCollapsed { header += " (collapsed)" }
            lines.append(header)
            for r in entry.rows.indices {
                guard let row = controller.row(at: TablePath(section: index, row: r), in: snapshot) else { continue }
                lines += Self.lines(for: controller.presentation(of: row))
            }
            if let footer = section?.footer, !footer.isEmpty { lines.append("  footer: " + footer) }
        }
        if let selector = presentedSelector { lines += Self.lines(for: selector) }
        return lines.map { $0.withPlainSpaces.trimmingTrailingSpaces }.joined(separator: "\n")
    }

    /// The lines of one row: the row itself, then its messages.
    static func lines(for presentation: RowPresentation) -> [String] {
        let title = (presentation.title ?? "") + (presentation.isRequired ? "*" : "")
        let labelled = { (value: String) in title.isEmpty ? value : "\(title): \(value)" }
        var line: String
        switch presentation.editor {
        case .textField(let field):
            let text = field.traits.isSecure ? String(repeating: "•", count: field.text.count) : field.text
            line = labelled(quoted(text))
            if field.isDraft { line += " (not a valid value)" }
            if text.isEmpty, let placeholder = presentation.placeholder { line += " (placeholder: \(placeholder))" }
        case .textView(let view):
            line = labelled(quoted(view.text))
            if view.text.isEmpty, let placeholder = presentation.placeholder {
                line += " (placeholder: \(placeholder))"
            }
        case .toggle(let isOn): line = labelled(isOn ? "on" : "off")
        case .check(let isChecked): line = (isChecked ? "[x] " : "[ ] ") + title
        case .slider(let range), .stepper(let range):
            let value = range.valueText ?? range.value.map(number) ?? ""
            line = labelled("\(value) (\(number(range.minimum)) to \(number(range.maximum)))")
        case .segmented(let list), .picker(let list):
            let options = list.titles.enumerated().map {
                $0.offset == list.selectedIndex ? "[\($0.element)]" : $0.element
            }
            line = labelled(options.joined(separator: " "))
            if list.isExpanded { line += " (open)" }
        case .datePicker(let picker):
            line = labelled(presentation.displayText ?? "")
            if picker.isExpanded { line += " (open)" }
        case .selector: line = labelled(presentation.displayText.map { $0 + " >" } ?? ">")
        case .button: line = "<\(presentation.title ?? "")>"
        case .label, .custom: line = labelled(presentation.displayText ?? "")
        }
        if !presentation.isEnabled { line += " (disabled)" }
        if presentation.isValidating { line += " (validating)" }
        return ["  " + line] + presentation.messages.map { "    ! " + $0 }
    }

    /// The lines of an open selector screen: its title and style, then its choices.
    static func lines(for screen: SelectorScreen) -> [String] {
        var lines = [">> \(screen.title ?? "Choose") (\(screen.style.rawValue))"]
        if !screen.filterText.isEmpty { lines.append("  filter: \(quoted(screen.filterText))") }
        for section in screen.sections {
            if let title = section.title { lines.append("  -- \(title)") }
            for choice in section.choices {
                let mark =
                    screen.allowsMultipleSelection
                    ? (choice.isSelected ? "[x]" : "[ ]") : (choice.isSelected ? "(x)" : "( )")
                lines.append("  \(mark) \(choice.title)")
            }
        }
        if screen.loadState == .loading { lines.append("  (loading)") }
        if let message = screen.emptyMessage { lines.append("  " + message) }
        return lines
    }

    /// A bound as a person reads it: whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension String {
    /// The string with no-break and other fixed-width spaces (which date formats put before
    /// "PM") as plain spaces, so an expected screen can be typed.
    var withPlainSpaces: String {
        String(
            String.UnicodeScalarView(
                unicodeScalars.map { $0 != " " && $0.properties.isWhitespace && $0 != "\n" ? " " : $0 }))
    }

    /// The string without spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
