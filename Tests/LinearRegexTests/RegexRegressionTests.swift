import Foundation
import Testing

@testable import LinearRegex

/// Hostile patterns that once hung or were let through, and disagreements the
/// differential fuzzer found, each kept under its own name.
@Suite struct RegexRegressionTests {
    /// Fuzz finding: ICU loses the `_` alternative after a lazy loop over a group that can
    /// match nothing; the engine follows the definition.
    @Test func lazyLoopOverEmptyGroupStillTriesTheOtherAlternative() throws {
        let regex = try RegularExpression("(?:|a)+?K|_")
        #expect(try regex.firstMatch(in: "x_").map { "x_"[$0] } == "_")
    }

    /// Fuzz finding: under `(?s)` ICU's `.` takes CR LF as one character.
    @Test func dotAllTakesCarriageReturnLineFeedAsOne() throws {
        #expect(try RegularExpression("(?s).").wholeMatch("\r\n"))
        #expect(try RegularExpression("(?s).\\n").firstMatch(in: "\r\n") == nil)
        #expect(try RegularExpression("(?s).{2}").wholeMatch("\r\nx"))
    }

    /// Fuzz finding: an iteration that matched nothing ends a loop with its priority, so
    /// `(|..?-)*` prefers the empty match at 0 as ICU does.
    @Test func emptyIterationEndsTheLoop() throws {
        let text = "2_-ccx"
        let range = try RegularExpression("(?i:)(?i:|..?-){0,}").firstMatch(in: text)
        #expect(range.map { NSRange($0, in: text) } == NSRange(location: 0, length: 0))
    }

    /// Fuzz finding: ICU refuses to repeat `\b \B \A \z \Z` (but repeats `^` and `$`).
    @Test(arguments: ["\\b{1,3}", "\\z{1,3}?", "\\B?", "\\Z+", "\\A*"])
    func repeatedEscapeAssertionsAreRefused(pattern: String) {
        #expect(throws: RegularExpressionError.self) { try RegularExpression(pattern) }
    }

    /// Fuzz finding: a group holding nothing but a look-around was refused as a repeated
    /// look-around; ICU repeats `(?:(?=a))` and refuses only `(?=a)*`.
    @Test func groupAroundALookaroundMayBeRepeated() throws {
        #expect(try RegularExpression("(?:(?=a)){2}a").wholeMatch("a"))
        #expect(try RegularExpression("((?<=a))*b").firstMatch(in: "ab") != nil)
        #expect(throws: RegularExpressionError(.nothingToRepeat, at: 5)) { try RegularExpression("(?=a)*a") }
        #expect(throws: RegularExpressionError(.nothingToRepeat, at: 6)) { try RegularExpression("(?<!a)+a") }
    }

    /// Look-around fuzz finding (in the backtracking reference, which rejected the empty
    /// iteration): `?` over a group that matches nothing first takes that empty match, as
    /// ICU does, where `*` would end its loop.
    @Test func optionalGroupTakesItsEmptyMatch() throws {
        #expect(try RegularExpression("(?:a{0,2}?)?").firstMatch(in: "a").map { "a"[$0] } == "")
        #expect(try RegularExpression("(?=A??)(?:a{0,2}?|(.A\\W|\\d??[a-c1]$))?").firstMatch(in: "a bA") != nil)
        let reference = try BacktrackingReference("(?:a{0,2}?)?", text: "a")
        #expect(try reference.firstMatch() == 0..<0)
    }

    /// Fuzz finding: ICU refuses two groups with one name.
    @Test func duplicateGroupNamesAreRefused() {
        #expect(throws: RegularExpressionError(.duplicateGroupName("g"), at: 11)) {
            try RegularExpression("(?<g>a)|(?<g>b)")
        }
    }

    /// Fuzz finding: between a set (`[…]`, `\p{…}`, `[:name:]`) and a nested class, ICU reads
    /// a single `-` as subtracting and a single `&` as intersecting that class alone
    /// (`[[b]-[a]]` is `[b]`); the engine took them as literals. After a scalar or `\w` they
    /// stay literals.
    @Test(arguments: [
        ("[[b]-[a]]", "a", false), ("[[b]-[a]]", "-", false), ("[[b]-[a]]", "b", true), ("[b[c]-[b]]", "b", false),
        ("[a[b]-[a]]", "b", true), ("[[a]-[b]c]", "c", true), ("[[a]-[b]c]", "-", false), ("[[ab]&[b]]", "a", false),
        ("[[ab]&[b]]", "b", true), ("[[ab]--[a]-[b]]", "b", true), ("[[ab]-[a]--[b]]", "b", false),
        ("[\\p{Lu}&[A]]", "B", false), ("[[:alpha:]-[a]]", "a", false), ("[^\\P{Lu}-[^A-Z]]", "İ", true),
        ("[\\w-[a]]", "-", true), ("[b-[a]]", "-", true), ("[\\p{L}-\\p{Lu}]", "-", true), ("[a&[b]]", "&", true),
        ("(?i)[[a]-[A]]", "a", false),
    ])
    func singleDashOrAmpersandBetweenSetsIsAnOperator(pattern: String, text: String, matches: Bool) throws {
        #expect(try RegularExpression(pattern).wholeMatch(text) == matches)
        let icu = try NSRegularExpression(pattern: pattern)
        let range = NSRange(location: 0, length: (text as NSString).length)
        #expect((icu.firstMatch(in: text, range: range)?.range == range) == matches, "ICU: \(pattern)")
    }

    /// Fuzz finding: ICU reads `\p` or `\P` that ends a range as the letter, so `[a-\p{Lu}]`
    /// is `[a-p{Lu}]` (matching `c` and `{` but no capital) and `[a-\P{Any}]` is refused as
    /// `a-P`. The engine refuses both, as it does `[a-\d]`: a documented difference.
    @Test func propertyEndingARangeIsRefused() throws {
        #expect(throws: RegularExpressionError(.invalidRange, at: 3)) { try RegularExpression("[a-\\p{Lu}]") }
        #expect(throws: RegularExpressionError(.invalidRange, at: 3)) { try RegularExpression("[a-\\P{Any}]") }
        let icu = try NSRegularExpression(pattern: "[a-\\p{Lu}]")
        let found = ["c", "{", "B"].map { icu.firstMatch(in: $0, range: NSRange(location: 0, length: 1)) != nil }
        #expect(found == [true, true, false])
    }
}
