import Foundation

@testable import LinearRegex

/// Random patterns and texts for the differential tests against `NSRegularExpression`,
/// from a seeded generator so that every run and every disagreement can be repeated.
enum RegexFuzzing {
    typealias Generator = FuzzSeeds.Generator

    /// What random patterns and texts are made of.
    struct Alphabet {
        var literals: [String]
        var classItems: [String]
        var texts: [String]
        var flags: [String]
        /// One pattern in `flagOdds` starts with a flag group.
        var flagOdds: UInt64
        var anchors = ["^", "$", "\\b", "\\B", "\\A", "\\z", "\\Z"]
        var shorthands = ["\\d", "\\w", "\\s", "\\W"]
    }

    /// ASCII with a few accented letters: the dialect's syntax.
    static let basic = Alphabet(
        literals: ["a", "b", "c", "A", "B", "-", "_", " ", "1", "é", "K", "\\n", "\\.", "x"],
        classItems: [
            "a", "b", "c", "A", "a-c", "0-9", "A-Z", "-", "_", "\\d", "\\w", "\\s", "\\D", "\\W", "é", "[ab]", "[^a]",
            " ", "\\n", "\\-", "\\]", "\\x{41}", "[:digit:]",
        ],
        texts: ["a", "b", "c", "A", "B", "C", "-", "_", " ", "\n", "1", "2", "é", "É", "K", "k", "x", "\r"],
        flags: ["(?i)", "(?m)", "(?s)", "(?im)"], flagOdds: 8)

    /// Where Unicode gets odd: scalars whose case classes have three or more members or
    /// only one (`ſ s S`, `k K` and the Kelvin sign, `ω Ω` and the ohm sign, `å Å` and the
    /// angstrom sign, `σ ς Σ`, `ǆ ǅ Ǆ`, `θ ϑ ϴ Θ`, `i I` apart from `ı` and `İ`), negated
    /// properties under `(?i)`, combining marks and format characters next to `\b`, and
    /// octal escapes. Nothing whose full case folding has more than one scalar (`ß`, `ﬅ`)
    /// goes next to a letter it could fold into, where ICU folds strings in full.
    static let unicode = Alphabet(
        literals: [
            "a", "k", "K", "s", "S", "ſ", "\u{212A}", "Ω", "ω", "\u{2126}", "Å", "å", "\u{212B}", "σ", "ς", "Σ", "ǅ",
            "ǆ", "Ǆ", "İ", "ı", "i", "I", "θ", "ϑ", "ϴ", "\u{301}", "\u{AD}", "\u{200D}", " ", "-", "\\0101",
            "\\0600", "\\07", "\\0", "\\x{212A}", "\\P{Lu}", "\\p{Lu}", "\\P{Ll}", "\\p{L}", "\\P{Any}",
        ],
        classItems: [
            "a-z", "A-Z", "I", "i", "ı", "İ", "K", "k", "\u{212A}", "ſ", "s", "S", "Ω", "\u{2126}", "ω", "Å",
            "\u{212B}",
            "σ", "ς", "ǅ", "Ǆ", "ϑ", "\\P{Lu}", "\\p{Lu}", "\\P{Ll}", "\\p{Ll}", "[:^lower:]", "\\P{Any}", "\\w",
            "\\W", "[^A-Z]", "[^a]", "-", "\\0101", "\\0600", "\\u00c5", "\\x{3c2}", "\u{301}", "\u{AD}",
        ],
        texts: [
            "a", "k", "K", "\u{212A}", "s", "S", "ſ", "Ω", "ω", "\u{2126}", "Å", "å", "\u{212B}", "σ", "ς", "Σ", "ǅ",
            "ǆ", "Ǆ", "İ", "ı", "i", "I", "θ", "ϑ", "ϴ", "\u{301}", "\u{AD}", "\u{200D}", " ", "-", "0", "A", "1",
            "\u{07}", "\n",
        ],
        flags: ["(?i)", "(?i)", "(?im)", "(?-i)"], flagOdds: 2,
        anchors: ["\\b", "\\B", "\\b", "\\B", "^", "$"],
        shorthands: ["\\w", "\\W", "\\P{Lu}", "\\p{Ll}"])

