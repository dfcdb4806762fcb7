import FormaCore

/// A plain class with the stored fields of a text row, as the baseline for building.
private final class PlainRow {
    var tag: String?
    var title: String?
    var value: String?
    var placeholder: String?
    var hidden = false
    var disabled = false
    var required = false
    var id = 0
    weak var section: PlainSection?
    var handlers: [() -> Void] = []
    init(tag: String?) { self.tag = tag }
}

private final class PlainSection {
    var rows: [PlainRow] = []
}

/// Builds a 10,000-row form through the result builders and reads `values()`, against
/// allocating 10,000 plain class instances with the same stored fields.
func runBuildBenchmark(_ quick: Bool) {
    let count = 10_000
    let tags = (0..<count).map { "row\($0)" }
    let titles = (0..<count).map { "Row \($0)" }
    let repetitions = quick ? 5 : 25

    var form = Form()
    // Building and the baseline alternate, so that both see the same machine.
    let (buildMs, baselineMs, ratio) = interleavedMedians(repetitions: repetitions) {
        form = Form {
            Section("Rows") {
                for i in 0..<count {
                    TextRow(tags[i]) {
                        $0.title = titles[i]
                        $0.value = tags[i]
                    }
                }
            }
        }
    } _: {
        let section = PlainSection()
        section.rows.reserveCapacity(count)
        for i in 0..<count {
            let row = PlainRow(tag: tags[i])
            row.title = titles[i]
            row.value = tags[i]
            row.section = section
            section.rows.append(row)
        }
        blackHole(section)
    }
    var values = FormValues()
    let valuesMs = medianMilliseconds(repetitions: repetitions) { values = form.values() }
    require(values.count == count && form.definitionIssues.isEmpty, "benchmark form is wrong")
    print("build_ms=\(fixed(buildMs))")
    print("values_ms=\(fixed(valuesMs))")
    print("baseline_ms=\(fixed(baselineMs))")
    print("ratio=\(fixed(ratio, 2)) (median of the per-run ratios)")
    print(
        "RESULT build rows=\(count) build_ms=\(fixed(buildMs)) values_ms=\(fixed(valuesMs)) "
            + "baseline_ms=\(fixed(baselineMs)) ratio=\(fixed(ratio, 2))")
}
