import Foundation
import Testing

@testable import FormaCore

@Suite("Clearing values cannot fail")
struct ClearValueTests {
    @Test func aFormulaResultTheRowCannotHoldLeavesItEmptyAndSaysSoToObservers() {
        let form = Form {
            Section {
                DecimalRow("price") { $0.value = 1.5 }
                IntRow("count") { $0.formula = "$price * 2" }
            }
        }
        #expect(form.values()["count"] == 3)
        var changes: [String] = []
        let observation = form.observe { changes += $0.valueChanges.map(\.description) }
        defer { observation.cancel() }
        (form.row(tag: "price") as? DecimalRow)?.value = 1.25
        #expect(form.values()["count"] == .null)
        #expect(changes == ["price: 1.5 → 1.25", "count: 3 → null"])
    }

    @Test func hidingClearsEveryKindOfValueRowUnderClearWhenHidden() {
        let form = Form {
            Section {
                SwitchRow("show") { $0.value = true }
                DateRow("when") {
                    $0.value = Date(timeIntervalSince1970: 0)
                    $0.hidden = "$show == false"
                }
                MultipleSelectorRow<String>("tags") {
                    $0.options = ["a", "b"]
                    $0.value = ["a"]
                    $0.hidden = "$show == false"
                }
            }
        }
        form.hiddenValuePolicy = .clearWhenHidden
        (form.row(tag: "show") as? SwitchRow)?.value = false
        #expect(form.values(includeHidden: true)["when"] == .null)
        #expect(form.values(includeHidden: true)["tags"] == .null)
    }

    @Test func removingAllRowsAndReplacingARowKeepTheTagIndexInStep() throws {
        let form = Form {
            Section {
                TextRow("a")
                TextRow("b")
            }
        }
        let section = form.sections[0]
        try section.replaceRow(at: 1, with: EmailRow("b"))
        #expect(form.row(tag: "b") is EmailRow)
        section.removeAllRows()
        #expect(section.rows.isEmpty)
        #expect(form.row(tag: "a") == nil)
        #expect(form.row(tag: "b") == nil)
        try section.append(TextRow("a"))
        #expect(form.row(tag: "a")?.section === section)
    }
}
