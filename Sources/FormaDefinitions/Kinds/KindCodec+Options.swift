import FormaCore

extension KindCodec {
    static var optionCodecs: [KindCodec] {
        let kinds: [RowKind] = [.segmented, .picker, .pushSelector, .actionSheet, .alert, .multipleSelector]
        return kinds.map(options) + [leftRight]
    }

    /// Makes an options row of a kind and value type with its options, whose values were
    /// checked against the type already.
    static func makeOptionsRow(
        _ kind: RowKind, _ type: OptionValueType, tag: String?, options: [DefinedOption]
    ) -> FormRow {
        // The options are made here, where their value type is known (a title left out is
        // the value's own text).
        func make<V: FormValueConvertible & Hashable>(_: V.Type) -> FormRow {
            var typed: [Option<V>] = []
            typed.reserveCapacity(options.count)
            for option in options {
                guard let value = V(formValue: option.value) else { continue }
                typed.append(Option(value, title: option.title ?? Option(value).title, section: option.section))
            }
            let row: OptionsRow<V>
            switch kind {
            case .segmented: row = SegmentedRow<V>(tag: tag)
            case .picker: row = PickerRow<V>(tag: tag)
            case .pushSelector: row = PushRow<V>(tag: tag)
            case .actionSheet: row = ActionSheetRow<V>(tag: tag)
            case .alert: row = AlertRow<V>(tag: tag)
            default:
                let selector = MultipleSelectorRow<V>(tag: tag)
                selector.options = typed
                return selector
            }
            row.options = typed
            return row
        }
        switch type {
        case .string: return make(String.self)
        case .int: return make(Int.self)
        case .double: return make(Double.self)
        case .bool: return make(Bool.self)
        }
    }

    /// An options kind: value type, options and, for selectors, the options screen's title.
    static func options(_ kind: RowKind) -> KindCodec {
        let hasSelectorTitle = [.pushSelector, .actionSheet, .alert].contains(kind)
        return KindCodec(
            name: kind.rawValue, traits: ["valueType", "options"] + (hasSelectorTitle ? ["selectorTitle"] : []),
            read: { reader, object, tag in
                let declared = reader.trait(object, "valueType", OptionValueType.allCases, name: \.rawValue)
                let items = reader.array(object, "options") ?? []
                let read = reader.at(.key("options")) { reader.readOptions(items, declared: declared) }
                let row = makeOptionsRow(
                    kind, declared ?? read.inferred ?? .string, tag: tag, options: read.options)
                if hasSelectorTitle { (row as? SelectorTitled)?.selectorTitle = reader.string(object, "selectorTitle") }
                return row
            },
            write: { row in
                guard let row = row as? OptionsDefining, let type = row.optionValueType else {
                    return .failure(DescribeFailure(reason: "options of a type definitions cannot hold"))
                }
                if let closure = row.optionsClosure { return .failure(DescribeFailure(reason: closure)) }
                let options = row.definedOptions
                var members: [JSONMember] = []
                if options.isEmpty, type != .string { members += member("valueType", .string(type.rawValue)) }
                if !options.isEmpty {
                    members += member("options", .array(options.map(optionNode)))
                }
                if let titled = row as? SelectorTitled {
                    members += member("selectorTitle", titled.selectorTitle.map { .string($0) })
                }
                return .success(members)
            })
    }

    static func optionNode(_ option: DefinedOption) -> JSONNode {
        var members = [JSONMember("value", JSONNode(formValue: option.value))]
        if let title = option.title { members.append(JSONMember("title", JSONNode(.string(title)))) }
        if let section = option.section { members.append(JSONMember("section", JSONNode(.string(section)))) }
        return JSONNode(.object(members))
    }

