import FormaCore
import Foundation

extension ThreeLvisConverter {
    /// A field as a row, or `nil` (noted) when Forma has no equivalent kind.
    func convertField(_ node: JSONNode, inTemplate: Bool) -> JSONNode? {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a field object", found: node.typeName), node)
            return nil
        }
        let id = node["id"]?.string
        if let id, !inTemplate { ids.insert(id) }
        guard let kind = fieldKind(node) else { return nil }
        var field = ConvertedField(kind: kind)
        if let id, !inTemplate { field.head.append(JSONMember("tag", JSONNode(.string(id)))) }
        for member in members { convertMember(member, id: id, into: &field) }
        return JSONNode(.object(field.members), offset: node.offset)
    }

    /// The row kind for a field's `type` (text when absent), or `nil` (noted) when Forma has none.
    private func fieldKind(_ node: JSONNode) -> String? {
        let type = node["type"]?.string ?? "text"
        if let builtIn = Self.kinds[type] { return builtIn.rawValue }
        if registry.codec(type) != nil { return type }
        note(.noEquivalent("the field type '\(type)'"), node["type"] ?? node, key: "type")
        return nil
    }

    /// The parts of a row converted from a field, kept apart until they are put in Forma's order.
    private struct ConvertedField {
        let kind: String
        /// Whether the row is a built-in field that takes a placeholder and a keyboard.
        let isField: Bool
        var head: [JSONMember]
        var traits: [JSONMember] = []
        var tail: [JSONMember] = []
        var rules: [JSONNode] = []
        var value: JSONNode?
        var defaultOption: JSONNode?

        init(kind: String) {
            self.kind = kind
            isField =
                RowKind.builtIn.contains(RowKind(kind))
                && KindCodec.builtIn[kind]?.traits.contains("keyboard") == true
            head = [JSONMember("kind", JSONNode(.string(kind)))]
        }

        /// The row's members in Forma's order; the default option is the value when none is given.
        var members: [JSONMember] {
            var value = value
            if value == nil, let defaultOption { value = defaultOption }
            var row = head + traits
            if let value { row.append(JSONMember("value", value)) }
            // Forma's order: conditions, formula, validations.
            let order = ["hidden", "disabled", "required", "formula"]
            row += tail.sorted { (order.firstIndex(of: $0.key) ?? 9) < (order.firstIndex(of: $1.key) ?? 9) }
            if !rules.isEmpty { row.append(JSONMember("validations", JSONNode(.array(rules)))) }
            return row
        }
    }

    /// Converts one key of a field into the row's parts, noting keys Forma has no equivalent for.
    private func convertMember(_ member: JSONMember, id: String?, into field: inout ConvertedField) {
        let v = member.value
        switch member.key {
        case "id", "type": break
        case "title": if let s = v.string { field.head.append(JSONMember("title", JSONNode(.string(s)))) }
        case "placeholder": if let s = v.string { field.head.append(JSONMember("placeholder", JSONNode(.string(s)))) }
        case "input_type" where field.isField:
            if let word = v.string.flatMap({ Self.keyboards[$0] }) {
                if word != "default" { field.traits.append(JSONMember("keyboard", JSONNode(.string(word)))) }
            } else {
                note(.noEquivalent("the input type '\(v.string ?? "?")'"), v, key: "input_type")
            }
        case "value": field.value = convertValue(v, kind: field.kind)
        case "values":
            if case .array(let items) = v.value {
                let (options, chosen) = at(.key("values")) { convertOptions(items, field: id) }
                field.traits.append(JSONMember("options", JSONNode(.array(options))))
                field.defaultOption = chosen
            }
        case "hidden": if v.isTrue { field.tail.append(JSONMember("hidden", JSONNode(.bool(true)))) }
        case "disabled": if v.isTrue { field.tail.append(JSONMember("disabled", JSONNode(.bool(true)))) }
        case "formula":
            guard let text = v.string else { return }
            if text.contains("$") {
                field.tail.append(JSONMember("formula", JSONNode(.string(text))))
            } else {
                note(.noEquivalent("the formula '\(text)' (text joined from fields)"), v, key: "formula")
            }
        case "validations":
            at(.key("validations")) {
                convertValidations(v, kind: field.kind, into: &field.rules, tail: &field.tail)
            }
        case "targets":
            if case .array(let items) = v.value, let id {
                at(.key("targets")) {
                    for (t, target) in items.enumerated() {
                        at(.index(t)) { addTarget(target, when: TagSyntax.reference(id) + " != nil") }
                    }
                }
            }
        case "minimum_date", "maximum_date":
            let key = member.key == "minimum_date" ? "minimumDate" : "maximumDate"
            if let text = v.string, let date = ISO8601.date(text) {
                field.traits.append(JSONMember(key, JSONNode(.string(ISO8601.string(date)))))
            } else {
                note(.wrongType(expected: "an ISO 8601 date", found: v.typeName), v, key: member.key)
            }
        case "info": note(.noEquivalent("the field's info text"), v, key: "info")
        case "size", "styles", "accessibility_label":
            note(.noEquivalent("the field's '\(member.key)'"), v, key: member.key)
        default: note(.noEquivalent("the field key '\(member.key)'"), v, key: member.key)
        }
    }

    /// A field's value in the type its row holds (3lvis writes numbers and switches loosely).
    private func convertValue(_ node: JSONNode, kind: String) -> JSONNode? {
        switch (RowKind(kind), node.value) {
        case (.integer, .string(let s)): return Int(s).map { JSONNode(.int($0)) } ?? node
        case (.decimal, .string(let s)), (.stepper, .string(let s)):
            return Double(s).map { JSONNode(.double($0)) } ?? node
        case (.stepper, .int(let n)): return JSONNode(.double(Double(n)))
        case (.switch, .int(let n)): return JSONNode(.bool(n != 0))
        case (.date, .string(let s)), (.dateTime, .string(let s)), (.time, .string(let s)):
            return ISO8601.date(s).map { JSONNode(.string(ISO8601.string($0))) } ?? node
        case (_, .null): return nil
        default: return node
        }
    }

    /// Options from `values`: each `id` is the option's value; `default` picks the value.
    private func convertOptions(_ items: [JSONNode], field: String?) -> ([JSONNode], JSONNode?) {
        var options: [JSONNode] = []
        var chosen: JSONNode?
        for (i, item) in items.enumerated() {
            at(.index(i)) {
                guard case .object(let members) = item.value, let id = item["id"] else {
                    note(.missingKey("id"), item)
                    return
                }
                var option = [JSONMember("value", id)]
                for member in members {
                    switch member.key {
                    case "id": break
                    case "title":
                        if let s = member.value.string { option.append(JSONMember("title", JSONNode(.string(s)))) }
                    case "default": if member.value.isTrue { chosen = id }
                    case "targets":
                        guard case .array(let targets) = member.value.value, let field else { continue }
                        let when = TagSyntax.reference(field) + " == " + Self.literal(id)
                        at(.key("targets")) {
                            for (t, target) in targets.enumerated() { at(.index(t)) { addTarget(target, when: when) } }
                        }
                    case "info": note(.noEquivalent("an option's info text"), member.value, key: "info")
                    case "value": note(.noEquivalent("an option's associated value"), member.value, key: "value")
                    default: note(.noEquivalent("the option key '\(member.key)'"), member.value, key: member.key)
                    }
                }
                options.append(JSONNode(.object(option)))
            }
        }
        return (options, chosen)
    }

    /// A JSON scalar as a condition literal.
    static func literal(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let s): ConditionNode.quoted(s)
        case .int(let n): String(n)
        case .double(let d): String(d)
        case .bool(let b): b ? "true" : "false"
        default: "nil"
        }
    }

    private func convertValidations(
        _ node: JSONNode, kind: String, into rules: inout [JSONNode], tail: inout [JSONMember]
    ) {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a validations object", found: node.typeName), node)
            return
        }
        let compareRule = node["compare_rule"]?.string
        for member in members {
            let v = member.value
            switch member.key {
            case "required": if v.isTrue { tail.append(JSONMember("required", JSONNode(.bool(true)))) }
            case "min_length", "max_length", "min_value", "max_value":
                rules.append(
                    JSONNode(.object([JSONMember("rule", JSONNode(.string(member.key))), JSONMember("value", v)])))
            case "format":
                rules.append(
                    JSONNode(.object([JSONMember("rule", JSONNode(.string("format"))), JSONMember("value", v)])))
            case "compare_to":
                if compareRule == "==" || compareRule == nil, let tag = v.string {
                    rules.append(
                        JSONNode(
                            .object([
                                JSONMember("rule", JSONNode(.string("equal_to"))),
                                JSONMember("value", JSONNode(.string(tag))),
                            ])))
                } else {
                    note(
                        .noEquivalent("the comparison rule '\(compareRule ?? "?")' with another field"), v,
                        key: "compare_to")
                }
            case "compare_rule": break
            default: note(.noEquivalent("the validation '\(member.key)'"), v, key: member.key)
            }
        }
    }
}
