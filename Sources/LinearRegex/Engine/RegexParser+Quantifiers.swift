extension RegexParser {
    /// The quantifier after an atom, if any: `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each
    /// optionally lazy (`?`). Possessive forms (`*+`) and a second quantifier (`a**`) are refused.
    mutating func parseQuantifiers(_ atom: RegexNode, atomStart: Int) throws -> RegexNode {
        guard let c = peek(), isQuantifier(c) else { return atom }
        let start = index
        let bounds: (min: Int, max: Int?)
        switch c {
        case "*": index += 1; bounds = (0, nil)
        case "+": index += 1; bounds = (1, nil)
        case "?": index += 1; bounds = (0, 1)
        default: bounds = try parseCountedBounds()
        }
        var greedy = true
        if peek() == "?" {
            index += 1
            greedy = false
        } else if peek() == "+" {
            throw error(.atomicGroup, at: start)
        }
        skipExtendedWhitespace()
        if isQuantifier(peek()) { throw error(.nothingToRepeat) }
        return .repetition(atom, min: bounds.min, max: bounds.max, greedy: greedy)
    }

    /// `{n}`, `{n,}` or `{n,m}` at `{`.
    mutating func parseCountedBounds() throws -> (min: Int, max: Int?) {
        let open = index
        index += 1
        guard let low = parseCount(open: open) else { throw error(.invalidRepetition, at: open) }
        var high: Int? = low
        if peek() == "," {
            index += 1
            high = peek() == "}" ? nil : parseCount(open: open)
            if high == nil, peek() != "}" { throw error(.invalidRepetition, at: open) }
        }
        guard peek() == "}" else { throw error(.invalidRepetition, at: open) }
        index += 1
        let limit = RegularExpression.Limits.maxRepetition
        if low > limit || (high ?? 0) > limit { throw error(.repetitionTooLarge(limit: limit), at: open) }
        if let high, high < low { throw error(.invalidRepetition, at: open) }
        return (low, high)
    }

    /// Decimal digits; values past the repetition limit saturate just above it.
    mutating func parseCount(open: Int) -> Int? {
        var value = 0
        var digits = 0
        while let c = peek(), c.value >= 0x30, c.value <= 0x39 {
            value = min(value * 10 + Int(c.value - 0x30), RegularExpression.Limits.maxRepetition + 1)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }
}
