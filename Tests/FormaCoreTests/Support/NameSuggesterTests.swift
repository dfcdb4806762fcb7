import Testing

@testable import FormaCore

@Suite("Name suggester")
struct NameSuggesterTests {
    @Test func suggestsAsEditDistanceDoes() {
        let suggester = NameSuggester(["age", "name", "plan-type"])
        #expect(suggester.nearest(to: "agee") == "age")
        #expect(suggester.nearest(to: "plan-typ") == "plan-type")
        #expect(suggester.nearest(to: "zzzzzz") == nil)
    }

    /// Each name is searched once; the budget runs out after `budget / candidates` searches
    /// and later names get no suggestion, so any number of names costs bounded work.
    @Test func searchesShareOneBudget() {
        let suggester = NameSuggester(["alpha", "beta", "gamma", "delta"], budget: 12)
        #expect(suggester.nearest(to: "alpah") == "alpha")
        #expect(suggester.nearest(to: "alpah") == "alpha") // remembered: no cost
        #expect(suggester.nearest(to: "btea") == "beta")
        #expect(suggester.nearest(to: "gmama") == "gamma")
        #expect(suggester.nearest(to: "detla") == nil) // 12 comparisons used
        #expect(suggester.nearest(to: "alpah") == "alpha")
    }

    /// A search only compares names whose length could be near enough: a hundred long
    /// names cost a short one nothing.
    @Test func searchesCompareNamesOfANearLengthOnly() {
        let long = (0..<100).map { "a_rather_long_name_number_\($0)" }
        let suggester = NameSuggester(long + ["ab"], budget: 1)
        #expect(suggester.nearest(to: "abc") == "ab")
        #expect(suggester.nearest(to: "abd") == nil) // the budget is spent
    }

    /// 2,500 rows whose conditions each misspell another row's tag: "did you mean" searched
    /// every tag for every condition (6 million comparisons, seconds). The searches now
    /// share one budget per diagnostics pass: the first conditions get suggestions, the
    /// rest the plain message.
    @Test func unknownTagsInALargeFormShareOneBudget() {
        let count = 2_500
        let form = Form {
            Section {
                for i in 0..<count { TextRow("field_\(i)") { $0.hidden = Condition("$fieldd_\(i) == 'x'") } }
            }
        }
        let diagnostics = form.conditionDiagnostics
        #expect(diagnostics.count == count)
        let suggested = diagnostics.filter {
            if case .unknownTag(_, let suggestion?) = $0.problem { return suggestion.hasPrefix("field_") }
            return false
        }
        #expect(suggested.count == NameSuggester.defaultBudget / count)
        #expect(suggested.first?.message == "unknown tag 'fieldd_0'; did you mean 'field_0'?")
    }
}
