extension ConditionGraph {
    /// The diagnostic of a slot in a dependency cycle: the path of conditions that read each
    /// other, from this one back to it, with a caret under the reference that starts it.
    func cycleDiagnostic(_ slot: ConditionSlot, site: ConditionSite, in form: Form) -> ConditionDiagnostic? {
        guard let path = cyclePath(from: slot, in: form), let first = path.first else { return nil }
        let names = [site.description] + path.map { siteName(of: $0.slot, in: form) }
        let problem = ConditionProblem.dependencyCycle(names)
        let (text, node) = Self.sourceText(of: slot.condition)
        if let node,
            let reference = node.references.first(where: {
                $0.tag == first.input.tag && SignalAspect($0.property) == first.input.aspect
            })
        {
            return ConditionDiagnostic(problem, expression: text, utf8Range: reference.range, site: site)
        }
        let range = Self.characterRange(of: TagSyntax.reference(first.input.tag), in: text)
        return ConditionDiagnostic(problem: problem, expression: text, range: range, site: site)
    }

    /// A shortest path of "reads" edges from a slot back to itself, within its cycle: each
    /// step is the slot read and the signal through which it was read.
    private func cyclePath(from start: ConditionSlot, in form: Form)
        -> [(slot: ConditionSlot, input: SignalKey)]?
    {
        var parent: [ObjectIdentifier: (slot: ConditionSlot, input: SignalKey)] = [:]
        var queue: [ConditionSlot] = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for input in current.inputs {
                for producer in producers(of: input, in: form) where producer.component == start.component {
                    if producer === start {
                        var path = [(slot: start, input: input)]
                        var cursor = current
                        while cursor !== start, let step = parent[ObjectIdentifier(cursor)] {
                            path.insert((cursor, step.input), at: 0)
                            cursor = step.slot
                        }
                        // path[i].input is what the previous slot read to reach path[i].slot.
                        return path
                    }
                    let id = ObjectIdentifier(producer)
                    guard parent[id] == nil else { continue }
                    parent[id] = (current, input)
                    queue.append(producer)
                }
            }
        }
        return nil
    }

    /// The live slots in cycles that produce a signal.
    private func producers(of key: SignalKey, in form: Form) -> [ConditionSlot] {
        var owners: [(ConditionOwner, ConditionProperty)] = []
        if let row = form.rowsByTag[key.tag] {
            switch key.aspect {
            case .value: owners = [(.row(row), .formula)]
            case .isHidden: owners = [(.row(row), .hidden)] + (row.section.map { [(.section($0), .hidden)] } ?? [])
            case .isDisabled:
                owners =
                    [(.row(row), .disabled)] + (row.section.map { [(.section($0), .disabled)] } ?? [])
                    + [(.form, .disabled)]
            case .valueCount: break
            }
        } else if let section = form.sectionsByTag[key.tag] {
            switch key.aspect {
            case .value: break
            case .isHidden: owners = [(.section(section), .hidden)]
            case .isDisabled: owners = [(.section(section), .disabled), (.form, .disabled)]
            case .valueCount: break
            }
        } else if key.aspect == .value, let section = form.multivaluedSection(key.tag) {
            owners = section.rows.map { (.row($0), .formula) }
        }
        return owners.compactMap { slots[SlotKey($0.0, $0.1)] }.filter { $0.isLive && $0.isInCycle }
    }

    /// A slot as a cycle report names it: `row 'a' (hidden)`.
    private func siteName(of slot: ConditionSlot, in form: Form) -> String {
        let owner: String
        switch slot.owner {
        case .row(let row): owner = row.tag.map { "row '\($0)'" } ?? row.describeForError()
        case .section(let section):
            owner = section.tag.map { "section '\($0)'" } ?? "section \(form.index(of: section) ?? 0)"
        case .form: owner = "form"
        }
        return ConditionSite(owner: owner, property: slot.property).description
    }
}
