import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Seeded fuzzing of JSON reading and writing (`FormValue(json:)`, `jsonString()`) and of
/// definition loading. See Docs/Fuzzing.md for the long mode.
@Suite("Fuzz: JSON")
struct JSONFuzzTests {
    /// Any value, spelled any valid way, reads back as itself; and what the writer writes,
    /// compact or pretty, reads back as the value.
    @Test func fuzzJSONValuesRoundTrip() {
        Fuzzer(name: "fuzzJSONValuesRoundTrip", base: 0x15_0000, bounded: 300).run { random in
            let value = JSONFuzzing.value(&random)
            let spelled = JSONFuzzing.text(value, &random)
            if let problem = Self.roundTripProblem(value, spelled) {
                throw Fuzzer.Finding(message: problem, reproduction: "try FormValue(json: \(spelled.debugDescription))")
            }
        }
    }

    static func roundTripProblem(_ value: FormValue, _ spelled: String) -> String? {
        do {
            let read = try FormValue(json: spelled)
            guard read == value else { return "\(spelled.debugDescription) reads as \(read), not \(value)" }
            for pretty in [false, true] {
                let written = value.jsonString(pretty: pretty)
                let reread = try FormValue(json: written)
                guard reread == value else {
                    return "\(value) written as \(written.debugDescription) reads as \(reread)"
                }
            }
            let strict = try FormDefinition.readJSON(Data(spelled.utf8))
            guard strict == value else { return "readJSON gives \(strict), not \(value)" }
            return nil
        } catch {
            return "valid JSON \(spelled.debugDescription) was refused: \(error)"
        }
    }

    /// Broken, truncated, deep and strange texts: the reader returns a value whose written
    /// text reads back the same, or a ``JSONError`` with a line and column inside the text;
    /// the definition reader gives a value or located diagnostics; never a trap.
    @Test func fuzzJSONHostileTexts() {
        Fuzzer(name: "fuzzJSONHostileTexts", base: 0x16_0000, bounded: 600).run { random in
            let text: String
            switch random.below(5) {
            case 0: text = JSONFuzzing.deep(&random, depth: random.pick([10, 63, 64, 65, 511, 512, 513, 2_000]))
            case 1:
                text = (0..<random.below(8)).map { _ in random.pick(JSONFuzzing.fragments) }.joined()
            default:
                text = JSONFuzzing.mutate(JSONFuzzing.text(JSONFuzzing.value(&random), &random), &random)
            }
            if let problem = Self.hostileProblem(text) {
                let minimal = Fuzzer.shrink(text) { Fuzzer.kind(Self.hostileProblem($0)) == Fuzzer.kind(problem) }
                throw Fuzzer.Finding(
                    message: problem, reproduction: "try FormValue(json: \(minimal.debugDescription))")
            }
        }
    }

    static func hostileProblem(_ text: String) -> String? {
        do {
            let value = try FormValue(json: text)
            let written = value.jsonString()
            guard try FormValue(json: written) == value else { return "\(value) does not survive writing" }
        } catch let error as JSONError {
            if let problem = JSONFuzzing.locationProblem(error, in: text) {
                return "misplaced error: \(error), \(problem)"
            }
        } catch {
            return "untyped error \(error)"
        }
        do {
            let definition = try FormDefinition(json: text)
            _ = definition.document
            let result = definition.load()
            if result.form == nil && !result.diagnostics.contains(where: \.isError) { return "no form and no error" }
        } catch let error as DefinitionError {
            if error.diagnostics.isEmpty { return "a definition error without diagnostics" }
            if error.diagnostics.contains(where: { $0.location == nil }) { return "an unlocated diagnostic: \(error)" }
        } catch {
            return "untyped error \(error)"
        }
        return nil
    }

    /// Definitions mutated from one with every kind of row: each loads, or says what is wrong
    /// with located diagnostics; a form that loads writes a definition that loads again to
    /// write the same text.
    @Test func fuzzDefinitionLoading() {
        let original = DefinitionFixtures.everything
        Fuzzer(name: "fuzzDefinitionLoading", base: 0x17_0000, bounded: 150).run { random in
            let text = JSONFuzzing.mutate(original, &random)
            if let problem = Self.definitionProblem(text) {
                let minimal = Fuzzer.shrink(text) { Fuzzer.kind(Self.definitionProblem($0)) == Fuzzer.kind(problem) }
                throw Fuzzer.Finding(
                    message: problem, reproduction: "try Form(json: \(minimal.debugDescription))")
            }
        }
    }

    static func definitionProblem(_ text: String) -> String? {
        let definition: FormDefinition
        do {
            definition = try FormDefinition(json: text)
        } catch let error as DefinitionError {
            return error.diagnostics.isEmpty ? "a definition error without diagnostics" : nil
        } catch {
            return "untyped error \(error)"
        }
        let result = definition.load()
        if result.diagnostics.contains(where: { $0.location == nil }) {
            return "an unlocated diagnostic: \(result.diagnostics.filter { $0.location == nil })"
        }
        guard let form = result.form else {
            return result.diagnostics.contains(where: \.isError) ? nil : "no form and no error"
        }
        do {
            let written = try form.definition().jsonString()
            let again = try Form(json: written)
            let rewritten = try again.definition().jsonString()
            if rewritten != written { return "writing, loading and writing again differs:\n\(written)\n\(rewritten)" }
            // Secret values are not written into definitions: compare the others.
            func shown(_ form: Form) -> FormValues {
                let secrets = Set(form.allRows.filter(\.isSecret).compactMap(\.tag))
                return FormValues(
                    form.values(includeHidden: true).filter { !secrets.contains($0.key) }.map { ($0.key, $0.value) })
            }
            if shown(again) != shown(form) {
                return "values differ after a round trip: \(shown(form)) \(shown(again))"
            }
        } catch {
            return "a loaded form does not round-trip: \(error)"
        }
        return nil
    }
}
