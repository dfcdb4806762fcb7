import FormaCore
import FormaDefinitions
import Foundation

/// Loads a definition written on one line whose 20,000 rows each have an unknown kind, with
/// non-ASCII titles so that columns are counted in characters: 20,000 problems share the
/// line. Returns the median milliseconds to read the rows, report every problem and locate
/// it (line, column, "did you mean"); no form is built, so this is the diagnostics' cost.
///
/// For reference it also prints the time to load 20,000 rows whose hidden conditions each
/// name a tag no row has (`conditions_20k_ms`), where building the form and its conditions
/// costs more than the diagnostics.
func diagnosticsMilliseconds(quick: Bool) -> Double {
    let count = 20_000
    let kinds = (0..<count).map { #"{"title": "Größe \#($0) 👍🏽", "kind": "nmber"}"# }
    let ms = loadMilliseconds(
        #"{"forma": 1, "sections": [{"rows": ["# + kinds.joined(separator: ", ") + "]}]}", count, quick)
    let conditions = (0..<count).map { #"{"kind": "text", "tag": "field\#($0)", "hidden": "$missing\#($0) == 1"}"# }
    let conditionsMs = loadMilliseconds(
        #"{"forma": 1, "title": "Größe", "sections": [{"rows": ["# + conditions.joined(separator: ", ") + "]}]}", count,
        quick)
    print("diagnostics unknown_kinds_20k_ms=\(fixed(ms)) conditions_20k_ms=\(fixed(conditionsMs))")
    return ms
}

/// The median milliseconds to load a definition, checking that it reports `problems` located problems.
private func loadMilliseconds(_ text: String, _ problems: Int, _ quick: Bool) -> Double {
    let definition: FormDefinition
    do {
        definition = try FormDefinition(json: text)
    } catch {
        require(false, "the diagnostics benchmark's definition does not read: \(error)")
        return 0
    }
    var reported = 0
    let ms = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) {
        reported = definition.load().diagnostics.filter { $0.location != nil }.count
    }
    require(reported == problems, "the diagnostics benchmark reported \(reported) located problems, not \(problems)")
    return ms
}
