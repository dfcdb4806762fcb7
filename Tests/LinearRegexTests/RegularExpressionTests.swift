import Foundation
import Testing

@testable import LinearRegex

/// The dialect, pattern by pattern: what matches, what is refused and where.
@Suite struct RegularExpressionTests {
    /// (pattern, text, whole match?) for the syntax people write in forms.
    static let wholeMatches: [(String, String, Bool)] = [
        ("[a-z0-9-+]+", "a-9+", true), ("[a-z0-9-+]+", "a,9", false), ("[a-c-e]", "-", true), ("[a-c-e]", "d", false),
        ("[-a]", "-", true), ("[a-]", "-", true), ("[]a]", "]", true), ("[^]a]", "]", false), ("[\\w-]+", "a-b", true),
        ("[[:digit:]x]+", "1x2", true), ("[:alpha:]", "a", true), ("[a-z&&[aeiou]]", "e", true),
        ("[a-z&&[aeiou]]", "b", false), ("[a-z--[aeiou]]", "b", true), ("[a-z--[aeiou]]", "a", false),
        ("[^a-c&&[b]]", "a", true), ("[^a-c&&[b]]", "b", false), ("[a[bc]]", "c", true), ("[\\Q]\\E]", "]", true),
        ("\\d{3}", "٣٤٥", true), ("\\w+", "é_1", true), ("\\s", "\u{A0}", true), ("\\S", " ", false),
        ("\\h\\v", "\t\n", true), ("\\p{Lu}\\p{Ll}", "Ab", true), ("\\P{L}", "1", true), ("\\p{gc=Nd}", "7", true),
        (".", "\n", false), ("(?s).", "\n", true), ("(?s).", "\r\n", true), ("a|b|c", "b", true),
        ("(ab)+", "abab", true),
        ("(?:ab)+", "aba", false), ("(?<year>\\d{4})", "2024", true), ("(?i)abc", "AbC", true),
        ("(?i:a)b", "AB", false),
        ("a(?i)b|c", "C", true), ("(a(?i)b)c", "aBC", false), ("(?#comment)a", "a", true), ("\\Qa.b\\E", "a.b", true),
        ("\\Qa.b\\E", "axb", false), ("\\Qab\\E+", "abbb", true), ("a{2,3}", "aaa", true), ("a{2,3}", "aaaa", false),
        ("a{2,}", "aaaaa", true), ("a{0}", "", true), ("a*?b", "aab", true), ("a+?", "aaa", true),
        ("\\x{1F600}", "😀", true), ("\\u00e9", "é", true), ("\\x41", "A", true), ("\\0101", "A", true),
        ("\\cA", "\u{01}", true),
        ("(?i)σ", "ς", true), ("(?i)k", "\u{212A}", true), ("(?i)[^a]", "A", false), ("(?i)[^[^b]]", "B", true),
        ("(?i)ß", "ẞ", true), ("(?x) a b # c", "ab", true), ("^a$", "a", true), ("\\Aa\\z", "a", true),
        ("a\\Z", "a", true),
        ("a\\b", "a", true), ("a\\B", "a", false), ("", "", true), ("()", "", true), ("(|a)+", "a", true),
        ("^*a", "a", true),
    ]

    @Test(arguments: wholeMatches)
    func wholeMatch(pattern: String, text: String, expected: Bool) throws {
        #expect(try RegularExpression(pattern).wholeMatch(text) == expected)
    }

    /// (pattern, text, the first match as (scalar offset, length) or nil).
    static let searches: [(String, String, (Int, Int)?)] = [
        ("\\d+", "order 66 of 99", (6, 2)), ("a*", "baa", (0, 0)), ("a+?", "baa", (1, 1)), ("a|ab", "ab", (0, 1)),
        ("ab|a", "ab", (0, 2)), ("x*?y", "xxy", (0, 3)), ("$", "a\n", (1, 0)), ("a$", "a\r\n", (0, 1)),
        ("(?m)^b", "a\nb", (2, 1)), ("(?m)a$", "a\r\nb", (0, 1)), ("\\bb", "a b", (2, 1)), ("\\Bb", "ab", (1, 1)),
        ("é", "café", (3, 1)), ("(?i)É", "café", (3, 1)), ("z", "abc", nil),
    ]

