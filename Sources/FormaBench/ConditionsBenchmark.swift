import FormaCore

/// A 10,000-row form where 5,000 conditions read one row (`hub`), one condition reads
/// another (`solo`), and the rest read rows of their own.
private func makeConditionsForm(rows: Int) -> Form {
    let hubReaders = rows / 2
    let pairs = (rows - hubReaders - 4) / 2
    return Form {
        Section("Inputs") {
            IntRow("hub") { $0.value = 0 }
            IntRow("solo") { $0.value = 0 }
            IntRow("free") { $0.value = 0 }
            TextRow("soloReader") { $0.hidden = "$solo > 0" }
        }
        Section("Hub readers") {
            for i in 0..<hubReaders {
                TextRow("h\(i)") { $0.hidden = Condition("$hub > \(i % 100)") }
            }
        }
        Section("Pairs") {
            for i in 0..<pairs {
                IntRow("x\(i)") { $0.value = 0 }
                TextRow("y\(i)") { $0.disabled = Condition("$x\(i) == 1 AND $hub >= 0") }
            }
        }
    }
}

/// Changes the value of a row one condition reads, and of a row 5,000 conditions read, in a
/// 10,000-row form; compares with re-evaluating every condition after each change (the naive
/// approach), times parsing typical conditions, and times a value change inside a 1,000-row
/// multivalued section that one condition reads.
func runConditionsBenchmark(_ quick: Bool) {
    let rows = 10_000
    let form = makeConditionsForm(rows: rows)
    let small = makeConditionsForm(rows: 1_000)
    require(form.allRows.count >= rows - 1 && form.conditionDiagnostics.isEmpty, "benchmark form is wrong")
    let repetitions = quick ? 5 : 15

    func oneDependentMicroseconds(_ form: Form, changes: Int) -> Double {
        guard let solo = form.row(Tag<Int>("solo")), let reader = form.row(tag: "soloReader") else { return .nan }
        let ms = medianMilliseconds(repetitions: repetitions) {
            for i in 0..<changes { solo.value = i & 1 }
        }
        require(reader.isHidden == ((changes - 1) & 1 == 1), "the dependent did not follow")
        return ms * 1_000 / Double(changes)
    }

    let oneChanges = quick ? 2_000 : 20_000
    let oneUs = oneDependentMicroseconds(form, changes: oneChanges)
    let oneSmallUs = oneDependentMicroseconds(small, changes: oneChanges)
    let free = form.row(Tag<Int>("free"))
    let unreadUs =
        medianMilliseconds(repetitions: repetitions) {
            for i in 0..<oneChanges { free?.value = i & 1 }
        } * 1_000 / Double(oneChanges)

    let hub = form.row(Tag<Int>("hub"))
    let hubChanges = quick ? 4 : 20
    let allMs =
        medianMilliseconds(repetitions: repetitions) {
            for i in 0..<hubChanges { hub?.value = (i & 1) * 1_000 }
        } / Double(hubChanges)
    require(form.row(tag: "h42")?.isHidden == true, "hub readers did not follow")

    let solo = form.row(Tag<Int>("solo"))
    let naiveChanges = quick ? 4 : 20
    let naiveUs =
        medianMilliseconds(repetitions: repetitions) {
            for i in 0..<naiveChanges {
                solo?.value = i & 1
                form.refreshConditions()
            }
        } * 1_000 / Double(naiveChanges)

    let typical = [
        "$age >= 18 AND $country == 'US'",
        "$plan IN {'pro', 'team'} OR NOT $trial",
        "$name CONTAINS[c] 'ada' AND $email != nil",
        "$allDay == true",
    ]
    let parses = quick ? 2_000 : 20_000
    let parseUs =
        medianMilliseconds(repetitions: repetitions) {
            for i in 0..<parses { blackHole(Condition(typical[i & 3])) }
        } * 1_000 / Double(parses)

    let multivalued = multivaluedChangeMicroseconds(quick: quick, repetitions: repetitions)

    let speedup = naiveUs / oneUs
    print("one_dependent_us=\(fixed(oneUs)) (rows=\(rows))")
    print("one_dependent_us_1k=\(fixed(oneSmallUs)) (rows=1000)")
    print("unread_change_us=\(fixed(unreadUs)) (a value change that no condition reads, for reference)")
    print("all_dependents_ms=\(fixed(allMs)) (5000 conditions flip)")
    print("naive_us=\(fixed(naiveUs)) (re-evaluating every condition after the change)")
    print("parse_us=\(fixed(parseUs))")
    print(
        "multivalued_us=\(fixed(multivalued.count)) (a value change in a 1000-row multivalued section; one condition reads $section.@count)"
    )
    print("multivalued_values_us=\(fixed(multivalued.values)) (the same change; one condition reads the 1000 values)")
    print(
        "RESULT conditions rows=\(rows) one_dependent_us=\(fixed(oneUs)) all_dependents_ms=\(fixed(allMs)) "
            + "naive_us=\(fixed(naiveUs, 1)) speedup=\(fixed(speedup, 1)) parse_us=\(fixed(parseUs)) "
            + "multivalued_us=\(fixed(multivalued.count)) multivalued_values_us=\(fixed(multivalued.values))")
}
