import Testing

@testable import FormaCore

/// Seeded fuzzing of run-time mutations through a `FormController` driving a headless table.
/// See Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: controller")
struct ControllerFuzzTests {
    /// Random insertions, removals and moves of rows and sections, value changes that flip
    /// hidden and disabled conditions, multivalued adds, deletes, drags and replacements,
    /// collapses and taps, one to three to a transaction: after every transaction the
    /// headless table equals a fresh snapshot of the form, and every invariant holds.
    @Test func fuzzControllerMutations() {
        Fuzzer(name: "fuzzControllerMutations", base: 0x45_0000, bounded: 60).run { random in
            let steps = (0..<(5 + random.below(40))).map { _ in
                (0..<(1 + random.below(3))).map { _ in ControllerFuzzing.operation(&random) }
            }
            guard let problem = ControllerFuzzing.replay(steps) else { return }
            var minimal = Fuzzer.shrink(steps) { Fuzzer.kind(ControllerFuzzing.replay($0)) == Fuzzer.kind(problem) }
            for i in minimal.indices {
                let others = minimal
                minimal[i] = Fuzzer.shrink(minimal[i]) { step in
                    var candidate = others
                    candidate[i] = step
                    return Fuzzer.kind(ControllerFuzzing.replay(candidate)) == Fuzzer.kind(problem)
                }
            }
            throw Fuzzer.Finding(
                message: problem,
                reproduction: minimal.enumerated().map {
                    "transaction \($0.offset): \($0.element.map(\.description).joined(separator: "; "))"
                }
                .joined(separator: "\n"))
        }
    }
}
