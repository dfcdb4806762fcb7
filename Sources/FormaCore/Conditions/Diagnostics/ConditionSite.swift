/// Where a condition is attached: its owner (a row, a section or the form) and the property
/// it sets. Diagnostics carry one so that they say where the problem is.
///
/// ```swift
/// diagnostic.site?.description   // row 'drink' (hidden)
/// ```
package struct ConditionSite: Sendable, Hashable, CustomStringConvertible {
    /// The owner as diagnostics name it: `row 'drink'`, `section 'extras'`, `form`, or a
    /// row's type and position when it has no tag.
    package var owner: String
    /// The property the condition sets.
    package var property: ConditionProperty

    /// Creates a site.
    package init(owner: String, property: ConditionProperty) {
        self.owner = owner
        self.property = property
    }

    /// The owner and the property: `row 'drink' (hidden)`.
    package var description: String { "\(owner) (\(property))" }
}
