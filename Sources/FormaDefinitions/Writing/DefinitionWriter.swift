import FormaCore

/// Writes a form as a definition, collecting what cannot be described.
struct DefinitionWriter {
    let registry: DefinitionRegistry
    var problems: [DefinitionDiagnostic] = []

    init(registry: DefinitionRegistry) {
        self.registry = registry
    }

    mutating func form(_ form: Form) -> JSONNode {
        var members = [JSONMember("forma", JSONNode(.int(FormDefinition.version)))]
        if let title = form.title { members.append(JSONMember("title", JSONNode(.string(title)))) }
        members += condition("disabled", form.disabled, at: [])
        switch form.hiddenValuePolicy {
        case .exclude: break
        case .include: members.append(JSONMember("hiddenValues", JSONNode(.string("include"))))
        case .clearWhenHidden: members.append(JSONMember("hiddenValues", JSONNode(.string("clearWhenHidden"))))
        }
        if form.validationTrigger != .onChangeAfterBlur { members.append(trigger(form.validationTrigger)) }
        var sections: [JSONNode] = []
        sections.reserveCapacity(form.sections.count)
        for (i, section) in form.sections.enumerated() {
            sections.append(self.section(section, at: [.key("sections"), .index(i)]))
        }
        members.append(JSONMember("sections", JSONNode(.array(sections))))
        return JSONNode(.object(members))
    }

    mutating func section(
        _ section: Section, at path: [DefinitionPath.Component], prefix: String = ""
    ) -> JSONNode {
        var members: [JSONMember] = []
        if let header = section.header { members.append(JSONMember("title", JSONNode(.string(header)))) }
        if let footer = section.footer { members.append(JSONMember("footer", JSONNode(.string(footer)))) }
        if let tag = section.tag { members.append(JSONMember("tag", JSONNode(.string(tag)))) }
        if section.isCollapsible { members.append(JSONMember("collapsible", JSONNode(.bool(true)))) }
        if section.isCollapsed { members.append(JSONMember("collapsed", JSONNode(.bool(true)))) }
        members += condition("hidden", section.hidden, at: path)
        members += condition("disabled", section.disabled, at: path)
        if case .repeatable(let node)? = section.definitionTemplate {
            members.append(JSONMember("repeatable", repeatable(section, node, at: path + [.key("repeatable")])))
            return JSONNode(.object(members))
        }
        if let multivalued = multivalued(section, at: path + [.key("multivalued")]) {
            members.append(JSONMember("multivalued", multivalued))
        }
        var rows: [JSONNode] = []
        rows.reserveCapacity(section.rows.count)
        for (i, row) in section.rows.enumerated() {
            rows.append(self.row(row, at: path + [.key("rows"), .index(i)], prefix: prefix))
        }
        members.append(JSONMember("rows", JSONNode(.array(rows))))
        return JSONNode(.object(members))
    }

    private mutating func multivalued(_ section: Section, at path: [DefinitionPath.Component]) -> JSONNode? {
        guard !section.multivalued.isEmpty || section.multivaluedTag != nil || section.makeRow != nil else {
            return nil
        }
        var members: [JSONMember] = []
        let options = DefinitionReader.multivaluedOptions.filter { section.multivalued.contains($0.1) }.map {
            JSONNode(.string($0.0))
        }
        members.append(JSONMember("options", JSONNode(.array(options))))
        switch section.insertMode {
        case .lastRow: members.append(JSONMember("insertMode", JSONNode(.string("lastRow"))))
        case .addButton(let title) where title != "Add":
            members.append(JSONMember("addTitle", JSONNode(.string(title))))
        case .addButton: break
        }
        if let tag = section.multivaluedTag { members.append(JSONMember("tag", JSONNode(.string(tag)))) }
        switch section.definitionTemplate {
        case .named(let name, _)?:
            members.append(JSONMember("template", JSONNode(.string(name))))
        case .row?:
            if let prototype = section.makeRow?(0) {
                members.append(JSONMember("template", row(prototype, at: path + [.key("template")])))
            }
        case nil, .repeatable?:
            if section.makeRow != nil {
                problems.append(
                    DefinitionDiagnostic(
                        .notDescribable("the section's row maker (a closure)"), at: DefinitionPath(path)))
            }
        }
        return JSONNode(.object(members))
    }

