import FormaCore

extension ThreeLvisConverter {
    /// Whether a section is `"type": "dynamic"`.
    private func isDynamicSection(_ node: JSONNode) -> Bool { node["type"]?.string == "dynamic" }

    /// A section: its fields, or a dynamic section made a repeatable section of its template.
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
        var origins: [RowOrigin] = []
        var isDynamic = false
        var actionTitle: String?
        for member in members {
            switch JSONKey(member.key) {
            case "id", "fields": break
            case "type":
                if member.value.string == "dynamic" {
                    isDynamic = true
                } else if member.value.string != "default" {
                    note(.noEquivalent("the section type '\(member.value.string ?? "?")'"), member.value, key: "type")
                }
            case "action_title": actionTitle = member.value.string
            case "targets" where isDynamicSection(node): break
            case "styles": note(.noEquivalent("the section's 'styles'"), member.value, key: member.key)
            default: unknownKey(member, known: ["id", "type", "fields", "action_title", "targets", "styles"])
            }
        }
        if let fieldsNode = node["fields"], case .array(let items) = fieldsNode.value {
            let owner = path
            at(.key("fields")) {
                for (f, item) in items.enumerated() {
                    at(.index(f)) {
                        if let (row, id) = convertField(item, inTemplate: false) {
                            rows.append(row)
                            origins.append(RowOrigin(owner: owner, index: f, offset: item.offset, id: id))
                        }
                    }
                }
            }
        }
        var section: [JSONMember] = []
        if let id, !isDynamic {
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
            if !rows.isEmpty, let fieldsNode = node["fields"] {
                note(
                    .noEquivalent("the fields of a dynamic section itself (its items are its rows in Forma)"),
                    fieldsNode, key: "fields")
                rows = []
                origins = []
            }
            if node["targets"] != nil, let targets = node["targets"] {
                note(.noEquivalent("the targets of a dynamic section's add button"), targets, key: "targets")
            }
            var repeatable: [JSONMember] = [JSONMember("tag", JSONNode(.string(id)))]
            if let actionTitle { repeatable.append(JSONMember("addTitle", JSONNode(.string(actionTitle)))) }
            let (itemRows, itemOrigins) = templateRows(for: id, at: node)
            templateOrigins[sectionOrigins.count] = itemOrigins
            repeatable.append(
                JSONMember(
                    "sections",
                    JSONNode(.array([JSONNode(.object([JSONMember("rows", JSONNode(.array(itemRows)))]))]))))
            section.append(JSONMember("repeatable", JSONNode(.object(repeatable))))
        } else {
            section.append(JSONMember("rows", JSONNode(.array(rows))))
        }
        sectionOrigins.append((path, node.offset))
        rowOrigins.append(origins)
        return (section, id)
    }

    /// The rows of a dynamic section's item: its template's fields, each by its own tag
    /// (`name` of `companies[:index].name`), without the remove button (every Forma item
    /// has one), with where each came from.
    private func templateRows(
        for id: String, at node: JSONNode
    ) -> ([JSONNode], [RowOrigin]) {
        guard let template = templates[id] else {
            note(.templateNotFound(id, suggestion: EditDistance.nearest(to: id, in: templates.keys)), node, key: "id")
            return ([], [])
        }
        let saved = path
        path = template.path
        defer { path = saved }
        guard case .array(let fields)? = template.node["fields"]?.value else { return ([], []) }
        var rows: [JSONNode] = []
        var origins: [RowOrigin] = []
        let owner = path
        convertingTemplate = id
        defer { convertingTemplate = nil }
        at(.key("fields")) {
            for (f, field) in fields.enumerated() {
                at(.index(f)) {
                    let fieldID = field["id"]?.string ?? ""
                    if fieldID == id + "[:index].remove" { return } // the item's Remove button
                    if !fieldID.isEmpty, templateFields[fieldID] == nil {
                        note(
                            .importDifference(
                                "the template field '\(fieldID)' is not named '\(id)[:index].…'; its item's row goes by the whole id"
                            ), field["id"] ?? field, key: "id")
                    }
                    if let (row, id) = convertField(field, inTemplate: true) {
                        rows.append(row)
                        origins.append(RowOrigin(owner: owner, index: f, offset: field.offset, id: id))
                    }
                }
            }
        }
        return (rows, origins)
    }
}
