/// A condition compiled for one slot.
struct CompiledCondition {
    /// The program, or `nil` when the condition has an error.
    var program: ConditionProgram?
    /// The signals it reads.
    var inputs: [SignalKey]
    /// Its problems (UTF-8 ranges in the syntax tree it was compiled from).
    var problems: [(problem: ConditionProblem, range: Range<Int>)]
}

extension ConditionBinder {
    /// Compiles a condition for an owner's property. `node` replaces the condition's own
    /// tree (diagnostics pass one with source ranges, and a suggester for "did you mean").
    static func compile(
        _ condition: Condition, node: ConditionNode? = nil, for owner: ConditionOwner, _ property: ConditionProperty,
        in form: Form, suggester: NameSuggester? = nil
    ) -> CompiledCondition {
        switch condition.body {
        case .invalid:
            return CompiledCondition(program: nil, inputs: [], problems: [])
        case .function(let closure):
            let scopes = scopes(of: owner)
            let tags = scopes.isEmpty ? closure.tags : closure.tags.map { resolve($0, in: scopes, form: form) }
            var inputs: [SignalKey] = []
            var problems: [(ConditionProblem, Range<Int>)] = []
            for tag in tags {
                for aspect in SignalAspect.allCases where !inputs.contains(SignalKey(tag: tag, aspect: aspect)) {
                    inputs.append(SignalKey(tag: tag, aspect: aspect))
                }
                if form.rowsByTag[tag] == nil, form.sectionsByTag[tag] == nil, form.multivaluedSection(tag) == nil {
                    problems.append((ConditionBinder.missingTagProblem(tag, suggester: suggester), 0..<0))
                }
            }
            let binder = ConditionBinder(form: form, suggester: suggester)
            if let secret = binder.secretDeclared(in: tags, for: owner, property), case .row(let row) = owner {
                problems.append((.secretCopied(secret: secret, row: row.conditionName), 0..<0))
            }
            return CompiledCondition(
                program: problems.isEmpty ? .function(closure.evaluate) : nil, inputs: inputs, problems: problems)
        case .constant, .expression:
            guard var root = node ?? condition.node else {
                return CompiledCondition(program: nil, inputs: [], problems: [])
            }
            let scopes = scopes(of: owner)
            if !scopes.isEmpty { root = root.resolvingTags { resolve($0, in: scopes, form: form) } }
            var binder = ConditionBinder(form: form, suggester: suggester)
            binder.item = item(holding: owner)
            let (bound, type) = binder.bind(root)
            binder.checkResult(type, of: owner, property, root.range)
            binder.checkSecrets(of: root, for: owner, property)
            return CompiledCondition(
                program: binder.hasErrors ? nil : .bound(bound), inputs: binder.inputs, problems: binder.problems)
        }
    }

    /// The item of a repeatable section (an untagged sub-form) whose own row or section owns
    /// a condition: there, `$name` reads the item's row `name` first.
    static func item(holding owner: ConditionOwner) -> SubFormRow? {
        let section: Section?
        switch owner {
        case .row(let row): section = row.section
        case .section(let owned): section = owned
        case .form: return nil
        }
        guard let item = section?.owner, item.tag == nil else { return nil }
        return item
    }

    /// Checks that the result suits the property: true or false for states, a value the row
    /// can hold for a formula.
    mutating func checkResult(
        _ type: ConditionValueType, of owner: ConditionOwner, _ property: ConditionProperty, _ range: Range<Int>
    ) {
        guard property == .formula else {
            if ![.bool, .number, .any].contains(type) { report(.notACondition(type), range) }
            return
        }
        guard case .row(let row) = owner, row.hasValue else {
            if case .row(let row) = owner { report(.formulaWithoutValue(row: row.conditionName), range) }
            return
        }
        guard let kind = (row as? any ValueKindProviding)?.valueKind else { return }
        let fits: Bool
        switch (type, kind) {
        case (.any, _), (.null, _), (_, .null): fits = true
        case (.number, .int), (.number, .double), (.bool, .bool), (.string, .string), (.date, .date),
            (.string, .date), (.list, .array), (.object, .object):
            fits = true
        default: fits = false
        }
        if !fits { report(.formulaMismatch(found: type, row: row.conditionName, holds: kind), range) }
    }
}

extension FormRow {
    /// The row as diagnostics name it: `IntRow 'total'`, or with its position when untagged.
    var conditionName: String {
        if let tag { return "\(typeName) '\(tag)'" }
        return describeForError()
    }
}
