import FormaCore
import Foundation

extension ThreeLvisConverter {
    /// The keys a 3lvis field may have.
    static let fieldKeys = [
        "id", "type", "title", "placeholder", "input_type", "value", "values", "hidden", "disabled", "formula",
        "validations", "targets", "minimum_date", "maximum_date", "info", "size", "styles", "accessibility_label",
    ]
    /// The built-in kinds that take a placeholder and a keyboard, looked up once per field.
    static let keyboardKinds: Set<String> = Set(
        RowKind.builtIn.map(\.rawValue).filter { KindCodec.builtIn[$0]?.traits.contains("keyboard") == true })
    /// The keys of an option (`values` item).
    static let optionKeys = ["id", "title", "default", "targets", "info", "value", "accessibility_label"]

    /// A field as a row, with the field's id, or `nil` (noted) when Forma has no equivalent
    /// kind or the field has no id.
    func convertField(_ node: JSONNode, inTemplate: Bool) -> (JSONNode, String)? {
        guard case .object(let members) = node.value else {
            note(.wrongType(expected: "a field object", found: node.typeName), node)
            return nil
        }
        guard let id = requireID(node) else { return nil }
        let type = node["type"]?.string ?? "text"
        guard let (kind, isField) = fieldKind(type, node) else { return nil }
        var field = ConvertedField(kind: kind, type: type, isField: isField)
        // A template's field goes by its own tag within the item: `name` of `companies[:index].name`.
        let tag = inTemplate ? templateFields[id]?.local ?? id : id
        field.appendHead(JSONMember("tag", JSONNode(.string(tag))))
        for member in members { convertMember(member, id: id, into: &field) }
        if let value = field.value, let valueNode = node["value"] { field.value = checkOption(value, valueNode, field) }
        return (JSONNode(.object(field.takeMembers()), offset: node.offset), id)
    }

    /// The object's `id`: a string, else an error (3lvis Form finds fields, sections and
    /// targets by it).
    func requireID(_ node: JSONNode) -> String? {
        guard let idNode = node["id"] else {
            note(.missingKey("id"), node)
            return nil
        }
        guard let id = idNode.string else {
            note(.wrongType(expected: "a string id", found: idNode.typeName), idNode, key: "id")
            return nil
        }
        return id
    }

    /// A key the importer does not know: a warning with the nearest known key.
    func unknownKey(_ member: JSONMember, known: [String]) {
        note(
            .unknownKey(member.key, suggestion: EditDistance.nearest(to: member.key, in: known)), member.value,
            key: member.key)
    }

    /// Each 3lvis type with a built-in kind, with the kind and whether it takes a placeholder
    /// and a keyboard: few enough to be searched, comparing lengths first, rather than hashed.
    private static let typeKinds: [(type: String, kind: String, isField: Bool)] = kinds.map {
        ($0.key, $0.value.rawValue, keyboardKinds.contains($0.value.rawValue))
    }

    /// The row kind for a field's `type` (text when absent), and whether it takes a
    /// placeholder and a keyboard, or `nil` (noted) when Forma has none.
    private func fieldKind(_ type: String, _ node: JSONNode) -> (kind: String, isField: Bool)? {
        let length = type.utf8.count
        for entry in Self.typeKinds where entry.type.utf8.count == length && entry.type == type {
            return (entry.kind, entry.isField)
        }
        if registry.codec(type) != nil { return (type, Self.keyboardKinds.contains(type)) }
        note(.noEquivalent("the field type '\(type)'"), node["type"] ?? node, key: "type")
        return nil
    }

    /// A row being converted from a field: its members kept in Forma's order as they are
    /// added (kind and tag, title and placeholder; the kind's traits; the value; conditions,
    /// formula; validations), in one array.
    struct ConvertedField {
        let kind: String
        /// The field's 3lvis type.
        let type: String
        /// Whether the row is a built-in field that takes a placeholder and a keyboard.
        let isField: Bool
        /// Whether the field's value is text, to which length and format rules apply.
        let isText: Bool
        /// Whether the field's value is a number.
        let isNumber: Bool
        /// The members but the value and the validations: the head, then the traits, then
        /// the conditions and formula.
        private var row: [JSONMember]
        /// Where the head ends and where the traits end in `row`.
        private var headEnd = 0
        private var traitsEnd = 0
        var rules: [JSONNode] = []
        var value: JSONNode?
        var defaultOption: JSONNode?

        init(kind: String, type: String, isField: Bool) {
            self.kind = kind
            self.type = type
            self.isField = isField
            switch type {
            case "text", "name", "email", "password": (isText, isNumber) = (true, false)
            case "number", "float", "count": (isText, isNumber) = (false, true)
            default: (isText, isNumber) = (false, false)
            }
            // Room for the value, the validations and the two conditions targets may add.
            row = []
            row.reserveCapacity(10)
            appendHead(JSONMember("kind", JSONNode(.string(kind))))
        }

        /// Adds a member of the head (tag, title, placeholder) after those added before.
        mutating func appendHead(_ member: JSONMember) {
            insert(member, at: headEnd)
            headEnd += 1
            traitsEnd += 1
        }

