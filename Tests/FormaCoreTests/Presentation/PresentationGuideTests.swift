import Foundation
import Testing
import FormaCore

/// The examples of `Docs/Presentation.md`, run as written.
@Suite("Presentation guide")
struct PresentationGuideTests {
    @Test func aWholeInteractionHeadless() throws {
        let form = Form {
            Section("Event") {
                SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
                DateRow("day") { $0.title = "Day"; $0.value = Date(timeIntervalSince1970: 0) }
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = [Option("never", title: "Never"), Option("weekly", title: "Every Week")]
                    $0.value = "never"
                }
            }
        }
        form.formatting = FormattingEnvironment(
            locale: Locale(identifier: "en_US"), timeZone: try #require(TimeZone(identifier: "America/New_York")))
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()

        #expect(controller.presentation(of: try #require(form.row(tag: "day"))).displayText == "Dec 31, 1969")
        guard case .toggled(true) = controller.activate(try #require(form.row(tag: "allDay"))) else {
            Issue.record("the switch toggles")
            return
        }
        guard case .presentSelector(let screen) = controller.activate(try #require(form.row(tag: "repeat"))) else {
            Issue.record("the push row presents its options")
            return
        }
        #expect(try screen.choose(1) == .dismiss)
        #expect(controller.presentation(of: try #require(form.row(tag: "repeat"))).displayText == "Every Week")
    }

    private enum Size: String, CaseIterable, FormValueConvertible { case small, medium, large }

    @Test func enumOptions() throws {
        let row = PushRow<Size>("size")
        #expect(row.options.map(\.value) == [.small, .medium, .large])
        let form = Form { Section { row } }
        row.value = .medium
        #expect(form.values()["size"] == "medium")
    }

    @Test func multivaluedDragAndAddRow() throws {
        let phones = Form {
            Section("Phones", configure: {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }) {
                PhoneRow { $0.value = "555-0100" }
                PhoneRow { $0.value = "555-0199" }
            }
        }
        let phonesController = FormController(form: phones)
        let table = HeadlessTableView()
        phonesController.tableView = table
        try table.playDrag(from: TablePath(section: 0, row: 1), to: TablePath(section: 0, row: 0), in: phonesController)
        #expect(phones.values()["phones"] == ["555-0199", "555-0100"])
        guard case .insertedRow(let row) = phonesController.activate(at: TablePath(section: 0, row: 2)) else {
            Issue.record("the add row inserts")
            return
        }
        #expect(row is PhoneRow)
        #expect(phones.values()["phones"] == ["555-0199", "555-0100", .null])
    }
}
