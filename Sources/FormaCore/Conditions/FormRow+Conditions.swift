extension FormRow {
    /// The row's condition for a property.
    func condition(for property: ConditionProperty) -> Condition? {
        switch property {
        case .hidden: hidden
        case .disabled: disabled
        case .required: required
        case .formula: formula
        }
    }

    /// Called when one of the row's conditions is assigned: in a form, the form re-indexes
    /// and re-evaluates it at once; outside one, a constant takes effect and anything else
    /// waits, at its safe value, for the row to join a form.
    func conditionDidChange(_ property: ConditionProperty, replacing old: Condition?) {
        if let form, id.rawValue != 0 {
            if form.log.isLoggingUndo { form.log.undo.append { [self] in setCondition(old, for: property) } }
            form.conditionGraph.conditionDidChange(.row(self), property, in: form)
        } else {
            let bit: UInt8 =
                switch property {
                case .hidden: 1
                case .disabled: 2
                case .required: 4
                case .formula: 8
                }
            let isConstant = property == .formula ? formula == nil : condition(for: property)?.isConstant ?? true
            if isConstant { conditionState.nonConstant &= ~bit } else { conditionState.nonConstant |= bit }
            if property != .formula {
                conditionState[property] = condition(for: property)?.constantValue.map(ValueSemantics.isTrue) ?? false
            }
        }
    }

    /// Assigns one of the row's conditions.
    func setCondition(_ condition: Condition?, for property: ConditionProperty) {
        switch property {
        case .hidden: hidden = condition ?? false
        case .disabled: disabled = condition ?? false
        case .required: required = condition ?? false
        case .formula: formula = condition
        }
    }

    /// Called when the row becomes secret or stops being secret (``isSecret`` changed): the
    /// formulas that read it, and its own, are checked again for copying a secret.
    func secrecyDidChange() {
        guard let form, id.rawValue != 0 else { return }
        form.conditionGraph.secrecyDidChange(of: self, in: form)
    }
}