        /// Adds one of the kind's traits after those added before.
        mutating func appendTrait(_ member: JSONMember) {
            insert(member, at: traitsEnd)
            traitsEnd += 1
        }

        /// Adds a condition or the formula: Forma's order is hidden, disabled, required,
        /// formula, whatever the field's.
        mutating func appendTail(_ member: JSONMember) {
            let rank = Self.tailRank(member.key)
            var at = row.count
            while at > traitsEnd, Self.tailRank(row[at - 1].key) > rank { at -= 1 }
            insert(member, at: at)
        }

        /// Inserts a member; most go at the end, where appending is cheaper than inserting.
        private mutating func insert(_ member: JSONMember, at index: Int) {
            if index == row.count { row.append(member) } else { row.insert(member, at: index) }
        }

        /// Where a member of the tail goes in Forma's order.
        private static func tailRank(_ key: String) -> Int {
            switch JSONKey(key) {
            case "hidden": 0
            case "disabled": 1
            case "required": 2
            case "formula": 3
            default: 9
            }
        }

        /// The row's title, for messages.
        var title: String? { row[..<headEnd].first { $0.key == "title" }?.value.string }

        /// The converted options, when the field has them.
        var options: JSONNode? { row[headEnd..<traitsEnd].first { $0.key == "options" }?.value }

        /// The row's members in Forma's order; the default option is the value when none is
        /// given.
        mutating func takeMembers() -> [JSONMember] {
            var members: [JSONMember] = []
            swap(&members, &row)
            if let value = value ?? defaultOption {
                let member = JSONMember("value", value)
                if traitsEnd == members.count { members.append(member) } else { members.insert(member, at: traitsEnd) }
            }
            if !rules.isEmpty { members.append(JSONMember("validations", JSONNode(.array(rules)))) }
            return members
        }
    }

    /// Converts one key of a field into the row's parts, noting keys Forma has no equivalent for.
    private func convertMember(_ member: JSONMember, id: String, into field: inout ConvertedField) {
        let v = member.value
        switch JSONKey(member.key) {
        case "id", "type": break
        case "title": if let s = v.string { field.appendHead(JSONMember("title", JSONNode(.string(s)))) }
        case "placeholder": if let s = v.string { field.appendHead(JSONMember("placeholder", JSONNode(.string(s)))) }
        case "input_type" where field.isField:
            if let word = v.string.flatMap({ Self.keyboards[$0] }) {
                if word != "default" { field.appendTrait(JSONMember("keyboard", JSONNode(.string(word)))) }
            } else {
                note(.noEquivalent("the input type '\(v.string ?? "?")'"), v, key: "input_type")
            }
        case "input_type": break
        case "value":
            field.value = at(.key("value")) { convertValue(v, field: field) }
            // A decimal keeps the digits it was written with: "1.10" shows as 1.10.
            if field.kind == RowKind.decimal.rawValue, let text = v.string,
                let point = text.lastIndex(where: { $0 == "." || $0 == "," }),
                case let digits = text[text.index(after: point)...].count, digits > 0, digits <= 15
            {
                field.appendTrait(JSONMember("fractionDigits", JSONNode(.int(digits))))
            }
        case "values":
            if case .array(let items) = v.value {
                let (options, chosen) = at(.key("values")) { convertOptions(items, field: id, type: field.type) }
                field.appendTrait(JSONMember("options", JSONNode(.array(options))))
                field.defaultOption = chosen
            }
        case "hidden": if v.isTrue { field.appendTail(JSONMember("hidden", JSONNode(.bool(true)))) }
        case "disabled": if v.isTrue { field.appendTail(JSONMember("disabled", JSONNode(.bool(true)))) }
        case "formula":
            guard let text = v.string else {
                note(.wrongType(expected: "a formula string", found: v.typeName), v, key: "formula")
                return
            }
            let mode: ThreeLvisExpression.Mode = ["number", "float", "count"].contains(field.type) ? .number : .text
            let converted = expressions.convert(text, mode: mode)
            field.appendTail(JSONMember("formula", JSONNode(.string(converted.text), offset: v.offset)))
        case "validations":
            at(.key("validations")) { convertValidations(v, field: &field) }
        case "targets":
            guard case .array(let items) = v.value else {
                note(.wrongType(expected: "an array of targets", found: v.typeName), v, key: "targets")
                return
            }
            at(.key("targets")) {
                for (t, target) in items.enumerated() {
                    at(.index(t)) {
                        addTarget(target, when: formaReference(id) + " != nil", source: id, option: nil)
                    }
                }
            }
        case "minimum_date", "maximum_date":
            let key = member.key == "minimum_date" ? "minimumDate" : "maximumDate"
            if let text = v.string, let date = Self.date(text) {
                field.appendTrait(JSONMember(key, JSONNode(.string(ISO8601.string(date)))))
            } else {
                note(.wrongType(expected: "an ISO 8601 date", found: v.typeName), v, key: member.key)
            }
        case "info": note(.noEquivalent("the field's info text"), v, key: "info")
        case "size", "styles", "accessibility_label":
            note(.noEquivalent("the field's '\(member.key)'"), v, key: member.key)
        default: unknownKey(member, known: Self.fieldKeys)
        }
    }

