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
        // One pass finds the keys (the first of a repeated key counts, as in lookups by key).
        var idNode: JSONNode?
        var typeNode: JSONNode?
        var actionNode: JSONNode?
        var conditionNode: JSONNode?
        var targetValue: JSONNode?
        for member in members {
            switch JSONKey(member.key) {
            case "id": if idNode == nil { idNode = member.value }
            case "type": if typeNode == nil { typeNode = member.value }
            case "action": if actionNode == nil { actionNode = member.value }
            case "condition": if conditionNode == nil { conditionNode = member.value }
            case "target_value": if targetValue == nil { targetValue = member.value }
            default: unknownKey(member, known: Self.targetKeys)
            }
        }
        guard let idNode else {
            note(.missingKey("id"), node)
            return
        }
        guard let id = idNode.string else {
            note(.wrongType(expected: "a string id", found: idNode.typeName), idNode, key: "id")
            return
        }
        guard let actionNode else {
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
        let type = typeNode?.string
        guard type == "field" || type == "section" else {
            let found = typeNode
            note(
                .importDifference(
                    "a target of type \(found.map { Self.literal($0) } ?? "(none)") acts on nothing in 3lvis Form (only 'field' and 'section' targets do), nor in Forma"
                ), found ?? node, key: found == nil ? nil : "type")
            return
        }
        let isSection = type == "section"
        if !isSection, let problem = itemProblem(target: id, action: action, setsValue: targetValue != nil) {
            note(.noEquivalent(problem), idNode, key: "id")
            return
        }
        if isSection, convertingTemplate != nil {
            note(
                .noEquivalent("a target from a dynamic section's template to the section '\(id)'"), idNode, key: "id")
            return
        }
        guard isSection ? sectionIDs.contains(id) : fields[id] != nil else {
            let names = isSection ? Array(sectionIDs) : Array(fields.keys)
            note(
                .targetNotFound(id, suggestion: EditDistance.nearest(to: id, in: names)), idNode, key: "id")
            return
        }
        var condition = when
        var own: String?
        if let ownNode = conditionNode {
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
            if isSection {
                sectionEffects[id, default: TargetEffects()][action].append(condition)
            } else {
                effects[id, default: TargetEffects()][action].append(condition)
            }
        case "update", "clear":
            if isSection {
                note(
                    .importDifference("an '\(action)' target of a section does nothing in 3lvis Form, nor in Forma"),
                    actionNode, key: "action")
                return
            }
            if action == "clear" || targetValue != nil {
                let value = action == "clear" ? nil : targetValue?.formValue
                actions.append(
                    ThreeLvisAction(source: source, option: option, condition: own, target: id, value: value))
            }
        // An update without a value recomputes the target's formula, which Forma does
        // whenever a field the formula reads changes.
        default: break
        }
    }

    /// Why a field target that crosses an item's bounds has no equivalent, or `nil` when it
    /// stays inside (a template's field acting on its own item) or outside (field to field).
    /// An item's rows are the template's rows made again, so a condition on one reaches
    /// every item and none can be named from outside.
    private func itemProblem(target id: String, action: String, setsValue: Bool) -> String? {
        if expressions.instance(id) != nil {
            return "a target naming the field '\(id)' of one item of a dynamic section"
        }
        let targetSection = templateFields[id]?.section
        switch (convertingTemplate, targetSection) {
        case (nil, nil):
            return nil
        case (nil, _?):
            return "a target naming the template field '\(id)' from outside its dynamic section"
        case (let source?, nil) where id.hasPrefix(source + "[:index]."):
            return
                "a target naming '\(id)', which the dynamic section's template does not have (3lvis Form does nothing with it)"
        case (let source?, let target) where source != target:
            return "a target from a dynamic section's template to '\(id)', outside its item"
        default:
            let sets = action == "clear" || (action == "update" && setsValue)
            return sets ? "an '\(action)' target that sets '\(id)' inside a dynamic section's item" : nil
        }
    }

    /// The keys a target's effect sets, with the actions that turn them on and off.
    private static let effectKeys = [("hidden", "hide", "show"), ("disabled", "disable", "enable")]
    /// The keys that come after a row's or section's conditions.
    private static let afterConditions = ["required", "formula", "validations", "rows", "multivalued"]

    /// Writes the targets' effects into the rows and sections they name. 3lvis Form runs a
    /// batch of targets in the order show, hide, update and clear, enable, disable, so hide
    /// beats show and disable beats enable: a row is hidden while a `hide` target holds, or
    /// while it was hidden from the start (`"hidden": true`) and no `show` target holds; the
    /// same for `disabled`.
    func applyEffects(to sections: inout [(node: [JSONMember], id: String?)]) {
        func any(_ list: [String]) -> String {
            list.count == 1 ? list[0] : list.map { "(\($0))" }.joined(separator: " OR ")
        }
        func apply(_ effect: TargetEffects, to members: inout [JSONMember]) {
            for (key, on, off) in Self.effectKeys {
                let index = members.firstIndex { $0.key.hasSameText(as: key) }
                let initially = index.map { members[$0].value.isTrue } ?? false
                var parts: [String] = []
                if case let list = effect[on], !list.isEmpty { parts.append(any(list)) }
                if initially {
                    if case let list = effect[off], !list.isEmpty {
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
                        members.firstIndex { member in
                            Self.afterConditions.contains { member.key.hasSameText(as: $0) }
                        } ?? members.count
                    members.insert(JSONMember(key, JSONNode(.string(text))), at: before)
                }
            }
        }
        for s in sections.indices {
            if let id = sections[s].id, let effect = sectionEffects[id] { apply(effect, to: &sections[s].node) }
            if let id = sections[s].id, let index = sections[s].node.firstIndex(where: { $0.key == "repeatable" }) {
                sections[s].node[index] = JSONMember(
                    "repeatable", applyingEffects(to: sections[s].node[index].value, template: id, apply: apply))
                continue
            }
            guard !effects.isEmpty, let rowsIndex = sections[s].node.firstIndex(where: { $0.key == "rows" }),
                case .array(var rows) = sections[s].node[rowsIndex].value.value
            else { continue }
            // The rows are taken out of the section while they change, so that they are
            // changed in place rather than copied.
            sections[s].node[rowsIndex].value.value = .null
            for (r, origin) in rowOrigins[s].enumerated() {
                guard let effect = effects[origin.id], rows.indices.contains(r),
                    case .object(var members) = rows[r].value
                else { continue }
                rows[r].value = .null
                apply(effect, to: &members)
                rows[r].value = .object(members)
            }
            sections[s].node[rowsIndex].value.value = .array(rows)
        }
    }

    /// A converted `repeatable` with the targets' effects written into its item's rows, each
    /// found by its template id (`companies[:index].name`).
    private func applyingEffects(
        to node: JSONNode, template id: String,
        apply: (_ effect: TargetEffects, _ members: inout [JSONMember]) -> Void
    ) -> JSONNode {
        guard case .object(var members) = node.value,
            let sectionsIndex = members.firstIndex(where: { $0.key == "sections" }),
            case .array(var itemSections) = members[sectionsIndex].value.value
        else { return node }
        for i in itemSections.indices {
            guard case .object(var sectionMembers) = itemSections[i].value,
                let rowsIndex = sectionMembers.firstIndex(where: { $0.key == "rows" }),
                case .array(var rows) = sectionMembers[rowsIndex].value.value
            else { continue }
            for r in rows.indices {
                guard case .object(var rowMembers) = rows[r].value, let tag = rows[r]["tag"]?.string,
                    let effect = effects[id + "[:index]." + tag]
                else { continue }
                apply(effect, &rowMembers)
                rows[r] = JSONNode(.object(rowMembers), offset: rows[r].offset)
            }
            sectionMembers[rowsIndex] = JSONMember("rows", JSONNode(.array(rows)))
            itemSections[i] = JSONNode(.object(sectionMembers))
        }
        members[sectionsIndex] = JSONMember("sections", JSONNode(.array(itemSections)))
        return JSONNode(.object(members), offset: node.offset)
    }
}
