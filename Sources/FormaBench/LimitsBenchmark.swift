import FormaCore
import Foundation

/// What refusing input past `FormValue.Limits` costs, against accepting the largest input
/// within them, in the same run: a refusal must cost no more than a small fraction of the
/// work it prevents, whatever the size of what is refused.
func runLimitsBenchmark(_ quick: Bool) {
    func makeForm() -> Form {
        Form {
            Section { TextRow("notes") }
            Section { TextRow() }.configured {
                $0.multivaluedTag = "lines"
                $0.makeRow = { _ in TextRow() }
            }
        }
    }
    let form = makeForm()
    let big = quick ? 100_000 : 1_000_000
    var nested = FormValue.int(1)
    for _ in 0..<10_000 { nested = .array([nested]) }
    let chunk = FormValue.string(String(repeating: "x", count: FormValue.Limits.maxStringLength))
    let hostile: [(name: String, values: FormValues)] = [
        ("key", FormValues([(String(repeating: "k", count: big), .int(1))])),
        ("string", ["notes": .string(String(repeating: "é", count: FormValue.Limits.maxStringLength))]),
        ("list", ["lines": .array(Array(repeating: .string("line"), count: big))]),
        ("nesting", ["notes": nested]),
        ("total", ["lines": .array(Array(repeating: chunk, count: 17))]),
        ("entries", FormValues((0..<(FormValue.Limits.maxCount + 1)).map { ("k\($0)", FormValue.int($0)) })),
    ]
    let before = form.values()
    var worst = 0.0
    var worstName = ""
    for entry in hostile {
        var report = form.setValues([:])
        let ms = medianMilliseconds(repetitions: quick ? 3 : 11, warmup: 1) { report = form.setValues(entry.values) }
        let refused: Bool
        if report.failures.count == 1, case .exceedsLimit = report.failures[0].reason {
            refused = true
        } else {
            refused = false
        }
        require(refused, "\(entry.name): not refused by a limit: \(report.description.prefix(200))")
        print("refuse \(entry.name) ms=\(fixed(ms))")
        if ms > worst { (worst, worstName) = (ms, entry.name) }
    }
    require(form.values() == before, "a refused call set something")

    // The largest list accepted: as many rows as the count allows, made and set.
    let lines: [FormValue] = (0..<FormValue.Limits.maxCount).map { .string("line \($0)") }
    let accepted: FormValues = ["lines": .array(lines)]
    let acceptMs = medianMilliseconds(repetitions: quick ? 3 : 7, warmup: 1) {
        let fresh = makeForm()
        let report = fresh.setValues(accepted)
        require(report.isComplete, "the largest accepted list was refused: \(report)")
    }
    print("accept list of \(FormValue.Limits.maxCount) ms=\(fixed(acceptMs))")
    let ratio = worst / acceptMs
    require(worst < 50, "refusing \(worstName) took \(fixed(worst)) ms")
    print(
        "RESULT limits refuse_worst_ms=\(fixed(worst)) refuse_worst=\(worstName) "
            + "accept_largest_list_ms=\(fixed(acceptMs)) refuse_to_accept_ratio=\(fixed(ratio, 4))")
}
