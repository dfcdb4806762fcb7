import FormaCore

/// Validates a 10,000-row form whose rows carry two validators each.
func runValidationBenchmark(_ quick: Bool) {
    let count = 10_000
    let form = Form {
        Section {
            for i in 0..<count {
                TextRow("row\(i)") {
                    $0.title = "Row \(i)"
                    $0.add(.minLength(2)).add(.maxLength(40))
                    $0.value = i % 10 == 0 ? "x" : "value \(i)"
                }
            }
        }
    }
    var errors: [ValidationError] = []
    let ms = medianMilliseconds(repetitions: quick ? 5 : 25) {
        form.clearValidationErrors()
        errors = form.validate()
    }
    let clearMs = medianMilliseconds(repetitions: quick ? 5 : 25) { form.clearValidationErrors() }
    let validateMs = max(0, ms - clearMs)
    require(errors.count == count / 10, "benchmark form is wrong")
    print("validate_ms=\(fixed(validateMs)) (clear_ms=\(fixed(clearMs)) subtracted)")
    print("errors=\(errors.count)")
    print(
        "RESULT validation rows=\(count) validate_ms=\(fixed(validateMs)) per_row_ns=\(fixed(validateMs * 1e6 / Double(count), 0))"
    )
}
