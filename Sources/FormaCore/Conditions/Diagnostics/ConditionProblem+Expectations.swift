extension ConditionProblem {
    /// What the parser needed where it stopped, in ``ConditionProblem/expected(_:found:)``.
    ///
    /// ```swift
    /// if case .expected(.closingParenthesis, _) = Condition("($a == 1").diagnostics[0].problem {
    ///     print("unbalanced")
    /// }
    /// ```
    package enum SyntaxExpectation: String, Sendable, Hashable {
        /// A value: a tag, a constant, a function call, a list or a parenthesised condition.
        case value
        /// `)` closing a parenthesis or an argument list.
        case closingParenthesis
        /// `,` or `}` in a list.
        case listSeparator
        /// `]` closing comparison options.
        case closingBracket
        /// A tag name after `$`.
        case tagName
        /// A property or member name after `.`.
        case propertyName
        /// `EMPTY` after `IS` or `IS NOT`.
        case empty
        /// `(` and the arguments of a function, after `name:`.
        case argumentList
        /// An operator or the end of the condition.
        case operatorOrEnd
    }

    /// The kind of operand an operator or function needed, in type diagnostics.
    ///
    /// ```swift
    /// // "$age CONTAINS 1" in a form where age is an IntRow:
    /// // .wrongOperand(operator: "CONTAINS", onLeft: true, expected: .stringOrList, found: .number)
    /// ```
    package enum OperandExpectation: String, Sendable, Hashable {
        /// Text.
        case string
        /// A list.
        case list
        /// Text or a list.
        case stringOrList
        /// A number (or a Boolean).
        case number
        /// A date (or an ISO 8601 string).
        case date
        /// An object, or a list of objects (for `.member`).
        case objectOrList
    }
}

extension ConditionProblem.SyntaxExpectation {
    var text: String {
        switch self {
        case .value: "a value"
        case .closingParenthesis: "')'"
        case .listSeparator: "',' or '}'"
        case .closingBracket: "']'"
        case .tagName: "a tag name after '$'"
        case .propertyName: "a property or member name after '.'"
        case .empty: "EMPTY"
        case .argumentList: "'(' and the function's arguments"
        case .operatorOrEnd: "an operator or the end of the condition"
        }
    }
}

extension ConditionProblem.OperandExpectation {
    var text: String {
        switch self {
        case .string: "a string"
        case .list: "a list"
        case .stringOrList: "a string or a list"
        case .number: "a number"
        case .date: "a date"
        case .objectOrList: "an object or a list"
        }
    }
}

typealias SyntaxExpectation = ConditionProblem.SyntaxExpectation
typealias OperandExpectation = ConditionProblem.OperandExpectation
