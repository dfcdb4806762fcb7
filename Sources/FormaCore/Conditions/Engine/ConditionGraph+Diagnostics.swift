import Foundation

extension ConditionGraph {
    /// `false` when the form's conditions certainly have no diagnostic: none failed to
    /// compile or compiled with a problem, and none is in a cycle. Cheaper than
    /// ``diagnostics(in:)``, which compiles every condition again for its wording.
    /// - Complexity: O(n) in the number of conditions.
    func mayHaveDiagnostics(in form: Form) -> Bool {
        ensureCycleAnalysis(form)
        drain(form)
        if cyclicSlotCount > 0 { return true }
        return slots.values.contains { $0.isLive && $0.hasProblems }
    }

    /// Every diagnostic of the form's conditions, in form order.
    func diagnostics(in form: Form) -> [ConditionDiagnostic] {
        ensureCycleAnalysis(form)
        drain(form)
        var result: [ConditionDiagnostic] = []
        let suggester = NameSuggester(form.referableTags)
        func check(_ owner: ConditionOwner, _ property: ConditionProperty, site: ConditionSite) {
            guard let condition = condition(of: owner, property, in: form) else { return }
            result += diagnose(condition, owner, property, site: site, in: form, suggester: suggester)
            if let slot = slots[SlotKey(owner, property)], slot.isLive, slot.isInCycle, slot.program != nil {
                if let cycle = cycleDiagnostic(slot, site: site, in: form) { result.append(cycle) }
            }
        }
        check(.form, .disabled, site: ConditionSite(owner: "form", property: .disabled))
        // Sub-forms' sections follow the section of their row; items of a repeatable section
        // share their template's conditions, so the first item speaks for all.
        var pending: [(sections: [Section], depth: Int)] = [(form.sections, 0)]
        while let (sections, depth) = pending.popLast() {
            var nested: [(sections: [Section], depth: Int)] = []
            for (index, section) in sections.enumerated() {
                let name = section.tag.map { "section '\($0)'" } ?? "section \(index)"
                check(.section(section), .hidden, site: ConditionSite(owner: name, property: .hidden))
                check(.section(section), .disabled, site: ConditionSite(owner: name, property: .disabled))
                var sawItem = false
                for row in section.rows {
                    let name = row.tag.map { "row '\($0)'" } ?? row.describeForError()
                    for property in ConditionProperty.allCases {
                        check(.row(row), property, site: ConditionSite(owner: name, property: property))
                    }
                    guard let subForm = row as? SubFormRow, !subForm.isOverNestingLimit,
                        depth < SubFormRow.maximumDepth
                    else { continue }
                    if subForm.tag == nil {
                        if sawItem { continue }
                        sawItem = true
                    }
                    nested.append((subForm.sections, depth + 1))
                }
            }
            pending += nested.reversed()
        }
        return result
    }

    /// The problems of one condition, with its text and source ranges.
    private func diagnose(
        _ condition: Condition, _ owner: ConditionOwner, _ property: ConditionProperty, site: ConditionSite,
        in form: Form, suggester: NameSuggester
    ) -> [ConditionDiagnostic] {
        switch condition.body {
        case .invalid(let invalid):
            var diagnostic = invalid.diagnostic
            diagnostic.site = site
            return [diagnostic]
        case .function:
            let text = condition.description
            let compiled = ConditionBinder.compile(condition, for: owner, property, in: form, suggester: suggester)
            return compiled.problems.map { problem, _ in
                var range = 0..<text.count
                switch problem {
                case .unknownTag(let tag, _):
                    range = Self.characterRange(of: TagSyntax.reference(tag), in: text)
                default: break
                }
                return ConditionDiagnostic(problem: problem, expression: text, range: range, site: site)
            }
        case .constant, .expression:
            let (text, node) = Self.sourceText(of: condition)
            let compiled = ConditionBinder.compile(
                condition, node: node, for: owner, property, in: form, suggester: suggester)
            guard !compiled.problems.isEmpty else { return [] }
            let characters = ExpressionCharacters(text)
            return compiled.problems.map {
                ConditionDiagnostic($0.problem, characters: characters, utf8Range: $0.range, site: site)
            }
        }
    }

    /// A condition's text and a syntax tree whose ranges point into it: the parsed text, or
    /// the DSL tree printed and parsed back.
    static func sourceText(of condition: Condition) -> (String, ConditionNode?) {
        guard let node = condition.node else { return (condition.description, nil) }
        if let source = condition.source { return (source, node) }
        let text = node.text
        if case .success(let ranged) = ConditionParser.parse(text), ranged == node { return (text, ranged) }
        return (text, node)
    }

    static func characterRange(of needle: String, in text: String) -> Range<Int> {
        guard let found = text.range(of: needle) else { return 0..<text.count }
        let lower = text.distance(from: text.startIndex, to: found.lowerBound)
        return lower..<(lower + needle.count)
    }
}
