import Testing

@testable import FormaCore

/// The examples of `Docs/Conditions.md`, run.
@Suite("Conditions guide")
struct ConditionGuideTests {
    @Test func orderExample() {
        let form = Form {
            Section("Order") {
                PushRow<String>("plan") { $0.options = ["free", "pro", "team"]; $0.value = "free" }
                IntRow("seats") { $0.value = 1; $0.hidden = "$plan == 'free'" }
                DecimalRow("price") { $0.value = 12.5; $0.hidden = "$plan == 'free'" }
                DecimalRow("total") {
                    $0.formula = "$price * $seats"
                    $0.disabled = true
                    $0.hidden = .value("plan") == "free"
                }
                TextRow("vat") { $0.required = "$plan == 'team' AND $seats >= 5" }
            }
        }
        #expect(form.row(tag: "seats")?.isHidden == true)
        var transactions: [FormTransaction] = []
        form.observe { transactions.append($0) }
        form[Tag<String>("plan")] = "team"
        #expect(transactions.count == 1)
        #expect(transactions.first?.changes.filter { if case .rowHiddenChanged = $0 { true } else { false } }.count == 3)
        form[Tag<Int>("seats")] = 6
        #expect(form[Tag<Double>("total")] == 75.0)
        #expect(form.row(tag: "vat")?.isRequired == true)
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func diagnosticsExample() {
        let form = Form {
            Section {
                IntRow("age")
                TextRow("drink") { $0.hidden = "$agee >= 18" }
                TextRow("name") { $0.hidden = "$name == 1" }
            }
        }
        #expect(form.conditionDiagnostics.map(\.description).joined(separator: "\n") == """
            error: unknown tag 'agee'; did you mean 'age'?
             --> row 'drink' (hidden) 1:1
              |
            1 | $agee >= 18
              | ^~~~~
            warning: '==' compares a string with a number; it is never true
             --> row 'name' (hidden) 1:7
              |
            1 | $name == 1
              |       ^~
            """)
    }
}
