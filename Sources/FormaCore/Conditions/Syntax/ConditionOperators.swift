/// `AND` or `OR`.
package enum LogicalOperator: Sendable, Hashable {
    case and, or

    var keyword: String { self == .and ? "AND" : "OR" }
}

/// A binary arithmetic operator.
package enum ArithmeticOperator: Sendable, Hashable {
    case add, subtract, multiply, divide, remainder, power

    var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .remainder: "%"
        case .power: "**"
        }
    }

    /// Multiplicative operators bind tighter than additive ones.
    var isMultiplicative: Bool { self == .multiply || self == .divide || self == .remainder }
}

/// A comparison between two values.
package enum ComparisonOperator: Sendable, Hashable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case contains, beginsWith, endsWith, like, matches
    case `in`, between

    var symbol: String {
        switch self {
        case .equal: "=="
        case .notEqual: "!="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .contains: "CONTAINS"
        case .beginsWith: "BEGINSWITH"
        case .endsWith: "ENDSWITH"
        case .like: "LIKE"
        case .matches: "MATCHES"
        case .in: "IN"
        case .between: "BETWEEN"
        }
    }
}

/// `ANY`, `ALL` or `NONE` before a comparison whose left side is a list.
package enum Quantifier: Sendable, Hashable {
    case anyElement, allElements, noElement

    var keyword: String {
        switch self {
        case .anyElement: "ANY"
        case .allElements: "ALL"
        case .noElement: "NONE"
        }
    }
}

/// A collection operator written after a value: `.@count`, `.@sum`, `.@avg`, `.@min`, `.@max`.
package enum CollectionOperator: String, Sendable, Hashable, CaseIterable {
    case count, sum, avg, min, max
}

/// What a `$tag` reference reads.
package enum ReferenceProperty: String, Sendable, Hashable, CaseIterable {
    /// The row's value (`$tag` or `$tag.value`).
    case value
    /// Whether the row or section is hidden (`$tag.isHidden`).
    case isHidden
    /// Whether the row or section is disabled (`$tag.isDisabled`).
    case isDisabled
}
