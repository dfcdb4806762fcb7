/// When a row validates itself. Each row may set its own; otherwise the form's
/// ``Form/validationTrigger`` applies.
///
/// ```swift
/// form.validationTrigger = .onChangeAfterBlur
/// EmailRow("email") { $0.validationTrigger = .onBlur }
/// ```
public enum ValidationTrigger: Sendable, Hashable {
    /// After every change of the value.
    case onChange
    /// When editing ends (the renderer reports the blur).
    case onBlur
    /// When editing first ends, then after every change: errors appear once the person
    /// has finished a first attempt, and disappear as soon as the value is fixed.
    case onChangeAfterBlur
    /// Only when the form is submitted (`form.submit()`) or validated on demand.
    case onSubmit
    /// Only when the app asks: `row.validate()` or `form.validate()`.
    case onDemand
}