    @Test(arguments: searches.map { ($0.0, $0.1, $0.2.map { [$0.0, $0.1] }) })
    func firstMatch(pattern: String, text: String, expected: [Int]?) throws {
        let found = try RegularExpression(pattern).firstMatch(in: text).map { range in
            [
                text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound),
                text.unicodeScalars.distance(from: range.lowerBound, to: range.upperBound),
            ]
        }
        #expect(found == expected)
    }

    @Test func optionsApplyToTheWholePattern() throws {
        #expect(try RegularExpression("yes", options: .caseInsensitive).wholeMatch("YES"))
        #expect(try RegularExpression("(?-i)yes", options: .caseInsensitive).wholeMatch("YES") == false)
        #expect(try RegularExpression("a.b", options: .dotMatchesLineSeparators).wholeMatch("a\nb"))
        #expect(try RegularExpression("^b", options: .anchorsMatchLines).firstMatch(in: "a\nb") != nil)
    }

    /// (pattern, the refusal, its position in scalars).
    static let refusals: [(String, RegularExpressionError.Kind, Int?)] = [
        ("(a)\\1", .backReference, 3), ("(?<n>a)\\k<n>", .backReference, 7), ("(?=a)*", .nothingToRepeat, 5),
        ("a(?<!b){2}", .nothingToRepeat, 7), ("(?=(a)\\1)", .backReference, 6), ("(?<=(?>a))", .atomicGroup, 4),
        ("(?>a)", .atomicGroup, 0),
        ("a*+", .atomicGroup, 1), ("a++", .atomicGroup, 1), ("(a", .unclosedGroup, 0), ("a)", .unmatchedParenthesis, 1),
        ("[a", .unclosedClass, 0), ("[]", .unclosedClass, 0), ("[z-a]", .invalidRange, 1), ("[--a]", .invalidRange, 1),
        ("[a-\\d]", .invalidRange, 3), ("*a", .nothingToRepeat, 0), ("a**", .nothingToRepeat, 2),
        ("\\b*", .nothingToRepeat, 2), ("\\Q\\E*", .nothingToRepeat, 4), ("a{2,1}", .invalidRepetition, 1),
        ("a{", .invalidRepetition, 1), ("a{x}", .invalidRepetition, 1), ("}", .invalidRepetition, 0),
        ("a{1001}", .repetitionTooLarge(limit: 1_000), 1), ("\\y", .invalidEscape("y"), 0),
        ("\\x{110000}", .invalidEscape("x{"), 0), ("\\u12", .invalidEscape("u"), 0),
        ("\\p{Greek}", .unknownProperty("Greek"), 0), ("(?u)a", .unknownFlag("u"), 2), ("(?#a", .unclosedComment, 0),
        ("(?<g>a)(?<g>b)", .duplicateGroupName("g"), 10), ("\\G", .unsupported("'\\G'"), 0),
    ]

    @Test(arguments: refusals)
    func refused(pattern: String, kind: RegularExpressionError.Kind, position: Int?) {
        #expect(throws: RegularExpressionError(kind, at: position)) { try RegularExpression(pattern) }
    }

    @Test func errorsSayWhatAndWhere() {
        #expect(
            RegularExpressionError(.backReference, at: 3).description
                == "back-references are not supported (they need backtracking) at offset 3")
        #expect(
            RegularExpressionError(.inputTooLong(length: 9, limit: 8), at: nil).description
                == "the text has 9 characters, more than 8")
    }

    @Test func limitsAreEnforcedWithTypedErrors() throws {
        let long = String(repeating: "a", count: RegularExpression.Limits.maxPatternLength + 1)
        #expect(throws: RegularExpressionError(.patternTooLong(length: long.count, limit: 4_096), at: 4_096)) {
            try RegularExpression(long)
        }
        let deep = String(repeating: "(", count: 101) + String(repeating: ")", count: 101)
        #expect(throws: RegularExpressionError(.nestedTooDeeply(limit: 100), at: 100)) { try RegularExpression(deep) }
        let deepClass = String(repeating: "[", count: 101) + "a" + String(repeating: "]", count: 101)
        #expect(throws: RegularExpressionError(.nestedTooDeeply(limit: 100), at: 100)) {
            try RegularExpression(deepClass)
        }
        #expect(throws: RegularExpressionError(.patternTooComplex(limit: 20_000), at: nil)) {
            try RegularExpression("(a{1000}){1000}")
        }
        let regex = try RegularExpression("a*")
        let text = String(repeating: "a", count: regex.maxInputLength + 1)
        #expect(throws: RegularExpressionError(.inputTooLong(length: text.count, limit: regex.maxInputLength), at: nil))
        {
            try regex.wholeMatch(text)
        }
    }

    @Test func cachedPatternsAreTheSameCompiledProgram() throws {
        let first = try RegularExpression.cached("[0-9]+x")
        let second = try RegularExpression.cached("[0-9]+x")
        #expect(first.program.instructions.count == second.program.instructions.count)
        #expect(try second.wholeMatch("12x"))
        #expect(throws: RegularExpressionError(.backReference, at: 3)) { try RegularExpression.cached("(a)\\1") }
    }

    @Test func compiledPatternsCrossConcurrencyDomains() async throws {
        let regex = try RegularExpression("[a-z]+")
        let results = await withTaskGroup(of: Bool.self) { group in
            for word in ["abc", "ABC", "xyz"] {
                group.addTask {
                    do {
                        return try regex.wholeMatch(word)
                    } catch {
                        Issue.record(error)
                        return false
                    }
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all.sorted { !$0 && $1 }
        }
        #expect(results == [false, true, true])
    }
}
