import FormaCore

extension DefinitionReader {
    /// What a row object does with its `tag` key.
    enum TagPolicy {
        /// Reads it (a row of the form).
        case read
        /// Ignores it (a row copied from a named template).
        case ignore
        /// Does not allow it (an inline template: copies would share it).
        case forbid
    }

    /// The codec of a kind name: built in, or registered by the app.
    func codec(for name: String) -> KindCodec? {
        // Rows mostly repeat the kind of the row before: comparing the name with the last one
        // costs less than hashing it (and an app's kind is not made again for each row).
        if let last = lastCodec, last.name == name { return last.codec }
        guard let codec = KindCodec.builtIn[name] ?? registry.codec(name) else { return nil }
        lastCodec = (name, codec)
        return codec
    }

    /// Every kind name, for suggestions.
    var kindNames: [String] { Array(KindCodec.builtIn.keys) + registry.kinds }

    /// Records a tag, reporting it if another row or section already carries it.
    func claimTag(_ tag: String, at offset: Int, key: String = "tag") {
        let tag = tagScope.isEmpty ? tag : tagScope + tag
        if let first = place.claim(tag, key: key) {
            let here = DefinitionPath(path + [.key(key)])
            let firstUse = DefinitionPath(keptPath(first))
            report(.duplicateTag(tag, firstUsedAt: firstUse.description), path: here, offset: offset)
        }
    }

    /// Reads a row: its kind, tag, title, the kind's traits, value, conditions and validations.
    func readRow(_ node: JSONNode, tags policy: TagPolicy = .read) -> FormRow? {
        guard let object = object(node, expected: "a row object") else { return nil }
        guard let kindNode = required(object, "kind"), let kindName = string(kindNode, key: "kind") else { return nil }
        guard let codec = codec(for: kindName) else {
            report(
                .unknownKind(kindName, suggestion: kindSuggester.nearest(to: kindName)),
                at: kindNode.offset, key: "kind")
            return nil
        }
        checkKeys(object, allowed: policy == .forbid ? codec.allowedKeysWithoutTag : codec.allowedKeys)
        var tag: String?
        if policy == .read, let tagNode = object["tag"], let text = string(tagNode, key: "tag") {
            tag = text
            claimTag(text, at: tagNode.offset)
        }
        guard let row = codec.read(self, object, tag) else { return nil }
        row.title = string(object, "title")
        row.placeholder = string(object, "placeholder")
        if let c = condition(object, "hidden") { row.hidden = c }
        if let c = condition(object, "disabled") { row.disabled = c }
        if let c = condition(object, "required") { row.required = c }
        if let text = string(object, "formula") {
            hasConditions = true
            row.formula = Condition(text)
        }
        if let valueNode = object["value"] { readValue(valueNode, into: row) }
        if let items = array(object, "validations") {
            let specs = at(.key("validations")) { readRuleSpecs(items) }
            if let valued = row as? DefinedValueRow {
                valued.addDefinedValidators(specs, reader: self, kind: kindName)
            } else if !specs.isEmpty, let node = object["validations"] {
                report(.ruleNotApplicable(rule: "validations", kind: kindName), at: node.offset, key: "validations")
            }
        }
        if let trigger = word(object, "validationTrigger", Self.triggers) { row.validationTrigger = trigger }
        if let keeps = bool(object, "keepsInlineEditorExpanded") { row.keepsInlineEditorExpanded = keeps }
        return row
    }

    /// Sets a row's initial value, reporting a value it cannot hold.
    private func readValue(_ node: JSONNode, into row: FormRow) {
        guard let value = node.formValue else {
            if case .outOfRange(let text) = node.value {
                report(.numberOutOfRange(text), at: node.offset, key: "value")
            } else {
                report(.numberOutOfRange("in the value"), at: node.offset, key: "value")
            }
            return
        }
        if case .double(let d) = value, d == d.rounded(), abs(d) >= 9.2e18, row.formValue.kind == .int || row is IntRow
        {
            report(.numberOutOfRange(CodecNumbers.text(d)), at: node.offset, key: "value")
            return
        }
        do {
            try row.setFormValue(value)
        } catch let error as ValueError {
            report(.valueMismatch(error.reason), at: node.offset, key: "value")
        } catch {
            report(.valueMismatch(.notSettable(rowType: row.typeName)), at: node.offset, key: "value")
        }
    }

    static let triggers: [(String, ValidationTrigger)] = [
        ("onChange", .onChange), ("onBlur", .onBlur), ("onChangeAfterBlur", .onChangeAfterBlur),
        ("onSubmit", .onSubmit), ("onDemand", .onDemand),
    ]
}

/// Number text for messages.
enum CodecNumbers {
    static func text(_ value: Double) -> String { KindCodec.number(value) }
}
