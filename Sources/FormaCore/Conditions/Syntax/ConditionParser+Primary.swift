extension ConditionParser {
    /// A value followed by steps (at most ``TagSyntax/maximumSteps``): `.property` right
    /// after a tag, `.member` and `."any member"`, `.@count`-style operators and index
    /// expressions (`[FIRST]`, `[LAST]`, `[SIZE]`, `[n]`, `['key']`).
    mutating func parsePostfix() throws -> ConditionNode {
        var node = try parsePrimary()
        var isBareTag = node.isReference
        var steps = 0
        while isSymbol(.dot) || isSymbol(.openBracket) {
            steps += 1
            guard steps <= TagSyntax.maximumSteps else {
                throw SyntaxError(.pathTooLong(limit: TagSyntax.maximumSteps), token.range)
            }
            defer { isBareTag = false }
            if isSymbol(.openBracket) {
                node = try parseIndex(of: node)
                continue
            }
            let dot = token.range
            try advance()
            if isSymbol(.at) {
                node = try parseCollectionOperator(of: node, dot: dot)
                continue
            }
            node = try parseMember(of: node, dot: dot, afterTag: isBareTag)
        }
        return node
    }

    /// `.@count`, `.@sum`, `.@avg`, `.@min`, `.@max`, at the `@`.
    private mutating func parseCollectionOperator(of node: ConditionNode, dot: Range<Int>) throws -> ConditionNode {
        try advance()
        guard case .word(let name) = token.kind else { throw unexpected(.propertyName) }
        guard let op = CollectionOperator(rawValue: name) else {
            let suggestion = EditDistance.nearest(to: name, in: CollectionOperator.allCases.map(\.rawValue))
            throw SyntaxError(.unknownProperty("@" + name, suggestion: suggestion.map { "@" + $0 }), token.range)
        }
        let end = token.range.upperBound
        try advance()
        return try make(.collection(op, node), node.range.lowerBound..<end, anchor: dot.lowerBound..<end)
    }

    /// After `.`: a property (`value`, `isHidden`, `isDisabled`) when it follows a tag, or a
    /// member, bare or quoted. A bare property name anywhere else is refused, so that it
    /// cannot be read as a member by mistake: a member of that name is quoted.
    private mutating func parseMember(of node: ConditionNode, dot: Range<Int>, afterTag: Bool) throws
        -> ConditionNode
    {
        let nameRange = token.range
        let name: String
        switch token.kind {
        case .word(let word):
            if let property = ReferenceProperty(rawValue: word) {
                let tag: String
                if afterTag, case .reference(let bare, _) = node.kind {
                    tag = bare
                } else if let path = Self.rowPath(of: node) {
                    try ConditionLexer.checkLength(of: path, node.range.lowerBound..<nameRange.upperBound)
                    tag = path
                } else {
                    throw SyntaxError(.propertyNotOnTag(word), dot.lowerBound..<nameRange.upperBound)
                }
                try advance()
                return try make(.reference(tag: tag, property: property), node.range.lowerBound..<nameRange.upperBound)
            }
            name = word
        case .string(let text):
            name = text
        default:
            throw unexpected(.propertyName)
        }
        try ConditionLexer.checkLength(of: name, nameRange)
        try advance()
        return try make(.member(node, name), node.range.lowerBound..<nameRange.upperBound, anchor: nameRange)
    }

    /// For `$a.b.c` — members only, no index or operator — the path of the sub-form row it
    /// names, `a.b.c`, whose state a property after it reads (`$address.city.isHidden` is
    /// `$"address.city".isHidden`); `nil` for any other node.
    static func rowPath(of node: ConditionNode) -> String? {
        var names: [String] = []
        var current = node
        while case .member(let base, let name) = current.kind {
            names.append(name)
            current = base
        }
        guard !names.isEmpty, case .reference(let tag, .value) = current.kind else { return nil }
        return ([tag] + names.reversed()).joined(separator: ".")
    }

    /// `[FIRST]`, `[LAST]`, `[SIZE]` or `[n]` after a value. A constant `n` must be a whole
    /// number from 0 to ``TagSyntax/maximumIndex``.
    private mutating func parseIndex(of base: ConditionNode) throws -> ConditionNode {
        let open = token.range
        try advance()
        let index: ListIndex
        switch keyword {
        case .first?, .last?, .size?:
            index = keyword == .first ? .first : keyword == .last ? .last : .size
            try advance()
        default:
            let position = try nested(at: open) { parser in try parser.parseAdditive() }
            try Self.checkConstantIndex(position)
            index = .at(position)
        }
        let end = try expect(.closeBracket, .closingBracket).upperBound
        return try make(.index(base, index), base.range.lowerBound..<end, anchor: open.lowerBound..<end)
    }

    /// Refuses a constant index no list has an element at: negative, not whole, or above
    /// ``TagSyntax/maximumIndex``. (A computed index out of range gives `nil`.)
    private static func checkConstantIndex(_ position: ConditionNode) throws {
        let valid: Bool
        switch position.kind {
        case .literal(.int(let i)): valid = i >= 0 && i <= TagSyntax.maximumIndex
        case .literal(.double(let d)): valid = d >= 0 && d <= Double(TagSyntax.maximumIndex) && d == d.rounded()
        default: return
        }
        guard !valid else { return }
        var text = ""
        ConditionNode.printLiteral(position.kind.literalValue ?? .null, to: &text)
        throw SyntaxError(.invalidIndex(text, limit: TagSyntax.maximumIndex), position.range)
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
