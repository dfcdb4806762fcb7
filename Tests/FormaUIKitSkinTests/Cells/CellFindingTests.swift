import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// The findings about cells, each pinned where it happened: a cell configured for one row
/// and then, without `prepareForReuse()`, for another (as `reconfigureRows(at:)` and reuse do).
@MainActor
@Suite("Cells on the stand-in")
struct CellFindingTests {
    @Test func stepperReusedFromOneToEightToTenToTwentyKeepsItsBoundsApart() throws {
        let skin = Skin(
            Form {
                Section {
                    StepperRow("small") {
                        $0.minimum = 1; $0.maximum = 8; $0.value = 3
                    }
                    StepperRow("large") {
                        $0.minimum = 10; $0.maximum = 20; $0.value = 12
                    }
                    StepperRow("back") {
                        $0.minimum = -5; $0.maximum = 0; $0.value = -1
                    }
                }
            })
        let cell = try #require(skin.cell(tag: "small", as: StepperCell.self))
        for tag in ["large", "small", "back", "large"] {
            cell.configure(for: try #require(skin.screen.form.row(tag: tag)), host: skin.screen)
        }
        #expect(cell.stepper.minimumValue == 10 && cell.stepper.maximumValue == 20 && cell.stepper.value == 12)
    }

    @Test func stepperWithOneValueIsDisabledNotRaised() throws {
        let skin = Skin(
            Form {
                Section {
                    StepperRow("one") {
                        $0.minimum = 4; $0.maximum = 4; $0.value = 4
                    }
                }
            })
        let cell = try #require(skin.cell(tag: "one", as: StepperCell.self))
        #expect(!cell.stepper.isEnabled)
        #expect(cell.stepper.value == 4 || cell.stepper.maximumValue > cell.stepper.minimumValue)
    }

    @Test func emptyDateRowDoesNotShowThePreviousRowsDate() throws {
        let earlier = Date(timeIntervalSince1970: 1_000_000_000)
        let skin = Skin(
            Form {
                Section {
                    DateTimeRow("set") {
                        $0.value = earlier; $0.presentation = .popover
                    }
                    DateTimeRow("empty") {
                        $0.placeholder = "Not set"; $0.presentation = .popover
                    }
                }
            })
        let cell = try #require(skin.cell(tag: "set", as: DatePickerCell.self))
        let empty = try #require(skin.screen.form.row(tag: "empty"))
        cell.configure(for: empty, host: skin.screen)
        #expect(cell.datePicker.date != earlier)
        // Empty in popover placement: the placeholder shows, the compact picker does not.
        #expect(!cell.valueLabel.isHidden && cell.valueLabel.text == "Not set")
        #expect(cell.datePicker.superview?.isHidden ?? true)
    }

    @Test func emptyPickerLeadsWithAnEmptyRowSoTheFirstOptionCanBeChosen() throws {
        let skin = Skin(
            Form {
                Section {
                    PickerRow<String>("size") {
                        $0.options = ["S", "M", "L"]; $0.value = "L"
                    }
                    PickerRow<String>("colour") { $0.options = ["Red", "Blue"] }
                }
            })
        let cell = try #require(skin.cell(tag: "size", as: PickerCell.self))
        let colour = try #require(skin.screen.form.row(tag: "colour") as? PickerRow<String>)
        cell.configure(for: colour, host: skin.screen)
        #expect(cell.pickerView.selectedRow(inComponent: 0) == 0)
        #expect(cell.pickerView.shownTitles.count == 3)
        cell.pickerView._spin(to: 1)
        #expect(colour.value == "Red")
    }

    @Test func markedTextIsNotCommittedAndNotShortened() throws {
        let skin = Skin(
            Form {
                Section {
                    NameRow("kanji") {
                        $0.title = "名前"; $0.maximumLength = 3
                    }
                }
            })
        let row = try #require(skin.screen.form.row(tag: "kanji") as? NameRow)
        let cell = try #require(skin.cell(tag: "kanji", as: TextFieldCell.self))
        #expect(cell.focus())
        cell.textField._compose("やまだたろう")
        #expect(row.value == nil)
        #expect(cell.textField.text == "やまだたろう")
        cell.textField._confirmComposition("山田太郎")
        // Confirmed: the value is committed, the length limit applies, and the field shows it.
        #expect(row.value == "山田太")
        #expect(skin.cell(tag: "kanji", as: TextFieldCell.self)?.textField.text == "山田太")
        #expect(cell.textField.isFirstResponder)
    }

    @Test func aFieldRedrawnMidCompositionKeepsTheComposition() throws {
        let skin = Skin(
            Form {
                Section {
                    NameRow("kanji") {
                        $0.title = "名前"; $0.maximumLength = 3; $0.value = "山田"
                    }
                }
            })
        let row = try #require(skin.screen.form.row(tag: "kanji") as? NameRow)
        let cell = try #require(skin.cell(tag: "kanji", as: TextFieldCell.self))
        #expect(cell.focus())
        cell.textField._compose("やまだ")
        // The row is drawn again (its title changes) while the composition, longer than the
        // limit, is on screen: the composition stays, nothing is shortened or committed.
        row.title = "氏名"
        #expect(skin.cell(tag: "kanji", as: TextFieldCell.self) === cell)
        #expect(cell.textField.text == "山田やまだ")
        #expect(cell.textField.markedTextRange != nil)
        #expect(row.value == "山田")
    }

    @Test func textViewCompositionIsNotCommittedAndNotShortened() throws {
        let skin = Skin(Form { Section { TextAreaRow("notes") { $0.maximumLength = 3 } } })
        let row = try #require(skin.screen.form.row(tag: "notes") as? TextAreaRow)
        let cell = try #require(skin.cell(tag: "notes", as: TextViewCell.self))
        #expect(cell.focus())
        cell.textView._compose("やまだたろう")
        #expect(row.value == nil)
        #expect(cell.textView.text == "やまだたろう")
        row.title = "Notes"
        #expect(cell.textView.text == "やまだたろう")
        cell.textView._confirmComposition("山田太郎")
        #expect(row.value == "山田太")
        #expect(cell.textView.text == "山田太")
    }

    @Test func textViewShowsWhatTheModelHoldsWhileEditing() throws {
        let skin = Skin(Form { Section { TextAreaRow("notes") { $0.maximumLength = 5 } } })
        let row = try #require(skin.screen.form.row(tag: "notes") as? TextAreaRow)
        let cell = try #require(skin.cell(tag: "notes", as: TextViewCell.self))
        #expect(cell.focus())
        cell.textView._type("abcdefgh")
        #expect(row.value == "abcde")
        #expect(cell.textView.text == "abcde")
        row.value = "set by code"
        #expect(cell.textView.text == row.value)
        #expect(cell.textView.isFirstResponder)
    }

    @Test func inputPickerKeepsItsWheelAfterAPick() throws {
        let skin = Skin(
            Form {
                Section {
                    PickerRow<String>("seat") {
                        $0.options = ["Window", "Aisle"]; $0.presentation = .input
                    }
                }
            })
        let cell = try #require(skin.cell(tag: "seat", as: PickerInputCell.self))
        #expect(cell.focus())
        #expect(skin.window.firstResponder === cell)
        cell.pickerView._spin(to: 2)
        let shown = try #require(skin.cell(tag: "seat", as: PickerInputCell.self))
        #expect(shown === cell)
        #expect(!cell.pickerView.isHidden)
        #expect(cell.inputView === cell.pickerView)
    }

    @Test func sliderSettlesOnItsStepWhenReleased() throws {
        let skin = Skin(
            Form {
                Section {
                    SliderRow("volume") {
                        $0.minimum = 0; $0.maximum = 10; $0.step = 2
                    }
                }
            })
        let cell = try #require(skin.cell(tag: "volume", as: SliderCell.self))
        cell.slider._isTracking = true
        cell.slider.value = 4.9
        cell.slider.sendActions(for: .valueChanged)
        #expect(cell.slider.value == 4.9)
        cell.slider._isTracking = false
        cell.slider.sendActions(for: .touchUpInside)
        #expect(cell.slider.value == 4)
        #expect((skin.screen.form.row(tag: "volume") as? SliderRow)?.value == 4)
    }

    @Test func requiredIsSpokenForEveryEditor() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("name") {
                        $0.title = "Name"; $0.required = true
                    }
                    SwitchRow("agree") {
                        $0.title = "Agree"; $0.required = true
                    }
                    SliderRow("level") {
                        $0.title = "Level"; $0.required = true
                    }
                    DateRow("day") {
                        $0.title = "Day"; $0.required = true
                    }
                    PickerRow<String>("size") {
                        $0.title = "Size"; $0.options = ["S"]; $0.required = true
                    }
                }
            })
        let spoken: [String?] = [
            skin.cell(tag: "name", as: TextFieldCell.self)?.textField.accessibilityValue,
            skin.cell(tag: "agree", as: SwitchCell.self)?.toggle.accessibilityValue,
            skin.cell(tag: "level", as: SliderCell.self)?.slider.accessibilityValue,
            skin.cell(tag: "day", as: DatePickerCell.self)?.accessibilityValue,
            skin.cell(tag: "size", as: PickerCell.self)?.accessibilityValue,
        ]
        for value in spoken { #expect(value?.contains("Required") == true, "\(value ?? "nil")") }
    }

    @Test func collapsibleHeaderKeepsItsChevronAndMirrorsIt() throws {
        let section = Section("Details") { TextRow("a") }
        section.isCollapsible = true
        let skin = Skin(Form { section })
        let header = try #require(skin.table._header(0) as? CollapsibleHeaderView)
        let chevron = try #require(header.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(chevron.superview === header)
        skin.window.setTraits(UITraitCollection(layoutDirection: .rightToLeft))
        section.isCollapsed = true
        let collapsed = try #require(skin.table._header(0) as? CollapsibleHeaderView)
        let turned = try #require(collapsed.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(turned.transform.quarterTurns == 1)
    }
}
