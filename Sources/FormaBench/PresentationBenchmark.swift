import FormaCore
import Foundation

/// A mixed form of `count` rows: text, numbers, switches, sliders, dates, options and labels.
private func makeMixedForm(rows count: Int) -> Form {
    let form = Form {
        for s in 0..<(count / 50) {
            Section("Section \(s)") {
                for r in 0..<50 {
                    let i = s * 50 + r
                    switch i % 8 {
                    case 0:
                        TextRow("t\(i)") {
                            $0.title = "Text \(i)"; $0.value = "value \(i)"
                        }
                    case 1:
                        IntRow("i\(i)") {
                            $0.title = "Int \(i)"; $0.value = i
                        }
                    case 2:
                        SwitchRow("s\(i)") {
                            $0.title = "Switch \(i)"; $0.value = i % 3 == 0
                        }
                    case 3:
                        SliderRow("l\(i)") {
                            $0.title = "Slider \(i)"; $0.value = Double(i % 100)
                        }
                    case 4:
                        DateRow("d\(i)") {
                            $0.title = "Date \(i)"; $0.value = Date(timeIntervalSince1970: Double(i) * 86_400)
                        }
                    case 5:
                        PushRow<String>("p\(i)") {
                            $0.title = "Push \(i)"; $0.options = ["a", "b", "c"]; $0.value = "b"
                        }
                    case 6:
                        EmailRow("e\(i)") {
                            $0.title = "Email \(i)"; $0.disabled = i % 3 == 0 ? true : false
                        }
                    default:
                        LabelRow("x\(i)") {
                            $0.title = "Label \(i)"; $0.value = "info"
                        }
                    }
                }
            }
        }
    }
    form.formatting = FormattingEnvironment(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    return form
}

/// Presents every row of a 10,000-row mixed form, one row at 1,000 and 10,000 rows, and
/// steps "next" through the editable rows at both sizes.
func runPresentationBenchmark(_ quick: Bool) {
    let large = 10_000
    let small = 1_000
    let bigForm = makeMixedForm(rows: large)
    let smallForm = makeMixedForm(rows: small)
    let big = FormController(form: bigForm)
    let little = FormController(form: smallForm)
    let paths = big.snapshot.sections.indices.flatMap { s in
        big.snapshot.sections[s].rows.indices.map { TablePath(section: s, row: $0) }
    }
    require(paths.count == large, "benchmark form has \(paths.count) visible rows")

    // Cold: a fresh controller each time, made inside the timing (its snapshot and the
    // index of the visible rows included), so every row is presented for the first time.
    // The controller is released after the timing, as a screen keeps its controller.
    var coldSamples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<(quick ? 3 : 9) {
        var fresh: FormController?
        let elapsed = clock.measure {
            let controller = FormController(form: bigForm)
            for path in paths { blackHole(controller.presentation(at: path)) }
            fresh = controller
        }
        blackHole(fresh)
        fresh = nil
        coldSamples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    let coldMs = coldSamples.sorted()[coldSamples.count / 2]

    // Warm: the presentations a renderer asks for again (scrolling, reloads), rows unchanged.
    var presented = 0
    let allMs = medianMilliseconds(repetitions: quick ? 3 : 15) {
        presented = 0
        for path in paths {
            if let p = big.presentation(at: path) {
                presented += 1
                blackHole(p)
            }
        }
    }
    require(presented == large, "presented \(presented) of \(large) rows")
    let date = bigForm.row(tag: "d4").map(big.presentation(of:))
    require(date?.displayText == "Jan 5, 1970", "date shown as \(date?.displayText ?? "nil")")

    // One row: the same row kind in the middle of each form, many times.
    let repeats = quick ? 2_000 : 20_000
    func perRowMicroseconds(_ controller: FormController, _ tag: String) -> Double {
        guard let row = controller.form.row(tag: tag) else { return .infinity }
        return medianMilliseconds(repetitions: quick ? 3 : 9) {
            for _ in 0..<repeats { blackHole(controller.presentation(of: row)) }
        } * 1000 / Double(repeats)
    }
    let rowBig = perRowMicroseconds(big, "t\(large / 2)")
    let rowSmall = perRowMicroseconds(little, "t\(small / 2 - small / 2 % 8)")

    // Next: walk every editable row from the first, and time each step.
    func stepMicroseconds(_ controller: FormController) -> Double {
        guard let first = controller.form.row(tag: "t0") else { return .infinity }
        var steps = 0
        let ms = medianMilliseconds(repetitions: quick ? 3 : 9) {
            steps = 0
            var row: FormRow? = first
            while let current = row {
                row = controller.nextEditableRow(after: current)
                steps += 1
            }
        }
        require(steps > 1, "next visited \(steps) rows")
        return ms * 1000 / Double(steps)
    }
    let nextSmall = stepMicroseconds(little)
    let nextBig = stepMicroseconds(big)
    let ratio = nextBig / max(nextSmall, 1e-9)
    print("present_all_ms=\(fixed(allMs)) (target ≤ 10), first presentation of every row \(fixed(coldMs)) ms")
    print("present_row_us=\(fixed(rowBig)) at \(large) rows, \(fixed(rowSmall)) at \(small) rows (target ≤ 1)")
    print(
        "next_us=\(fixed(nextSmall)) at \(small) rows, \(fixed(nextBig)) at \(large) rows, ratio \(fixed(ratio, 2)) (target ≤ 1.5)"
    )
    print(
        "RESULT presentation rows=\(large) present_all_ms=\(fixed(allMs)) present_row_us=\(fixed(rowBig))"
            + " present_all_cold_ms=\(fixed(coldMs)) present_row_us_1k=\(fixed(rowSmall)) next_us_1k=\(fixed(nextSmall)) next_us_10k=\(fixed(nextBig))"
            + " next_ratio=\(fixed(ratio, 2))")
}
