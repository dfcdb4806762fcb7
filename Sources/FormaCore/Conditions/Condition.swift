/// A condition: when a row or section is hidden, disabled or required, or how a row's value
/// is computed.
///
/// Write it as a Bool literal (a constant), as a string in the NSPredicate format XLForm and
/// Eureka use (parsed once, when it is created), with the Swift DSL (which builds the same
/// syntax tree), or as a closure with declared dependencies:
///
/// ```swift
/// row.hidden = true
/// row.hidden = "$allDay == true"
/// row.hidden = .value("age") >= 18 && .value("country") == "US"
/// row.hidden = .function(["plan"]) { form in form.row(Tag<String>("plan"))?.value == "free" }
/// total.formula = "$price * $quantity"
/// ```
///
/// A condition is a `Sendable` value: it can be stored in a `static let`, shared between
/// forms and built on any task. A string that does not parse still makes a condition; it
/// carries its ``diagnostics`` and, in a form, evaluates to its safe value (see
/// `Docs/Conditions.md`). Parsing never throws and never traps.
///
/// The closure form is `@Sendable` for the same reason: it receives the form as its argument
/// when it runs, on the form's own isolation domain, so it needs to capture nothing else.
public struct Condition: Sendable {
    /// What the condition is. One word wide: constants need no allocation, the rest is boxed,
    /// so that every row can carry four conditions cheaply.
    package enum Body: Sendable {
        /// `true` or `false`.
        case constant(Bool)
        /// A syntax tree, parsed or built with the DSL.
        case expression(ConditionExpression)
        /// Text that did not parse, with the problem.
        case invalid(InvalidCondition)
        /// A closure and the tags it reads.
        case function(ConditionClosure)
    }

    package let body: Body

    init(body: Body) {
        self.body = body
    }

    init(node: ConditionNode, source: String? = nil) {
        self.init(body: .expression(ConditionExpression(node: node, source: source)))
    }

    init(invalid diagnostic: ConditionDiagnostic) {
        self.init(body: .invalid(InvalidCondition(diagnostic: diagnostic)))
    }

    /// The syntax tree, for constants and expressions.
    package var node: ConditionNode? {
        switch body {
        case .constant(let value): ConditionNode(.literal(.bool(value)))
        case .expression(let expression): expression.node
        case .invalid, .function: nil
        }
    }

    /// The text the condition was parsed from; `nil` for constants, DSL trees and closures.
    var source: String? {
        if case .expression(let expression) = body { return expression.source }
        return nil
    }

    /// Parses a condition from text. Problems do not throw: they are kept in ``diagnostics``.
    ///
    /// ```swift
    /// let condition = Condition("$age >= 18 AND $country == 'US'")
    /// condition.diagnostics.isEmpty   // true
    /// ```
    /// - Complexity: O(n) in the length of the text.
    public init(_ text: String) {
        switch ConditionParser.parse(text) {
        case .success(let node):
            self.init(node: node, source: text)
        case .failure(let error):
            self.init(invalid: ConditionDiagnostic(error.problem, expression: text, utf8Range: error.range))
        }
    }

    /// A condition that is always `value`.
    ///
    /// ```swift
    /// row.hidden = .constant(settings.hidesNotes)
    /// ```
    public static func constant(_ value: Bool) -> Condition {
        Condition(body: .constant(value))
    }

    /// A condition computed by a closure, re-evaluated when a row with one of `tags` changes
    /// its value (or its hidden or disabled state). Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
    ///
    /// ```swift
    /// row.hidden = .function(["plan", "seats"]) { form in
    ///     form.row(Tag<String>("plan"))?.value == "team" && (form.row(Tag<Int>("seats"))?.value ?? 0) < 2
    /// }
    /// ```
    /// Tags that the form does not have are reported in ``Form/diagnostics``.
    public static func function(_ tags: [String], _ body: @escaping @Sendable (Form) -> Bool) -> Condition {
        Condition(body: .function(ConditionClosure(tags: tags, evaluate: { .bool(body($0)) })))
    }

    /// A computed value produced by a closure, for ``FormRow/formula``, recomputed when a row
    /// with one of `tags` changes.
    ///
    /// ```swift
    /// total.formula = .computed(["items"]) { form in
    ///     .double((form.row(Tag<[Double]>("items"))?.value ?? []).reduce(0, +))
    /// }
    /// ```
    public static func computed(_ tags: [String], _ body: @escaping @Sendable (Form) -> FormValue) -> Condition {
        Condition(body: .function(ConditionClosure(tags: tags, evaluate: body)))
    }

    /// The syntax problems of the condition; empty when it parsed. Problems that need the
    /// form (unknown tags, types, cycles) are in ``Form/diagnostics``.
    ///
    /// ```swift
    /// Condition("$age >=").diagnostics.first?.message   // expected a value, found end of condition
    /// ```
    public var diagnostics: [Diagnostic] { problems.map(\.diagnostic) }

    /// The syntax problems of the condition, with their details.
    package var problems: [ConditionDiagnostic] {
        if case .invalid(let invalid) = body { return [invalid.diagnostic] }
        return []
    }

    /// The tags the condition reads, in order of first appearance.
    ///
    /// ```swift
    /// Condition("$a > 1 OR $b.isHidden OR $a < 0").tags   // ["a", "b"]
    /// ```
    package var tags: [String] {
        var seen = Set<String>()
        switch body {
        case .expression(let expression):
            return expression.node.references.map(\.tag).filter { seen.insert($0).inserted }
        case .function(let closure): return closure.tags.filter { seen.insert($0).inserted }
        case .constant, .invalid: return []
        }
    }

    /// `true` for a Bool constant (`true` or `false`), without looking inside expressions.
    package var isConstant: Bool {
        if case .constant = body { return true }
        return false
    }

    /// The value of a condition that is a constant, such as `true`.
    var constantValue: FormValue? {
        switch body {
        case .constant(let value): return .bool(value)
        case .expression(let expression):
            if case .literal(let value) = expression.node.kind { return value }
            return nil
        case .invalid, .function: return nil
        }
    }
}

extension Condition: ExpressibleByBooleanLiteral, ExpressibleByStringLiteral {
    /// A constant condition: `row.hidden = true`.
    public init(booleanLiteral value: Bool) {
        self = .constant(value)
    }

    /// A parsed condition: `row.hidden = "$allDay == true"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension Condition: CustomStringConvertible {
    /// The condition as text: as written, as the DSL spells it, or `function($a, $b)`.
    ///
    /// ```swift
    /// (Condition.value("age") >= 18).description   // $age >= 18
    /// ```
    public var description: String {
        switch body {
        case .constant(let value): return value ? "true" : "false"
        case .expression(let expression): return expression.source ?? expression.node.text
        case .invalid(let invalid): return invalid.diagnostic.expression
        case .function(let closure):
            return "function(" + closure.tags.map { TagSyntax.reference($0) }.joined(separator: ", ") + ")"
        }
    }
}
