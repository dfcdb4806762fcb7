import FormaCore

extension DefinitionWriter {
    /// A sub-form row's sections, its rows' tags without the path the form gives them.
    mutating func subFormSections(_ subForm: SubFormRow, at path: [DefinitionPath.Component]) -> JSONNode {
        let prefix = subForm.tag.map { $0 + "." } ?? ""
        var sections: [JSONNode] = []
        for (i, section) in subForm.sections.enumerated() {
            sections.append(self.section(section, at: path + [.index(i)], prefix: prefix))
        }
        return JSONNode(.array(sections))
    }

    /// A repeatable section's description: its settings as read, the item's sections (from a
    /// new item, without the Remove button every inline item ends with) and the items' values.
    mutating func repeatable(_ section: Section, _ node: JSONNode, at path: [DefinitionPath.Component]) -> JSONNode {
        guard case .object(var members) = node.value else { return node }
        if node["form"] == nil, let item = section.makeRow?(0) as? SubFormRow {
            if item.presentation == .inline, let last = item.sections.last, let remove = last.rows.last,
                remove is ButtonRow
            {
                do {
                    try last.remove(remove)
                } catch {
                    problems.append(
                        DefinitionDiagnostic(
                            .notDescribable("the item's Remove button: \(error)"), at: DefinitionPath(path)))
                }
            }
            members.append(JSONMember("sections", subFormSections(item, at: path + [.key("sections")])))
        }
        var items: [JSONNode] = []
        for row in section.rows where row.hasValue {
            guard case .object(let fields) = row.formValue else { continue }
            let kept = fields.filter { !$0.value.isNull }
            items.append(JSONNode(.object(kept.map { JSONMember($0.key, JSONNode(formValue: $0.value)) })))
        }
        if !items.isEmpty { members.append(JSONMember("items", JSONNode(.array(items)))) }
        return JSONNode(.object(members))
    }
}
