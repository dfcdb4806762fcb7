import Forma
import Foundation
import Testing

// The Forma side of every example in "Docs/Migrating from Eureka.md", as written there.

/// A form screen written the way the guide writes it.
final class EurekaEventViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        form = Form {
            Section("Section1") {
                TextRow("text") {
                    $0.title = "Text Row"; $0.placeholder = "Enter text here"
                }
                PhoneRow("phone") {
                    $0.title = "Phone Row"; $0.placeholder = "And numbers here"
                }
            }
            Section("Section2") {
                DateRow("date") {
                    $0.title = "Date Row"; $0.value = Date(timeIntervalSinceReferenceDate: 0)
                }
            }
        }
    }
}

extension RowKind { static let rating = RowKind("rating") }

final class RatingRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { .rating }
    override func format(_ value: Int) -> String { String(repeating: "★", count: value) }
}

@MainActor
@Suite("Migrating from Eureka")
struct EurekaMigrationTests {
    @Test func formsSectionsAndRows() {
        let screen = EurekaEventViewController()
        screen.loadViewIfNeeded()
        #expect(screen.form.sections.map(\.header) == ["Section1", "Section2"])
        #expect(screen.form.allRows.map(\.tag) == ["text", "phone", "date"])
        #expect(screen.formController.snapshot.sections.count == 2)
    }

    @Test func hiddenAndDisabled() {
        let form = Form {
            Section {
                SwitchRow("showNext") {
                    $0.title = "Show next row"; $0.value = false
                }
                TextRow("next") { $0.hidden = "$showNext == false" }
                TextRow("locked") {
                    $0.disabled = .function(["showNext"]) { form in form.row(Tag<Bool>("showNext"))?.value ?? false }
                }
            }
        }
        #expect(form.row(tag: "next")?.isHidden == true)
        #expect(form.row(tag: "locked")?.isDisabled == false)
        form[Tag<Bool>("showNext")] = true
        #expect(form.row(tag: "next")?.isHidden == false)
        #expect(form.row(tag: "locked")?.isDisabled == true)
        #expect(form.conditionDiagnostics.isEmpty)
    }

    @Test func values() throws {
        let form = Form {
            Section {
                NameRow("name") { $0.title = "Name" }
                IntRow("age") { $0.title = "Age" }
            }
        }
        let report = form.setValues(["name": "Ada", "age": 36, "nickname": "Countess"])
        let values = form.values() // ordered, JSON-ready, no Any
        let name = form.row(Tag<String>("name"))?.value // String?
        #expect(report.description == "unknown tag 'nickname'")
        #expect(values["name"] == .string("Ada"))
        #expect(values.jsonString() == #"{"name":"Ada","age":36}"#)
        #expect(name == "Ada")
    }

    @Test func validation() {
        let form = Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"
                    $0.required = true
                    $0.add(.email)
                    $0.validationTrigger = .onChangeAfterBlur
                }
                PasswordRow("password") {
                    $0.title = "Password"; $0.add(.minLength(8))
                }
                PasswordRow("confirm") {
                    $0.title = "Confirm"; $0.add(.equalTo("password"))
                }
            }
        }
        form.setValues(["password": "secret", "confirm": "secrets"])
        let errors = form.validate() // [ValidationError]: row, rule and message
        #expect(
            errors.map(\.message) == [
                "Email is required", "Password must be at least 8 characters", "Confirm does not match password",
            ])
        #expect(form.row(tag: "email")?.isValid == false)
    }

    @Test func multivaluedSection() {
        let form = Form {
            Section("Phones") {
                PhoneRow { $0.value = "555-0100" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.insertMode = .addButton(title: "Add phone")
                $0.multivaluedTag = "phones"
                $0.makeRow = { _ in PhoneRow { $0.placeholder = "Phone" } }
            }
        }
        #expect(form.values().jsonString() == #"{"phones":["555-0100"]}"#)
        #expect(form.setValues(["phones": ["555-0100", "555-0199"]]).failures.isEmpty)
        #expect(form.sections[0].rows.count == 2)
    }

    @Test func customRow() throws {
        let form = Form {
            Section {
                RatingRow("stars") {
                    $0.title = "Rating"; $0.value = 4
                }
            }
        }
        #expect(form.row(tag: "stars")?.kind == .rating)
        #expect(form.row(tag: "stars")?.displayText == "★★★★")
        #expect(form.setValues(["stars": "five"]).failures.count == 1)
    }

    @Test func selectors() {
        let form = Form {
            Section {
                PushRow<String>("repeat") {
                    $0.title = "Repeat"
                    $0.options = ["Never", "Every Day", "Every Week"]
                    $0.value = "Never"
                    $0.selectorTitle = "Repeat"
                }
                ActionSheetRow<String>("show") {
                    $0.title = "Show As"; $0.options = ["Busy", "Free"]
                }
                AlertRow<String>("priority") {
                    $0.title = "Priority"; $0.options = ["Low", "High"]
                }
                MultipleSelectorRow<String>("days") {
                    $0.title = "Days"; $0.options = ["Mon", "Tue", "Wed"]
                }
                PushRow<Int>("alert") {
                    $0.title = "Alert"
                    $0.options = [Option(0, title: "At time of event"), Option(15, title: "15 minutes before")]
                    $0.displayValueFor = { minutes in "\(minutes) minutes before" }
                }
            }
        }
        #expect(form.setValues(["show": "Away", "days": ["Mon", "Wed"]]).failures.map(\.tag) == ["show"])
        #expect(form.row(tag: "repeat")?.displayText == "Never")
        #expect(form.row(Tag<Set<String>>("days"))?.value == ["Mon", "Wed"])
    }

    @Test func inlineRows() {
        let form = Form {
            Section {
                DateRow("starts") {
                    $0.title = "Starts"; $0.presentation = .inline
                }
                PickerRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M"
                }
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        guard let starts = form.row(tag: "starts") else {
            Issue.record("row missing")
            return
        }
        if case .expandedInlineEditor = controller.activate(starts) {} else { Issue.record("should expand inline") }
        #expect(table.snapshot.rowCount == 2) // the picker opens inside its own row: no row added
    }

    @Test func navigation() {
        let form = Form {
            Section {
                NameRow("first") { $0.title = "First name" }
                NameRow("middle") {
                    $0.title = "Middle name"; $0.hidden = true
                }
                NameRow("last") { $0.title = "Last name" }
            }
        }
        let controller = FormController(form: form)
        guard let first = form.row(tag: "first"), let last = form.row(tag: "last") else {
            Issue.record("rows missing")
            return
        }
        let next = controller.nextEditableRow(after: first) // skips hidden, disabled, read-only rows
        #expect(next === last)
        #expect(controller.previousEditableRow(before: last) === first)
        if case .done = controller.returnKeyAction(for: last) {} else { Issue.record("last row should end editing") }
    }

    @Test func changes() {
        var seen: [String] = []
        let form = Form {
            Section {
                SwitchRow("allDay")
                    .onChange { row in seen.append("all day: \(row.value ?? false)") }
                DateRow("ends") { $0.hidden = "$allDay == true" }
            }
        }
        form[Tag<Bool>("allDay")] = true
        #expect(seen == ["all day: true"])
        #expect(form.row(tag: "ends")?.isHidden == true)
    }
}
