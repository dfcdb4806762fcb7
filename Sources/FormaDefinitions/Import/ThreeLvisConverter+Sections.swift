import FormaCore

extension ThreeLvisConverter {
    /// A section: its fields, or a dynamic section made multivalued from its template.
    func convertSection(_ node: JSONNode) -> (node: [JSONMember], id: String?)? {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a section object", found: node.typeName), node)
            return nil
        }
        if let idNode = node["id"], idNode.string == nil {
            note(.wrongType(expected: "a string id", found: idNode.typeName), idNode, key: "id")
        }
        let id = node["id"]?.string
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
            case "styles": note(.noEquivalent("the section's 'styles'"), member.value, key: member.key)
            default: unknownKey(member, known: ["id", "type", "fields", "action_title", "styles"])
            }
        }
        if let fieldsNode = node["fields"], case .array(let items) = fieldsNode.value {
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
        if let id {
            if fields[id] == nil {
                section.append(JSONMember("tag", JSONNode(.string(id))))
            } else {
                // Forma's tags are one namespace; the section's targets still reach it.
                note(
                    .importDifference(
                        "the section id '\(id)' is also a field's; Forma tags are unique, so the section is left untagged"
                    ), node["id"] ?? node, key: "id")
            }
        }
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
                        convertingTemplate = true
                        defer { convertingTemplate = false }
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