    static var literals: [String] { basic.literals }
    static var texts: [String] { basic.texts }

    static func pick<T>(_ items: [T], _ random: inout Generator) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    /// A random pattern of the supported dialect.
    static func pattern(_ random: inout Generator, _ alphabet: Alphabet = basic) -> String {
        var result = ""
        if random.next() % alphabet.flagOdds == 0 { result += pick(alphabet.flags, &random) }
        result += alternation(&random, alphabet, depth: 0)
        return result
    }

    static func alternation(_ random: inout Generator, _ alphabet: Alphabet, depth: Int) -> String {
        let branches = random.next() % 5 == 0 ? 2 + Int(random.next() % 2) : 1
        return (0..<branches).map { _ in concatenation(&random, alphabet, depth: depth) }.joined(separator: "|")
    }

    static func concatenation(_ random: inout Generator, _ alphabet: Alphabet, depth: Int) -> String {
        let count = Int(random.next() % 4)
        return (0..<count).map { _ in quantified(&random, alphabet, depth: depth) }.joined()
    }

    static func quantified(_ random: inout Generator, _ alphabet: Alphabet, depth: Int) -> String {
        let atom = atom(&random, alphabet, depth: depth)
        guard random.next() % 3 == 0 else { return atom }
        var quantifier = pick(["*", "+", "?", "{2}", "{1,3}", "{0,}", "{2,}", "{0,1}"], &random)
        // ICU loses matches after a lazy loop over a group that can match nothing
        // (`(?:|a)+?K|_` finds no `_`), so lazy quantifiers go on single atoms only.
        // The same for lazy quantifiers on `^` and `$` (`^+?\n.|c` finds no `c`).
        if random.next() % 4 == 0, !atom.hasSuffix(")"), atom != "^", atom != "$" { quantifier += "?" }
        return atom + quantifier
    }

    static func atom(_ random: inout Generator, _ alphabet: Alphabet, depth: Int) -> String {
        switch random.next() % 12 {
        case 0, 1, 2, 3: return pick(alphabet.literals, &random)
        case 4: return "."
        case 5: return characterClass(&random, alphabet)
        case 6: return pick(alphabet.anchors, &random)
        case 7: return pick(alphabet.shorthands, &random)
        default:
            guard depth < 3 else { return pick(alphabet.literals, &random) }
            var open = pick(["(", "(?:", "(?i:", "(?<g"], &random)
            if open == "(?<g" { open += "\(random.next() % 1_000_000)>" }
            return open + alternation(&random, alphabet, depth: depth + 1) + ")"
        }
    }

    static func characterClass(_ random: inout Generator, _ alphabet: Alphabet) -> String {
        let count = 1 + Int(random.next() % 3)
        var items: [String] = []
        while items.count < count {
            let item = pick(alphabet.classItems, &random)
            // ICU reads `\p` or `\P` that ends a range as the letter (`[a-\p{Lu}]` is
            // `[a-p{Lu}]`); the engine refuses it, a documented difference.
            if items.last?.hasSuffix("-") == true, item.hasPrefix("\\p") || item.hasPrefix("\\P") { continue }
            items.append(item)
        }
        var body = items.joined()
        if random.next() % 6 == 0 { body += pick(["&&[a-b]", "--[b]", "-", "&&\\w"], &random) }
        return (random.next() % 4 == 0 ? "[^" : "[") + body + "]"
    }

    /// A random text over a small alphabet, so patterns often match.
    static func text(_ random: inout Generator, _ alphabet: Alphabet = basic) -> String {
        let count = Int(random.next() % 9)
        return (0..<count).map { _ in pick(alphabet.texts, &random) }.joined()
    }

    /// What both engines say about a pattern and a text, or why they cannot be compared.
    struct Disagreement: CustomStringConvertible {
        var pattern: String
        var text: String?
        var ours: String
        var theirs: String
        var description: String {
            "pattern \(pattern.debugDescription) text \(text?.debugDescription ?? "-"): ours \(ours), NSRegularExpression \(theirs)"
        }
    }

