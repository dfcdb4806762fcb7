/// Parses ICU pattern syntax into a ``RegexNode``, refusing what needs backtracking.
///
/// Recursion follows group and class nesting only, which is capped at
/// ``RegularExpression/Limits/maxNesting``, so the parser's stack use is bounded.
struct RegexParser {
    /// The flags in force: `(?i)`, `(?m)`, `(?s)`, `(?x)`.
    struct Flags {
        var caseInsensitive = false
        var multiline = false
        var dotAll = false
        var extended = false
    }

    let scalars: [Unicode.Scalar]
    var index = 0
    var flags: Flags
    var depth = 0
    var groupNames: Set<String> = []
    /// The look-arounds parsed so far, innermost first (a body is numbered before the
    /// look-around around it).
    var lookarounds: [RegexLookaround] = []
    /// How many look-arounds enclose the current position.
    var lookaroundDepth = 0
    /// The sets of the properties named so far, by property, negation and `(?i)`: a pattern
    /// naming one property many times works its set (and case closure) out once.
    var propertySets: [PropertySetKey: ScalarSet] = [:]
    /// Classes closed over case so far, so that one written many times is closed once.
    var caseClosures: [ScalarSet: ScalarSet] = [:]

    struct PropertySetKey: Hashable {
        var property: ScalarProperty
        var negated: Bool
        var caseInsensitive: Bool
    }

    init(_ pattern: String, options: RegularExpression.Options) {
        scalars = Array(pattern.unicodeScalars)
        flags = Flags(
            caseInsensitive: options.contains(.caseInsensitive),
            multiline: options.contains(.anchorsMatchLines),
            dotAll: options.contains(.dotMatchesLineSeparators))
    }

    /// Parses the whole pattern.
    mutating func parse() throws -> RegexNode {
        let node = try parseAlternation()
        if index < scalars.count { throw RegularExpressionError(.unmatchedParenthesis, at: index) }
        return node
    }

