import Testing

@testable import FormaTesting

@Suite("Suggestions")
struct SuggestionTests {
    @Test(
        arguments: [
            ("emial", ["email", "name"], "email"),
            ("Email", ["email"], "email"),
            ("pasword", ["password", "passport"], "password"),
            ("x", ["email"], nil),
            ("", ["email"], nil),
        ] as [(String, [String], String?)])
    func theNearestCloseNameIsSuggested(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.nearest(to: name, in: candidates) == expected)
    }

    @Test func longNamesGetNoSuggestionAndCostLittle() {
        let long = String(repeating: "a", count: 10_000)
        #expect(Suggestion.nearest(to: long, in: [long + "b"]) == nil)
        #expect(Suggestion.nearest(to: "tag", in: [long]) == nil)
    }

    @Test func distanceCountsEdits() {
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.distance([], Array("abc")) == 3)
    }
}
