extension ConditionGraph {
    /// A row became secret or stopped being secret: the formulas that read it, and its own,
    /// are compiled again, so a formula that would now copy a secret is refused. A formula
    /// that copied the row's value while it was not secret loses that copy.
    func secrecyDidChange(of row: FormRow, in form: Form) {
        form.transaction {
            if let tag = row.tag {
                reindexReaders(of: tag, in: form)
                if row.isSecret { dropCopies(of: tag, in: form) }
            }
            if row.formula != nil { conditionDidChange(.row(row), .formula, in: form) }
            drain(form)
        }
    }

    /// Empties the rows whose formula reads the value of `tag` and is now refused for
    /// copying it.
    private func dropCopies(of tag: String, in form: Form) {
        var readers: [ConditionSlot] = []
        buckets[SignalKey(tag: tag, aspect: .value)]?.forEachSlot { readers.append($0) }
        for slot in readers where slot.isLive && slot.property == .formula && slot.program == nil {
            guard case .row(let reader) = slot.owner else { continue }
            let compiled = ConditionBinder.compile(slot.condition, for: slot.owner, .formula, in: form)
            let copies = compiled.problems.contains {
                if case .secretCopied = $0.problem { return true }
                return false
            }
            if copies { reader.clearValue() }
        }
    }
}
