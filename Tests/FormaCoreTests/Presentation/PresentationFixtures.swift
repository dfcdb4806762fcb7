import FormaCore
import Foundation

/// The environment presentation tests pin: US English, UTC.
let pinnedFormatting = FormattingEnvironment(locale: Locale(identifier: "en_US"), timeZone: .gmt)

/// A form of every built-in row kind, its controller and a headless table.
func makeCatalog() -> (form: Form, controller: FormController, table: HeadlessTableView) {
    let form = Form {
        Section("Text") {
            TextRow("text") {
                $0.title = "Text"; $0.placeholder = "Type"
            }
            IntRow("age") { $0.title = "Age" }
            PasswordRow("password") {
                $0.title = "Password"; $0.value = "secret"
            }
            TextAreaRow("notes") { $0.title = "Notes" }
        }
        Section("Controls") {
            SwitchRow("allDay") {
                $0.title = "All-day"; $0.value = false
            }
            CheckRow("agree") { $0.title = "Agree" }
            SliderRow("volume") {
                $0.title = "Volume"; $0.minimum = 0; $0.maximum = 10; $0.step = 0.5; $0.value = 2.5
            }
            StepperRow("guests") {
                $0.title = "Guests"; $0.value = 3
            }
            SegmentedRow<String>("size") {
                $0.options = ["S", "M", "L"]; $0.value = "M"
            }
        }
        Section("Dates") {
            DateRow("birthday") {
                $0.title = "Birthday"; $0.value = Date(timeIntervalSince1970: 0)
            }
            TimeRow("alarm") {
                $0.title = "Alarm"; $0.presentation = .input
            }
            CountDownRow("timer") {
                $0.title = "Timer"; $0.value = 1500
            }
            PickerRow<Int>("count") {
                $0.options = [Option(1, title: "One"), Option(2, title: "Two")]; $0.value = 2
            }
        }
        Section("Choices") {
            PushRow<String>("repeat") {
                $0.title = "Repeat"
                $0.options = [Option("never", title: "Never"), Option("daily", title: "Every Day")]
                $0.value = "daily"
            }
            ActionSheetRow<String>("sheet") { $0.options = ["a", "b"] }
            AlertRow<String>("alert") { $0.options = ["x"] }
            MultipleSelectorRow<String>("days") {
                $0.options = ["Mon", "Tue", "Wed"]; $0.value = ["Tue"]
            }
            LeftRightSelectorRow<String, String>("city") {
                $0.choices = [LeftRightChoice("FR", right: ["Paris", "Lyon"]), LeftRightChoice("IT", right: ["Rome"])]
            }
            ButtonRow("save") { $0.title = "Save" }
            LabelRow("version") {
                $0.title = "Version"; $0.value = "1.0"
            }
        }
    }
    form.formatting = pinnedFormatting
    let controller = FormController(form: form)
    let table = HeadlessTableView()
    controller.tableView = table
    return (form, controller, table)
}

extension FormController {
    /// The presentation of a row by tag, for tests.
    func presentation(ofTag tag: String) -> RowPresentation? {
        form.row(tag: tag).map(presentation(of:))
    }
}

extension TableUpdate {
    /// The rows inserted by every batch of the update.
    var rowsInserted: [TablePath] { batches.flatMap(\.insertedRows) }
    /// The rows deleted by every batch of the update.
    var rowsDeleted: [TablePath] { batches.flatMap(\.deletedRows) }
}
