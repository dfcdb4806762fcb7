import Testing

@testable import FormaCore

@Suite("Sub-form presentation")
struct SubFormPresentationTests {
    static func makeForm(_ presentation: SubFormPresentation) -> Form {
        Form {
            Section("Person") {
                TextRow("name")
                SubFormRow("address", title: "Address", inline: presentation == .inline) {
                    Section("Address") {
                        TextRow("street")
                        TextRow("city") { $0.add(.required()) }
                    }
                }
                AppScreenRow("terms") { $0.title = "Terms" }
            }
        }
    }

    @Test func anInlineSubFormIsSplicedIntoTheTableThroughTheDiff() throws {
        let form = Self.makeForm(.inline)
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        let address = try #require(form.row(tag: "address") as? SubFormRow)
        let person = form.sections[0].id
        let nested = address.sections[0].id
        #expect(table.sections.map(\.id) == [person, nested])
        #expect(table.sections.map(\.rows.count) == [2, 2])
        #expect(controller.row(at: TablePath(section: 1, row: 1)) === form.row(tag: "address.city"))
        address.hidden = true
        #expect(table.sections.map(\.id) == [person])
        #expect(controller.lastApplyError == nil)
        address.hidden = false
        address.presentation = .pushed
        #expect(table.sections.map(\.rows.count) == [3])
        #expect(controller.lastApplyError == nil)
        #expect(controller.activate(address).isPresentSubForm)
    }

    @Test func aPushedSubFormHasAScreenOfItsOwnAndItsRowCountsProblems() throws {
        let form = Self.makeForm(.pushed)
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        let address = try #require(form.row(tag: "address") as? SubFormRow)
        guard case .presentSubForm(let opened) = controller.activate(address) else {
            Issue.record("a pushed sub-form's row did not ask for its screen")
            return
        }
        #expect(opened === address)
        let screen = FormController(form: form, scope: address)
        let nestedTable = HeadlessTableView()
        screen.tableView = nestedTable
        #expect(nestedTable.sections.map(\.rows.count) == [2])
        let city = try #require(form.row(tag: "address.city"))
        #expect(screen.path(of: city) == TablePath(section: 0, row: 1))
        #expect(controller.path(of: city) == nil)
        // Submit: the problem is inside; the form's row says so and leads to it.
        #expect(form.submit().map(\.tag) == ["address.city"])
        #expect(controller.presentation(of: address).displayText == "1 problem")
        #expect(SubFormRow.pushedPath(to: city, from: nil)?.map(\.id) == [address.id])
        #expect(SubFormRow.pushedPath(to: city, from: address)?.isEmpty == true)
        try screen.setValue("Paris", forRowAt: TablePath(section: 0, row: 1))
        #expect(form.values()["address"]?["city"] == "Paris")
        form.submit()
        #expect(controller.presentation(of: address).displayText == nil)
        #expect(screen.lastApplyError == nil && controller.lastApplyError == nil)
    }

    @Test func anAppScreenRowAsksTheHostForItsScreenAndTakesAValueBack() throws {
        let form = Self.makeForm(.pushed)
        let controller = FormController(form: form)
        let terms = try #require(form.row(tag: "terms") as? AppScreenRow)
        guard case .presentAppScreen(let row) = controller.activate(terms) else {
            Issue.record("an app screen row did not ask for its screen")
            return
        }
        #expect(row.screenName == "terms")
        row.value = .bool(true)
        #expect(form.values()["terms"] == true)
        #expect(controller.presentation(of: terms).displayText == "✓")
        terms.isDisabledForTest()
        #expect(controller.activate(terms).isNothing)
    }
}

extension Activation {
    fileprivate var isPresentSubForm: Bool {
        if case .presentSubForm = self { return true }
        return false
    }
    fileprivate var isNothing: Bool {
        if case .nothing = self { return true }
        return false
    }
}

extension FormRow {
    fileprivate func isDisabledForTest() { disabled = true }
}
