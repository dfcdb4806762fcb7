import Foundation
import Testing

@testable import FormaCore

@Suite("Row presentation")
struct RowPresentationTests {
    @Test func everyBuiltInKindNamesItsEditor() throws {
        let (_, controller, _) = makeCatalog()
        func editor(_ tag: String) throws -> Editor { try #require(controller.presentation(ofTag: tag)).editor }
        #expect(try editor("text") == .textField(TextFieldEditor(text: "", traits: TextInputTraits())))
        #expect(try editor("notes") == .textView(TextViewEditor(text: "", traits: TextInputTraits(isMultiline: true))))
        #expect(try editor("allDay") == .toggle(isOn: false))
        #expect(try editor("agree") == .check(isChecked: false))
        #expect(
            try editor("volume")
                == .slider(NumberRangeEditor(value: 2.5, minimum: 0, maximum: 10, step: 0.5, valueText: "2.5")))
        #expect(
            try editor("guests")
                == .stepper(NumberRangeEditor(value: 3, minimum: 0, maximum: 100, step: 1, valueText: "3")))
        #expect(try editor("size") == .segmented(ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: 1)))
        #expect(
            try editor("birthday") == .datePicker(DatePickerEditor(mode: .date, date: Date(timeIntervalSince1970: 0))))
        #expect(try editor("alarm") == .datePicker(DatePickerEditor(mode: .time, presentation: .input)))
        #expect(try editor("timer") == .datePicker(DatePickerEditor(mode: .countdown, duration: 1500)))
        #expect(try editor("count") == .picker(ChoiceListEditor(titles: ["One", "Two"], selectedIndex: 1)))
        #expect(try editor("repeat") == .selector(SelectorEditor(style: .push, title: "Repeat")))
        #expect(try editor("sheet") == .selector(SelectorEditor(style: .actionSheet, title: nil)))
        #expect(try editor("alert") == .selector(SelectorEditor(style: .alert, title: nil)))
        #expect(try editor("days") == .selector(SelectorEditor(style: .multiple, title: nil)))
        #expect(try editor("city") == .selector(SelectorEditor(style: .leftRight, title: nil)))
        #expect(try editor("save") == .button(ButtonEditor()))
        #expect(try editor("version") == .label)
    }

    @Test func displayTextIsWhatAPersonExpects() throws {
        let (_, controller, _) = makeCatalog()
        func text(_ tag: String) -> String? { controller.presentation(ofTag: tag)?.displayText }
        #expect(text("allDay") == "Off")
        #expect(text("birthday") == "Jan 1, 1970")
        #expect(text("timer") == "25 min")
        #expect(text("repeat") == "Every Day")
        #expect(text("count") == "Two")
        #expect(text("password") == "••••••")
        #expect(text("text") == nil)
        #expect(controller.presentation(ofTag: "text")?.placeholder == "Type")
    }

    @Test func accessibilityIsData() throws {
        let (form, controller, _) = makeCatalog()
        let toggle = try #require(controller.presentation(ofTag: "allDay")).accessibility
        #expect(toggle.label == "All-day")
        #expect(toggle.value == "Off")
        #expect(toggle.traits == [.toggle])
        #expect(toggle.identifier == "allDay")
        let push = try #require(controller.presentation(ofTag: "repeat")).accessibility
        #expect(push.traits.contains(.button))
        #expect(push.hint == form.presentationStrings.selectorHint)
        form.row(tag: "volume")?.disabled = true
        let slider = try #require(controller.presentation(ofTag: "volume"))
        #expect(!slider.isEnabled)
        #expect(slider.accessibility.traits == [.adjustable, .notEnabled])
    }

    @Test func messagesFollowTheTrigger() throws {
        let form = Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"; $0.add(.email)
                }
            }
        }
        let row = try #require(form.row(Tag<String>("email")))
        let controller = FormController(form: form)
        row.value = "nope"
        #expect(controller.presentation(of: row).messages.isEmpty) // not blurred yet
        controller.beginEditing(row)
        controller.endEditing(row)
        #expect(controller.presentation(of: row).messages.count == 1)
    }
}
