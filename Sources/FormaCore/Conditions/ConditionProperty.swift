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

/// Where a condition is attached: its owner (a row, a section or the form) and the property
/// it sets. Diagnostics carry one so that they say where the problem is.
///
/// ```swift
/// diagnostic.site?.description   // row 'drink' (hidden)
/// ```
public struct ConditionSite: Sendable, Hashable, CustomStringConvertible {
    /// The owner as diagnostics name it: `row 'drink'`, `section 'extras'`, `form`, or a
    /// row's type and position when it has no tag.
    public var owner: String
    /// The property the condition sets.
    public var property: ConditionProperty

    /// Creates a site.
    public init(owner: String, property: ConditionProperty) {
        self.owner = owner
        self.property = property
    }

    /// The owner and the property: `row 'drink' (hidden)`.
    public var description: String { "\(owner) (\(property))" }
}
