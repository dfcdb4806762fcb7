extension ConditionParser {
    /// A value followed by `.property` (after a tag), `.@count`-style operators and index
    /// expressions (`[FIRST]`, `[LAST]`, `[SIZE]`, `[n]`).
    mutating func parsePostfix() throws -> ConditionNode {
        var node = try parsePrimary()
        while isSymbol(.dot) || isSymbol(.openBracket) {
            if isSymbol(.openBracket) {
                node = try parseIndex(of: node)
                continue
            }
            let dot = token.range
            try advance()
            if isSymbol(.at) {
                try advance()
                guard case .word(let name) = token.kind else { throw unexpected(.propertyName) }
                guard let op = CollectionOperator(rawValue: name) else {
                    let suggestion = EditDistance.nearest(to: name, in: CollectionOperator.allCases.map(\.rawValue))
                    throw SyntaxError(
                        .unknownProperty("@" + name, suggestion: suggestion.map { "@" + $0 }), token.range)
                }
                let end = token.range.upperBound
                try advance()
                node = try make(.collection(op, node), node.range.lowerBound..<end, anchor: dot.lowerBound..<end)
                continue
            }
            guard case .word(let name) = token.kind else { throw unexpected(.propertyName) }
            guard let property = ReferenceProperty(rawValue: name) else {
                let suggestion = EditDistance.nearest(to: name, in: ReferenceProperty.allCases.map(\.rawValue))
                throw SyntaxError(.unknownProperty(name, suggestion: suggestion), token.range)
            }
            guard case .reference(let tag, .value) = node.kind else {
                throw SyntaxError(
                    .expected(.operatorOrEnd, found: "'.\(name)'"), dot.lowerBound..<token.range.upperBound)
            }
            node = try make(.reference(tag: tag, property: property), node.range.lowerBound..<token.range.upperBound)
            try advance()
        }
        return node
    }

    /// `[FIRST]`, `[LAST]`, `[SIZE]` or `[n]` after a value.
    private mutating func parseIndex(of base: ConditionNode) throws -> ConditionNode {
        let open = token.range
        try advance()
        let index: ListIndex
        switch keyword {
        case .first?, .last?, .size?:
            index = keyword == .first ? .first : keyword == .last ? .last : .size
            try advance()
        default:
            index = .at(try nested(at: open) { parser in try parser.parseAdditive() })
        }
        let end = try expect(.closeBracket, .closingBracket).upperBound
        return try make(.index(base, index), base.range.lowerBound..<end, anchor: open.lowerBound..<end)
    }

    /// A constant, a tag, a call, a list or a parenthesised condition.
    mutating func parsePrimary() throws -> ConditionNode {
        let range = token.range
        switch token.kind {
        case .number(let value):
            try advance()
            return try make(.literal(value), range)
        case .string(let text):
            try advance()
            return try make(.literal(.string(text)), range)
        case .tag(let tag):
            try advance()
            return try make(.reference(tag: tag, property: .value), range)
        case .word(let word):
            return try parseWord(word)
        case .symbol(.openParen):
            try advance()
            let inner = try nested(at: range) { parser in try parser.parseOr() }
            _ = try expect(.closeParen, .closingParenthesis)
            return inner
        case .symbol(.openBrace):
            return try nested(at: range) { parser in try parser.parseList() }
        default:
            throw unexpected(.value)
        }
    }

    private mutating func parseWord(_ word: String) throws -> ConditionNode {
        let range = token.range
        if let keyword = token.keyword, ![.first, .last, .size].contains(keyword) {
            let value: FormValue
            switch keyword {
            case .true, .yes, .truePredicate: value = .bool(true)
            case .false, .no, .falsePredicate: value = .bool(false)
            case .nil, .null: value = .null
            default: throw unexpected(.value)
            }
            try advance()
            return try make(.literal(value), range)
        }
        if let feature = UnsupportedFeature(word: word) { throw SyntaxError(.unsupported(feature), range) }
        try advance()
        if isSymbol(.colon) {
            // NSPredicate's selector form: `uppercase:('a')`.
            try advance()
            guard isSymbol(.openParen) else { throw unexpected(.argumentList) }
        }
        guard isSymbol(.openParen) else {
            if ConditionFunction(name: word) != nil { throw SyntaxError(.functionWithoutCall(word), range) }
            let suggestion =
                word.count >= 3
                ? EditDistance.nearest(to: word, in: ConditionKeyword.suggestions) : nil
            throw SyntaxError(.unknownName(word, suggestion: suggestion), range)
        }
        guard let function = ConditionFunction(name: word) else {
            let suggestion = EditDistance.nearest(to: word, in: ConditionFunction.allCases.map(\.rawValue))
            throw SyntaxError(.unknownFunction(word, suggestion: suggestion), range)
        }
        let arguments = try nested(at: range) { parser in try parser.parseArguments() }
        let end = arguments.end
        guard function.arity.contains(arguments.nodes.count) else {
            throw SyntaxError(
                .wrongArgumentCount(
                    function: function.spelling, expected: function.arity, found: arguments.nodes.count),
                range.lowerBound..<end)
        }
        return try make(.call(function, arguments.nodes), range.lowerBound..<end, anchor: range)
    }

    /// `( [condition {, condition}] )`, returning the arguments and the offset after `)`.
    private mutating func parseArguments() throws -> (nodes: [ConditionNode], end: Int) {
        try advance()
        var nodes: [ConditionNode] = []
        if isSymbol(.closeParen) {
            let end = token.range.upperBound
            try advance()
            return (nodes, end)
        }
        while true {
            nodes.append(try parseOr())
            if isSymbol(.comma) {
                try advance()
                continue
            }
            let end = try expect(.closeParen, .closingParenthesis).upperBound
            return (nodes, end)
        }
    }

    /// `{ [condition {, condition}] }`; a list of constants becomes one constant.
    private mutating func parseList() throws -> ConditionNode {
        let start = token.range.lowerBound
        try advance()
        var items: [ConditionNode] = []
        if !isSymbol(.closeBrace) {
            while true {
                items.append(try parseOr())
                guard isSymbol(.comma) else { break }
                try advance()
            }
        }
        let end = try expect(.closeBrace, .listSeparator).upperBound
        var constants: [FormValue] = []
        constants.reserveCapacity(items.count)
        for item in items {
            guard case .literal(let value) = item.kind else {
                return try make(.list(items), start..<end)
            }
            constants.append(value)
        }
        return try make(.literal(.array(constants)), start..<end)
    }
}
