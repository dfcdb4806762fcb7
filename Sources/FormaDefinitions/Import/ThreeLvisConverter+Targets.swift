import FormaCore

extension ThreeLvisConverter {
    /// Records what a target does to its field or section when `when` holds (and the
    /// target's own condition, if any).
    func addTarget(_ node: JSONNode, when: String) {
        guard let id = node["id"]?.string, let action = node["action"]?.string else {
            note(.missingKey(node["id"] == nil ? "id" : "action"), node)
            return
        }
        if ["hide", "show", "disable", "enable", "update"].contains(action) {
            targetReferences.append((id, path + [.key("id")], node["id"]?.offset ?? node.offset))
        }
        var condition = when
        if let own = node["condition"]?.string {
            if !Condition(own).diagnostics.isEmpty {
                note(.noEquivalent("the target condition '\(own)'"), node["condition"] ?? node, key: "condition")
                return
            }
            condition = own
        }
        switch action {
        case "hide", "show", "disable", "enable":
            effects[id, default: [:]][action, default: []].append(condition)
        case "update":
            if let value = node["target_value"] {
                note(.noEquivalent("an update target that sets a value"), value, key: "target_value")
            }
        // Otherwise the target's formula is recomputed by Forma whenever what it reads changes.
        case "clear":
            note(.noEquivalent("a clear target"), node, key: "action")
        default:
            note(.noEquivalent("the target action '\(action)'"), node, key: "action")
        }
    }

    /// Writes the targets' effects into the rows and sections they name: hidden when a
    /// `hide` target holds (or, with only `show` targets, when none holds); the same for
    /// `disable` and `enable`.
    func applyEffects(to sections: inout [(node: [JSONMember], id: String?)]) {
        func condition(_ effect: [String: [String]], _ on: String, _ off: String) -> String? {
            func any(_ list: [String]) -> String {
                list.count == 1 ? list[0] : list.map { "(\($0))" }.joined(separator: " OR ")
            }
            if let list = effect[on], !list.isEmpty { return any(list) }
            if let list = effect[off], !list.isEmpty { return "NOT (\(any(list)))" }
            return nil
        }
        func apply(_ effect: [String: [String]], to members: inout [JSONMember]) {
            for (key, on, off) in [("hidden", "hide", "show"), ("disabled", "disable", "enable")] {
                guard let text = condition(effect, on, off) else { continue }
                // A constant `true` (hidden from the start) is replaced by the targets' condition.
                if let i = members.firstIndex(where: { $0.key == key }) {
                    members[i] = JSONMember(key, JSONNode(.string(text)))
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
            if let id = sections[s].id, let effect = effects[id] { apply(effect, to: &sections[s].node) }
            guard let rowsIndex = sections[s].node.firstIndex(where: { $0.key == "rows" }),
                case .array(var rows) = sections[s].node[rowsIndex].value.value
            else { continue }
            for r in rows.indices {
                guard case .object(var members) = rows[r].value, let tag = rows[r]["tag"]?.string,
                    let effect = effects[tag]
                else { continue }
                apply(effect, to: &members)
                rows[r] = JSONNode(.object(members), offset: rows[r].offset)
            }
            sections[s].node[rowsIndex] = JSONMember("rows", JSONNode(.array(rows)))
        }
        reportMissingTargets()
    }

    /// Reports each target naming an id that no field or section of the document has (its
    /// effect has nothing to act on), with "did you mean".
    private func reportMissingTargets() {
        let missing = targetReferences.filter { !ids.contains($0.id) }
        guard !missing.isEmpty else { return }
        let suggester = NameSuggester(ids.sorted())
        for reference in missing {
            problems.append(
                (
                    .targetNotFound(reference.id, suggestion: suggester.nearest(to: reference.id)), reference.path,
                    reference.offset
                ))
        }
    }
}
