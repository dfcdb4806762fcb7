extension RegexParser {
    /// A bracketed class at `[`, with ICU's rules: `]` first is literal; `-` is literal at
    /// either end, after a range or after a class escape (`[a-z0-9-+]`, `[\w-]`); nested
    /// classes are united; `&&` and `--` intersect and subtract everything after them (up
    /// to the next operator) from everything before; a single `-` or `&` between a set
    /// (`[…]`, `\p{…}`, `[:name:]`) and a nested class subtracts or intersects that class
    /// alone (`[[a-z]-[aeiou]x]`); `[:name:]` names a property. Under `(?i)` each bracket
    /// is closed over case before it is negated.
    mutating func parseClass() throws -> ScalarSet {
        let open = index
        depth += 1
        defer { depth -= 1 }
        if depth > RegularExpression.Limits.maxNesting {
            throw error(.nestedTooDeeply(limit: RegularExpression.Limits.maxNesting), at: open)
        }
        if peek(1) == ":", let posix = try parsePosixClass() { return posix }
        index += 1
        var negated = false
        if peek() == "^" {
            negated = true
            index += 1
        }
        var result: ScalarSet?
        var pendingOperator: Unicode.Scalar?
        var items: [ScalarSet] = []
        var first = true
        var afterSet = false
        while true {
            if flags.extended {
                while let c = peek(), c.properties.isWhitespace { index += 1 }
            }
            guard let c = peek() else { throw error(.unclosedClass, at: open) }
            if c == "]", !first {
                index += 1
                break
            }
            if c == "&" || c == "-", peek(1) == c {
                let operatorStart = index
                guard !items.isEmpty || result != nil, let right = peek(2), right != "]" else {
                    throw error(.invalidRange, at: operatorStart)
                }
                result = combine(result, pendingOperator, items)
                items = []
                pendingOperator = c
                index += 2
                first = false
                afterSet = false
                continue
            }
            if afterSet, c == "-" || c == "&", peek(1) == "[" {
                index += 1
                let right = try parseClass()
                let left = ScalarSet.union(items)
                items = [c == "-" ? left.subtracting(right) : left.intersection(right)]
                continue
            }
            afterSet = (c == "[" && !(first && peek(1) == "]")) || (c == "\\" && (peek(1) == "p" || peek(1) == "P"))
            items.append(try parseClassItem(first: first, open: open))
            first = false
        }
        guard var set = combine(result, pendingOperator, items) else { throw error(.unclosedClass, at: open) }
        if flags.caseInsensitive { set = caseClosed(set) }
        return negated ? set.inverted : set
    }

    /// `set` closed over case, worked out once per distinct set in the pattern.
    mutating func caseClosed(_ set: ScalarSet) -> ScalarSet {
        if set.isCaseClosed { return set }
        if let known = caseClosures[set] { return known }
        let closed = set.caseClosed()
        caseClosures[set] = closed
        return closed
    }

    /// `left op items`, or `items` alone when there is no left side yet.
    func combine(_ left: ScalarSet?, _ op: Unicode.Scalar?, _ items: [ScalarSet]) -> ScalarSet? {
        let right: ScalarSet? = items.isEmpty ? nil : ScalarSet.union(items)
        guard let left else { return right }
        guard let right, let op else { return left }
        return op == "&" ? left.intersection(right) : left.subtracting(right)
    }

    /// One member of a class: a nested class, an escape, a scalar or a range.
    mutating func parseClassItem(first: Bool, open: Int) throws -> ScalarSet {
        let start = index
        guard let c = peek() else { throw error(.unclosedClass, at: open) }
        if c == "[", !(first && peek(1) == "]") { return try parseClass() }
        if c == "-", !first, peek(1) != "]" {
            // A hyphen that starts no range and ends no class: ICU refuses `[a--]`-like forms only.
            index += 1
            return .scalar("-")
        }
        let low: Unicode.Scalar
        if c == "\\" {
            switch try parseEscapeSequence(inClass: true) {
            case .scalar(let s): low = s
            case .set(let set): return set
            case .quoted(let scalars): return ScalarSet(ranges: scalars.map { $0.value...$0.value })
            case .assertion: throw error(.invalidEscape("b"), at: start)
            }
        } else {
            index += 1
            low = c
        }
        guard peek() == "-", let next = peek(1), next != "]", next != "[", !(next == "-") else {
            return .scalar(low)
        }
        index += 1
        let highStart = index
        let high: Unicode.Scalar
        if next == "\\" {
            guard case .scalar(let s) = try parseEscapeSequence(inClass: true) else {
                throw error(.invalidRange, at: highStart)
            }
            high = s
        } else {
            index += 1
            high = next
        }
        guard low.value <= high.value else { throw error(.invalidRange, at: start) }
        return ScalarSet(ranges: [low.value...high.value])
    }

    /// `[:name:]` or `[:^name:]` at `[`; `nil` (nothing read) if it is not that shape.
    mutating func parsePosixClass() throws -> ScalarSet? {
        var end = index + 2
        while end < scalars.count, scalars[end] != ":", scalars[end] != "]", scalars[end] != "[" { end += 1 }
        guard end + 1 < scalars.count, scalars[end] == ":", scalars[end + 1] == "]" else { return nil }
        var nameStart = index + 2
        let negated = nameStart < end && scalars[nameStart] == "^"
        if negated { nameStart += 1 }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<end]))
        let start = index
        index = end + 2
        return try propertySet(named: name, negated: negated, at: start)
    }

    /// `\p{name}` or `\P{name}` after the letter.
    mutating func parseProperty(negated: Bool, start: Int) throws -> ScalarSet {
        guard peek() == "{" else { throw error(.invalidEscape(negated ? "P" : "p"), at: start) }
        index += 1
        let nameStart = index
        while let c = peek(), c != "}" { index += 1 }
        guard peek() == "}" else { throw error(.invalidEscape(negated ? "P" : "p"), at: start) }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        index += 1
        return try propertySet(named: name, negated: negated, at: start)
    }

    /// The scalars with the property `name`; under `(?i)` closed over case, and only then
    /// negated, as ICU does (`(?i)\P{Lu}` matches neither `A` nor `a`).
    mutating func propertySet(named name: String, negated: Bool, at position: Int) throws -> ScalarSet {
        guard let property = ScalarProperty.named(name) else { throw error(.unknownProperty(name), at: position) }
        let key = PropertySetKey(property: property, negated: negated, caseInsensitive: flags.caseInsensitive)
        if let known = propertySets[key] { return known }
        let closed = flags.caseInsensitive ? caseClosed(property.set) : property.set
        let set = negated ? closed.inverted : closed
        propertySets[key] = set
        return set
    }
}
