import Testing

@testable import FormaCore

/// The renderer draws any range a diagnostic carries: it once trapped on a range outside its
/// expression. Ranges are clamped to the text, never trusted.
@Suite("Condition diagnostic rendering")
struct ConditionDiagnosticRenderingTests {
    static func diagnostic(_ expression: String, _ range: Range<Int>) -> ConditionDiagnostic {
        ConditionDiagnostic(problem: .chainedComparison, expression: expression, range: range)
    }

    /// The last two lines of the rendering: the source line and the caret under it.
    static func caret(_ expression: String, _ range: Range<Int>) -> [String] {
        Array(diagnostic(expression, range).description.split(separator: "\n").suffix(2).map(String.init))
    }

    @Test func diagnosticRendererTrapsOnARangeOutsideItsExpression() {
        #expect(Self.caret("$a < 1", 40..<90) == ["1 | $a < 1", "  |       ^"])
        #expect(Self.diagnostic("$a < 1", 40..<90).location == (1, 7))
    }

    @Test func rangeStartingBeforeTheExpressionIsClampedToItsStart() {
        #expect(Self.caret("$a < 1", -5..<2) == ["1 | $a < 1", "  | ^~"])
        #expect(Self.caret("$a < 1", -9 ..< -3) == ["1 | $a < 1", "  | ^"])
    }

    @Test func widestRangeRendersWithoutOverflow() {
        #expect(Self.caret("$a < 1", Int.min..<Int.max) == ["1 | $a < 1", "  | ^~~~~~"])
        #expect(Self.caret("$a < 1", (Int.max - 1)..<Int.max) == ["1 | $a < 1", "  |       ^"])
    }

    @Test func emptyRangeGetsOneCaret() {
        #expect(Self.caret("$a < 1", 3..<3) == ["1 | $a < 1", "  |    ^"])
        #expect(Self.caret("", 0..<0) == ["1 | ", "  | ^"])
        #expect(Self.caret("", 2..<7) == ["1 | ", "  | ^"])
    }

    @Test func rangeRunningPastItsLineStopsAtTheLineEnd() {
        let lines = Self.diagnostic("$a < 1\nAND $b", 5..<100).description.split(separator: "\n")
        #expect(lines.suffix(2) == ["1 | $a < 1", "  |      ^"])
        let second = Self.diagnostic("$a < 1\nAND $b", 11..<100)
        #expect(second.location == (2, 5))
        #expect(second.description.split(separator: "\n").suffix(2) == ["2 | AND $b", "  |     ^~"])
    }

    @Test func multiByteTextCountsCharacters() {
        // "é", a flag (two scalars, eight bytes) and a CJK character are one character each.
        let text = "$café == '🇫🇷中'"
        #expect(Self.caret(text, 10..<12) == ["1 | \(text)", "  |           ^~"])
        #expect(Self.caret(text, 14..<500) == ["1 | \(text)", "  | " + String(repeating: " ", count: 13) + "^"])
    }

    /// A UTF-8 range that starts or ends inside a multi-byte character rounds down to it.
    @Test func utf8RangeInsideAMultiByteCharacterRoundsDown() {
        let text = "$café == '🇫🇷'"
        let flag = text.utf8.count - 7 // two bytes into the flag's eight
        let diagnostic = ConditionDiagnostic(.chainedComparison, expression: text, utf8Range: flag..<(flag + 3))
        #expect(diagnostic.range == 10..<10)
        #expect(diagnostic.description.split(separator: "\n").suffix(2) == ["1 | \(text)", "  |           ^"])
        let outside = ConditionDiagnostic(.chainedComparison, expression: text, utf8Range: -4..<1_000)
        #expect(outside.range == 0..<text.count)
    }

    @Test func tabsBeforeTheFaultAreKeptInTheCaretLine() {
        #expect(Self.caret("\t$a <\t1", 5..<6) == ["1 | \t$a <\t1", "  | \t    ^"])
    }
}
