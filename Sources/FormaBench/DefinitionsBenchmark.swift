import FormaCore
import FormaDefinitions
import Foundation

/// The same definition decoded into plain `Codable` structs: the baseline for loading.
private struct PlainDefinition: Decodable {
    var forma: Int
    var sections: [PlainSectionDefinition]
}

private struct PlainSectionDefinition: Decodable {
    var title: String?
    var rows: [PlainRowDefinition]
}

private struct PlainRowDefinition: Decodable {
    var kind: String
    var tag: String?
    var title: String?
    var placeholder: String?
    var options: [PlainOption]?
    var value: String?
    var hidden: String?
    var validations: [PlainRule]?
}

private struct PlainOption: Decodable {
    var value: String
    var title: String?
}

private struct PlainRule: Decodable {
    var rule: String
    var value: Int?
}

/// Loads a 10,000-row definition into a form, against decoding the same text into plain
/// `Codable` structs with `JSONDecoder`; writes it back; validates 10,000 submitted values.
func runDefinitionsBenchmark(_ quick: Bool) {
    let count = 10_000
    let text = makeBenchmarkDefinition(rows: count)
    let data = Data(text.utf8)
    let repetitions = quick ? 5 : 21

    var loaded: Form?
    var decodedRows = 0
    let (loadMs, decoderMs, ratio) = interleavedMedians(repetitions: repetitions) {
        loaded = attempt("loading the definition") { try Form(json: text) }
    } _: {
        let plain = attempt("decoding with JSONDecoder") { try JSONDecoder().decode(PlainDefinition.self, from: data) }
        decodedRows = plain?.sections.reduce(0) { $0 + $1.rows.count } ?? 0
    }
    guard let form = loaded else {
        require(false, "the benchmark definition does not load")
        return
    }
    require(form.allRows.count == count, "the loaded form has \(form.allRows.count) rows")
    require(decodedRows == count, "JSONDecoder read \(decodedRows) rows")

    // Reading the JSON text into position-keeping nodes, without loading a form.
    let jsonReadMs = medianMilliseconds(repetitions: repetitions) {
        blackHole(attempt("reading the definition") { try FormDefinition(json: text) })
    }
    var written = ""
    let writeMs = medianMilliseconds(repetitions: repetitions) {
        written = attempt("writing the definition") { try form.definition().jsonString() } ?? ""
    }
    require(written == text, "writing the loaded form does not give the same document")

    // 10,000 submitted values: a tenth too short for their rule.
    var values = FormValues()
    values.reserveCapacity(count)
    for i in 0..<count where i % 4 != 3 { values["row\(i)"] = .string(i % 10 == 0 ? "x" : "value \(i)") }
    for i in stride(from: 3, to: count, by: 4) { values["row\(i)"] = "b" }
    var errors: [ValidationError] = []
    var failures = 0
    let validateMs = medianMilliseconds(repetitions: repetitions) {
        failures = form.setValues(values).failures.count
        errors = form.submit()
    }
    require(failures == 0, "\(failures) submitted values were refused")
    let submitMs = medianMilliseconds(repetitions: repetitions) { errors = form.submit() }
    let expectedErrors = (0..<count).filter { $0 % 4 != 3 && $0 % 10 == 0 }.count
    require(errors.count == expectedErrors, "validation found \(errors.count) errors, expected \(expectedErrors)")

    print("bytes=\(data.count)")
    print("load_ms=\(fixed(loadMs)) jsondecoder_ms=\(fixed(decoderMs)) (alternating, ratio = median of per-run ratios)")
    print(
        "json_read_ms=\(fixed(jsonReadMs)) (reading the text into nodes only; jsondecoder_ms / json_read_ms = \(fixed(decoderMs / jsonReadMs, 2)))"
    )
    print("write_ms=\(fixed(writeMs))")
    print(
        "validate_ms=\(fixed(validateMs)) errors=\(errors.count) (of which submit_ms=\(fixed(submitMs)), the rest setValues)"
    )
    print(
        "RESULT definitions rows=\(count) load_ms=\(fixed(loadMs)) json_read_ms=\(fixed(jsonReadMs)) write_ms=\(fixed(writeMs)) validate_ms=\(fixed(validateMs)) jsondecoder_ms=\(fixed(decoderMs)) ratio=\(fixed(ratio, 2))"
    )
    runThreeLvisImportBenchmark(quick)
}

/// A definition of `rows` rows in sections of 100: text rows with a placeholder, a value
/// and a length rule; every fourth row a push selector with options.
func makeBenchmarkDefinition(rows: Int) -> String {
    let form = Form {
        for s in 0..<(rows / 100) {
            Section("Section \(s)") {
                for r in 0..<100 {
                    let i = s * 100 + r
                    if i % 4 == 3 {
                        PushRow<String>("row\(i)") {
                            $0.title = "Row \(i)"
                            $0.options = [Option("a", title: "A"), Option("b", title: "B"), Option("c", title: "C")]
                            $0.value = "a"
                        }
                    } else {
                        TextRow("row\(i)") {
                            $0.title = "Row \(i)"
                            $0.placeholder = "Value \(i)"
                            $0.value = "initial \(i)"
                            $0.add(.minLength(2))
                        }
                    }
                }
            }
        }
    }
    return attempt("writing the benchmark definition") { try form.definition().jsonString() } ?? ""
}

/// The result of `body`, or `nil` after failing the benchmark's self-check with the error.
private func attempt<T>(_ what: String, _ body: () throws -> T) -> T? {
    do {
        return try body()
    } catch {
        require(false, "\(what) failed: \(error)")
        return nil
    }
}