    /// Compares compiling `pattern`, then `firstMatch` and `wholeMatch` on each text.
    static func compare(_ pattern: String, texts: [String]) -> Disagreement? {
        if pattern.isEmpty { return nil } // Foundation refuses the empty pattern; the engine matches "".
        let ours: RegularExpression
        let theirs: NSRegularExpression
        let whole: NSRegularExpression
        do {
            theirs = try NSRegularExpression(pattern: pattern)
            whole = try NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
        } catch {
            do {
                _ = try RegularExpression(pattern)
                return Disagreement(pattern: pattern, text: nil, ours: "compiled", theirs: "refused")
            } catch {
                return nil
            }
        }
        do {
            ours = try RegularExpression(pattern)
        } catch {
            return Disagreement(pattern: pattern, text: nil, ours: "refused: \(error)", theirs: "compiled")
        }
        var parser = RegexParser(pattern, options: [])
        let tree: RegexNode
        do {
            tree = try parser.parse()
        } catch {
            return Disagreement(pattern: pattern, text: nil, ours: "refused: \(error)", theirs: "compiled")
        }
        let hasNullableLoop = hasNullableLoop(tree)
        for text in texts {
            let all = NSRange(location: 0, length: (text as NSString).length)
            let expected = theirs.firstMatch(in: text, range: all).map { $0.range }
            let expectedWhole = whole.firstMatch(in: text, range: all) != nil
            do {
                var found = try ours.firstMatch(in: text).map { NSRange($0, in: text) }
                var expected = expected
                if hasNullableLoop {
                    // Where a match ends after a loop whose body can match nothing depends on
                    // how a backtracking engine orders empty iterations; where it starts, and
                    // whole-match answers, do not.
                    found = found.map { NSRange(location: $0.location, length: 0) }
                    expected = expected.map { NSRange(location: $0.location, length: 0) }
                }
                let foundWhole = try ours.wholeMatch(text)
                if found != expected || foundWhole != expectedWhole {
                    return Disagreement(
                        pattern: pattern, text: text, ours: "\(describe(found)) whole \(foundWhole)",
                        theirs: "\(describe(expected)) whole \(expectedWhole)")
                }
                // The lazy DFA (which short texts skip in the public API) on the same text.
                let scalars = text.unicodeScalars.map(\.value)
                var searching = LazyDFA(program: ours.program, text: scalars, search: true)
                var anchored = LazyDFA(program: ours.program, text: scalars, search: false)
                let dfaFound = searching.run()
                let dfaWhole = anchored.run()
                if dfaFound != (expected == nil ? .noMatch : .matched)
                    || dfaWhole != (expectedWhole ? .matched : .noMatch)
                {
                    return Disagreement(
                        pattern: pattern, text: text, ours: "lazy DFA \(dfaFound) whole \(dfaWhole)",
                        theirs: "\(describe(expected)) whole \(expectedWhole)")
                }
            } catch {
                return Disagreement(pattern: pattern, text: text, ours: "threw \(error)", theirs: describe(expected))
            }
        }
        return nil
    }

    /// `true` if the pattern repeats, more than once, something that can match nothing.
    static func hasNullableLoop(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .scalar, .set, .assertion: return false
        case .concatenation(let items), .alternation(let items): return items.contains(where: hasNullableLoop)
        case .repetition(let body, _, let high, _):
            return ((high ?? 2) > 1 && isNullable(body)) || hasNullableLoop(body)
        }
    }

    static func isNullable(_ node: RegexNode) -> Bool {
        switch node {
        case .empty, .assertion: return true
        case .scalar, .set: return false
        case .concatenation(let items): return items.allSatisfy(isNullable)
        case .alternation(let items): return items.contains(where: isNullable)
        case .repetition(let body, let low, _, _): return low == 0 || isNullable(body)
        }
    }

    static func describe(_ range: NSRange?) -> String {
        range.map { "\($0.location),\($0.length)" } ?? "no match"
    }
}
