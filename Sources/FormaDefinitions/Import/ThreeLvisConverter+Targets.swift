import FormaCore

extension ThreeLvisConverter {
    /// The keys of a target.
    static let targetKeys = ["id", "type", "action", "condition", "target_value"]
    static let targetActions = ["show", "hide", "enable", "disable", "update", "clear"]

    /// Records what a target of `source` does to its field or section when `when` holds
    /// (and the target's own condition, if any). `option` is the option whose choice runs
    /// the target, `nil` for a field's own targets (any change runs them).
    func addTarget(_ node: JSONNode, when: String, source: String, option: FormValue?) {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a target object", found: node.typeName), node)
            return
        }
        for member in members where !Self.targetKeys.contains(member.key) {
            unknownKey(member, known: Self.targetKeys)
        }
        guard let id = requireID(node) else { return }
        guard let actionNode = node["action"] else {
            note(.missingKey("action"), node)
            return
        }
        guard let action = actionNode.string, Self.targetActions.contains(action) else {
            let word = actionNode.string ?? actionNode.typeName
            note(
                .unknownValue(
                    word, expected: Self.targetActions,
                    suggestion: EditDistance.nearest(to: word, in: Self.targetActions)), actionNode, key: "action")
            return
        }
        let type = node["type"]?.string
        guard type == "field" || type == "section" else {
            let found = node["type"]
            note(
                .importDifference(
                    "a target of type \(found.map { Self.literal($0) } ?? "(none)") acts on nothing in 3lvis Form (only 'field' and 'section' targets do), nor in Forma"
                ), found ?? node, key: found == nil ? nil : "type")
            return
        }
        let isSection = type == "section"
        guard isSection ? sectionIDs.contains(id) : fields[id] != nil else {
            let names = isSection ? Array(sectionIDs) : Array(fields.keys)
            note(
                .targetNotFound(id, suggestion: EditDistance.nearest(to: id, in: names)), node["id"] ?? node, key: "id")
            return
        }
        var condition = when
        var own: String?
        if let ownNode = node["condition"] {
            guard let text = ownNode.string else {
                note(.wrongType(expected: "a condition string", found: ownNode.typeName), ownNode, key: "condition")
                return
            }
            let converted = at(.key("condition")) { expressions.convert(text, mode: .condition) }
            for text in converted.notes { note(.importDifference(text), ownNode, key: "condition") }
            if !Condition(converted.text).diagnostics.isEmpty {
                note(.noEquivalent("the target condition '\(text)'"), ownNode, key: "condition")
                return
            }
            own = converted.text
            condition = "(\(when)) AND (\(converted.text))"
        }
        switch action {
        case "hide", "show", "disable", "enable":
            effects[(isSection ? "section:" : "field:") + id, default: [:]][action, default: []].append(condition)
        case "update", "clear":
            if isSection {
                note(
                    .importDifference("an '\(action)' target of a section does nothing in 3lvis Form, nor in Forma"),
                    actionNode, key: "action")
                return
            }
            if action == "clear" || node["target_value"] != nil {
                let value = action == "clear" ? nil : node["target_value"]?.formValue
                actions.append(
                    ThreeLvisAction(source: source, option: option, condition: own, target: id, value: value))
            }
        // An update without a value recomputes the target's formula, which Forma does
        // whenever a field the formula reads changes.
        default: break
        }
    }

    /// Writes the targets' effects into the rows and sections they name. 3lvis Form runs a
    /// batch of targets in the order show, hide, update and clear, enable, disable, so hide
    /// beats show and disable beats enable: a row is hidden while a `hide` target holds, or
    /// while it was hidden from the start (`"hidden": true`) and no `show` target holds; the
    /// same for `disabled`.
    func applyEffects(to sections: inout [(node: [JSONMember], id: String?)]) {
        func any(_ list: [String]) -> String {
            list.count == 1 ? list[0] : list.map { "(\($0))" }.joined(separator: " OR ")
        }
        func apply(_ effect: [String: [String]], to members: inout [JSONMember]) {
            for (key, on, off) in [("hidden", "hide", "show"), ("disabled", "disable", "enable")] {
                let index = members.firstIndex { $0.key == key }
                let initially = index.map { members[$0].value.isTrue } ?? false
                var parts: [String] = []
                if let list = effect[on], !list.isEmpty { parts.append(any(list)) }
                if initially {
                    if let list = effect[off], !list.isEmpty {
                        parts.append("NOT (\(any(list)))")
                    } else {
                        continue // hidden from the start and never shown: stays `true`
                    }
                }
                guard !parts.isEmpty else { continue }
                let text = parts.count == 1 ? parts[0] : parts.map { "(\($0))" }.joined(separator: " OR ")
                if let index {
                    members[index] = JSONMember(key, JSONNode(.string(text)))
                } else {
                    let before =
                        members.firstIndex {
                            ["required", "formula", "validations", "rows", "multivalued"].contains($0.key)
                        } ?? members.count
                    members.insert(JSONMember(key, JSONNode(.string(text))), at: before)
                }
            }
        }
        for s in sections.indices {
            if let id = sections[s].id, let effect = effects["section:" + id] { apply(effect, to: &sections[s].node) }
            guard let rowsIndex = sections[s].node.firstIndex(where: { $0.key == "rows" }),
                case .array(var rows) = sections[s].node[rowsIndex].value.value
            else { continue }
            for r in rows.indices {
                guard case .object(var members) = rows[r].value, let tag = rows[r]["tag"]?.string,
                    let effect = effects["field:" + tag]
                else { continue }
                apply(effect, to: &members)
                rows[r] = JSONNode(.object(members), offset: rows[r].offset)
            }
            sections[s].node[rowsIndex] = JSONMember("rows", JSONNode(.array(rows)))
        }
    }
}
