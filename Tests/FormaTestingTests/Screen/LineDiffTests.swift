import Testing

@testable import FormaTesting

@Suite("Line diff")
struct LineDiffTests {
    @Test func sharedLinesKeepTheirPlaceAndChangesShowBothSides() {
        let diff = LineDiff.lines(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"])
        #expect(diff == ["  a", "- b", "+ x", "  c", "+ d"])
    }

    @Test func longTextsAreComparedLineByLine() {
        let count = 1_001
        let expected = (0..<count).map(String.init)
        var actual = expected
        actual[3] = "three"
        let diff = LineDiff.lines(expected: expected, actual: actual)
        #expect(diff.count == count + 1)
        #expect(diff[3] == "- 3" && diff[4] == "+ three")
    }

    @Test func charactersThatLookAlikeAreEscapedInChangedLines() {
        let diff = LineDiff.lines(
            expected: ["At: 12:30 PM", "same\u{A0}line"], actual: ["At: 12:30\u{202F}PM", "same\u{A0}line"])
        #expect(diff == ["- At: 12:30 PM", "+ At: 12:30\\u{202F}PM", "  same\u{A0}line"])
    }
}
