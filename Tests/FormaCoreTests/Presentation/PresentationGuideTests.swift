import FormaCore
import Foundation
import Testing

/// The examples of `Docs/Presentation.md`, run as written.
@Suite("Presentation guide")
struct PresentationGuideTests {
    @Test func aWholeInteractionHeadless() throws {
        let form = Form {
            Section("Event") {
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                DateRow("day") {
                    $0.title = "Day"; $0.value = Date(timeIntervalSince1970: 0)
                }
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = [Option("never", title: "Never"), Option("weekly", title: "Every Week")]
                    $0.value = "never"
                }
            }
        }
        form.formatting = FormattingEnvironment(
            locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/New_York") ?? .gmt)
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()

        let dayText = form.row(tag: "day").map { controller.presentation(of: $0).displayText } // "Dec 31, 1969"
        let toggled = form.row(tag: "allDay").map { controller.activate($0) } // .toggled(true)
        if let row = form.row(tag: "repeat"), case .presentSelector(let screen) = controller.activate(row) {
            _ = try screen.choose(1) // .dismiss
        }
        let repeatText = form.row(tag: "repeat").map { controller.presentation(of: $0).displayText } // "Every Week"
        #expect(dayText == "Dec 31, 1969")
        guard case .toggled(true) = toggled else {
            Issue.record("the switch toggles")
            return
        }
        #expect(repeatText == "Every Week")
    }

    @Test func pinnedFormatting() throws {
        let form = Form { Section { DateRow("day") { $0.value = Date(timeIntervalSince1970: 0) } } }
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "en_US"), timeZone: .gmt)
        #expect(form.row(tag: "day")?.displayText == "Jan 1, 1970")
    }

    @Test func enumOptions() throws {
        enum Size: String, CaseIterable, FormValueConvertible { case small, medium, large }
        let sizeRow = PushRow<Size>("size") // options small, medium, large; values() reports the raw value
        let row = sizeRow
        #expect(row.options.map(\.value) == [.small, .medium, .large])
        let form = Form { Section { row } }
        row.value = .medium
        #expect(form.values()["size"] == "medium")
    }

    @Test func multivaluedDragAndAddRow() throws {
        let phones = Form {
            Section("Phones") {
                PhoneRow { $0.value = "555-0100" }
                PhoneRow { $0.value = "555-0199" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
        let phonesController = FormController(form: phones)
        let table = HeadlessTableView()
        phonesController.tableView = table
        try table.playDrag(from: TablePath(section: 0, row: 1), to: TablePath(section: 0, row: 0), in: phonesController)
        let reordered = phones.values()["phones"] // ["555-0199", "555-0100"]
        phonesController.activate(at: TablePath(section: 0, row: 2)) // the add row: .insertedRow(new phone)
        #expect(reordered == ["555-0199", "555-0100"])
        guard case .insertedRow(let row) = phonesController.activate(at: TablePath(section: 0, row: 3)) else {
            Issue.record("the add row inserts")
            return
        }
        #expect(row is PhoneRow)
        #expect(phones.values()["phones"] == ["555-0199", "555-0100", .null, .null])
    }
}
