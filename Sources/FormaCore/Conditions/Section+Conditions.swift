extension Section {
    /// The section's condition for a property (`hidden` or `disabled`).
    func condition(for property: ConditionProperty) -> Condition? {
        switch property {
        case .hidden: hidden
        case .disabled: disabled
        case .required, .formula: nil
        }
    }

    /// Called when the section's `hidden` or `disabled` is assigned.
    func conditionDidChange(_ property: ConditionProperty, replacing old: Condition) {
        if let form, id.rawValue != 0 {
            if form.log.isLoggingUndo {
                form.log.undo.append { [self] in
                    if property == .hidden { hidden = old } else { disabled = old }
                }
            }
            form.conditionGraph.conditionDidChange(.section(self), property, in: form)
        } else {
            conditionState[property] = condition(for: property)?.constantValue.map(ValueSemantics.isTrue) ?? false
        }
    }
}
