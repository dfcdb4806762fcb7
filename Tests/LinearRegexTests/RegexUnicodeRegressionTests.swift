import Foundation
import Testing

@testable import LinearRegex

/// Where the engine disagreed with ICU on case classes, properties under `(?i)`, word
/// boundaries and octal escapes. Each case is pinned as a literal and checked against
/// `NSRegularExpression` in the same test, on the text alone (the Pike VM) and after a
/// long prefix (the lazy DFA).
@Suite struct RegexUnicodeRegressionTests {
    /// The first match as (scalar offset, length), or `nil`.
    static func firstMatch(_ pattern: String, _ text: String) throws -> [Int]? {
        try RegularExpression(pattern).firstMatch(in: text).map { range in
            let view = text.unicodeScalars
            return [
                view.distance(from: view.startIndex, to: range.lowerBound),
                view.distance(from: range.lowerBound, to: range.upperBound),
            ]
        }
    }

    /// `NSRegularExpression`'s first match as (scalar offset, length), or `nil`.
    static func icuFirstMatch(_ pattern: String, _ text: String) throws -> [Int]? {
        let regex = try NSRegularExpression(pattern: pattern)
        guard let found = regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length))
        else { return nil }
        // Counted by hand: a range inside a grapheme cluster must not be rounded to one.
        func scalars(beforeUTF16 offset: Int) -> Int {
            var units = 0
            var count = 0
            for scalar in text.unicodeScalars where units < offset {
                units += UTF16.width(scalar)
                count += 1
            }
            return count
        }
        let start = scalars(beforeUTF16: found.range.location)
        return [start, scalars(beforeUTF16: found.range.location + found.range.length) - start]
    }

    /// Checks `expected` against the engine and ICU, on `text` and on `text` after a prefix
    /// long enough for the lazy DFA (whose answer must be ICU's too).
    static func check(_ pattern: String, _ text: String, _ expected: [Int]?, filler: String = "0") throws {
        #expect(try firstMatch(pattern, text) == expected, "\(pattern) in \(text.debugDescription)")
        #expect(try icuFirstMatch(pattern, text) == expected, "ICU: \(pattern) in \(text.debugDescription)")
        let long = String(repeating: filler, count: 40) + text
        #expect(try firstMatch(pattern, long) == icuFirstMatch(pattern, long), "\(pattern) in \(long.debugDescription)")
        #expect(RegexFuzzing.compare(pattern, texts: [text, long]).map(\.description) == nil)
    }

    /// `(?i)[A-Z]` missed the Kelvin sign, `(?i)[Ω]` the ohm sign, `(?i)[Å]` the angstrom
    /// sign, and `(?i)[[^A-Z]-]` matched `K`: a class under `(?i)` took one step of case
    /// mapping from each scalar instead of the whole case class.
    @Test(arguments: [
        ("(?i)[A-Z]", "\u{212A}", true), ("(?i)[Ω]", "\u{2126}", true), ("(?i)[Å]", "\u{212B}", true),
        ("(?i)[[^A-Z]-]", "K", false), ("(?i)[[^A-Z]-]", "\u{212A}", false), ("(?i)[[^A-Z]-]", "-", true),
        ("(?i)[\u{212A}]", "k", true), ("(?i)[\u{2126}]", "ω", true), ("(?i)[\u{212B}]", "å", true),
        ("(?i)[a-z]", "ſ", true), ("(?i)[ſ]", "S", true), ("(?i)[ς]", "Σ", true), ("(?i)[σ]", "ς", true),
        ("(?i)[ǅ]", "Ǆ", true), ("(?i)[ǆ]", "ǅ", true), ("(?i)[^ǅ]", "ǆ", false), ("(?i)[ϑ]", "ϴ", true),
        ("(?i)[^k]", "\u{212A}", false), ("(?i)\u{212A}", "k", true),
    ])
    func caseInsensitiveClassesTakeWholeCaseClasses(pattern: String, text: String, matches: Bool) throws {
        try Self.check(pattern, text, matches ? [0, 1] : nil)
    }

    /// `(?i)[I]` and `(?i)[A-Z]` matched the dotless `ı`; in ICU `ı` and `İ` are each a
    /// case class of their own.
    @Test(arguments: [
        ("(?i)[I]", "ı", false), ("(?i)[A-Z]", "ı", false), ("(?i)[a-z]", "ı", false), ("(?i)[ı]", "I", false),
        ("(?i)[ı]", "i", false), ("(?i)[İ]", "i", false), ("(?i)[i]", "İ", false), ("(?i)ı", "I", false),
        ("(?i)[İ]", "İ", true), ("(?i)[I]", "i", true),
    ])
    func dotlessAndDottedIAreCaseClassesOfTheirOwn(pattern: String, text: String, matches: Bool) throws {
        try Self.check(pattern, text, matches ? [0, 1] : nil)
    }

    /// `(?i)\P{Lu}` matched `a`: the property was negated before it was closed over case;
    /// ICU closes `\p{Lu}` first and negates the result.
    @Test(arguments: [
        ("(?i)\\P{Lu}", "a", false), ("(?i)\\P{Lu}", "A", false), ("(?i)\\P{Ll}", "A", false),
        ("(?i)\\p{Lu}", "a", true), ("(?i)[\\P{Lu}]", "a", false), ("(?i)[^\\P{Lu}]", "a", true),
        ("(?i)\\P{Lu}", "1", true), ("(?i)\\p{Lu}", "\u{345}", true), ("(?i)[[:^lower:]]", "A", false),
    ])
    func negatedPropertiesAreClosedOverCaseFirst(pattern: String, text: String, matches: Bool) throws {
        try Self.check(pattern, text, matches ? [0, 1] : nil)
    }

    /// `\b` and `\B` took combining marks and format characters (U+0301, U+00AD) as
    /// scalars of their own; ICU finds no boundary before one and looks through them for
    /// the scalar before a position.
    @Test(
        arguments: [
            ("\\b\u{301}", "\u{301}", nil), ("a\\b", "a\u{301}", nil), ("a\\b", "a\u{AD}", nil),
            ("a\\B", "a\u{AD}", [0, 1]),
            ("\\Ba", "\u{301}a", nil), ("\\Bb", "a\u{AD}b", [2, 1]), ("\\bb", " \u{AD}b", [2, 1]),
            ("\\b", "\u{200D}a", [1, 0]), ("\\B\u{AD}", "a\u{AD}", [1, 1]), ("b\\b", "b\u{AD}\u{301} ", nil),
            ("\\bx", " \u{301}\u{AD}x", [3, 1]),
        ] as [(String, String, [Int]?)])
    func wordBoundariesLookThroughMarksAndFormatCharacters(pattern: String, text: String, expected: [Int]?) throws {
        try Self.check(pattern, text, expected, filler: " ")
    }

    /// `\0600` read three octal digits and truncated the value to a byte; ICU stops
    /// before a digit that would pass `\0377`.
    @Test(
        arguments: [
            ("\\0600", "00", [0, 2]), ("\\0400", " 0", [0, 2]), ("\\0377", "\u{FF}", [0, 1]), ("\\0101", "A", [0, 1]),
            ("\\07", "\u{07}", [0, 1]), ("\\0010", "\u{08}", [0, 1]), ("[\\0600]", "0", [0, 1]),
        ] as [(String, String, [Int]?)])
    func octalEscapesStopBeforePassingAByte(pattern: String, text: String, expected: [Int]?) throws {
        try Self.check(pattern, text, expected)
    }

    /// A bare `\0` meant NUL; ICU refuses it.
    @Test(arguments: [("\\0", 0), ("a\\0", 1), ("\\08", 0), ("[\\0]", 1), ("[a\\0-b]", 2)])
    func zeroWithoutOctalDigitsIsRefused(pattern: String, position: Int) {
        #expect(throws: RegularExpressionError(.invalidEscape("0"), at: position)) { try RegularExpression(pattern) }
        #expect(throws: (any Error).self) { try NSRegularExpression(pattern: pattern) }
    }

    /// The lazy DFA gave a carriage return and a vertical tab one class when no instruction
    /// told them apart, and so the context of whichever came first: `(?m)^` after a vertical
    /// tab before a line feed was taken for the middle of CR LF.
    @Test func lineTerminatorsKeepTheirOwnContextInTheAutomaton() throws {
        let text = String(repeating: "x", count: 40) + "\r" + "yy" + "\u{0B}\na" + "yyyy"
        try Self.check("(?m)^\\na", text, [44, 2])
    }
}
