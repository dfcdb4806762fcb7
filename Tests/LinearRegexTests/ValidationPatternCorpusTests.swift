import Foundation
import Testing

@testable import LinearRegex

/// ``ValidationPatternCorpus``: every pattern is taken unless it needs a back-reference or
/// an atomic group, its pinned answers hold, and they are ICU's (`NSRegularExpression`),
/// or, where ICU refuses a pattern (unbounded look-behind), the backtracking reference's.
@Suite struct ValidationPatternCorpusTests {
    @Test(arguments: ValidationPatternCorpus.all)
    func acceptedUnlessItNeedsBacktracking(entry: ValidationPatternCorpus.Entry) throws {
        guard let refusal = entry.refusal else {
            let regex = try RegularExpression(entry.pattern)
            for (text, expected) in entry.cases {
                #expect(try regex.wholeMatch(text) == expected, "\(entry.name): \(text.debugDescription)")
            }
            return
        }
        #expect {
            try RegularExpression(entry.pattern)
        } throws: { error in
            (error as? RegularExpressionError)?.kind == refusal
        }
    }

    @Test(arguments: ValidationPatternCorpus.all.filter { $0.refusal == nil })
    func answersAreICUsOrTheBacktrackingReferences(entry: ValidationPatternCorpus.Entry) throws {
        let icu = try? NSRegularExpression(pattern: "\\A(?:" + entry.pattern + ")\\z")
        for (text, expected) in entry.cases {
            if let icu {
                let all = NSRange(location: 0, length: (text as NSString).length)
                #expect(
                    (icu.firstMatch(in: text, range: all) != nil) == expected, "\(entry.name): \(text.debugDescription)"
                )
            } else {
                let reference = try BacktrackingReference(entry.pattern, text: text, budget: 5_000_000)
                #expect(try reference.wholeMatch() == expected, "\(entry.name): \(text.debugDescription)")
            }
        }
    }

    /// Five of the corpus's 48 patterns (10%) are refused, all for back-references or atomic
    /// groups (ICU takes those, and refuses one the engine takes: a look-behind of unbounded
    /// length).
    @Test func refusalRate() {
        let refused = ValidationPatternCorpus.all.filter { entry in
            do {
                _ = try RegularExpression(entry.pattern)
                return false
            } catch {
                return true
            }
        }
        #expect(refused.map(\.name) == ValidationPatternCorpus.all.filter { $0.refusal != nil }.map(\.name))
        #expect(refused.count == 5)
        let refusedByICU = ValidationPatternCorpus.all.filter { (try? NSRegularExpression(pattern: $0.pattern)) == nil }
        #expect(refusedByICU.map(\.name) == ["quantity after qty and any spacing"])
        #expect(ValidationPatternCorpus.all.count == 48)
    }
}
