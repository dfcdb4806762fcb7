import Foundation
import Testing

@testable import FormaCore

/// Inputs that once took seconds to minutes, or trapped, kept with generous time bounds:
/// a regression to quadratic or exponential work fails them by orders of magnitude.
@Suite struct BoundedWorkTests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `setValues(["timer": 1e300])` on a countdown row, then `displayText`, trapped in `Int(value)`.
    @Test(arguments: [1e300, -1e300, .infinity, -.infinity, .nan, 1e17])
    func countdownShowsAnyDouble(value: Double) {
        let form = Form { Section { CountDownRow("timer") } }
        #expect(form.setValues(["timer": .double(value)]).failures.isEmpty)
        let text = form.row(tag: "timer")?.displayText
        #expect(text?.isEmpty == false)
    }

    @Test func countdownShowsHoursAndMinutes() {
        let form = Form { Section { CountDownRow("timer") { $0.value = 3_900 } } }
        #expect(form.row(tag: "timer")?.displayText == "1 h 05 min")
    }

    /// A formula giving NaN or infinity feeds the countdown without a trap.
    @Test func countdownFedByANonFiniteFormula() {
        let form = Form {
            Section {
                DecimalRow("zero") { $0.value = 0 }
                CountDownRow("timer") { $0.formula = "1e308 * 10" }
                CountDownRow("ratio") { $0.formula = "$zero / $zero" }
            }
        }
        for tag in ["timer", "ratio"] {
            let row = form.row(tag: tag) as? CountDownRow
            let text = row?.displayText
            #expect(row?.value.map { $0.isFinite } != true)
            #expect((row?.value == nil) == (text == nil))
        }
    }

    /// A `MultipleSelectorRow` with 100,000 items sorted by JSON text on every `values()` (1.9 s).
    @Test func multipleSelectorWithAHundredThousandItems() {
        let items = (0..<100_000).map { "item \($0)" }
        let form = Form {
            Section { MultipleSelectorRow<String>("many") { $0.value = Set(items) } }
        }
        var values: FormValues = [:]
        let elapsed = Self.seconds { values = form.values() }
        guard case .array(let chosen) = values["many"] else {
            Issue.record("no array for 'many'")
            return
        }
        #expect(chosen.count == 100_000)
        #expect(elapsed < 5)
    }

    /// Choosing 20,000 of 20,000 options checked each against every option.
    @Test func multipleSelectorChecksChoicesAgainstOptionsOnce() {
        let items = (0..<20_000).map { "o\($0)" }
        let row = MultipleSelectorRow<String>("pick") { $0.options = items.map { Option($0, title: $0) } }
        var rejection: ValueError.Reason?
        let elapsed = Self.seconds { rejection = row.rejection(of: Set(items)) }
        #expect(rejection == nil)
        #expect(row.rejection(of: ["nope"]) == .notAnOption("nope"))
        #expect(elapsed < 5)
    }

    /// Chaining `&&` in the DSL was quadratic (100,000 terms: over 60 s).
    @Test func dslChainOfAHundredThousandTerms() {
        var condition: Condition = .value("a") == 0
        let elapsed = Self.seconds {
            for i in 1..<100_000 { condition = condition && .value("a") != .int(i) }
        }
        #expect(elapsed < 5)
        #expect(condition.problems.first?.problem == .nestedTooDeeply(limit: ConditionNode.maximumDepth))
    }

    @Test func dslChainsWithinTheDepthLimitEvaluate() {
        var condition: Condition = .value("a") == 0
        for i in 1..<5_000 { condition = condition || .value("a") == .int(i) }
        #expect(condition.diagnostics.isEmpty)
        let form = Form { Section { IntRow("a") { $0.value = 4_999 } } }
        #expect(form.evaluate(condition) == true)
        #expect(form.setValues(["a": 5_000]).failures.isEmpty)
        #expect(form.evaluate(condition) == false)
    }
}
