/// Something the condition DSL combines: a ``Condition``.
///
/// Operators take a constant (``FormValue``) or a term on their right, so that
/// `.value("country") == "US"` compares with the string "US" while
/// `.value("end") > .value("start")` compares two rows. Only ``Condition`` conforms.
///
/// ```swift
/// row.hidden = .value("end") < .value("start") + 1
/// ```
public protocol ConditionTerm: Sendable {
    /// The term as a condition.
    var condition: Condition { get }
}

extension Condition: ConditionTerm {
    /// The condition itself.
    public var condition: Condition { self }
}

extension Condition {
    /// Builds a condition from parts: invalid parts pass their problem on, closures cannot
    /// be combined, and too deep a tree is refused.
    static func combining(_ parts: [Condition], _ make: ([ConditionNode]) -> ConditionNode.Kind) -> Condition {
        var nodes: [ConditionNode] = []
        nodes.reserveCapacity(parts.count)
        for part in parts {
            switch part.body {
            case .constant, .expression:
                if let node = part.node { nodes.append(node) }
            case .invalid:
                return part
            case .function:
                let text = part.description
                return Condition(
                    invalid: ConditionDiagnostic(
                        problem: .functionInExpression, expression: text, range: 0..<text.count))
            }
        }
        let node = ConditionNode(make(nodes))
        guard node.depth <= ConditionNode.maximumDepth else {
            let text = node.text
            return Condition(
                invalid: ConditionDiagnostic(
                    problem: .nestedTooDeeply(limit: ConditionNode.maximumDepth), expression: text,
                    range: 0..<text.count))
        }
        return Condition(node: node)
    }

    static func literalNode(_ value: FormValue) -> Condition {
        Condition(node: ConditionNode(.literal(value)))
    }
}
