import Foundation
import Testing

@testable import FormaCore

/// Seeded fuzzing of the parser, the printer, the evaluator and the propagation. A bounded
/// run here; `FORMA_LONG=1 swift test --filter ConditionFuzzTests` runs a hundred times more,
/// and `FORMA_SEED=n` adds a seed.
@Suite("Condition fuzzing")
struct ConditionFuzzTests {
    /// Any text parses or yields located diagnostics; a tree prints to text that parses back
    /// to the same tree; evaluation never fails.
    @Test(arguments: ConditionFuzzing.seeds([1, 2, 3]))
    func parserAndEvaluatorNeverFail(seed: UInt64) {
        var random = ConditionFuzzing.Generator(seed: seed)
        let form = ConditionFuzzing.form()
        for _ in 0..<ConditionFuzzing.caseCount(600) {
            let text: String
            switch random.next() % 3 {
            case 0: text = ConditionFuzzing.soup(&random)
            case 1: text = ConditionFuzzing.expression(&random)
            default: text = ConditionFuzzing.mutate(ConditionFuzzing.expression(&random), &random)
            }
            let condition = Condition(text)
            for diagnostic in condition.problems {
                if let problem = ConditionFuzzing.locationProblems(diagnostic) {
                    Issue.record("\(text.debugDescription): \(problem)")
                }
            }
            guard let node = condition.node else { continue }
            let printed = node.text
            switch ConditionParser.parse(printed) {
            case .success(let reparsed):
                if reparsed != node {
                    Issue.record("\(text.debugDescription) printed as \(printed) parses differently")
                }
                if reparsed.text != printed { Issue.record("\(printed) is not a fixed point") }
            case .failure(let error):
                Issue.record("\(text.debugDescription) printed as \(printed) does not parse: \(error.problem.message)")
            }
            _ = form.evaluate(condition)
        }
    }

    /// Conditions attached at random to rows, inputs changed and rows moved, removed and put
    /// back at random: the incremental state
    /// always equals a full re-evaluation, and every form diagnostic is located.
    @Test(arguments: ConditionFuzzing.seeds([11, 12, 13]))
    func propagationMatchesFullEvaluation(seed: UInt64) throws {
        var random = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(40) {
            let form = ConditionFuzzing.form()
            var spare: FormRow?
            for _ in 0..<6 {
                var text =
                    random.next() % 4 == 0
                    ? ConditionFuzzing.mutate(ConditionFuzzing.expression(&random), &random)
                    : ConditionFuzzing.expression(&random)
                // Random numbers differ between the two evaluations compared here.
                if text.lowercased().contains("random") { text = "true" }
                let condition = Condition(text)
                switch random.next() % 7 {
                case 0: form.row(tag: "t0")?.hidden = condition
                case 1: form.row(tag: "t1")?.hidden = condition
                case 2: form.row(tag: "t0")?.disabled = condition
                case 3: form.row(tag: "t1")?.required = condition
                case 4: form.row(tag: "f0")?.formula = condition
                case 5: form.row(tag: "f1")?.formula = condition
                default: form.sections[1].hidden = condition
                }
                ConditionFuzzing.poke(form, &random)
                if random.next() % 3 == 0 { try ConditionFuzzing.reshape(form, &random, spare: &spare) }
                let incremental = ConditionFuzzing.state(form)
                form.refreshConditions()
                let full = ConditionFuzzing.state(form)
                if incremental != full {
                    Issue.record("after \(text.debugDescription): \(incremental) != \(full)")
                    return
                }
            }
            for diagnostic in form.conditionDiagnostics {
                if let problem = ConditionFuzzing.locationProblems(diagnostic) { Issue.record("\(problem)") }
            }
        }
    }
}
