import Testing

@testable import FormaCore

@Suite("setValues under clearWhenHidden does not depend on key order")
struct SetValuesOrderTests {
    func makeForm(toggle: Bool) -> Form {
        let form = Form {
            Section {
                SwitchRow("toggle") { $0.value = toggle }
                TextRow("detail") {
                    $0.value = "d0"
                    $0.hidden = "$toggle == false"
                }
                TextRow("note") {
                    $0.value = "n0"
                    $0.hidden = "$detail == 'secret'"
                }
            }
            Section(tag: "more") { TextRow("inner") { $0.value = "i0" } }
                .configured { $0.hidden = "$toggle == false" }
        }
        form.hiddenValuePolicy = .clearWhenHidden
        return form
    }

    func permutations<T>(_ items: [T]) -> [[T]] {
        guard let first = items.first else { return [[]] }
        return permutations(Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { i in
                var p = rest
                p.insert(first, at: i)
                return p
            }
        }
    }

    func outcomes(start toggle: Bool, entries: [(String, FormValue)]) -> Set<String> {
        var seen = Set<String>()
        for order in permutations(entries) {
            let form = makeForm(toggle: toggle)
            var values = FormValues()
            for (key, value) in order { values[key] = value }
            let report = form.setValues(values)
            #expect(report.isComplete)
            seen.insert(form.values().jsonString() + " | " + form.values(includeHidden: true).jsonString())
        }
        return seen
    }

    @Test func hidingARowAndGivingItAValueGiveOneResultInEveryOrder() {
        let entries: [(String, FormValue)] = [
            ("toggle", false), ("detail", "x"), ("note", "n"), ("inner", "i"),
        ]
        let seen = outcomes(start: true, entries: entries)
        #expect(seen.count == 1)
        // Every row hidden at the end that was given a value or was visible is empty.
        #expect(seen.first == #"{"toggle":false,"note":"n"} | {"toggle":false,"detail":null,"note":"n","inner":null}"#)
    }

    @Test func showingRowsAndHidingOthersThroughAValueGiveOneResultInEveryOrder() {
        let entries: [(String, FormValue)] = [
            ("toggle", true), ("detail", "secret"), ("note", "n"), ("inner", "i"),
        ]
        let seen = outcomes(start: false, entries: entries)
        #expect(seen.count == 1)
        #expect(
            seen.first
                == #"{"toggle":true,"detail":"secret","inner":"i"} | {"toggle":true,"detail":"secret","note":null,"inner":"i"}"#
        )
    }

    @Test func aRowHiddenBeforeAndNotGivenAValueKeepsIt() {
        let form = makeForm(toggle: false)
        // Hidden from the start; set directly, which keeps the value.
        (form.row(tag: "detail") as? TextRow)?.value = "kept"
        form.setValues(["note": "n"])
        #expect(form.values(includeHidden: true)["detail"] == "kept")
    }
}
