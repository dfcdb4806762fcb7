/// A problem with a condition, located like a compiler error: the expression, the range of
/// the fault and a message — never an exception.
///
/// Syntax problems come with the condition (``Condition/diagnostics``); unknown tags, type
/// problems and cycles need the form (``Form/conditionDiagnostics``). A condition with an
/// error is not evaluated: it takes its safe value (see `Docs/Conditions.md`). Warnings leave
/// the condition working.
///
/// ```swift
/// print(form.conditionDiagnostics[0])
/// // error: unknown tag 'agee'; did you mean 'age'?
/// //  --> row 'drink' (hidden) 1:1
/// //   |
/// // 1 | $agee >= 18
/// //   | ^~~~~
/// ```
package struct ConditionDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    package var problem: ConditionProblem
    /// The condition's text: as written, or as the Swift DSL spells it.
    package var expression: String
    /// Where the fault is in ``expression``, in characters.
    package var range: Range<Int>
    /// Where the condition is attached, when it is known.
    package var site: ConditionSite?

    /// Creates a diagnostic.
    package init(problem: ConditionProblem, expression: String, range: Range<Int>, site: ConditionSite? = nil) {
        self.problem = problem
        self.expression = expression
        self.range = range
        self.site = site
    }

    /// `true` for an error (the condition is not evaluated); `false` for a warning.
    package var isError: Bool { problem.isError }

    /// The problem in words.
    package var message: String { problem.message }

    /// The diagnostic as a compiler prints it: severity and message, location, the line of
    /// the expression and a caret under the fault.
    package var description: String { rendered() }
}

extension ConditionDiagnostic {
    /// Makes a diagnostic from a range of UTF-8 offsets into `expression`.
    init(_ problem: ConditionProblem, expression: String, utf8Range: Range<Int>, site: ConditionSite? = nil) {
        let characters = ExpressionCharacters(expression)
        self.init(problem, characters: characters, utf8Range: utf8Range, site: site)
    }

    /// Makes a diagnostic from a range of UTF-8 offsets into an expression already indexed,
    /// for the many problems of one expression.
    init(_ problem: ConditionProblem, characters: ExpressionCharacters, utf8Range: Range<Int>, site: ConditionSite?) {
        self.init(
            problem: problem, expression: characters.text, range: characters.range(of: utf8Range), site: site)
    }
}
