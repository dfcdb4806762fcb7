import FormaCore
import FormaDefinitions
import Foundation

/// Loads a definition written on one line whose 20,000 rows each hide on a condition naming
/// a tag no row has, so that 20,000 problems share the line; the median milliseconds to load
/// it and locate every problem (line, column and "did you mean").
func diagnosticsMilliseconds(quick: Bool) -> Double {
    let count = 20_000
    let rows = (0..<count).map { #"{"kind": "text", "tag": "field\#($0)", "hidden": "$missing\#($0) == 1"}"# }
    let text = #"{"forma": 1, "title": "Größe", "sections": [{"rows": ["# + rows.joined(separator: ", ") + "]}]}"
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
    require(reported == count, "the diagnostics benchmark reported \(reported) located problems, not \(count)")
    return ms
}
