import FormaCore
import FormaDefinitions
import Foundation

/// A 3lvis Form document decoded into plain `Decodable` structs: the baseline for importing.
private struct PlainGroup: Decodable {
    var id: String
    var title: String?
    var sections: [PlainSection]
}

private struct PlainSection: Decodable {
    var id: String
    var fields: [PlainField]
}

private struct PlainField: Decodable {
    var id: String
    var title: String?
    var type: String
    var value: String?
    var values: [PlainValue]?
    var validations: PlainValidations?
    var targets: [PlainTarget]?
}

private struct PlainValue: Decodable {
    var id: String
    var title: String?
    var targets: [PlainTarget]?
}

private struct PlainValidations: Decodable {
    var required: Bool?
    var minLength: Int?

    enum CodingKeys: String, CodingKey {
        case required
        case minLength = "min_length"
    }
}

private struct PlainTarget: Decodable {
    var id: String
    var type: String
    var action: String
}

/// Imports a 10,000-field 3lvis Form document, against decoding the same text into plain
/// structs with `JSONDecoder`.
func runThreeLvisImportBenchmark(_ quick: Bool) {
    let count = 10_000
    let text = makeThreeLvisDocument(fields: count)
    let data = Data(text.utf8)
    let repetitions = quick ? 5 : 21
    var rows = 0
    var decoded = 0
    let (importMs, decoderMs, ratio) = interleavedMedians(repetitions: repetitions) {
        do {
            rows = try ThreeLvisImport(data: data).load().form?.allRows.count ?? 0
        } catch {
            rows = -1
        }
    } _: {
        do {
            let groups = try JSONDecoder().decode([PlainGroup].self, from: data)
            decoded = groups.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.fields.count } }
        } catch {
            decoded = -1
        }
    }
    var refusals = 0
    let convertMs = medianMilliseconds(repetitions: repetitions) {
        do {
            blackHole(try ThreeLvisImport(data: data).definition())
        } catch {
            refusals += 1
        }
    }
    let readMs = medianMilliseconds(repetitions: repetitions) {
        do {
            blackHole(try ThreeLvisImport(data: data))
        } catch {
            refusals += 1
        }
    }
    require(refusals == 0, "the 3lvis document was refused \(refusals) times")
    print(
        "read_3lvis_ms=\(fixed(readMs)) convert_3lvis_ms=\(fixed(convertMs)) (reading and converting, without loading)")
    require(rows == count, "the imported form has \(rows) rows")
    require(decoded == count, "JSONDecoder read \(decoded) fields")
    print(
        "RESULT definitions-3lvis fields=\(count) bytes=\(data.count) import_3lvis_ms=\(fixed(importMs)) jsondecoder_3lvis_ms=\(fixed(decoderMs)) ratio=\(fixed(ratio, 2))"
    )
}

/// A 3lvis document of `fields` fields in sections of 100: text fields with a title, a value
/// and a length rule; every fourth a select whose first option hides the next field.
func makeThreeLvisDocument(fields: Int) -> String {
    var out = "[{\"id\": \"group\", \"title\": \"Group\", \"sections\": ["
    for s in 0..<(fields / 100) {
        if s > 0 { out += "," }
        out += "{\"id\": \"section-\(s)\", \"fields\": ["
        for r in 0..<100 {
            let i = s * 100 + r
            if r > 0 { out += "," }
            if i % 4 == 3, r < 99 {
                out += """
                    {"id": "field-\(i)", "title": "Field \(i)", "type": "select", "values": [\
                    {"id": "a", "title": "A", "targets": [{"id": "field-\(i + 1)", "type": "field", "action": "hide"}]},\
                    {"id": "b", "title": "B"}]}
                    """
            } else {
                out += """
                    {"id": "field-\(i)", "title": "Field \(i)", "type": "text", "value": "initial \(i)", \
                    "validations": {"required": true, "min_length": 2}}
                    """
            }
        }
        out += "]}"
    }
    return out + "]}]"
}
