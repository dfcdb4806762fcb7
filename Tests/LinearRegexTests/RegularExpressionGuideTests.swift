import LinearRegex
import Testing

// The examples of Docs/RegularExpressions.md, as written there.
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

    @Test func lookaround() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let password = try RegularExpression(#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#)
        let strong = try password.wholeMatch("abc123") // true
        let weak = try password.wholeMatch("abcdef") // false: no digit
        let price = try RegularExpression(#"(?<=\$)\d+"#)
        if let range = try price.firstMatch(in: "cost: $42") {
            print("cost: $42"[range]) // 42
        }
        #expect(strong)
        #expect(!weak)
        #expect(printed == ["42"])
    }
}
