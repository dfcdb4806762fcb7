/// A part of NSPredicate's language that Forma deliberately leaves out, in
/// ``ConditionProblem/unsupported(_:)``; each diagnostic names what to write instead.
///
/// ```swift
/// Condition("SELF == 'x'").diagnostics.first?.problem   // .unsupported(.selfReference)
/// ```
package enum UnsupportedFeature: String, Sendable, Hashable, CaseIterable {
    /// `%@`, `%K`, `%d`…: format arguments; conditions are text without arguments.
    case formatArgument = "%@"
    /// `SELF`: a condition is about a form, not an evaluated object.
    case selfReference = "SELF"
    /// `SUBQUERY(…)`.
    case subquery = "SUBQUERY"
    /// `FUNCTION(…)`: calling a method by name.
    case function = "FUNCTION"
    /// `UTI-EQUALS`.
    case utiEquals = "UTI-EQUALS"
    /// `UTI-CONFORMS-TO`.
    case utiConformsTo = "UTI-CONFORMS-TO"

    /// The feature a bare word spells, in any case.
    init?(word: String) {
        let upper = word.uppercased()
        guard upper != Self.formatArgument.rawValue, let feature = Self(rawValue: upper) else { return nil }
        self = feature
    }

    /// The feature as messages name it.
    var name: String { self == .formatArgument ? "format arguments such as %@ and %K" : rawValue }

    /// What to write instead.
    var alternative: String {
        switch self {
        case .formatArgument: "write the value itself, or $tag for the value of a row"
        case .selfReference: "name the row whose value you mean with $tag"
        case .subquery: "use ANY, ALL or NONE before a comparison, or .@count"
        case .function: "use a built-in function, or a closure with Condition.function or Condition.computed"
        case .utiEquals: "compare the type identifier with =="
        case .utiConformsTo: "compare the type identifier with ==, IN or ENDSWITH"
        }
    }
}
