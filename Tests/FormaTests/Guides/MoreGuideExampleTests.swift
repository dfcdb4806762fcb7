import Forma
import FormaDefinitions
import Foundation
import Testing

// The examples of Docs/Conditions.md and Definitions.md, as written there.

/// Display settings for the conditions example.
struct DisplaySettings { var compact = false }

@MainActor
@Suite("More guide examples")
struct MoreGuideExampleTests {
    @Test func conditionsOrder() {
        let form = Form {
            Section("Order") {
                PushRow<String>("plan") {
                    $0.options = ["free", "pro", "team"]; $0.value = "free"
                }
                IntRow("seats") {
                    $0.value = 1; $0.hidden = "$plan == 'free'"
                }
                DecimalRow("price") {
                    $0.value = 12.5; $0.hidden = "$plan == 'free'"
                }
                DecimalRow("total") {
                    $0.formula = "$price * $seats"
                    $0.disabled = true
                    $0.hidden = .value("plan") == "free"
                }
                TextRow("vat") { $0.required = "$plan == 'team' AND $seats >= 5" }
            }
        }

        let seatsHidden = form.row(tag: "seats")?.isHidden // true: the plan is free
        form[Tag<String>("plan")] = "team" // one transaction: the value, two rows shown, total computed
        form[Tag<Int>("seats")] = 6
        let total = form[Tag<Double>("total")] // 75.0
        let vatRequired = form.row(tag: "vat")?.isRequired // true
        let diagnostics = form.diagnostics // [] — every tag resolved, every type consistent
        #expect(seatsHidden == true)
        #expect(total == 75.0)
        #expect(vatRequired == true)
        #expect(diagnostics.isEmpty)
    }

    @Test func conditionsWritten() throws {
        let settings = DisplaySettings()
        let form = Form {
            Section {
                SwitchRow("allDay")
                IntRow("age")
                TextRow("country")
                PushRow<String>("plan") { $0.options = ["free", "team"] }
                IntRow("seats")
                MultipleSelectorRow<Int>("items") { $0.options = [1, 2, 3].map { Option($0, title: "\($0)") } }
                TextRow("notes")
                IntRow("total")
            }
        }
        let row = try #require(form.row(tag: "notes"))
        let total = try #require(form.row(tag: "total"))

        row.hidden = true // a constant
        row.hidden = .constant(settings.compact) // a constant from a variable
        row.hidden = "$allDay == true" // text, parsed once, when set
        row.hidden = .value("age") >= 18 && .value("country") == "US" // the Swift DSL
        row.hidden = .function(["plan", "seats"]) { form in // a closure and the tags it reads
            form.row(Tag<String>("plan"))?.value == "team" && (form.row(Tag<Int>("seats"))?.value ?? 0) < 2
        }
        total.formula = .computed(["items"]) { form in .int(form.row(Tag<[Int]>("items"))?.value?.count ?? 0) }

        form.setValues(["plan": "team", "seats": 1])
        #expect(row.isHidden)
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func conditionsDiagnostics() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let form = Form {
            Section {
                IntRow("age")
                TextRow("drink") { $0.hidden = "$agee >= 18" }
                TextRow("name") { $0.hidden = "$name == 1" }
            }
        }
        for diagnostic in form.diagnostics { print(diagnostic) }
        #expect(printed.count == 2)
        #expect(printed.first?.hasPrefix("error: unknown tag 'agee'; did you mean 'age'?") == true)
    }

    @Test func definitionsRoundTrip() throws {
        let text = """
            {"forma": 1, "sections": [{"rows": [{"kind": "email", "tag": "email", "required": true}]}]}
            """
        let form = try Form(json: text) // throws DefinitionError with every problem
        let written = try form.definition().jsonString() // the same document back
        #expect(try Form(json: written).allRows.map(\.tag) == ["email"])
        #expect(form.row(tag: "email")?.isRequired == true)
    }

    @Test func validatorsChain() {
        let form = Form {
            Section {
                IntRow("age") { $0.add(.range(18...120)).add(.check { @Sendable (age: Int?, _: Form?) in age != 42 }) }
            }
        }
        form[Tag<Int>("age")] = 42
        #expect(form.validate().count == 1)
    }
}
