/// Which of a row's, section's or form's conditions something is about.
///
/// ```swift
/// for diagnostic in form.conditionDiagnostics where diagnostic.site?.property == .hidden {
///     print(diagnostic)
/// }
/// ```
public enum ConditionProperty: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `hidden`: when true, the row or section leaves the visible structure.
    case hidden
    /// `disabled`: when true, renderers refuse edits.
    case disabled
    /// `required`: when true, validation requires a value.
    case required
    /// `formula`: the row's value is computed.
    case formula

    /// The property's name: `hidden`, `disabled`, `required` or `formula`.
    public var description: String { rawValue }
}