    var atEnd: Bool { index >= scalars.count }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = index + offset
        return i < scalars.count ? scalars[i] : nil
    }

    func error(_ kind: RegularExpressionError.Kind, at position: Int? = nil) -> RegularExpressionError {
        RegularExpressionError(kind, at: position ?? index)
    }

    /// `a|b|c` up to an unmatched `)` or the end.
    mutating func parseAlternation() throws -> RegexNode {
        var branches: [RegexNode] = [try parseConcatenation()]
        while peek() == "|" {
            index += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// Atoms with their quantifiers, up to `|`, `)` or the end.
    mutating func parseConcatenation() throws -> RegexNode {
        var items: [RegexNode] = []
        while true {
            skipExtendedWhitespace()
            guard let c = peek(), c != "|", c != ")" else { break }
            let start = index
            var atoms = try parseAtom()
            skipExtendedWhitespace()
            if let last = atoms.popLast() {
                items.append(contentsOf: atoms)
                if case .assertion = last, isQuantifier(peek()), scalars[start] == "\\" || isLookaround(at: start) {
                    // ICU repeats `^` and `$` but refuses to repeat `\b \B \A \z \Z` and look-arounds.
                    throw error(.nothingToRepeat)
                }
                items.append(try parseQuantifiers(last, atomStart: start))
            } else if isQuantifier(peek()) {
                throw error(.nothingToRepeat)
            }
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .concatenation(items)
        }
    }

    /// `true` if a look-around starts at `offset` (ICU repeats `(?:(?=a))` but not `(?=a)`).
    func isLookaround(at offset: Int) -> Bool {
        var rest = scalars[offset...]
        guard rest.starts(with: ["(", "?"]) else { return false }
        rest = rest.dropFirst(2)
        if rest.first == "<" { rest = rest.dropFirst() }
        return rest.first == "=" || rest.first == "!"
    }

    func isQuantifier(_ c: Unicode.Scalar?) -> Bool {
        c == "*" || c == "+" || c == "?" || c == "{"
    }

    /// Under `(?x)`, white space and `#` comments between tokens are ignored.
    mutating func skipExtendedWhitespace() {
        guard flags.extended else { return }
        while let c = peek() {
            if c.properties.isWhitespace {
                index += 1
            } else if c == "#" {
                while let d = peek(), !ScalarProperty.isLineTerminator(d.value) { index += 1 }
            } else {
                return
            }
        }
    }

    /// One atom; `\Q…\E` gives several (a quantifier after it repeats the last), a
    /// comment or a flag group none.
    mutating func parseAtom() throws -> [RegexNode] {
        guard let c = peek() else { return [] }
        switch c {
        case "(":
            return try parseGroup()
        case "[":
            return [.set(try parseClass())]
        case ".":
            index += 1
            guard flags.dotAll else { return [.set(ScalarProperty.notLineTerminator.set)] }
            // Under `(?s)` ICU's `.` takes CR LF as one character, never CR alone before LF.
            let notCR = ScalarSet.scalar("\r").inverted
            return [
                .alternation([
                    .concatenation([.scalar("\r", caseInsensitive: false), .scalar("\n", caseInsensitive: false)]),
                    .set(notCR),
                    .concatenation([.scalar("\r", caseInsensitive: false), .assertion(.notBeforeLineFeed)]),
                ])
            ]
        case "^":
            index += 1
            return [.assertion(flags.multiline ? .startOfLine : .startOfText)]
        case "$":
            index += 1
            return [.assertion(flags.multiline ? .endOfLine : .endOfTextBeforeFinalTerminator)]
        case "\\":
            return try parseEscape()
        case "*", "+", "?", "{":
            throw error(.nothingToRepeat)
        case "}":
            throw error(.invalidRepetition)
        default:
            index += 1
            return [.scalar(c, caseInsensitive: flags.caseInsensitive)]
        }
    }

    /// A group starting at `(`: capturing, `(?:…)`, `(?<name>…)`, a look-around, flags, a
    /// comment, or a refused atomic group.
    mutating func parseGroup() throws -> [RegexNode] {
        let open = index
        index += 1
        if peek() == "?" {
            index += 1
            switch peek() {
            case ":":
                index += 1
            case "#":
                while let c = peek(), c != ")" { index += 1 }
                guard peek() == ")" else { throw error(.unclosedComment, at: open) }
                index += 1
                return []
            case "=", "!":
                return [try parseLookaround(open: open, behind: false)]
            case ">":
                throw error(.atomicGroup, at: open)
            case "<":
                if peek(1) == "=" || peek(1) == "!" {
                    index += 1
                    return [try parseLookaround(open: open, behind: true)]
                }
                index += 1
                try skipGroupName()
            default:
                if let scoped = try parseFlags(open: open) { return scoped }
            }
        }
        return [try parseGroupBody(open: open)]
    }

    /// A look-around whose `=` or `!` is next: its body is numbered and compiled apart, and
    /// the pattern reads it as an assertion. At most ``RegularExpression/Limits/maxLookarounds``
    /// of them, nested at most ``RegularExpression/Limits/maxLookaroundNesting`` deep.
    mutating func parseLookaround(open: Int, behind: Bool) throws -> RegexNode {
        let negated = peek() == "!"
        index += 1
        let nesting = RegularExpression.Limits.maxLookaroundNesting
        if lookaroundDepth >= nesting {
            throw error(.lookaroundNestedTooDeeply(behind: behind, limit: nesting), at: open)
        }
        lookaroundDepth += 1
        let body = try parseGroupBody(open: open)
        lookaroundDepth -= 1
        let limit = RegularExpression.Limits.maxLookarounds
        guard lookarounds.count < limit else { throw error(.tooManyLookarounds(limit: limit), at: open) }
        lookarounds.append(RegexLookaround(behind: behind, negated: negated, body: body, position: open))
        return .assertion(.lookaround(lookarounds.count - 1))
    }

    /// The body of a group up to its `)`, with flags restored afterwards.
    mutating func parseGroupBody(open: Int) throws -> RegexNode {
        depth += 1
        if depth > RegularExpression.Limits.maxNesting {
            throw error(.nestedTooDeeply(limit: RegularExpression.Limits.maxNesting), at: open)
        }
        let saved = flags
        let body = try parseAlternation()
        flags = saved
        depth -= 1
        guard peek() == ")" else { throw error(.unclosedGroup, at: open) }
        index += 1
        return body
    }

    /// `name>` of `(?<name>`: ASCII letters and digits, starting with a letter.
    mutating func skipGroupName() throws {
        let start = index
        while let c = peek(), c.isASCII,
            c.properties.isAlphabetic || (index > start && c.value >= 0x30 && c.value <= 0x39)
        {
            index += 1
        }
        guard index > start, peek() == ">" else { throw error(.unsupported("this group name"), at: start) }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        guard groupNames.insert(name).inserted else { throw error(.duplicateGroupName(name), at: start) }
        index += 1
    }

    /// `(?imsx-imsx)` changes the flags to the end of the enclosing group and gives no
    /// atom (returns `[]`); `(?imsx-imsx:…)` a group with its own flags. `nil` never.
    mutating func parseFlags(open: Int) throws -> [RegexNode]? {
        var on = true
        var changed = flags
        var sawFlag = false
        while let c = peek() {
            index += 1
            switch c {
            case "i": changed.caseInsensitive = on
            case "m": changed.multiline = on
            case "s": changed.dotAll = on
            case "x": changed.extended = on
            case "-":
                guard on else { throw error(.unknownFlag("-"), at: index - 1) }
                on = false
                continue
            case ")":
                guard sawFlag else { throw error(.unsupported("an empty flag group"), at: open) }
                flags = changed
                return []
            case ":":
                let saved = flags
                flags = changed
                let body = try parseGroupBody(open: open)
                flags = saved
                return [body]
            default:
                throw error(.unknownFlag(Character(c)), at: index - 1)
            }
            sawFlag = true
        }
        throw error(.unclosedGroup, at: open)
    }
}
