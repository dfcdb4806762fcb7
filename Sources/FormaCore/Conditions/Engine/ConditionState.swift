/// The evaluated state of a row's or section's own conditions (not counting its section's
/// or form's). Kept on the row or section so that `isHidden` and friends cost nothing.
struct ConditionState {
    var isHidden = false
    var isDisabled = false
    var isRequired = false
    /// For a row that never joined a form: one bit per property (hidden, disabled, required,
    /// formula) whose condition is not a constant, or whose formula is set (see
    /// `FormRow.conditionsAreConstant`). Kept here, in the struct's spare byte, so that rows
    /// stay the size they are.
    var nonConstant: UInt8 = 0

    /// Reads the evaluated flag for a property (`formula` has none).
    subscript(_ property: ConditionProperty) -> Bool {
        get {
            switch property {
            case .hidden: isHidden
            case .disabled: isDisabled
            case .required: isRequired
            case .formula: false
            }
        }
        set {
            switch property {
            case .hidden: isHidden = newValue
            case .disabled: isDisabled = newValue
            case .required: isRequired = newValue
            case .formula: break
            }
        }
    }
}
