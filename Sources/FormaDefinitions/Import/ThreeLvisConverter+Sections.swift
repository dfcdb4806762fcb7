import FormaCore

extension ThreeLvisConverter {
    /// A section: its fields, or a dynamic section made multivalued from its template.
    func convertSection(_ node: JSONNode) -> (node: [JSONMember], id: String?)? {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a section object", found: node.typeName), node)
            return nil
        }
        let id = node["id"]?.string
        if let id { ids.insert(id) }
        var rows: [JSONNode] = []
        var origins: [(path: [DefinitionPath.Component], offset: Int)] = []
        var isDynamic = false
        var actionTitle: String?
        for member in members {
            switch member.key {
            case "id", "fields": break
            case "type":
                if member.value.string == "dynamic" {
                    isDynamic = true
                } else if member.value.string != "default" {
                    note(.noEquivalent("the section type '\(member.value.string ?? "?")'"), member.value, key: "type")
                }
            case "action_title": actionTitle = member.value.string
            default: note(.noEquivalent("the section key '\(member.key)'"), member.value, key: member.key)
            }
        }
        if let fields = node["fields"], case .array(let items) = fields.value {
            at(.key("fields")) {
                for (f, item) in items.enumerated() {
                    at(.index(f)) {
                        if let row = convertField(item, inTemplate: false) {
                            rows.append(row)
                            origins.append((path, item.offset))
                        }
                    }
                }
            }
        }
        var section: [JSONMember] = []
        if let id { section.append(JSONMember("tag", JSONNode(.string(id)))) }
        if isDynamic, let id {
            var multivalued: [JSONMember] = [
                JSONMember("options", JSONNode(.array([JSONNode(.string("insert")), JSONNode(.string("delete"))])))
            ]
            if let actionTitle { multivalued.append(JSONMember("addTitle", JSONNode(.string(actionTitle)))) }
            multivalued.append(JSONMember("tag", JSONNode(.string(id + "Values"))))
            if let template = templateRow(for: id, at: node) { multivalued.append(JSONMember("template", template)) }
            section.append(JSONMember("multivalued", JSONNode(.object(multivalued))))
        }
        section.append(JSONMember("rows", JSONNode(.array(rows))))
        sectionOrigins.append((path, node.offset))
        rowOrigins.append(origins)
        return (section, id)
    }

    /// The row a dynamic section adds: the first field of its template that holds a value.
    private func templateRow(for id: String, at node: JSONNode) -> JSONNode? {
        guard let template = templates[id] else {
            note(.templateNotFound(id, suggestion: EditDistance.nearest(to: id, in: templates.keys)), node, key: "id")
            return nil
        }
        let saved = path
        path = template.path
        defer { path = saved }
        guard case .array(let fields)? = template.node["fields"]?.value else { return nil }
        var chosen: JSONNode?
        at(.key("fields")) {
            for (f, field) in fields.enumerated() {
                at(.index(f)) {
                    let type = field["type"]?.string
                    if type == "button" { return } // the remove button: rows can be deleted
                    if chosen == nil {
                        chosen = convertField(field, inTemplate: true)
                    } else {
                        note(
                            .noEquivalent("a second field in a dynamic section's entry (Forma adds one row per entry)"),
                            field)
                    }
                }
            }
        }
        return chosen
    }
}
