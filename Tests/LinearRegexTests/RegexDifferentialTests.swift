import Foundation
import Testing

@testable import LinearRegex

/// The engine against `NSRegularExpression` (ICU) on seeded random patterns and texts:
/// the same patterns compile, and the same leftmost match and whole-match answer come
/// out. A bounded slice runs here; `FORMA_LONG=1` runs a hundred times more.
@Suite struct RegexDifferentialTests {
    @Test(arguments: FuzzSeeds.seeds([1, 2, 3, 4]))
    func agreesWithNSRegularExpression(seed: UInt64) {
        let disagreements = Self.disagreements(seed: seed, alphabet: RegexFuzzing.basic, cases: 150)
        #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    }

    /// Case classes of more than two scalars or of one (`ſ`, the Kelvin sign, `Ω`, `Å`,
    /// `σ ς`, `ǅ`, `İ ı`), negated properties under `(?i)`, combining marks and format
    /// characters next to `\b`, and octal escapes.
    @Test(arguments: FuzzSeeds.seeds([11, 12, 13, 14]))
    func agreesWithNSRegularExpressionOnUnicodeCaseAndBoundaries(seed: UInt64) {
        let disagreements = Self.disagreements(seed: seed, alphabet: RegexFuzzing.unicode, cases: 150)
        #expect(disagreements.isEmpty, "\(disagreements.map(\.description).joined(separator: "\n"))")
    }

    static func disagreements(seed: UInt64, alphabet: RegexFuzzing.Alphabet, cases: Int) -> [RegexFuzzing.Disagreement]
    {
        var random = RegexFuzzing.Generator(seed: seed)
        var disagreements: [RegexFuzzing.Disagreement] = []
        for _ in 0..<FuzzSeeds.caseCount(cases) {
            let pattern = RegexFuzzing.pattern(&random, alphabet)
            let texts = (0..<6).map { _ in RegexFuzzing.text(&random, alphabet) }
            if let disagreement = RegexFuzzing.compare(pattern, texts: texts) {
                disagreements.append(disagreement)
                if disagreements.count > 5 { break }
            }
        }
        return disagreements
    }
}
