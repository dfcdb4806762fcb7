import Foundation
import Testing

@testable import FormaCore

/// Hostile patterns in conditions and validators that once hung or were let through, each
/// kept under its own name.
@Suite struct PatternRegressionTests {
    static let hostile = String(repeating: "a", count: 10_000) + "!"

    /// `(a+)+$` against a 30-character value ran for over 30 s.
    @Test func matchesWithNestedPlusAgainstALongValueIsLinear() {
        let form = Form { Section { TextRow("x") { $0.value = Self.hostile } } }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(form.evaluate(Condition("$x MATCHES '(a+)+$'")) == false)
        }
        #expect(elapsed < .seconds(5))
    }

    /// The old validator's guard let these through; now every one is matched in linear time.
    @Test(arguments: [
        "(a|a)*b", String(repeating: ".*", count: 12) + "b", "(?#[)(a+)+$", "\\Q[\\E(a+)+$", "(a|aa)+$",
    ])
    func patternValidatorGuardBypasses(pattern: String) {
        let text = String(repeating: "a", count: 1_000) + "!"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(Rule.pattern(pattern).validate(text, in: nil).count == 1)
        }
        #expect(elapsed < .seconds(5))
    }

    /// A 1 MB `MATCHES` literal was compiled twice (18 s); it is refused by its length first.
    @Test func megabyteMatchesLiteralIsRefusedByLength() throws {
        let literal = String(repeating: "a", count: 1_000_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let diagnostics = Condition("$x MATCHES '\(literal)'").problems
            #expect(diagnostics.count == 1)
            #expect(
                diagnostics.first?.problem
                    == .invalidRegularExpression(
                        reason: "the pattern has 1000000 characters, more than 4096 at offset 4096"))
        }
        #expect(elapsed < .seconds(5))
    }
}
