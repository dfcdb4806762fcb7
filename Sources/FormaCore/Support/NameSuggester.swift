/// "Did you mean" for many misspelt names against one set of known names (the tags of a
/// form while its conditions are diagnosed): each name's answer is remembered, and all the
/// searches together compare at most ``budget`` pairs, so that thousands of unknown names in
/// a large form cost bounded work. Past the budget, names get no suggestion.
///
/// ```swift
/// let suggester = NameSuggester(["age", "name"])
/// suggester.nearest(to: "agee")   // "age"
/// ```
package final class NameSuggester {
    /// Comparisons allowed across every search of one suggester.
    static let defaultBudget = 1 << 20

    private let candidates: [String]
    private var remaining: Int
    private var answers: [String: String?] = [:]

    /// A suggester over `candidates`, allowed `budget` comparisons in all.
    package init(_ candidates: some Sequence<String>, budget: Int = NameSuggester.defaultBudget) {
        self.candidates = Array(candidates)
        remaining = budget
    }

    /// The candidate nearest to `name` (see ``EditDistance/nearest(to:in:)``), or `nil`
    /// when none is close or the budget does not cover a search over every candidate.
    package func nearest(to name: String) -> String? {
        if let answer = answers[name] { return answer }
        guard remaining >= candidates.count else { return nil }
        remaining -= candidates.count
        let answer = EditDistance.nearest(to: name, in: candidates)
        answers[name] = answer
        return answer
    }
}
