import Testing

@testable import FormaCore

@Suite("Result builders")
struct BuilderTests {
    @Test func buildsSectionsAndRowsWithConfiguration() {
        let form = Form {
            Section("Header", footer: "Footer", tag: "main") {
                TextRow("name") { $0.title = "Name" }
                SwitchRow("on") { $0.value = true }
            }
        }
        #expect(form.sections.count == 1)
        let section = form.sections[0]
        #expect(section.header == "Header")
        #expect(section.footer == "Footer")
        #expect(section.tag == "main")
        #expect(form.section(tag: "main") === section)
        #expect(section.rows.map(\.tag) == ["name", "on"])
        #expect(form.row(tag: "name")?.title == "Name")
        #expect((form.row(tag: "on") as? SwitchRow)?.value == true)
    }

    @Test(arguments: [true, false])
    func supportsIfElseAndOptionals(flag: Bool) {
        let form = Form {
            if flag {
                Section("Yes") { TextRow("yes") }
            } else {
                Section("No") { TextRow("no") }
            }
            if flag { Section("Optional") { CheckRow("opt") } }
            Section {
                if !flag { TextRow("inner") }
                if flag { TextRow("a") } else { TextRow("b") }
            }
        }
        if flag {
            #expect(form.sections.map(\.header) == ["Yes", "Optional", nil])
            #expect(form.sections[2].rows.map(\.tag) == ["a"])
        } else {
            #expect(form.sections.map(\.header) == ["No", nil])
            #expect(form.sections[1].rows.map(\.tag) == ["inner", "b"])
        }
    }

    @Test func supportsLoopsAndAvailability() {
        let days = ["mon", "tue", "wed"]
        let form = Form {
            for day in days {
                Section(day) { CheckRow(day) }
            }
            Section {
                for n in 1...3 { IntRow("n\(n)") }
                if #available(macOS 13, iOS 16, *) { TextRow("modern") }
            }
        }
        #expect(form.sections.count == 4)
        #expect(form.sections[3].rows.map(\.tag) == ["n1", "n2", "n3", "modern"])
    }

    @Test func acceptsArraysOfRowsAndSections() {
        func rows() -> [FormRow] { [TextRow("x"), TextRow("y")] }
        func sections() -> [Section] { [Section("A"), Section("B")] }
        let form = Form {
            sections()
            Section { rows() }
        }
        #expect(form.sections.map(\.header) == ["A", "B", nil])
        #expect(form.allRows.map(\.tag) == ["x", "y"])
    }

    @Test func forEachTagsRowsFromIdentities() {
        struct Guest { var email: String; var name: String }
        let guests = [Guest(email: "ada@x.org", name: "Ada"), Guest(email: "alan@x.org", name: "Alan")]
        let form = Form {
            Section("Guests") {
                ForEach(guests, id: \.email, prefix: "guest.") { guest in
                    CheckRow { $0.title = guest.name }
                    TextRow { $0.title = "Note" }
                    TextRow("fixed-\(guest.name)")
                }
            }
        }
        #expect(
            form.allRows.map(\.tag) == [
                "guest.ada@x.org", "guest.ada@x.org.1", "fixed-Ada",
                "guest.alan@x.org", "guest.alan@x.org.1", "fixed-Alan",
            ])
        #expect(form.definitionIssues.isEmpty)
    }

    @Test func emptyFormIsValid() {
        let form = Form()
        #expect(form.sections.isEmpty)
        #expect(form.values().isEmpty)
        #expect(form.values().jsonString() == "{}")
        #expect(form.treeDescription == "Form")
    }
}
