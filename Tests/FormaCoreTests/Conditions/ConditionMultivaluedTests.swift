import Testing

@testable import FormaCore

/// Conditions that read a multivalued section's values through its `multivaluedTag`:
/// `$phones` is the list of its rows' values, kept up to date through inserts, deletes,
/// moves and edits, re-evaluating only what reads it.
@Suite("Conditions over multivalued sections")
struct ConditionMultivaluedTests {
    static func form() -> Form {
        Form {
            Section("Phones") {
                PhoneRow { $0.value = "+44 20 7946 0000" }
                PhoneRow { $0.value = "+1 212 555 0100" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]; $0.multivaluedTag = "phones"
            }
            Section {
                TextRow("many") { $0.hidden = "$phones.@count > 2" }
                TextRow("uk") { $0.hidden = "ANY $phones BEGINSWITH '+44'" }
                TextRow("first") { $0.formula = "$phones[FIRST]" }
                IntRow("size") { $0.formula = "$phones[SIZE]" }
            }
        }
    }

    /// The state of the reading rows, and a check that it equals a full re-evaluation.
    static func state(_ form: Form) -> [String] {
        let read = { (form: Form) in
            [
                "many \(form.row(tag: "many")?.isHidden ?? false)", "uk \(form.row(tag: "uk")?.isHidden ?? false)",
                "first \(form.row(tag: "first")?.formValue ?? nil)", "size \(form.row(tag: "size")?.formValue ?? nil)",
            ]
        }
        let incremental = read(form)
        form.refreshConditions()
        #expect(read(form) == incremental, "incremental state differs from a full re-evaluation")
        return incremental
    }

    @Test func conditionsReadTheSectionsValues() {
        let form = Self.form()
        #expect(form.conditionDiagnostics.isEmpty)
        #expect(Self.state(form) == ["many false", "uk true", "first \"+44 20 7946 0000\"", "size 2"])
        #expect(form.evaluate("$phones") == ["+44 20 7946 0000", "+1 212 555 0100"])
        #expect(form.evaluate("count($phones)") == 2)
        #expect(form.evaluate("$phones[LAST] ENDSWITH '0100'") == true)
    }

    @Test func insertsDeletesMovesAndEditsAreFollowed() throws {
        let form = Self.form()
        let phones = form.sections[0]
        try phones.append(PhoneRow { $0.value = "+33 1 23 45 67 89" })
        #expect(Self.state(form) == ["many true", "uk true", "first \"+44 20 7946 0000\"", "size 3"])
        try phones.moveRow(from: 0, to: 2)
        #expect(Self.state(form) == ["many true", "uk true", "first \"+1 212 555 0100\"", "size 3"])
        #expect(phones.rows[2].formValue == "+44 20 7946 0000")
        try phones.rows[2].setFormValue("+49 30 1234")
        #expect(Self.state(form) == ["many true", "uk false", "first \"+1 212 555 0100\"", "size 3"])
        try phones.rows[0].setFormValue("+44 161 000")
        #expect(Self.state(form) == ["many true", "uk true", "first \"+44 161 000\"", "size 3"])
        _ = try phones.removeRow(at: 0)
        #expect(Self.state(form) == ["many false", "uk false", "first \"+33 1 23 45 67 89\"", "size 2"])
        try phones.replaceRow(at: 0, with: PhoneRow { $0.value = "+44 1" })
        #expect(Self.state(form) == ["many false", "uk true", "first \"+44 1\"", "size 2"])
        phones.removeAllRows()
        #expect(Self.state(form) == ["many false", "uk false", "first null", "size 0"])
    }

    @Test func aRowMovingBetweenSectionsLeavesOneAndJoinsTheOther() throws {
        let form = Self.form()
        let row = try #require(form.row(tag: "many"))
        try form.move(row, to: form.sections[0], at: 0)
        // A text row joined the phones: its value (nil) is one more value.
        #expect(form.evaluate("$phones.@count") == 3)
        #expect(Self.state(form)[3] == "size 3")
        try form.move(row, to: form.sections[1], at: 0)
        #expect(Self.state(form)[3] == "size 2")
    }

