import Foundation
import Testing

@testable import FormaCore

/// Seeded fuzzing of conditions against an oracle, and of hostile condition text. See
/// Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: conditions")
struct ConditionOracleFuzzTests {
    /// A random typed expression, printed as text, parses without a diagnostic and evaluates
    /// to what the oracle computes from the tree, for random row values.
    @Test func fuzzConditionsAgainstOracle() {
        Fuzzer(name: "fuzzConditionsAgainstOracle", base: 0x25_0000, bounded: 800).run { random in
            let condition = OracleCondition.random(&random)
            let rows = OracleRows.random(&random)
            if let problem = Self.oracleProblem(condition.text, rows, expected: condition.value(rows)) {
                throw Fuzzer.Finding(
                    message: problem,
                    reproduction: "with \(rows.description): form.evaluate(\(condition.text.debugDescription))")
            }
        }
    }

    static func oracleProblem(_ text: String, _ rows: OracleRows, expected: Bool) -> String? {
        let parsed = Condition(text)
        if let diagnostic = parsed.diagnostics.first { return "valid text refused: \(diagnostic)" }
        let result = rows.form().evaluate(parsed)
        return result == .bool(expected) ? nil : "evaluates to \(result), the oracle says \(expected)"
    }

    /// Mutated and random condition text, attached to a row and evaluated: no trap, every
    /// diagnostic located inside the text, and parsing, binding and evaluating one text of
    /// at most a few hundred characters take well under a second.
    @Test func fuzzHostileConditionText() {
        Fuzzer(name: "fuzzHostileConditionText", base: 0x26_0000, bounded: 500).run { random in
            var text: String
            switch random.below(4) {
            case 0: text = ConditionFuzzing.soup(&random)
            case 1: text = ConditionFuzzing.mutate(OracleCondition.random(&random).text, &random)
            case 2: text = ConditionFuzzing.mutate(ConditionFuzzing.expression(&random), &random)
            default:
                text =
                    String(
                        repeating: random.pick(["(", "NOT ", "-", "$a + ", "{"]),
                        count: random.pick([50, 199, 201, 300]))
                    + "1"
            }
            if text.lowercased().contains("random") { text = "true" }
            if let problem = Self.hostileProblem(text) {
                let minimal = Fuzzer.shrink(text) { Fuzzer.kind(Self.hostileProblem($0)) == Fuzzer.kind(problem) }
                throw Fuzzer.Finding(message: problem, reproduction: "Condition(\(minimal.debugDescription))")
            }
        }
    }

    static func hostileProblem(_ text: String) -> String? {
        let clock = ContinuousClock()
        let start = clock.now
        let condition = Condition(text)
        for diagnostic in condition.problems {
            if let problem = ConditionFuzzing.locationProblems(diagnostic) { return "misplaced diagnostic: \(problem)" }
        }
        let form = ConditionFuzzing.form()
        _ = form.evaluate(condition)
        form.row(tag: "t0")?.hidden = condition
        form.row(tag: "f0")?.formula = condition
        _ = form.values()
        for diagnostic in form.conditionDiagnostics {
            if let problem = ConditionFuzzing.locationProblems(diagnostic) { return "misplaced diagnostic: \(problem)" }
        }
        let elapsed = clock.now - start
        return elapsed > .seconds(1) ? "slow: \(elapsed)" : nil
    }
}
