import FormaCore

extension Form {
    /// A JSON Schema (2020-12) for the values this form accepts, so that a service in any
    /// language can check a submission with standard tools: each tagged row's type, option
    /// values as an `enum`, lengths, bounds and patterns from its rules, the rows always
    /// required, and requirements that hold when another row equals a value (`if`/`then`).
    /// Multivalued sections are arrays of their template's type. Other keys are refused.
    ///
    /// ```swift
    /// let form = try Form(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "integer", "tag": "age", "required": true}]}]}"#)
    /// form.valuesSchema()   // {"$schema": …, "properties": {"age": {"type": "integer"}}, "required": ["age"], …}
    /// ```
    public func valuesSchema() -> String {
        var document: FormValues = [
            "$schema": "https://json-schema.org/draft/2020-12/schema"
        ]
        if case .object(let members) = Self.objectSchema(of: sections, prefix: "") {
            for (key, value) in members {
                // The title goes after the properties, as it always has.
                if key != "type", key != "properties", document["title"] == nil, let title {
                    document["title"] = .string(title)
                }
                document[key] = value
            }
        }
        return JSONNode(formValue: .object(document)).jsonString(pretty: true)
    }

    /// The object the rows of `sections` make: one property per tagged row (named without
    /// `prefix`, the path a sub-form's rows carry), sub-forms as nested objects, repeatable
    /// sections as arrays of their item's object.
    static func objectSchema(of sections: [Section], prefix: String) -> FormValue {
        var properties = FormValues()
        var required: [FormValue] = []
        var conditional: [FormValue] = []
        for section in sections {
            if let key = section.multivaluedTag {
                let item = section.makeRow.map { Self.valueSchema(of: $0(0)) } ?? [:]
                var array: FormValues = ["type": "array", "items": item]
                if let limits = section.itemLimits {
                    if limits.minimum > 0 { array["minItems"] = .int(limits.minimum) }
                    if let maximum = limits.maximum { array["maxItems"] = .int(maximum) }
                }
                properties[key] = .object(array)
                continue
            }
            for row in section.rows {
                guard let fullTag = row.tag, row.hasValue else { continue }
                let tag = fullTag.hasPrefix(prefix) ? String(fullTag.dropFirst(prefix.count)) : fullTag
                let schema = Self.valueSchema(of: row)
                if row.required.isConstant, row.isRequired {
                    properties[tag] = schema
                    required.append(.string(tag))
                    continue
                }
                properties[tag] = ["anyOf": [schema, ["type": "null"]]]
                if let (other, value) = Self.equalityCondition(row.required) {
                    conditional.append([
                        "if": ["properties": .object([other: ["const": value]]), "required": [.string(other)]],
                        "then": ["required": [.string(tag)], "properties": .object([tag: schema])],
                    ])
                }
            }
        }
        var document: FormValues = ["type": "object", "properties": .object(properties)]
        if !required.isEmpty { document["required"] = .array(required) }
        if !conditional.isEmpty { document["allOf"] = .array(conditional) }
        document["additionalProperties"] = false
        return .object(document)
    }

    /// A row's value: its kind's type, its options, and the constraints of its rules.
    static func valueSchema(of row: FormRow) -> FormValue {
        if let subForm = row as? SubFormRow {
            return objectSchema(of: subForm.sections, prefix: subForm.tag.map { $0 + "." } ?? "")
        }
        var schema: FormValues
        if case .object(let base) = DefinitionSchema.valueSchema(kind: row.kind.rawValue) {
            schema = base
        } else {
            schema = [:]
        }
        if let options = row as? OptionsProviding, !options.optionValues.isEmpty {
            let values = FormValue.array(options.optionValues)
            if row.kind == .multipleSelector {
                schema["items"] = ["enum": values]
                schema["uniqueItems"] = true
            } else {
                schema = ["enum": values]
            }
        }
        if let valued = row as? DefinedValueRow, case .success(let rules) = valued.describeValidators() {
            var alternatives: [FormValue] = []
            for rule in rules { apply(rule, to: &schema, alternatives: &alternatives) }
            if !alternatives.isEmpty { schema["anyOf"] = .array(alternatives) }
        }
        return .object(schema)
    }

    /// Adds one rule's constraint; `any` groups become alternatives.
    private static func apply(_ rule: JSONNode, to schema: inout FormValues, alternatives: inout [FormValue]) {
        if let items = rule["all"], case .array(let all) = items.value {
            for item in all { apply(item, to: &schema, alternatives: &alternatives) }
            return
        }
        if let items = rule["any"], case .array(let any) = items.value {
            for item in any {
                var one = FormValues()
                var nested: [FormValue] = []
                apply(item, to: &one, alternatives: &nested)
                alternatives.append(.object(one))
            }
            return
        }
        guard let key = rule["rule"]?.string else { return }
        let value = rule["value"]?.formValue ?? .null
        let isNumber = value.number != nil
        switch key {
        case RuleKind.minLength.key: schema["minLength"] = value
        case RuleKind.maxLength.key: schema["maxLength"] = value
        case RuleKind.exactLength.key: schema["minLength"] = value; schema["maxLength"] = value
        case RuleKind.minValue.key where isNumber: schema["minimum"] = value
        case RuleKind.maxValue.key where isNumber: schema["maximum"] = value
        case RuleKind.greaterThan.key where isNumber: schema["exclusiveMinimum"] = value
        case RuleKind.lessThan.key where isNumber: schema["exclusiveMaximum"] = value
        case RuleKind.format.key:
            if case .string(let pattern) = value { schema["pattern"] = .string("^(?:\(pattern))$") }
        case RuleKind.email.key: schema["format"] = "email"
        case RuleKind.url.key: schema["format"] = "uri"
        default: break
        }
    }

    /// `$tag == literal` (or the literal first): the tag and the value.
    static func equalityCondition(_ condition: Condition) -> (String, FormValue)? {
        guard let node = condition.node, case .comparison(.equal, let options, let a, let b) = node.kind,
            options.isEmpty
        else {
            return nil
        }
        switch (a.kind, b.kind) {
        case (.reference(let tag, .value), .literal(let value)), (.literal(let value), .reference(let tag, .value)):
            return value.isNull ? nil : (tag, value)
        default:
            return nil
        }
    }
}