    /// A date as 3lvis writes it: ISO 8601 (`2014-10-31T23:00:00.002Z`), or with a space
    /// before the time and the zone (`2014-10-31 23:00:00 +00:00`), as its values are.
    static func date(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 3 else { return ISO8601.date(text) }
        var zone = String(parts[2])
        if zone.count == 5, !zone.contains(":") { zone.insert(":", at: zone.index(zone.startIndex, offsetBy: 3)) }
        if zone == "+00:00" || zone == "-00:00" { zone = "Z" }
        return ISO8601.date("\(parts[0])T\(parts[1])\(zone)")
    }

    /// A field's value in the type its row holds (3lvis writes numbers and switches loosely).
    private func convertValue(_ node: JSONNode, field: ConvertedField) -> JSONNode? {
        switch node.value {
        case .null: return nil
        case .string(let s):
            switch JSONKey(field.kind) {
            case RowKind.integer.rawValue: return Int(s).map { JSONNode(.int($0)) } ?? node
            case RowKind.decimal.rawValue, RowKind.stepper.rawValue:
                return Double(s.replacingOccurrences(of: ",", with: ".")).map { JSONNode(.double($0)) } ?? node
            case RowKind.date.rawValue, RowKind.dateTime.rawValue, RowKind.time.rawValue:
                return Self.date(s).map { JSONNode(.string(ISO8601.string($0))) } ?? node
            default: return node
            }
        case .int(let n):
            switch JSONKey(field.kind) {
            case RowKind.stepper.rawValue: return JSONNode(.double(Double(n)))
            case RowKind.switch.rawValue: return JSONNode(.bool(n != 0))
            default: return node
            }
        default: return node
        }
    }

    /// A select's or segment's value, or `nil` (noted) when it is none of the field's options.
    private func checkOption(_ value: JSONNode, _ source: JSONNode, _ field: ConvertedField) -> JSONNode? {
        let ids = optionIDs(of: field).compactMap(\.formValue)
        guard !ids.isEmpty, let chosen = value.formValue else { return value }
        let values: [FormValue] =
            if case .array(let items) = chosen { items } else { [chosen] }
        for item in values where !ids.contains(item) {
            note(
                .importDifference(
                    "the value \(item.jsonString()) is none of the field's options; Forma leaves it out"), source,
                key: "value")
            return nil
        }
        return value
    }

    /// The option ids of a converted field's `options`.
    private func optionIDs(of field: ConvertedField) -> [JSONNode] {
        guard case .array(let items)? = field.options?.value
        else { return [] }
        return items.compactMap { $0["value"] }
    }

    /// Options from `values`: each `id` is the option's value; the first `default` picks the
    /// value (every `default` of a multi-select).
    private func convertOptions(_ items: [JSONNode], field: String, type: String) -> ([JSONNode], JSONNode?) {
        var options: [JSONNode] = []
        options.reserveCapacity(items.count)
        var defaults: [JSONNode] = []
        // How conditions read the field, made when an option first has targets.
        var reference: String?
        for (i, item) in items.enumerated() {
            at(.index(i)) {
                guard case .object(let members) = item.value else {
                    note(.wrongType(expected: "an option object", found: item.typeName), item)
                    return
                }
                guard let id = item["id"], id.isScalar else {
                    if let id = item["id"] {
                        note(.wrongType(expected: "a string, number or Boolean id", found: id.typeName), id, key: "id")
                    } else {
                        note(.missingKey("id"), item)
                    }
                    return
                }
                var option = [JSONMember("value", id)]
                for member in members {
                    switch JSONKey(member.key) {
                    case "id", "value": break // an option's `value` is what formulas read
                    case "title":
                        if let s = member.value.string { option.append(JSONMember("title", JSONNode(.string(s)))) }
                    case "default": if member.value.isTrue { defaults.append(id) }
                    case "targets":
                        guard case .array(let targets) = member.value.value else { continue }
                        let read = reference ?? formaReference(field)
                        reference = read
                        let when = read + " == " + Self.literal(id)
                        at(.key("targets")) {
                            for (t, target) in targets.enumerated() {
                                at(.index(t)) {
                                    addTarget(target, when: when, source: field, option: id.formValue)
                                }
                            }
                        }
                    case "info": note(.noEquivalent("an option's info text"), member.value, key: "info")
                    case "accessibility_label":
                        note(.noEquivalent("an option's 'accessibility_label'"), member.value, key: member.key)
                    default: unknownKey(member, known: Self.optionKeys)
                    }
                }
                options.append(JSONNode(.object(option)))
            }
        }
        if type == "multi_select" { return (options, defaults.isEmpty ? nil : JSONNode(.array(defaults))) }
        return (options, defaults.first)
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
}

extension JSONNode {
    fileprivate var isScalar: Bool {
        switch value {
        case .int, .double, .string, .bool: true
        default: false
        }
    }
}
