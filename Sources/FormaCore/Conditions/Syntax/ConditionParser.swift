/// Parses the condition language into a ``ConditionNode`` tree, by recursive descent with
/// one token of lookahead. The first syntax problem stops it.
///
/// Precedence, loosest first: `OR`, `AND`, `NOT`, comparisons, `+ -`, `* / %`, unary `-`,
/// postfix `.property` and `.@count`, then values.
struct ConditionParser {
    var lexer: ConditionLexer
    var token = ConditionToken(kind: .end, range: 0..<0)
    private var nesting = 0

    /// The deepest nesting of parentheses, lists, calls and prefix operators accepted.
    static let maximumNesting = 64

    /// Parses a whole condition.
    static func parse(_ text: String) -> Result<ConditionNode, SyntaxError> {
        var parser = ConditionParser(lexer: ConditionLexer(text))
        do {
            try parser.advance()
            let node = try parser.parseOr()
            guard case .end = parser.token.kind else {
                throw parser.unexpectedAfterValue(.operatorOrEnd)
            }
            return .success(node)
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(.expected(.value, found: "\(error)"), 0..<0))
        }
    }

    mutating func advance() throws {
        token = try lexer.next()
    }

    /// The error for a token that is not what was expected.
    func unexpected(_ expectation: SyntaxExpectation) -> SyntaxError {
        SyntaxError(.expected(expectation, found: describe(token)), token.range)
    }

    /// The error for a token after a complete value: a misspelt keyword gets "did you mean".
    func unexpectedAfterValue(_ expectation: SyntaxExpectation) -> SyntaxError {
        if case .word(let word) = token.kind, let feature = UnsupportedFeature(word: word) {
            return SyntaxError(.unsupported(feature), token.range)
        }
        if case .word(let word) = token.kind, word.count >= 3,
            let suggestion = EditDistance.nearest(to: word, in: ConditionKeyword.suggestions)
        {
            return SyntaxError(.unknownName(word, suggestion: suggestion), token.range)
        }
        return unexpected(expectation)
    }

    func describe(_ token: ConditionToken) -> String {
        switch token.kind {
        case .end: "end of condition"
        case .string: "a string"
        default: "'\(Self.excerpt(lexer.text(token.range)))'"
        }
    }

    /// Source text fit for a one-line message: control characters escaped, long text cut.
    static func excerpt(_ text: String) -> String {
        var out = ""
        for (count, character) in text.enumerated() {
            if count == 24 { return out + "…" }
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where character.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }):
                out += character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
            default: out.append(character)
            }
        }
        return out
    }

    /// Makes a node, refusing trees deeper than ``ConditionNode/maximumDepth``.
    /// - Throws: ``SyntaxError``, as every parsing function here.
    func make(_ kind: ConditionNode.Kind, _ range: Range<Int>, anchor: Range<Int>? = nil) throws
        -> ConditionNode
    {
        let node = ConditionNode(kind, range: range, anchor: anchor)
        guard node.depth <= ConditionNode.maximumDepth else {
            throw SyntaxError(.nestedTooDeeply(limit: ConditionNode.maximumDepth), anchor ?? range)
        }
        return node
    }

    /// Runs `body` one nesting level deeper, refusing more than ``maximumNesting`` levels.
    mutating func nested<T>(at range: Range<Int>, _ body: (inout ConditionParser) throws -> T)
        throws -> T
    {
        guard nesting < Self.maximumNesting else {
            throw SyntaxError(.nestedTooDeeply(limit: Self.maximumNesting), range)
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body(&self)
    }

    /// The keyword the current token spells, if it is a word.
    var keyword: ConditionKeyword? { token.keyword }

    func isSymbol(_ symbol: ConditionToken.Symbol) -> Bool {
        if case .symbol(let s) = token.kind { return s == symbol }
        return false
    }

    /// Consumes a symbol or throws "expected …".
    mutating func expect(_ symbol: ConditionToken.Symbol, _ expectation: SyntaxExpectation) throws
        -> Range<Int>
    {
        guard isSymbol(symbol) else { throw unexpectedAfterValue(expectation) }
        let range = token.range
        try advance()
        return range
    }

    // MARK: Logic

    mutating func parseOr() throws -> ConditionNode {
        try parseLogical(.or) { parser in try parser.parseAnd() }
    }

    mutating func parseAnd() throws -> ConditionNode {
        try parseLogical(.and) { parser in try parser.parseNot() }
    }

    private mutating func parseLogical(
        _ op: LogicalOperator, operand: (inout ConditionParser) throws -> ConditionNode
    ) throws -> ConditionNode {
        let first = try operand(&self)
        var items = [first]
        while isLogical(op) {
            try advance()
            items.append(try operand(&self))
        }
        guard items.count > 1, let last = items.last else { return first }
        return try make(.logical(op, items), first.range.lowerBound..<last.range.upperBound)
    }

    private func isLogical(_ op: LogicalOperator) -> Bool {
        switch op {
        case .and: keyword == .and || isSymbol(.and)
        case .or: keyword == .or || isSymbol(.or)
        }
    }

    mutating func parseNot() throws -> ConditionNode {
        guard keyword == .not || isSymbol(.not) else { return try parseComparison() }
        let start = token.range
        try advance()
        let operand = try nested(at: start) { parser in try parser.parseNot() }
        return try make(.not(operand), start.lowerBound..<operand.range.upperBound, anchor: start)
    }
}
