import Forma
import Foundation
import Testing

// The Forma side of every example in "Docs/Migrating from XLForm.md", as written there.

/// The "Add Event" screen the guide translates.
class AddEventViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        form = Form {
            Section {
                TextRow("title") { $0.placeholder = "Title" }
                TextRow("location") { $0.placeholder = "Location" }
            }
            Section {
                SwitchRow("allDay") { $0.title = "All-day" }
                DateTimeRow("starts") {
                    $0.title = "Starts"; $0.value = Date(timeIntervalSinceNow: 60 * 60 * 24)
                }
            }
        }
        form.title = "Add Event"
    }
}

/// The screen with the guide's change callback.
final class TrackedAddEventViewController: AddEventViewController {
    override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
        if row.tag == "allDay" { changes.append("allDay: \(oldValue) → \(newValue)") }
    }

    var changes: [String] = []
}

@MainActor
@Suite("Migrating from XLForm")
struct XLFormMigrationTests {
    @Test func descriptorsBecomeATree() {
        let screen = TrackedAddEventViewController()
        screen.loadViewIfNeeded()
        #expect(screen.form.title == "Add Event")
        #expect(screen.form.allRows.map(\.tag) == ["title", "location", "allDay", "starts"])
        screen.form[Tag<Bool>("allDay")] = true
        #expect(screen.changes == ["allDay: null → true"])
    }

    @Test func hiddenAndDisabled() {
        let form = Form {
            Section {
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false
                }
                DateRow("ends") {
                    $0.title = "Ends"; $0.hidden = "$allDay.value == true"
                }
                TextRow("notes") {
                    $0.title = "Notes"; $0.disabled = true
                }
            }
        }
        #expect(form.row(tag: "ends")?.isHidden == false)
        form[Tag<Bool>("allDay")] = true
        #expect(form.row(tag: "ends")?.isHidden == true)
        #expect(form.row(tag: "notes")?.isDisabled == true)
    }

    @Test func valuesAndChanges() throws {
        let form = Form {
            Section {
                TextRow("title") { $0.placeholder = "Title" }
                PushRow<Int>("repeat") {
                    $0.title = "Repeat"
                    $0.options = [
                        Option(0, title: "Never"), Option(1, title: "Every Day"), Option(2, title: "Every Week"),
                    ]
                    $0.value = 0
                    $0.selectorTitle = "Repeat"
                }
            }
        }
        form[Tag<String>("title")] = "Lunch" // the table updates itself
        let values = form.values() // option rows report the option's value
        #expect(values.jsonString() == #"{"title":"Lunch","repeat":0}"#)
        #expect(form.row(tag: "repeat")?.displayText == "Never")

        let section = form.sections[0]
        try section.insert(TextRow("location") { $0.placeholder = "Location" }, at: 1)
        try section.remove(try #require(form.row(tag: "title")))
        #expect(form.allRows.map(\.tag) == ["location", "repeat"])
    }

    @Test func validation() {
        let form = Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"; $0.add(.required(message: "Email can't be empty")); $0.add(.email)
                }
                ZipCodeRow("zip") {
                    $0.title = "Zip"; $0.add(.pattern(#"^\d{5}$"#, message: "Zip must be 5 digits"))
                }
            }
        }
        form.setValues(["zip": "12a45"])
        let errors = form.validate()
        #expect(errors.map(\.message) == ["Email can't be empty", "Zip must be 5 digits"])
        form.setValues(["email": "ada@example.com", "zip": "12345"])
        #expect(form.validate().isEmpty)
    }

    @Test func multivaluedSection() {
        let form = Form {
            Section("Phones").configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .lastRow
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow() }
            }
        }
        #expect(form.setValues(["phones": ["555-0100", "555-0101"]]).isComplete)
        #expect(form.sections[0].rows.count == 2)
        #expect(form.values().jsonString() == #"{"phones":["555-0100","555-0101"]}"#)
    }

    @Test func selectors() {
        let form = Form {
            Section {
                SegmentedRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]
                }
                ActionSheetRow<String>("show") {
                    $0.title = "Show As"; $0.options = ["Busy", "Free"]
                }
                MultipleSelectorRow<String>("days") {
                    $0.title = "Days"; $0.options = ["Mon", "Tue", "Wed"]
                }
                LeftRightSelectorRow<String, String>("city") {
                    $0.title = "City"
                    $0.choices = [
                        LeftRightChoice("FR", right: ["Paris", "Lyon"]), LeftRightChoice("IT", right: ["Rome"]),
                    ]
                    $0.value = LeftRightValue(left: "FR", right: "Lyon")
                }
            }
        }
        #expect(
            form.values().jsonString() == #"{"size":null,"show":null,"days":null,"city":{"left":"FR","right":"Lyon"}}"#)
    }

    @Test func inlineRows() {
        let form = Form {
            Section {
                DateRow("date") {
                    $0.title = "Date"; $0.presentation = .inline
                }
                TimeRow("time") {
                    $0.title = "Time"; $0.presentation = .popover
                }
                CountDownRow("timer") {
                    $0.title = "Timer"; $0.presentation = .input
                }
                PickerRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]
                }
            }
        }
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        guard let date = form.row(tag: "date") else {
            Issue.record("row missing")
            return
        }
        if case .expandedInlineEditor = controller.activate(date) {} else { Issue.record("the date row should expand") }
        #expect(controller.snapshot.rowCount == 4)
    }
}
