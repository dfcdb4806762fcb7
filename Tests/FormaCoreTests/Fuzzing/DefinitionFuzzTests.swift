import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Seeded fuzzing of definition loading with documents generated from the format's own
/// keys and kinds. See Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: definitions")
struct DefinitionFuzzTests {
    /// Random documents of every kind of row, with right and wrong values, conditions,
    /// formulas, rules, patterns and multivalued templates: each loads or says what is
    /// wrong with located diagnostics; a form that loads round-trips through its definition,
    /// validates, and presents every row; the 3lvis importer reads the same text without a trap.
    @Test func fuzzGeneratedDefinitions() {
        Fuzzer(name: "fuzzGeneratedDefinitions", base: 0x18_0000, bounded: 60).run { random in
            let text = JSONFuzzing.text(DefinitionFuzzing.document(&random), &random)
            if let problem = Self.problem(text) {
                let minimal = Fuzzer.shrink(text) { Fuzzer.kind(Self.problem($0)) == Fuzzer.kind(problem) }
                throw Fuzzer.Finding(message: problem, reproduction: "try Form(json: \(minimal.debugDescription))")
            }
        }
    }

    static func problem(_ text: String) -> String? {
        if let problem = JSONFuzzTests.definitionProblem(text) { return problem }
        if let form = try? Form(json: text) {
            _ = form.validate(includeHidden: true, includeDisabled: true)
            let controller = FormController(form: form)
            for row in form.allRows { _ = controller.presentation(of: row) }
            let broken = form._checkInvariants()
            if !broken.isEmpty { return "broken invariants: \(broken)" }
        }
        do {
            _ = try ThreeLvisImport(json: text).load()
        } catch is DefinitionError {
        } catch {
            return "untyped error: \(error)"
        }
        return nil
    }
}
