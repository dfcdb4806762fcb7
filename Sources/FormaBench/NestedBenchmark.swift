import FormaCore

/// 100 sub-forms of 100 rows each, and the same 10,000 rows flat: `values()` plus
/// `setValues` on both, and a value change inside a sub-form that one condition of the
/// form reads.
func runNestedBenchmark(_ quick: Bool) {
    let subForms = 100
    let rowsEach = 100
    let nested = Form {
        Section("Sub-forms") {
            for s in 0..<subForms {
                SubFormRow("s\(s)") {
                    Section {
                        for r in 0..<rowsEach { TextRow("f\(r)") { $0.value = "v\(r)" } }
                    }
                }
            }
        }
        Section { ButtonRow("reader") { $0.hidden = "$s7.f3 == 'x'" } }
    }
    let flat = Form {
        Section("Rows") {
            for s in 0..<subForms {
                for r in 0..<rowsEach { TextRow("s\(s)f\(r)") { $0.value = "v\(r)" } }
            }
        }
        Section { ButtonRow("reader") { $0.hidden = "$s7f3 == 'x'" } }
    }
    require(nested.diagnostics.isEmpty && flat.diagnostics.isEmpty, "benchmark forms are wrong")
    require(nested.allRows.count == subForms * rowsEach + subForms + 1, "the sub-forms are not all in the form")
    let repetitions = quick ? 5 : 15

    let nestedValues = nested.values()
    let flatValues = flat.values()
    func roundTrip(_ form: Form, _ values: FormValues) {
        let read = form.values()
        let report = form.setValues(read.count == values.count ? values : read)
        require(report.isComplete, "setValues refused: \(report)")
    }
    // Nested and flat alternate, so that both see the same machine; `ratio` is the median
    // of the per-pair ratios.
    let (nestedReadMs, flatReadMs, _) = interleavedMedians(repetitions: repetitions) {
        blackHole(nested.values())
    } _: {
        blackHole(flat.values())
    }
    print("values(): nested \(fixed(nestedReadMs)) ms, flat \(fixed(flatReadMs)) ms")
    let (nestedMs, flatMs, ratio) = interleavedMedians(repetitions: repetitions * 3) {
        roundTrip(nested, nestedValues)
    } _: {
        roundTrip(flat, flatValues)
    }

    guard let inner = nested.row(Tag<String>("s7.f3")), let reader = nested.row(tag: "reader"),
        let flatInner = flat.row(Tag<String>("s7f3"))
    else {
        require(false, "benchmark rows are missing")
        return
    }
    let changes = quick ? 2_000 : 20_000
    func perChange(_ row: Row<String>) -> Double {
        medianMilliseconds(repetitions: repetitions) {
            for i in 0..<changes { row.value = i & 1 == 0 ? "x" : "y" }
        } * 1_000 / Double(changes)
    }
    let dependentUs = perChange(inner)
    require(reader.isHidden == ((changes - 1) & 1 == 0), "the dependent did not follow")
    let flatDependentUs = perChange(flatInner)

    print("nested values+setValues: \(fixed(nestedMs)) ms (100 sub-forms of 100 rows)")
    print("flat values+setValues: \(fixed(flatMs)) ms (10,000 rows)")
    print("change inside a sub-form, one dependent: \(fixed(dependentUs)) us (flat: \(fixed(flatDependentUs)) us)")
    print(
        "RESULT nested rows=\(subForms * rowsEach) ratio=\(fixed(ratio)) dependent_us=\(fixed(dependentUs)) "
            + "flat_dependent_us=\(fixed(flatDependentUs)) target_ratio=1.5 target_dependent_us=5")
}
