/// A row that knows the kind of value it holds. Every ``Row`` does.
protocol ValueKindProviding {
    var valueKind: FormValueKind { get }
}

extension Row: ValueKindProviding {
    var valueKind: FormValueKind { Value.expectedKind }
}

extension ConditionBinder {
    /// Whether a value of `type` can stand where `expected` is needed (unknown types can).
    static func fits(_ type: ConditionValueType, _ expected: OperandExpectation) -> Bool {
        switch (type, expected) {
        case (.any, _), (.null, _): true
        case (.bool, .number), (.number, .number): true
        case (.string, .string), (.string, .stringOrList), (.list, .stringOrList), (.list, .list): true
        case (.date, .date), (.string, .date): true
        default: false
        }
    }

    /// Whether two types compare for equality.
    static func equatable(_ l: ConditionValueType, _ r: ConditionValueType) -> Bool {
        if l == .any || r == .any || l == .null || r == .null { return true }
        if l.isNumeric && r.isNumeric { return true }
        if l == r { return true }
        return (l == .date && r == .string) || (l == .string && r == .date)
    }

    /// Whether two types order (`<`, `BETWEEN`).
    static func orderable(_ l: ConditionValueType, _ r: ConditionValueType) -> Bool {
        if l == .any || r == .any { return true }
        if l == .null || r == .null { return false }
        if l.isNumeric && r.isNumeric { return true }
        if l == .string && r == .string { return true }
        return (l == .date && (r == .date || r == .string)) || (r == .date && l == .string)
    }

    /// The type problem of a comparison, if its operand types decide it.
    static func comparisonProblem(_ op: ComparisonOperator, _ l: ConditionValueType, _ r: ConditionValueType)
        -> ConditionProblem?
    {
        if l == .any || r == .any { return nil }
        switch op {
        case .equal:
            return equatable(l, r) ? nil : .neverTrue(operator: op.symbol, left: l, right: r)
        case .notEqual:
            return equatable(l, r) ? nil : .alwaysTrue(operator: op.symbol, left: l, right: r)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return orderable(l, r) ? nil : .neverTrue(operator: op.symbol, left: l, right: r)
        case .contains:
            switch l {
            case .string: return r == .string ? nil : .neverTrue(operator: op.symbol, left: l, right: r)
            case .list, .null: return nil
            default: return .wrongOperand(operator: op.symbol, onLeft: true, expected: .stringOrList, found: l)
            }
        case .in:
            switch r {
            case .string: return l == .string ? nil : .neverTrue(operator: op.symbol, left: l, right: r)
            case .list, .null: return nil
            default: return .wrongOperand(operator: op.symbol, onLeft: false, expected: .stringOrList, found: r)
            }
        case .beginsWith, .endsWith, .like, .matches:
            if l != .string && l != .null {
                return .wrongOperand(operator: op.symbol, onLeft: true, expected: .string, found: l)
            }
            if r != .string && r != .null {
                return .wrongOperand(operator: op.symbol, onLeft: false, expected: .string, found: r)
            }
            return nil
        case .between:
            return r == .list || r == .null
                ? nil : .wrongOperand(operator: op.symbol, onLeft: false, expected: .list, found: r)
        }
    }

    /// The argument a function cannot use, if the types say so.
    static func argumentProblem(_ function: ConditionFunction, _ types: [ConditionValueType])
        -> (OperandExpectation, ConditionValueType)?
    {
        let expected: OperandExpectation
        let checked: [ConditionValueType]
        switch function {
        case .age: (expected, checked) = (.date, types)
        case .lower, .upper, .trim, .uppercase, .lowercase: (expected, checked) = (.string, types)
        case .round, .sqrt, .log, .ln, .exp, .floor, .ceiling, .abs, .trunc, .randomn:
            (expected, checked) = (.number, types)
        case .sum, .average, .median, .stddev:
            if types.count == 1 { return fits(types[0], .number) || types[0] == .list ? nil : (.list, types[0]) }
            (expected, checked) = (.number, types)
        case .count:
            return [.list, .string, .object, .null, .any].contains(types[0]) ? nil : (.list, types[0])
        case .today, .now, .min, .max, .iif, .mode, .random, .cast: return nil
        }
        return checked.first { !fits($0, expected) }.map { (expected, $0) }
    }

    static func resultType(_ function: ConditionFunction, _ types: [ConditionValueType]) -> ConditionValueType {
        switch function {
        case .today, .now: .date
        case .age, .count, .sum, .round, .average, .median, .stddev: .number
        case .sqrt, .log, .ln, .exp, .floor, .ceiling, .abs, .trunc, .random, .randomn: .number
        case .lower, .upper, .trim, .uppercase, .lowercase: .string
        case .min, .max: types.count > 1 && types.allSatisfy({ $0 == types[0] }) ? types[0] : .any
        case .mode: .list
        case .iif, .cast: .any
        }
    }
}
