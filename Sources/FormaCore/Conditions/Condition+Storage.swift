/// A condition's syntax tree and the text it was parsed from (`nil` for DSL trees).
package final class ConditionExpression: Sendable {
    let node: ConditionNode
    let source: String?

    init(node: ConditionNode, source: String?) {
        self.node = node
        self.source = source
    }
}

/// A condition whose text did not parse.
package final class InvalidCondition: Sendable {
    let diagnostic: ConditionDiagnostic

    init(diagnostic: ConditionDiagnostic) {
        self.diagnostic = diagnostic
    }
}

/// A closure condition and the tags it reads.
package final class ConditionClosure: Sendable {
    let tags: [String]
    let evaluate: @Sendable (Form) -> FormValue

    init(tags: [String], evaluate: @escaping @Sendable (Form) -> FormValue) {
        self.tags = tags
        self.evaluate = evaluate
    }
}
