extension ConditionParser {
    /// `[ANY|ALL|NONE] additive [op[modifiers] additive | IS [NOT] EMPTY]`.
    mutating func parseComparison() throws -> ConditionNode {
        let left: ConditionNode
        var quantifier: (Quantifier, Range<Int>)?
        if let q = currentQuantifier {
            let start = token.range
            try advance()
            let collection = try nested(at: start) { parser in try parser.parseAdditive() }
            left = try make(.quantified(q, collection), start.lowerBound..<collection.range.upperBound, anchor: start)
            quantifier = (q, left.range)
        } else {
            left = try parseAdditive()
        }
        let node: ConditionNode
        if let op = currentComparison {
            node = try parseComparisonRest(left, op)
        } else if keyword == .is, quantifier == nil {
            node = try parseIsEmpty(left)
        } else if let (q, range) = quantifier {
            throw SyntaxError(.quantifierWithoutComparison(q.keyword), range)
        } else {
            return left
        }
        if currentComparison != nil || keyword == .is {
            throw SyntaxError(.chainedComparison, token.range)
        }
        return node
    }

    private var currentQuantifier: Quantifier? {
        switch keyword {
        case .any, .someOf: .anyElement
        case .all: .allElements
        case .noneOf: .noElement
        default: nil
        }
    }

    /// The comparison operator the current token spells, if any.
    var currentComparison: ComparisonOperator? {
        switch token.kind {
        case .symbol(.equal): .equal
        case .symbol(.notEqual): .notEqual
        case .symbol(.less): .less
        case .symbol(.lessOrEqual): .lessOrEqual
        case .symbol(.greater): .greater
        case .symbol(.greaterOrEqual): .greaterOrEqual
        case .word:
            switch keyword {
            case .contains: .contains
            case .beginsWith: .beginsWith
            case .endsWith: .endsWith
            case .like: .like
            case .matches: .matches
            case .in: .in
            case .between: .between
            default: nil
            }
        default: nil
        }
    }

    private mutating func parseComparisonRest(_ left: ConditionNode, _ op: ComparisonOperator) throws
        -> ConditionNode
    {
        let operatorRange = token.range
        try advance()
        let options = try parseModifiers()
        let right = try parseAdditive()
        if op == .between { try checkBetweenBounds(right) }
        if op == .like, case .literal(.string(let pattern)) = right.kind {
            do {
                _ = try LikePattern(pattern, options)
            } catch {
                throw SyntaxError(.invalidLikePattern(reason: "\(error)"), right.range)
            }
        }
        if op == .matches, case .literal(.string(let pattern)) = right.kind {
            do {
                _ = try RegexMatcher(pattern, options)
            } catch {
                throw SyntaxError(.invalidRegularExpression(reason: "\(error)"), right.range)
            }
        }
        return try make(
            .comparison(op, options, left, right), left.range.lowerBound..<right.range.upperBound,
            anchor: operatorRange)
    }

    private func checkBetweenBounds(_ bounds: ConditionNode) throws {
        let count: Int
        switch bounds.kind {
        case .literal(.array(let items)): count = items.count
        case .list(let items): count = items.count
        default: return
        }
        guard count == 2 else { throw SyntaxError(.betweenNeedsTwoValues(found: count), bounds.range) }
    }

    /// `[c]`, `[d]`, `[n]` and their combinations right after an operator.
    private mutating func parseModifiers() throws -> ComparisonOptions {
        guard isSymbol(.openBracket) else { return [] }
        try advance()
        guard case .word(let letters) = token.kind else { throw unexpected(.closingBracket) }
        var options: ComparisonOptions = []
        for letter in letters {
            switch letter {
            case "c", "C": options.insert(.caseInsensitive)
            case "d", "D": options.insert(.diacriticInsensitive)
            case "n", "N": options.insert(.normalized)
            default: throw SyntaxError(.unknownModifier(letters), token.range)
            }
        }
        try advance()
        guard isSymbol(.closeBracket) else { throw unexpected(.closingBracket) }
        try advance()
        return options
    }

    /// `IS EMPTY` or `IS NOT EMPTY` after a value.
    private mutating func parseIsEmpty(_ operand: ConditionNode) throws -> ConditionNode {
        try advance()
        var negated = false
        if keyword == .not || isSymbol(.not) {
            negated = true
            try advance()
        }
        guard keyword == .empty else { throw unexpected(.empty) }
        let end = token.range.upperBound
        try advance()
        return try make(.isEmpty(operand, negated: negated), operand.range.lowerBound..<end)
    }

    // MARK: Arithmetic

    mutating func parseAdditive() throws -> ConditionNode {
        var left = try parseMultiplicative()
        while let op = currentArithmetic, !op.isMultiplicative {
            let operatorRange = token.range
            try advance()
            let right = try parseMultiplicative()
            left = try make(
                .arithmetic(op, left, right), left.range.lowerBound..<right.range.upperBound, anchor: operatorRange)
        }
        return left
    }

    mutating func parseMultiplicative() throws -> ConditionNode {
        var left = try parsePower()
        while let op = currentArithmetic, op.isMultiplicative {
            let operatorRange = token.range
            try advance()
            let right = try parsePower()
            left = try make(
                .arithmetic(op, left, right), left.range.lowerBound..<right.range.upperBound, anchor: operatorRange)
        }
        return left
    }

    /// `a ** b`, grouping to the right (`2 ** 3 ** 2` is `2 ** 9`); unary minus binds
    /// tighter (`-2 ** 2` is 4).
    mutating func parsePower() throws -> ConditionNode {
        let base = try parseUnary()
        guard isSymbol(.power) else { return base }
        let operatorRange = token.range
        try advance()
        let exponent = try nested(at: operatorRange) { parser in try parser.parsePower() }
        return try make(
            .arithmetic(.power, base, exponent), base.range.lowerBound..<exponent.range.upperBound,
            anchor: operatorRange)
    }

    private var currentArithmetic: ArithmeticOperator? {
        switch token.kind {
        case .symbol(.plus): .add
        case .symbol(.minus): .subtract
        case .symbol(.star): .multiply
        case .symbol(.slash): .divide
        case .symbol(.percent): .remainder
        default: nil
        }
    }

    /// `-x`; a negated number is folded into the constant.
    mutating func parseUnary() throws -> ConditionNode {
        guard isSymbol(.minus) else { return try parsePostfix() }
        let start = token.range
        try advance()
        let operand = try nested(at: start) { parser in try parser.parseUnary() }
        let range = start.lowerBound..<operand.range.upperBound
        switch operand.kind {
        case .literal(.int(let i)):
            let (negated, overflow) = 0.subtractingReportingOverflow(i)
            if !overflow { return try make(.literal(.int(negated)), range) }
        case .literal(.double(let d)):
            return try make(.literal(.double(-d)), range)
        default:
            break
        }
        return try make(.negate(operand), range, anchor: start)
    }
}
