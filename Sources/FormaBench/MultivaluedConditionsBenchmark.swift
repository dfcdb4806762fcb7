import FormaCore

/// A form with a 1,000-row multivalued section (`multivaluedTag` "section") and one
/// condition reading it.
private func makeMultivaluedForm(rows: Int, condition: Condition) -> Form {
    Form {
        Section("Numbers") {
            for i in 0..<rows {
                IntRow { $0.value = i }
            }
        }.configured {
            $0.multivalued = [.insert, .delete]; $0.multivaluedTag = "section"
        }
        Section {
            TextRow("reader") { $0.hidden = condition }
        }
    }
}

/// Times a value change inside a 1,000-row multivalued section, with one condition reading
/// `$section.@count` (which edits do not change) and, for reference, with one reading the
/// values themselves (`ANY $section == -1`, which re-evaluates over all 1,000 values). Checks
/// that both conditions follow inserts and edits.
/// - Returns: the microseconds per change of each.
func multivaluedChangeMicroseconds(quick: Bool, repetitions: Int) -> (count: Double, values: Double) {
    let rows = 1_000
    let counting = makeMultivaluedForm(rows: rows, condition: Condition("$section.@count > \(rows)"))
    let reading = makeMultivaluedForm(rows: rows, condition: "ANY $section == -1")
    require(counting.conditionDiagnostics.isEmpty && reading.conditionDiagnostics.isEmpty, "multivalued form is wrong")
    let changes = quick ? 2_000 : 20_000

    func microseconds(_ form: Form) -> Double {
        let section = form.sections[0].rows.compactMap { $0 as? IntRow }
        return medianMilliseconds(repetitions: repetitions) {
            for i in 0..<changes { section[(i &* 7) % rows].value = i }
        } * 1_000 / Double(changes)
    }

    let countUs = microseconds(counting)
    let valuesUs = microseconds(reading)
    require(counting.row(tag: "reader")?.isHidden == false, "the count changed without an insert")
    do {
        try counting.sections[0].append(IntRow { $0.value = 0 })
    } catch {
        require(false, "appending to the multivalued section failed: \(error)")
    }
    require(counting.row(tag: "reader")?.isHidden == true, "the count condition did not follow an insert")
    require(reading.row(tag: "reader")?.isHidden == false, "the values condition is wrong")
    (reading.sections[0].rows[500] as? IntRow)?.value = -1
    require(reading.row(tag: "reader")?.isHidden == true, "the values condition did not follow an edit")
    return (countUs, valuesUs)
}
