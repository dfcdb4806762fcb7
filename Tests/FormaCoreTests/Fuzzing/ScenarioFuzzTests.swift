import Testing

@testable import FormaCore

/// Seeded scenarios: random forms of every row kind and section configuration, shown by a
/// controller, driven by a person and changed by the app. See Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: scenarios")
struct ScenarioFuzzTests {
    /// After every step the headless table equals the snapshot, no update is refused, the
    /// invariants hold, the table shows what an independent model says is visible, every row
    /// on screen shows a fresh presentation whose display text reads back to its value, and
    /// `values()` is the model's record of the journey under the form's hidden-value policy.
    @Test func fuzzScenarios() {
        Fuzzer(name: "fuzzScenarios", base: 0x5C_0000, bounded: 40).run { random in
            let (start, steps) = ScenarioFuzzing.makeCase(&random, steps: 10 + random.below(40))
            try ScenarioFuzzing.run(start, steps)
        }
    }
}
