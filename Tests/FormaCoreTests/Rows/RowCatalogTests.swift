import Foundation
import Testing

@testable import FormaCore

@Suite("Row catalog")
struct RowCatalogTests {
    static var rows: [(FormRow, RowKind)] {
        [
            (TextRow(), .text), (NameRow(), .name), (EmailRow(), .email), (PasswordRow(), .password),
            (PhoneRow(), .phone), (URLRow(), .url), (TwitterRow(), .twitter), (AccountRow(), .account),
            (ZipCodeRow(), .zipCode), (IntRow(), .integer), (DecimalRow(), .decimal), (TextAreaRow(), .textArea),
            (SwitchRow(), .switch), (CheckRow(), .check), (SliderRow(), .slider), (StepperRow(), .stepper),
            (SegmentedRow<String>(), .segmented), (DateRow(), .date), (TimeRow(), .time), (DateTimeRow(), .dateTime),
            (CountDownRow(), .countdown), (PickerRow<Int>(), .picker), (PushRow<String>(), .pushSelector),
            (ActionSheetRow<String>(), .actionSheet), (AlertRow<String>(), .alert),
            (MultipleSelectorRow<String>(), .multipleSelector),
            (LeftRightSelectorRow<String, String>(), .leftRightSelector),
            (ButtonRow(), .button), (LabelRow(), .label), (InfoRow(), .info),
        ]
    }

    @Test func everyBuiltInKindHasARow() {
        #expect(Self.rows.map(\.1) == RowKind.builtIn)
        for (row, kind) in Self.rows { #expect(row.kind == kind, "\(row.typeName)") }
    }

    @Test func fieldTraitsFollowTheKind() {
        #expect(EmailRow().traits.keyboard == .emailAddress)
        #expect(EmailRow().traits.capitalization == .none)
        #expect(PasswordRow().traits.isSecure)
        #expect(PasswordRow().isSecret)
        #expect(!TextRow().isSecret)
        #expect(NameRow().traits.capitalization == .words)
        #expect(PhoneRow().traits.keyboard == .phonePad)
        #expect(IntRow().traits.keyboard == .numberPad)
        #expect(DecimalRow().traits.keyboard == .decimalPad)
        #expect(URLRow().traits.keyboard == .url)
        #expect(TextAreaRow().traits.isMultiline)
        #expect(ZipCodeRow().traits.capitalization == .allCharacters)
    }

    @Test func fieldsParseTypedText() {
        #expect(IntRow().value(fromText: " 42 ") == 42)
        #expect(IntRow().value(fromText: "4x") == nil)
        #expect(DecimalRow().value(fromText: "3,5") == 3.5)
        #expect(TextRow().value(fromText: "") == nil)
        #expect(URLRow().value(fromText: "https://swift.org")?.host == "swift.org")
        let row = IntRow {
            $0.formatter = ValueFormatter(format: { "\($0) yrs" }, parse: { Int($0.split(separator: " ")[0]) })
        }
        row.value = 3
        #expect(row.displayText == "3 yrs")
        #expect(row.value(fromText: "7 yrs") == 7)
    }

    @Test func optionsShowTitlesAndRefuseStrangers() throws {
        let row = PushRow<Int>("alert") {
            $0.options = [Option(0, title: "At time"), Option(15, title: "15 minutes before")]
        }
        try row.setFormValue(15)
        #expect(row.displayText == "15 minutes before")
        #expect(row.selectedOption?.title == "15 minutes before")
        #expect(throws: ValueError(tag: "alert", reason: .notAnOption(.int(7)))) { try row.setFormValue(7) }
        #expect(row.value == 15)
        #expect(row.optionTitles == ["At time", "15 minutes before"])
        let custom = PushRow<String> { $0.displayValueFor = { $0.uppercased() } }
        custom.value = "x"
        #expect(custom.displayText == "X")
    }

    @Test func multipleSelectorReportsInOptionOrder() throws {
        let row = MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue", "Wed"] }
        try row.setFormValue(["Wed", "Mon"])
        #expect(row.formValue == ["Mon", "Wed"])
        #expect(row.displayText == "Mon, Wed")
        row.toggle("Tue")
        #expect(row.formValue == ["Mon", "Tue", "Wed"])
        #expect(throws: ValueError.self) { try row.setFormValue(["Sun"]) }
    }

    @Test func leftRightSelector() throws {
        let row = LeftRightSelectorRow<String, String>("city") {
            $0.choices = [
                LeftRightChoice(Option("FR", title: "France"), right: ["Paris", "Lyon"]),
                LeftRightChoice(Option("IT", title: "Italy"), right: ["Rome"]),
            ]
        }
        try row.setFormValue(["left": "FR", "right": "Lyon"])
        #expect(row.displayText == "France – Lyon")
        #expect(row.rightOptions(for: "IT").map(\.title) == ["Rome"])
        #expect(throws: ValueError.self) { try row.setFormValue(["left": "IT", "right": "Paris"]) }
        #expect(throws: ValueError.self) { try row.setFormValue("FR") }
    }

    @Test func boundedNumbersClampToRangeAndStep() {
        let slider = SliderRow {
            $0.minimum = 0; $0.maximum = 10; $0.step = 0.5
        }
        #expect(slider.clamped(12) == 10)
        #expect(slider.clamped(-1) == 0)
        #expect(slider.clamped(3.3) == 3.5)
    }

    @Test func datesShowTheLocalDayAndCountdownsHoursAndMinutes() {
        let date = DateRow { $0.value = Date(timeIntervalSince1970: 0) }
        let timer = CountDownRow { $0.value = 5400 }
        let form = Form {
            Section {
                date; timer
            }
        }
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "en_US"), timeZone: .gmt)
        #expect(date.displayText == "Jan 1, 1970")
        form.formatting.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? .gmt
        #expect(date.displayText == "Dec 31, 1969")
        #expect(date.presentation == .inline)
        #expect(timer.displayText == "1 h 30 min")
    }

    @Test func buttonsRunActionsUnlessDisabled() {
        var taps = 0
        let button = ButtonRow("go").onTap { _ in taps += 1 }
        #expect(button.tap())
        button.disabled = true
        #expect(!button.tap())
        #expect(taps == 1)
        #expect(!button.hasValue)
    }

    final class RatingRow: Row<Int>, RowConfigurable {
        override var kind: RowKind { "rating" }
        override func format(_ value: Int) -> String { String(repeating: "★", count: value) }
    }

    @Test func customRowKinds() {
        let form = Form { Section { RatingRow("stars") { $0.value = 3 } } }
        #expect(form.row(tag: "stars")?.kind == RowKind("rating"))
        #expect(form.row(tag: "stars")?.displayText == "★★★")
        #expect(form.values()["stars"] == 3)
        #expect(form.setValues(["stars": "many"]).failures.map(\.description) == ["'stars' expects int, got string"])
    }
}

