extension ConditionGraph {
    /// Applies a condition's result: flips the owner's state (recording the change for
    /// renderers and applying the hidden-value policy) or sets a computed value, then
    /// schedules what reads it. `nil` — an invalid condition — means the safe value: `false`
    /// for states, no change for a formula.
    func apply(
        _ result: FormValue?, to owner: ConditionOwner, _ property: ConditionProperty, output: SignalBucket? = nil,
        in form: Form
    ) {
        // Undoing a transaction puts evaluated state back from its log.
        guard !form.log.isRollingBack else { return }
        if property == .formula {
            guard let result, case .row(let row) = owner, row.formValue != result else { return }
            do {
                try row.setFormValue(result)
            } catch {
                // A result the row cannot hold (text for a number row) leaves it empty.
                row.clearValue()
            }
            return
        }
        let state = result.map(ValueSemantics.isTrue) ?? false
        switch owner {
        case .row(let row):
            guard row.conditionState[property] != state else { return }
            form.logConditionState(of: row)
            row.conditionState[property] = state
            if property == .hidden { form.rowVisibilityDidChange(row) } else { row.setNeedsUpdate() }
        case .section(let section):
            guard section.conditionState[property] != state else { return }
            form.logConditionState(of: section)
            section.conditionState[property] = state
            if property == .hidden {
                form.sectionVisibilityDidChange(section)
            } else {
                section.setNeedsUpdate()
                for row in section.rows { row.setNeedsUpdate() }
            }
        case .form:
            guard formDisabled != state else { return }
            if form.log.isLoggingUndo { form.log.undo.append { [self] in formDisabled = !state } }
            formDisabled = state
            for row in form.allRows { row.setNeedsUpdate() }
        }
        forEachOutputBucket(of: owner, property, cached: output, in: form) { $0.forEachSlot(schedule) }
    }
}
