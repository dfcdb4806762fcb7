import Testing

@testable import FormaCore

/// Building a form: rows with constant conditions cost the condition graph nothing, rows
/// with conditions are compiled, and tags and identities come out as row by row.
@Suite("Building a form")
struct FormBuildingTests {
    @Test func constantConditionsAddNoSlots() {
        let form = Form {
            Section {
                for i in 0..<100 { TextRow("t\(i)") { $0.hidden = i % 2 == 0 ? true : false } }
            }
        }
        #expect(form.conditionGraph.slots.isEmpty)
        #expect(form.visibleRows.count == 50)
        #expect(form.allRows.map(\.id.rawValue) == Array(2...101), "the section has identity 1")
    }

    /// A row whose condition is set, then set back to a constant, before the form is built.
    @Test func conditionsAreConstantFollowsEveryAssignment() {
        let row = TextRow("a")
        #expect(row.conditionsAreConstant)
        row.hidden = "$b == true"
        #expect(!row.conditionsAreConstant)
        row.hidden = false
        #expect(row.conditionsAreConstant)
        row.formula = "$b"
        #expect(!row.conditionsAreConstant)
    }

    @Test func conditionalRowsAmongConstantOnesAreCompiled() {
        let form = Form {
            Section {
                SwitchRow("b") { $0.value = true }
                TextRow("a") { $0.hidden = "$b == true" }
                TextRow("c")
            }
        }
        #expect(form.row(tag: "a")?.isHidden == true)
        (form.row(tag: "b") as? SwitchRow)?.value = false
        #expect(form.row(tag: "a")?.isHidden == false)
    }

    @Test func duplicateTagsWhileBuildingAreReported() {
        let form = Form {
            Section(tag: "s") {
                TextRow("x")
                TextRow("x")
                TextRow("s")
            }
        }
        #expect(form.definitionIssues.count == 2)
        #expect(form.row(tag: "x") === form.allRows[0])
        #expect(form.row(tag: "s") == nil)
    }

    /// A section takes the builder's rows as they are, and leaves out, in place, a row that
    /// belongs elsewhere or comes twice.
    @Test func aSectionLeavesOutRowsThatBelongElsewhere() {
        let elsewhere = TextRow("b")
        let other = Section { elsewhere }
        let a = TextRow("a")
        let c = TextRow("c")
        let section = Section {
            a
            elsewhere
            c
            a
        }
        #expect(section.rows.map(\.tag) == ["a", "c"])
        #expect(section.rows.allSatisfy { $0.section === section })
        #expect(section.rejectedRows.map(\.row.tag) == ["b", "a"])
        #expect(section.rejectedRows.last?.error == .repeatedInBatch("TextRow 'a'", first: 0, again: 3))
        #expect(elsewhere.section === other)

        let clean = Section { for i in 0..<3 { TextRow("r\(i)") } }
        #expect(clean.rows.map(\.tag) == ["r0", "r1", "r2"])
        #expect(clean.rejectedRows.isEmpty)
    }
}