@Suite("Secrets")
struct SecretTests {
    @Test func passwordsNeverAppearInDescriptions() {
        let form = Form {
            Section {
                PasswordRow("password") { $0.value = "hunter2" }
                TextRow("user") { $0.value = "ada" }
            }
        }
        var log: [String] = []
        let observation = form.observe { log += $0.valueChanges.map(\.description) }
        defer { observation.cancel() }
        form.setValues(["password": "s3cret-Value"])
        let row = form.row(tag: "password")
        let texts =
            [
                row?.description ?? "", row?.debugDescription ?? "", form.treeDescription, form.debugDescription,
                row?.displayText ?? "", form.values(redactingSecrets: true).jsonString(),
            ] + log
        for text in texts {
            #expect(!text.contains("hunter2"))
            #expect(!text.contains("s3cret"))
        }
        #expect(log == ["password: ••• → •••"])
        #expect(form.values()["password"] == "s3cret-Value", "values() itself carries the real value")
    }
}

@Suite("Tree dump")
struct TreeDumpTests {
    @Test func dumpDrawsTheTree() {
        let form = Form {
            Section("Event", tag: "event") {
                TextRow("title") { $0.value = "Lunch" }
                SwitchRow("allDay") {
                    $0.title = "All-day"; $0.value = false; $0.disabled = true
                }
            }
            Section(footer: "Private") {
                PasswordRow("pin") { $0.value = "1234" }
                ButtonRow("go") {
                    $0.title = "Go"; $0.hidden = true
                }
            }
        }
        #expect(
            form.treeDescription == """
                Form
                ├─ Section "Event" #event
                │  ├─ TextRow "title" = "Lunch"
                │  └─ SwitchRow "allDay" title="All-day" = false [disabled]
                └─ Section
                   ├─ PasswordRow "pin" = ••••••
                   ├─ ButtonRow "go" title="Go" [hidden]
                   └─ footer "Private"
                """)
    }
}
