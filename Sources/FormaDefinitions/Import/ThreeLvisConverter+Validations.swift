import FormaCore
internal import LinearRegex

extension ThreeLvisConverter {
    /// The keys of a field's `validations`.
    static let validationKeys = [
        "required", "min_length", "max_length", "min_value", "max_value", "format", "compare_to", "compare_rule",
    ]

    /// Converts `validations` into Forma's rules, in the order 3lvis Form checks them
    /// (required, length, value, format, comparison), whatever their order in the object;
    /// a rule that does not apply to the field's type is left out with a warning, as 3lvis
    /// Form ignores it.
    func convertValidations(_ node: JSONNode, field: inout ConvertedField) {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a validations object", found: node.typeName), node)
            return
        }
        var byKey = ValidationMembers()
        for member in members where !byKey.set(member.key, member.value) {
            unknownKey(member, known: Self.validationKeys)
        }
        let isText = field.isText
        if let required = byKey.required, required.isTrue {
            field.appendTail(JSONMember("required", JSONNode(.bool(true))))
            if isText, !warnedBlankText {
                warnedBlankText = true
                note(
                    .importDifference(
                        "a required text of only spaces is missing in Forma (3lvis Form counts it as filled in); said once per document"
                    ), required, key: "required")
            }
        }
        checkReversed(byKey.minLength, byKey.maxLength, "min_length")
        checkReversed(byKey.minValue, byKey.maxValue, "min_value")
        let isNumber = field.isNumber
        // The length rules, then the value rules, in the order 3lvis Form checks them.
        func lengthRule(_ key: String, _ v: JSONNode) {
            if isText {
                guard case .int(let n) = v.value, n >= 0 else {
                    note(.wrongType(expected: "a whole number, 0 or more", found: v.typeName), v, key: key)
                    return
                }
                field.rules.append(rule(key, v))
            } else if field.type == "multi_select", case .int(let n) = v.value, n >= 0 {
                // 3lvis counts the options chosen.
                let words = key == "min_length" ? "at least" : "at most"
                var counted = rule(key, v)
                if case .object(var members) = counted.value {
                    members.append(JSONMember("message", JSONNode(.string("Choose \(words) \(n)"))))
                    counted = JSONNode(.object(members))
                }
                field.rules.append(counted)
            } else if isNumber, key == "max_length", case .int(let n) = v.value, n >= 0 {
                // 3lvis stops typing past N digits.
                field.appendTrait(JSONMember("maximumLength", v))
            } else {
                note(
                    .importDifference(
                        "'\(key)' does not apply to a \(field.type) field; 3lvis Form ignores it, and so does Forma"),
                    v, key: key)
            }
        }
        func valueRule(_ key: String, _ v: JSONNode) {
            if isNumber {
                field.rules.append(rule(key, v))
            } else {
                note(
                    .importDifference(
                        "'\(key)' does not apply to a \(field.type) field (3lvis Form compares the number its text starts with); Forma leaves it out"
                    ), v, key: key)
            }
        }
        if let v = byKey.minLength { lengthRule("min_length", v) }
        if let v = byKey.maxLength { lengthRule("max_length", v) }
        if let v = byKey.minValue { valueRule("min_value", v) }
        if let v = byKey.maxValue { valueRule("max_value", v) }
        if let v = byKey.format { convertFormat(v, field: &field, isText: isText) }
        if let v = byKey.compareTo { convertComparison(v, rule: byKey.compareRule, field: &field) }
    }

    private func rule(_ key: String, _ value: JSONNode) -> JSONNode {
        JSONNode(.object([JSONMember("rule", JSONNode(.string(key))), JSONMember("value", value)]))
    }

    /// Reports a minimum greater than its maximum.
    private func checkReversed(_ lowNode: JSONNode?, _ highNode: JSONNode?, _ low: String) {
        guard let lowNode, let highNode,
            let a = lowNode.formValue.flatMap(ValueSemanticsBridge.number),
            let b = highNode.formValue.flatMap(ValueSemanticsBridge.number), a > b
        else { return }
        note(.boundsReversed(minimum: Self.literal(lowNode), maximum: Self.literal(highNode)), lowNode, key: low)
    }

    /// `format`: 3lvis Form finds the pattern anywhere in the text, ignoring case
    /// (`NSRegularExpression`, case-insensitive); Forma's `format` matches the whole text, so
    /// the pattern is written `(?i)[\s\S]*(?:…)[\s\S]*`. A pattern Forma's linear-time engine
    /// refuses (back-references, atomic groups) is left out with a warning.
    private func convertFormat(_ v: JSONNode, field: inout ConvertedField, isText: Bool) {
        guard isText else {
            note(
                .importDifference(
                    "'format' does not apply to a \(field.type) field in Forma (3lvis Form checks its text); left out"),
                v, key: "format")
            return
        }
        guard let pattern = v.string else {
            note(.wrongType(expected: "a pattern string", found: v.typeName), v, key: "format")
            return
        }
        let converted = "(?i)[\\s\\S]*(?:\(pattern))[\\s\\S]*"
        do {
            _ = try RegularExpression.cached(converted)
        } catch {
            note(
                .importDifference(
                    "the format \(pattern) cannot be used by Forma's linear-time engine (\(error)); left out"),
                v, key: "format")
            return
        }
        field.rules.append(rule("format", JSONNode(.string(converted), offset: v.offset)))
    }

    /// `compare_to` with `compare_rule` `==` (or none) is Forma's `equal_to`; the other
    /// operators are left out with a warning.
    private func convertComparison(_ v: JSONNode, rule compareRule: JSONNode?, field: inout ConvertedField) {
        guard let tag = v.string else {
            note(.wrongType(expected: "a field id", found: v.typeName), v, key: "compare_to")
            return
        }
        if fields[tag] == nil {
            note(
                .targetNotFound(tag, suggestion: EditDistance.nearest(to: tag, in: Array(fields.keys))), v,
                key: "compare_to")
            return
        }
        let op = compareRule?.string ?? "=="
        switch op {
        case "==":
            field.rules.append(rule("equal_to", JSONNode(.string(tag), offset: v.offset)))
        case ">", ">=", "<", "<=":
            // 3lvis orders dates (its `>` and `<` let the same date pass); anything else it
            // compares as objects, by address, which orders nothing.
            let isDate = ["date", "date_time", "time"].contains(field.type)
            let key: String
            switch op {
            case ">": key = isDate ? "at_least_row" : "greater_than_row"
            case "<": key = isDate ? "at_most_row" : "less_than_row"
            case ">=": key = "at_least_row"
            default: key = "at_most_row"
            }
            if !isDate || op.count == 2 {
                note(
                    .importDifference(
                        "compare_rule '\(op)' on a \(field.type) field: 3lvis Form compares the two values as objects (by address), so its result is arbitrary; Forma compares the values"
                    ), compareRule ?? v, key: compareRule == nil ? "compare_to" : "compare_rule")
            }
            let words = ["greater_than_row": "greater than", "at_least_row": "at least", "less_than_row": "less than"]
            let title = field.title ?? "This field"
            let other = fields[tag]?.title ?? tag
            field.rules.append(
                JSONNode(
                    .object([
                        JSONMember("rule", JSONNode(.string(key))),
                        JSONMember("value", JSONNode(.string(tag), offset: v.offset)),
                        JSONMember(
                            "message", JSONNode(.string("\(title) must be \(words[key] ?? "at most") \(other)"))),
                    ])))
        default:
            note(
                .unknownValue(op, expected: ["==", ">", ">=", "<", "<="], suggestion: nil), compareRule ?? v,
                key: "compare_rule")
        }
    }
}

/// The members of a field's `validations`, one slot per known key (the last of a repeated
/// key wins), found without hashing or allocating.
struct ValidationMembers {
    private(set) var required, minLength, maxLength, minValue, maxValue, format, compareTo, compareRule: JSONNode?

    /// Keeps `value` in the slot of `key`; `false` when the key is not a validation's.
    mutating func set(_ key: String, _ value: JSONNode) -> Bool {
        switch JSONKey(key) {
        case "required": required = value
        case "min_length": minLength = value
        case "max_length": maxLength = value
        case "min_value": minValue = value
        case "max_value": maxValue = value
        case "format": format = value
        case "compare_to": compareTo = value
        case "compare_rule": compareRule = value
        default: return false
        }
        return true
    }
}

/// Numbers of JSON values, for bounds.
enum ValueSemanticsBridge {
    static func number(_ value: FormValue) -> Double? {
        switch value {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
    }
}