    /// Country → cities: left options each with their right options (strings).
    static var leftRight: KindCodec {
        KindCodec(
            name: RowKind.leftRightSelector.rawValue, traits: ["choices", "selectorTitle"],
            read: { reader, object, tag in
                let row = LeftRightSelectorRow<String, String>(tag: tag)
                let items = reader.array(object, "choices") ?? []
                row.choices = reader.at(.key("choices")) {
                    items.enumerated().compactMap { i, item in
                        reader.at(.index(i)) { reader.readChoice(item) }
                    }
                }
                row.selectorTitle = reader.string(object, "selectorTitle")
                return row
            },
            write: { row in
                guard let row = row as? LeftRightSelectorRow<String, String> else {
                    return .failure(DescribeFailure(reason: "left and right values other than strings"))
                }
                let choices = row.choices.map { choice in
                    var members = [JSONMember("value", JSONNode(.string(choice.left.value)))]
                    if choice.left.title != choice.left.value {
                        members.append(JSONMember("title", JSONNode(.string(choice.left.title))))
                    }
                    members.append(
                        JSONMember(
                            "options",
                            JSONNode(
                                .array(
                                    choice.right.map {
                                        optionNode(
                                            DefinedOption(
                                                value: .string($0.value), title: $0.title == $0.value ? nil : $0.title,
                                                section: $0.section))
                                    }))))
                    return JSONNode(.object(members))
                }
                return .success(
                    (choices.isEmpty ? [] : member("choices", .array(choices)))
                        + member("selectorTitle", row.selectorTitle.map { .string($0) }))
            })
    }
}

extension DefinitionReader {
    static let optionKeys = ["value", "title", "section"]
    static let choiceKeys = ["value", "title", "options"]

    /// Reads options, checking their values share one type (the declared one, if any).
    func readOptions(
        _ items: [JSONNode], declared: OptionValueType?
    ) -> (options: [DefinedOption], inferred: OptionValueType?) {
        var options: [DefinedOption] = []
        options.reserveCapacity(items.count)
        var type = declared
        // Duplicates are found by comparing with the options before, until there are enough
        // of them for a set to pay off.
        var seen: Set<FormValue>?
        for (i, item) in items.enumerated() {
            at(.index(i)) {
                guard let object = object(item, expected: "an option object") else { return }
                checkKeys(object, allowed: Self.optionKeys)
                guard let valueNode = required(object, "value") else { return }
                let title = string(object, "title")
                guard let found = OptionValueType(valueNode), let value = valueNode.formValue else {
                    if case .outOfRange(let text) = valueNode.value {
                        report(.numberOutOfRange(text), at: valueNode.offset, key: "value")
                    } else {
                        report(
                            .wrongType(expected: "a string, number or Boolean", found: valueNode.typeName),
                            at: valueNode.offset, key: "value")
                    }
                    return
                }
                if let expected = type, !expected.accepts(found) {
                    report(
                        .optionTypeMismatch(expected: expected.rawValue, found: found.rawValue), at: valueNode.offset,
                        key: "value")
                    return
                }
                let normalized: FormValue =
                    if type == .double, case .int(let n) = value { .double(Double(n)) } else { value }
                let duplicate = seen?.contains(normalized) ?? options.contains { $0.value == normalized }
                if duplicate {
                    report(.duplicateOption(normalized.jsonString()), at: valueNode.offset, key: "value")
                    return
                }
                if seen != nil {
                    seen?.insert(normalized)
                } else if options.count >= 16 {
                    seen = Set(options.map(\.value) + [normalized])
                }
                if type == nil { type = found }
                options.append(DefinedOption(value: normalized, title: title, section: string(object, "section")))
            }
        }
        return (options, type)
    }

    /// One left-right choice: a string value, a title and its right options.
    func readChoice(_ node: JSONNode) -> LeftRightChoice<String, String>? {
        guard let object = object(node, expected: "a choice object") else { return nil }
        checkKeys(object, allowed: Self.choiceKeys)
        guard required(object, "value") != nil, let value = string(object, "value") else { return nil }
        let title = string(object, "title")
        let items = array(object, "options") ?? []
        let read = at(.key("options")) { readOptions(items, declared: .string) }
        let right = read.options.compactMap { option -> Option<String>? in
            guard case .string(let s) = option.value else { return nil }
            return Option(s, title: option.title ?? s, section: option.section)
        }
        return LeftRightChoice(title.map { Option(value, title: $0) } ?? Option(value), right: right)
    }
}
