import Testing

@testable import FormaCore

/// The examples of `Docs/Conditions.md`, run.
@Suite("Conditions guide")
struct ConditionGuideTests {
    @Test func orderExample() {
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
        #expect(form.row(tag: "seats")?.isHidden == true)
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        form[Tag<String>("plan")] = "team"
        #expect(transactions.count == 1)
        #expect(
            transactions.first?.changes.filter { if case .rowHiddenChanged = $0 { true } else { false } }.count == 3)
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
        #expect(
            form.conditionDiagnostics.map(\.description).joined(separator: "\n") == """
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

    @Test func multivaluedExample() throws {
        let form = Form {
            Section("Phones") {
                PhoneRow { $0.value = "+44 20 7946 0000" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]; $0.multivaluedTag = "phones"
            }
            Section {
                TextRow("note") { $0.hidden = "$phones.@count > 2" }
                TextRow("uk") { $0.hidden = "ANY $phones BEGINSWITH '+44'" }
                TextRow("main") { $0.formula = "$phones[FIRST]" }
            }
        }
        #expect(form.conditionDiagnostics.isEmpty)
        #expect(form.row(tag: "note")?.isHidden == false)
        #expect(form.row(tag: "uk")?.isHidden == true)
        #expect(form.row(tag: "main")?.formValue == "+44 20 7946 0000")
        try form.sections[0].insert(PhoneRow { $0.value = "+1 212 555 0100" }, at: 0)
        #expect(form.row(tag: "main")?.formValue == "+1 212 555 0100")
    }

    @Test func differencesFromNSPredicateAreDiagnosed() {
        let texts = [
            "$a == %@", "SELF == 1", "SUBQUERY($a, $x, $x > 1).@count > 0", "FUNCTION($a, 'f') == 1",
            "$a UTI-EQUALS 'public.jpeg'", "$a UTI-CONFORMS-TO 'public.image'",
        ]
        for text in texts {
            let diagnostic = Condition(text).problems.first
            #expect(
                diagnostic?.message.contains("is not supported;") == true
                    || diagnostic?.message.contains("are not supported;") == true, "\(text)")
            if case .unsupported = diagnostic?.problem {
            } else {
                Issue.record("\(text): \(String(describing: diagnostic))")
            }
        }
        #expect(ConditionFixtures.valuesForm().evaluate("7 / 2") == 3.5)
        #expect(ConditionFixtures.valuesForm().evaluate("trunc(7 / 2)") == 3)
    }

    /// "Tag paths": the sub-form diagnostics as printed, and the DSL quoting a tag.
    @Test func tagPathExamples() {
        let cases = [
            (
                "$address.city == 'Paris'",
                """
                error: unknown tag 'address'; no row or section of the form has it
                 --> row 'note' (hidden) 1:1
                  |
                1 | $address.city == 'Paris'
                  | ^~~~~~~~
                """
            ),
            (
                "$age.city == 1",
                """
                error: 'age' holds a number, which has no member 'city'; after a tag, write value, isHidden or isDisabled
                 --> row 'note' (hidden) 1:6
                  |
                1 | $age.city == 1
                  |      ^~~~
                """
            ),
            (
                "$plan.type == 'pro'",
                """
                error: unknown tag 'plan'; did you mean 'plan.type' (written $"plan.type")?
                 --> row 'note' (hidden) 1:1
                  |
                1 | $plan.type == 'pro'
                  | ^~~~~~~~~~
                """
            ),
        ]
        for (text, expected) in cases {
            let form = Form {
                Section {
                    IntRow("age")
                    TextRow("plan.type")
                    TextRow("note") { $0.hidden = Condition(text) }
                }
            }
            #expect(form.conditionDiagnostics.map(\.description) == [expected])
        }
        #expect((Condition.value("plan-type") == "free").description == #"$"plan-type" == "free""#)
    }
}