    mutating func row(_ row: FormRow, at path: [DefinitionPath.Component], prefix: String = "") -> JSONNode {
        func fail(_ reason: String) {
            problems.append(
                DefinitionDiagnostic(.notDescribable("\(row.describeForError()): \(reason)"), at: DefinitionPath(path)))
        }
        let name = row.kind.rawValue
        var members = [JSONMember("kind", JSONNode(.string(name)))]
        if let tag = row.tag {
            let local = !prefix.isEmpty && tag.hasPrefix(prefix) ? String(tag.dropFirst(prefix.count)) : tag
            members.append(JSONMember("tag", JSONNode(.string(local))))
        }
        if let title = row.title { members.append(JSONMember("title", JSONNode(.string(title)))) }
        if let text = row.placeholder { members.append(JSONMember("placeholder", JSONNode(.string(text)))) }
        if let codec = KindCodec.builtIn[name] ?? registry.codec(name) {
            switch codec.write(row) {
            case .success(let traits): members += traits
            case .failure(let failure): fail(failure.reason)
            }
        } else {
            fail("its kind '\(name)' is not in the registry")
        }
        if let subForm = row as? SubFormRow {
            members.append(JSONMember("sections", subFormSections(subForm, at: path + [.key("sections")])))
        }
        if !row.changeHandlers.isEmpty { fail("a change handler (a closure)") }
        if !row.swipeActions.isEmpty { fail("swipe actions (closures)") }
        // A definition describes a form and is shared as one: a secret's value is left out.
        // A sub-form's value is its rows' values, written with them.
        if row.hasValue, !(row is SubFormRow), row.formula == nil, !row.isSecret, !row.formValue.isNull {
            members.append(JSONMember("value", JSONNode(formValue: row.formValue)))
        }
        members += condition("hidden", row.hidden, at: path)
        members += condition("disabled", row.disabled, at: path)
        members += condition("required", row.required, at: path)
        if let formula = row.formula { members += condition("formula", formula, at: path, omitFalse: false) }
        if let valued = row as? DefinedValueRow {
            switch valued.describeValidators() {
            case .success(let rules) where !rules.isEmpty:
                members.append(JSONMember("validations", JSONNode(.array(rules))))
            case .success: break
            case .failure(let failure): fail(failure.reason)
            }
        }
        if let trigger = row.validationTrigger { members.append(self.trigger(trigger)) }
        if row.keepsInlineEditorExpanded {
            members.append(JSONMember("keepsInlineEditorExpanded", JSONNode(.bool(true))))
        }
        return JSONNode(.object(members))
    }

    private func trigger(_ trigger: ValidationTrigger) -> JSONMember {
        let word = DefinitionReader.triggers.first { $0.1 == trigger }?.0 ?? "onChangeAfterBlur"
        return JSONMember("validationTrigger", JSONNode(.string(word)))
    }

    private mutating func condition(
        _ key: String, _ condition: Condition, at path: [DefinitionPath.Component], omitFalse: Bool = true
    ) -> [JSONMember] {
        switch condition.body {
        case .constant(let value):
            return value || !omitFalse ? [JSONMember(key, JSONNode(.bool(value)))] : []
        case .expression, .invalid:
            return [JSONMember(key, JSONNode(.string(condition.description)))]
        case .function:
            problems.append(
                DefinitionDiagnostic(
                    .notDescribable("the \(key) condition \(condition) (a closure)"),
                    at: DefinitionPath(path + [.key(key)])))
            return []
        }
    }
}

extension Form {
    /// The form as a definition: sections, rows with their traits, current values,
    /// conditions, formulas and validations. Loading the result gives an equal form, and
    /// loading a definition then writing it gives the same document — except that a secret
    /// row's value (a password's) is never written.
    ///
    /// ```swift
    /// let text = try form.definition().jsonString()
    /// ```
    /// - Throws: ``DefinitionError`` naming every row, section or condition that is a
    ///   closure (validators, formatters, tap and change handlers, row makers), which a
    ///   definition cannot describe.
    public func definition(registry: DefinitionRegistry = DefinitionRegistry()) throws -> FormDefinition {
        var writer = DefinitionWriter(registry: registry)
        let root = writer.form(self)
        if !writer.problems.isEmpty { throw DefinitionError(details: writer.problems) }
        return FormDefinition(root: root, source: nil)
    }
}
