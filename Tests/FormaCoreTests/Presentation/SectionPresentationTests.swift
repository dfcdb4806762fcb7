import Testing

@testable import FormaCore

@Suite("Add rows and collapsible sections")
struct SectionPresentationTests {
    private func phones() -> (Form, FormController, HeadlessTableView) {
        let form = Form {
            Section("Phones") {
                PhoneRow { $0.value = "1" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        return (form, controller, table)
    }

    @Test func theAddRowIsARealRowInTheSnapshot() throws {
        let (form, controller, table) = phones()
        #expect(table.sections[0].rows.count == 2)
        let add = try #require(controller.row(at: TablePath(section: 0, row: 1)))
        let presentation = controller.presentation(of: add)
        #expect(presentation.editor == .button(ButtonEditor(role: .add)))
        #expect(presentation.title == "Add")
        #expect(!presentation.canDelete && !presentation.canMove)
        #expect(!controller.canDelete(at: TablePath(section: 0, row: 1)))
        guard case .insertedRow(let row) = controller.activate(add) else {
            Issue.record("the add row inserts a row")
            return
        }
        #expect(controller.path(of: row) == TablePath(section: 0, row: 1))
        #expect(controller.focusedRow === row)
        #expect(table.sections[0].rows.count == 3)
        #expect(table.appliedUpdates.last?.rowsInserted == [TablePath(section: 0, row: 1)])
        #expect(form.values()["phones"] == .array([.string("1"), .null]))
    }

    @Test func theAddRowFollowsTheInsertMode() throws {
        let (form, controller, table) = phones()
        form.sections[0].insertMode = .lastRow
        #expect(controller.lastApplyError == nil, "\(String(describing: controller.lastApplyError))")
        #expect(table.sections[0].rows.count == 1)
        #expect(table.appliedUpdates.last?.rowsDeleted == [TablePath(section: 0, row: 1)])
        form.sections[0].insertMode = .addButton(title: "Add phone")
        #expect(table.sections[0].rows.count == 2)
        #expect(table.appliedUpdates.last?.rowsInserted == [TablePath(section: 0, row: 1)])
    }

    @Test func collapsingTakesRowsOutThroughTheDiff() throws {
        let form = Form {
            Section("Advanced") {
                TextRow("a")
                TextRow("b")
            }.configured {
                $0.isCollapsible = true; $0.isCollapsed = true
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        #expect(table.sections[0].rows.isEmpty)
        #expect(controller.presentation(ofSectionAt: 0)?.isCollapsed == true)
        #expect(
            controller.presentation(ofSectionAt: 0)?.accessibility.hint == form.presentationStrings.expandSectionHint)
        #expect(controller.toggleCollapsed(sectionAt: 0))
        #expect(table.sections[0].rows.count == 2)
        #expect(
            table.appliedUpdates.last?.rowsInserted == [TablePath(section: 0, row: 0), TablePath(section: 0, row: 1)])
        #expect(controller.presentation(ofSectionAt: 0)?.isCollapsed == false)
        #expect(form.values()["a"] == .null) // collapsed rows still report values
    }
}
