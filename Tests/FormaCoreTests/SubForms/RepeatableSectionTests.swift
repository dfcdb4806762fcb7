import Testing

@testable import FormaCore

@Suite("Repeatable sections")
struct RepeatableSectionTests {
    static func makeForm() -> Form {
        Form {
            Section("Trip") { TextRow("destination") }
            Section.repeatable("travellers", header: "Travellers") {
                Section("Traveller") {
                    NameRow("name") {
                        $0.title = "Name"; $0.add(.required())
                    }
                    IntRow("age") { $0.title = "Age" }
                }
            }
            Section { LabelRow("adaNote") { $0.hidden = "$travellers[0].name != 'Ada'" } }
        }
    }

    @Test func valuesAreAnArrayOfObjectsAndEachItemIsATableSection() throws {
        let form = Self.makeForm()
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let report = form.setValues(["travellers": [["name": "Ada", "age": 36], ["name": "Grace"]]])
        #expect(report.isComplete, "\(report)")
        #expect(
            form.values().jsonString()
                == #"{"destination":null,"travellers":[{"name":"Ada","age":36},{"name":"Grace","age":null}],"adaNote":null}"#
        )
        // Trip, two items, the add row's section, the note's section.
        #expect(table.snapshot.sections.map(\.rows.count) == [1, 3, 3, 1, 1])
        #expect(controller.lastApplyError == nil)
    }

    @Test func conditionsReadAnItemsField() throws {
        let form = Self.makeForm()
        let note = try #require(form.row(tag: "adaNote"))
        #expect(note.isHidden)
        form.setValues(["travellers": [["name": "Ada"]]])
        #expect(!note.isHidden)
        let item = try #require(form.sections[1].rows.first as? SubFormRow)
        try #require(item.nestedRows.first as? NameRow).value = "Grace"
        #expect(note.isHidden)
        #expect(form.evaluate("$travellers.@count") == 1)
    }

    @Test func addingRemovingAndReorderingItemsKeepsTheirIdentityThroughTheDiff() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        form.setValues(["travellers": [["name": "Ada"], ["name": "Grace"], ["name": "Linus"]]])
        let section = form.sections[1]
        let ids = section.rows.map(\.id)
        // Reorder: the item sections move, nothing is deleted and inserted again.
        try section.moveRow(from: 2, to: 0)
        #expect(controller.lastApplyError == nil)
        #expect(section.rows.map(\.id) == [ids[2], ids[0], ids[1]])
        #expect(
            form.values()["travellers"]?.jsonString()
                == #"[{"name":"Linus","age":null},{"name":"Ada","age":null},{"name":"Grace","age":null}]"#)
        // Remove: the item's own button.
        let grace = try #require(section.rows[2] as? SubFormRow)
        let remove = try #require(grace.nestedRows.last as? ButtonRow)
        #expect(remove.tap())
        #expect(section.rows.map(\.id) == [ids[2], ids[0]])
        #expect(controller.lastApplyError == nil)
        // Add: the section's add row.
        let add = try #require(section.shownAddRow)
        guard case .insertedRow = controller.activate(add) else {
            Issue.record("the add row did not add an item")
            return
        }
        #expect(section.rows.count == 3)
        #expect(controller.lastApplyError == nil)
        #expect(table.snapshot == FormSnapshot(form, scope: nil))
    }

    @Test func validationAndErrorsFromElsewhereReachItems() throws {
        let form = Self.makeForm()
        form.setValues(["travellers": [["name": "Ada"], ["age": 3]]])
        let errors = form.submit()
        #expect(errors.count == 1)
        let report = form.setErrors(["travellers[0].name": ["Not on the list"], "travellers[5].name": ["x"]])
        #expect(report.failures == [ValueError(tag: "travellers[5].name", reason: .noSuchItem(index: 5, count: 2))])
        let first = try #require(form.sections[1].rows.first as? SubFormRow)
        #expect(first.nestedRows.first?.validationErrors.map(\.message) == ["Not on the list"])
    }

    @Test func aBadItemChangesNothing() throws {
        let form = Self.makeForm()
        form.setValues(["travellers": [["name": "Ada"]]])
        let report = form.setValues(["travellers": [["name": "Grace"], ["name": "Linus", "age": "old"]]])
        #expect(report.failures.map(\.tag) == ["travellers[1]"])
        #expect(form.values()["travellers"]?.jsonString() == #"[{"name":"Ada","age":null}]"#)
    }

    /// A condition of an item's row named its siblings by their own tags and found no row:
    /// items have no tag, so nothing put the item's path before them.
    @Test func anItemsConditionsAndFormulasReadItsOwnFields() throws {
        let form = Form {
            Section.repeatable("tickets") {
                Section {
                    IntRow("quantity")
                    DecimalRow("price")
                    DecimalRow("total") { $0.formula = "$quantity * $price" }
                    LabelRow("bulk") { $0.hidden = "$quantity < 10" }
                }
            }
        }
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        form.setValues(["tickets": [["quantity": 2, "price": 1.5], ["quantity": 12, "price": 2.0]]])
        #expect(
            form.values()["tickets"]?.jsonString()
                == #"[{"quantity":2,"price":1.5,"total":3.0},{"quantity":12,"price":2.0,"total":24.0,"bulk":null}]"#)
        let second = try #require(form.sections[0].rows[1] as? SubFormRow)
        try #require(second.nestedRows.first as? IntRow).value = 3
        #expect(second.nestedRows[2].formValue == .double(6))
        #expect(second.nestedRows[3].isHidden)
    }

    /// The limits of a section's items: the add row leaves at the most, Remove does nothing
    /// at the fewest, `setValues` refuses another count.
    @Test func itemLimitsHold() throws {
        let form = Self.makeForm()
        let section = form.sections[1]
        section.itemLimits = SectionItemLimits(minimum: 1, maximum: 2)
        form.setValues(["travellers": [["name": "Ada"], ["name": "Grace"]]])
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        #expect(section.shownAddRow == nil)
        #expect(!form.setValues(["travellers": []]).isComplete)
        let first = try #require(section.rows.first as? SubFormRow)
        #expect(try #require(first.nestedRows.last as? ButtonRow).tap())
        #expect(section.rows.count == 1 && section.shownAddRow != nil)
        let last = try #require(section.rows.first as? SubFormRow)
        try #require(last.nestedRows.last as? ButtonRow).tap()
        #expect(section.rows.count == 1)
        #expect(controller.lastApplyError == nil)
    }
}
