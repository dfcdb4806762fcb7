extension Form {
    /// The form drawn as a tree, one line per section and row, with values (secret ones
    /// masked) and state. Tests use it as a readable oracle.
    ///
    /// ```
    /// Form
    /// ├─ Section "Event"
    /// │  ├─ TextRow "title" = "Lunch"
    /// │  └─ SwitchRow "allDay" title="All-day" = false
    /// └─ Section "Account"
    ///    └─ PasswordRow "password" = ••••••
    /// ```
    public var treeDescription: String {
        var lines = ["Form" + (isDisabled ? " [disabled]" : "")]
        for (i, section) in sections.enumerated() {
            let lastSection = i == sections.count - 1
            var head = (lastSection ? "└─ " : "├─ ") + "Section"
            if let header = section.header { head += " \"\(header)\"" }
            if let tag = section.tag { head += " #\(tag)" }
            if let key = section.multivaluedTag { head += " multivalued=\(key)" }
            if section.isHidden { head += " [hidden]" }
            if section.conditionState.isDisabled { head += " [disabled]" }
            lines.append(head)
            let indent = lastSection ? "   " : "│  "
            for (j, row) in section.rows.enumerated() {
                let lastRow = j == section.rows.count - 1 && section.footer == nil
                lines.append(indent + (lastRow ? "└─ " : "├─ ") + row.debugDescription)
            }
            if let footer = section.footer { lines.append(indent + "└─ footer \"\(footer)\"") }
        }
        return lines.joined(separator: "\n")
    }
}

extension Form: CustomDebugStringConvertible {
    public var debugDescription: String { treeDescription }
}
