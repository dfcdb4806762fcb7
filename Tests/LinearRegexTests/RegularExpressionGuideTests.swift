import LinearRegex
import Testing

// The example of Docs/RegularExpressions.md, as written there.
@Suite("Regular expressions guide")
struct RegularExpressionGuideTests {
    @Test func regularExpressions() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let zip = try RegularExpression("[0-9]{5}(-[0-9]{4})?")
        let matches = try zip.wholeMatch("12345-6789") // true
        let text = "order 66 of 99"
        if let range = try RegularExpression(#"\d+"#).firstMatch(in: text) {
            print(text[range]) // 66
        }
        let cached = try RegularExpression.cached("yes|no", options: .caseInsensitive)
        #expect(matches)
        #expect(printed == ["66"])
        #expect(try cached.wholeMatch("YES"))
    }
}