    @Test func anEditReEvaluatesOnlyWhatReadsTheValues() throws {
        let form = Self.form()
        let graph = form.conditionGraph
        let before = graph.evaluationCount
        try form.sections[0].rows[1].setFormValue("+44 7700 900000")
        // `uk` and `first` read the values; `many` and `size` read only their count.
        #expect(graph.evaluationCount - before == 2)
        let insert = graph.evaluationCount
        try form.sections[0].append(PhoneRow())
        #expect(graph.evaluationCount - insert == 4)
    }

    @Test func theTagCanBeGivenAfterTheFormIsBuilt() {
        let form = Form {
            Section { PhoneRow { $0.value = "+44 1" } }
            Section { TextRow("uk") { $0.hidden = "ANY $phones BEGINSWITH '+44'" } }
        }
        #expect(form.row(tag: "uk")?.isHidden == false)
        #expect(
            form.conditionDiagnostics.first?.message == "unknown tag 'phones'; no row or section of the form has it")
        form.sections[0].multivaluedTag = "phones"
        #expect(form.row(tag: "uk")?.isHidden == true)
        #expect(form.conditionDiagnostics.isEmpty)
        form.sections[0].multivaluedTag = "numbers"
        #expect(form.row(tag: "uk")?.isHidden == false)
        #expect(form.conditionDiagnostics.count == 1)
    }

    @Test func removingTheSectionMakesTheTagUnknown() throws {
        let form = Self.form()
        try form.removeSection(at: 0)
        #expect(form.row(tag: "uk")?.isHidden == false)
        #expect(form.conditionDiagnostics.map(\.message).allSatisfy { $0.hasPrefix("unknown tag 'phones'") })
        #expect(form.conditionDiagnostics.count == 4)
    }

    @Test func aFormulaInsideTheSectionThatReadsItsValuesIsACycle() throws {
        let form = Self.form()
        try form.sections[0].append(TextRow("echo") { $0.formula = "$phones[FIRST]" })
        #expect(
            form.conditionDiagnostics.map(\.message) == [
                "dependency cycle: row 'echo' (formula) → row 'echo' (formula)"
            ])
        // Counting is no cycle: a formula changes values, not how many there are.
        form.row(tag: "echo")?.formula = "CAST($phones.@count, 'NSString')"
        #expect(form.conditionDiagnostics.isEmpty)
        #expect(form.row(tag: "echo")?.formValue == "3")
    }

    @Test func valuesReadWithoutConditionsFollowEveryChange() throws {
        let form = Form {
            Section {
                PhoneRow { $0.value = "a" }
                PhoneRow { $0.value = "b" }
            }.configured { $0.multivaluedTag = "phones" }
        }
        #expect(form.evaluate("$phones") == ["a", "b"])
        try form.sections[0].rows[1].setFormValue("c")
        #expect(form.evaluate("$phones") == ["a", "c"])
        try form.sections[0].append(PhoneRow { $0.value = "d" })
        #expect(form.evaluate("$phones") == ["a", "c", "d"])
        try form.sections[0].moveRow(from: 2, to: 0)
        #expect(form.evaluate("$phones") == ["d", "a", "c"])
        let removed = try form.removeSection(at: 0)
        #expect(form.evaluate("$phones") == nil)
        try removed.rows[0].setFormValue("x")
        try form.append(removed)
        #expect(form.evaluate("$phones") == ["x", "a", "c"])
    }

    @Test func settingTheSectionsValuesAtOnceIsFollowed() {
        let form = Self.form()
        form.sections[0].makeRow = { _ in PhoneRow() }
        let report = form.setValues(["phones": ["+33 1", "+44 2", "+1 3"]])
        #expect(report.isComplete)
        #expect(Self.state(form) == ["many true", "uk true", "first \"+33 1\"", "size 3"])
        form.setValues(["phones": ["+1 4"]])
        #expect(Self.state(form) == ["many false", "uk false", "first \"+1 4\"", "size 1"])
    }
}
