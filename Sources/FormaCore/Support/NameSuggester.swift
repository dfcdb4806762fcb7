/// "Did you mean" for many misspelt names against one set of known names (the tags of a
/// form while its conditions are diagnosed): the known names are folded once and grouped
/// by length, each name's answer is remembered, and all the searches together compare at
/// most ``budget`` pairs, so that thousands of unknown names in a large form cost bounded
/// work. A search compares the name with the known names of a near length only; past the
/// budget, names get no suggestion.
///
/// ```swift
/// let suggester = NameSuggester(["age", "name"])
/// suggester.nearest(to: "agee")   // "age"
/// ```
package final class NameSuggester {
    /// Comparisons allowed across every search of one suggester.
    static let defaultBudget = 1 << 20

    private let candidates: [String]
    /// The candidates folded, by folded length (up to the longest that can be near a name
    /// of ``EditDistance/maxNameLength`` scalars); built at the first search.
    private var byLength: [[(candidate: String, folded: [UInt32])]] = []
    private var remaining: Int
    private var answers: [String: String?] = [:]

    /// A suggester over `candidates`, allowed `budget` comparisons in all.
    package init(_ candidates: some Sequence<String>, budget: Int = NameSuggester.defaultBudget) {
        self.candidates = Array(candidates)
        remaining = budget
    }

    /// The candidate nearest to `name` (as ``EditDistance/nearest(to:in:)`` finds it), or
    /// `nil` when none is close or the budget does not cover comparing `name` with every
    /// candidate of a near length.
    package func nearest(to name: String) -> String? {
        if let answer = answers[name] { return answer }
        guard var search = EditDistance.NearestSearch(name) else { return nil }
        if byLength.isEmpty { index() }
        let lengths = search.candidateLengths.clamped(to: 0...(byLength.count - 1))
        let cost = lengths.reduce(0) { $0 + byLength[$1].count }
        guard remaining >= cost else { return nil }
        remaining -= cost
        for length in lengths {
            for entry in byLength[length] { search.consider(entry.candidate, folded: entry.folded) }
        }
        let answer = search.best?.candidate
        answers[name] = answer
        return answer
    }

    private func index() {
        let longest = EditDistance.maxNameLength + EditDistance.maxEdits
        byLength = Array(repeating: [], count: longest + 1)
        for candidate in candidates where candidate.utf8.count <= longest * 4 {
            let folded = EditDistance.folded(candidate)
            if folded.count <= longest { byLength[folded.count].append((candidate, folded)) }
        }
    }
}
