import Foundation
import Testing

@testable import FormaCore

/// The engine against `NSRegularExpression` (ICU) on seeded random patterns and texts:
/// the same patterns compile, and the same leftmost match and whole-match answer come
/// out. A bounded slice runs here; `FORMA_LONG=1` runs a hundred times more.
@Suite struct RegexDifferentialTests {
    @Test(arguments: ConditionFuzzing.seeds([1, 2, 3, 4]))
    func agreesWithNSRegularExpression(seed: UInt64) {
        var random = RegexFuzzing.Generator(seed: seed)
        var disagreements: [RegexFuzzing.Disagreement] = []
        for _ in 0..<ConditionFuzzing.caseCount(150) {
            let pattern = RegexFuzzing.pattern(&random)
            let texts = (0..<6).map { _ in RegexFuzzing.text(&random) }
            if let disagreement = RegexFuzzing.compare(pattern, texts: texts) {
                disagreements.append(disagreement)
                if disagreements.count > 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    }
}
