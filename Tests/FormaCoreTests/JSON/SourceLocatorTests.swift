import Testing

@testable import FormaCore

@Suite("Source locator")
struct SourceLocatorTests {
    /// The reference: the 1-based line and column (in characters) of a UTF-8 offset, counted
    /// from the whole text.
    static func reference(_ text: String, _ offset: Int) -> FormaCore.SourceLocation {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        let before = text[..<index]
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let line = before.filter { $0 == "\n" }.count + 1
        return FormaCore.SourceLocation(line: line, column: text.distance(from: lineStart, to: index) + 1)
    }

    /// Locating a problem near the start of a long text read the whole text to find where
    /// its lines start; it reads on only to the end of the problem's line.
    @Test func anEarlyLocationReadsOnlyItsLine() {
        let text = "{\"a\": 1,\n" + String(repeating: "\"b\": 2,\n", count: 100_000) + "}"
        var locator = SourceLocator(SourceText(Array(text.utf8)))
        #expect(locator.location(of: 6) == FormaCore.SourceLocation(line: 1, column: 7))
        #expect(locator.work <= 16, "the locator read \(locator.work) bytes")
        #expect(locator.byteLocation(of: 10) == FormaCore.SourceLocation(line: 2, column: 2))
        #expect(locator.work <= 32, "the locator read \(locator.work) bytes")
    }

    /// A document on one line (minified JSON) was read to its end to place a problem near its
    /// start; it is read only past the problem while the line is ASCII so far, and a later
    /// location, after non-ASCII text, still counts characters.
    @Test func anEarlyLocationOnALongLineReadsOnlyUpToIt() {
        let text = "{\"a\": 1, " + String(repeating: "\"b\": 2, ", count: 100_000) + "\"é\": 3, \"c\": 4}"
        let bytes = Array(text.utf8)
        var locator = SourceLocator(SourceText(bytes))
        #expect(locator.location(of: 6) == FormaCore.SourceLocation(line: 1, column: 7))
        #expect(locator.work <= 16, "the locator read \(locator.work) bytes")
        #expect(locator.location(of: 50) == Self.reference(text, 50))
        #expect(locator.work <= 64, "the locator read \(locator.work) bytes")
        let late = bytes.count - 4
        #expect(locator.location(of: late) == Self.reference(text, late))
        #expect(locator.location(of: 20) == Self.reference(text, 20))
        #expect(locator.work <= 3 * bytes.count, "the locator read \(locator.work) bytes")
    }

    /// Offsets asked for in any order (at characters' starts), on ASCII and non-ASCII lines,
    /// before and past the end, are where the whole text says, in work linear in the text.
    @Test func locationsInAnyOrderAgreeWithTheWholeText() {
        let text = "ab\ncé\n\n👍🏽x\nlast line é"
        let bytes = Array(text.utf8)
        var locator = SourceLocator(SourceText(bytes))
        for offset in [17, 0, bytes.count, 3, 4, 8, 7, 1, bytes.count + 5, 16, 28, 6] {
            #expect(locator.location(of: offset) == Self.reference(text, offset), "offset \(offset)")
        }
        #expect(locator.location(of: -1) == nil)
        #expect(locator.work <= 4 * bytes.count + 64, "the locator read \(locator.work) bytes")
        var byBytes = SourceLocator(SourceText(bytes))
        #expect(byBytes.byteLocation(of: 5) == FormaCore.SourceLocation(line: 2, column: 3))
        #expect(byBytes.byteLocation(of: -3) == FormaCore.SourceLocation(line: 1, column: 1))
        #expect(byBytes.byteLocation(of: bytes.count + 1) == FormaCore.SourceLocation(line: 5, column: 13))
    }
}
