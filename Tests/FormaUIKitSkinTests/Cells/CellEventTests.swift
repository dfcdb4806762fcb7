import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// What a person does to each cell's control reaches the form through the controller, and a
/// cell without a row (never configured, or left by its row) ignores events.
@MainActor
@Suite("Cell events on the stand-in")
struct CellEventTests {
    /// Each built-in cell made in code, as an app or UIKit makes it.
    static let builtInCells: [(type: FormCell.Type, make: @MainActor () -> FormCell)] = [
        (TextFieldCell.self, { TextFieldCell(style: .default, reuseIdentifier: "x") }),
        (TextViewCell.self, { TextViewCell(style: .default, reuseIdentifier: "x") }),
        (SwitchCell.self, { SwitchCell(style: .default, reuseIdentifier: "x") }),
        (CheckCell.self, { CheckCell(style: .default, reuseIdentifier: "x") }),
        (SliderCell.self, { SliderCell(style: .default, reuseIdentifier: "x") }),
        (StepperCell.self, { StepperCell(style: .default, reuseIdentifier: "x") }),
        (SegmentedCell.self, { SegmentedCell(style: .default, reuseIdentifier: "x") }),
        (DatePickerCell.self, { DatePickerCell(style: .default, reuseIdentifier: "x") }),
        (PickerCell.self, { PickerCell(style: .default, reuseIdentifier: "x") }),
        (PickerInputCell.self, { PickerInputCell(style: .default, reuseIdentifier: "x") }),
        (ValueCell.self, { ValueCell(style: .default, reuseIdentifier: "x") }),
        (ButtonCell.self, { ButtonCell(style: .default, reuseIdentifier: "x") }),
    ]

    @Test func cellsMadeInCodeAndByTheTableAreAlike() throws {
        Skin.reportBrokenRules()
        for (type, make) in Self.builtInCells {
            let coded = try #require(type.init(coder: NSCoder()))
            let made = make()
            #expect(UIKitStateDump.dump(coded) == UIKitStateDump.dump(made), "\(type)")
        }
    }

    @Test func aCellWithoutARowIgnoresEvents() throws {
        Skin.reportBrokenRules()
        let field = TextFieldCell(style: .default, reuseIdentifier: nil)
        field.textField.sendActions(for: .editingChanged)
        #expect(!field.textFieldShouldBeginEditing(field.textField))
        field.textFieldDidBeginEditing(field.textField)
        field.textFieldDidEndEditing(field.textField)
        #expect(field.textFieldShouldReturn(field.textField))
        #expect(!field.focus())
        let view = TextViewCell(style: .default, reuseIdentifier: nil)
        view.textViewDidBeginEditing(view.textView)
        view.textViewDidEndEditing(view.textView)
        view.textViewDidChange(view.textView)
        #expect(!view.textViewShouldBeginEditing(view.textView))
        let toggle = SwitchCell(style: .default, reuseIdentifier: nil)
        toggle.toggle.sendActions(for: .valueChanged)
        let slider = SliderCell(style: .default, reuseIdentifier: nil)
        slider.slider.sendActions(for: [.valueChanged, .touchUpInside])
        let stepper = StepperCell(style: .default, reuseIdentifier: nil)
        stepper.stepper.sendActions(for: .valueChanged)
        stepper.accessibilityIncrement()
        let segments = SegmentedCell(style: .default, reuseIdentifier: nil)
        segments.segments.sendActions(for: .valueChanged)
        segments.accessibilityDecrement()
        let date = DatePickerCell(style: .default, reuseIdentifier: nil)
        date.datePicker.sendActions(for: .valueChanged)
        #expect(!date.focus())
        let picker = PickerCell(style: .default, reuseIdentifier: nil)
        picker.pickerView(picker.pickerView, didSelectRow: 0, inComponent: 0)
        #expect(picker.numberOfComponents(in: picker.pickerView) == 1)
        #expect(picker.pickerView(picker.pickerView, titleForRow: 5, forComponent: 0) == nil)
        #expect(!picker.focus())
        #expect(!picker.isRowEnabled && picker.titleColor == .label)
    }

    @Test func aCellGivenARowOfAnotherEditorDrawsOnlyTheFrame() throws {
        let skin = Skin(Form { Section { TextRow("text") { $0.title = "Text" } } })
        let row = try #require(skin.screen.form.row(tag: "text"))
        for (type, make) in Self.builtInCells where type != TextFieldCell.self && type != TextViewCell.self {
            let cell = make()
            cell.configure(for: row, host: skin.screen)
            #expect(cell.titleLabel.text == "Text" || type == ButtonCell.self, "\(type)")
        }
        let field = TextFieldCell(style: .default, reuseIdentifier: nil)
        let toggle = try #require(Skin(Form { Section { SwitchRow("on") } }).screen.form.row(tag: "on"))
        field.configure(for: toggle, host: skin.screen)
        #expect(!field.textField.isEnabled)
    }

    @Test func switchesSteppersAndSegmentsSetTheirRows() throws {
        let skin = Skin(
            Form {
                Section {
                    SwitchRow("on") { $0.value = false }
                    StepperRow("count") {
                        $0.minimum = 0; $0.maximum = 5; $0.value = 2
                    }
                    SegmentedRow<String>("plan") { $0.options = ["Free", "Pro"] }
                    CheckRow("check")
                }
            })
        let toggle = try #require(skin.cell(tag: "on", as: SwitchCell.self))
        toggle.toggle.isOn = true
        toggle.toggle.sendActions(for: .valueChanged)
        #expect(skin.screen.form.values()["on"] == .bool(true))
        let stepper = try #require(skin.cell(tag: "count", as: StepperCell.self))
        stepper.stepper.value = 3
        stepper.stepper.sendActions(for: .valueChanged)
        stepper.accessibilityIncrement()
        #expect(skin.screen.form.values()["count"] == .double(4))
        stepper.accessibilityDecrement()
        #expect(skin.screen.form.values()["count"] == .double(3))
        let segments = try #require(skin.cell(tag: "plan", as: SegmentedCell.self))
        segments.segments.selectedSegmentIndex = 1
        segments.segments.sendActions(for: .valueChanged)
        #expect(skin.screen.form.values()["plan"] == .string("Pro"))
        segments.accessibilityDecrement()
        #expect(skin.screen.form.values()["plan"] == .string("Free"))
        segments.accessibilityIncrement()
        #expect(skin.screen.form.values()["plan"] == .string("Pro"))
        skin.tap(tag: "check")
        #expect(skin.cell(tag: "check", as: CheckCell.self)?.accessoryType == .checkmark)
    }

    @Test func datePickersPickDatesAndDurationsAndTakeFocusAsTheKeyboard() throws {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let skin = Skin(
            Form {
                Section {
                    DateRow("day") { $0.presentation = .input }
                    CountDownRow("timer") { $0.value = 60 }
                    TimeRow("time") { $0.value = day }
                }
            })
        let input = try #require(skin.cell(tag: "day", as: DatePickerCell.self))
        #expect(input.inputView === input.datePicker && input.inputAccessoryView === skin.screen.inputAccessoryBar)
        #expect(input.focus())
        #expect(skin.screen.formController.focusedRow === skin.screen.form.row(tag: "day"))
        input.datePicker.date = day
        input.datePicker.sendActions(for: .valueChanged)
        #expect(skin.screen.form.values()["day"] != .null)
        #expect(skin.screen.focusNextRow() == false || skin.window.firstResponder !== input)
        skin.screen.view.endEditing(true)
        #expect(skin.screen.formController.focusedRow == nil)
        let timer = try #require(skin.cell(tag: "timer", as: DatePickerCell.self))
        #expect(timer.datePicker.datePickerMode == .countDownTimer)
        skin.tap(tag: "timer")
        timer.datePicker.countDownDuration = 300
        timer.datePicker.sendActions(for: .valueChanged)
        #expect(skin.screen.form.values()["timer"] == .double(300))
        let time = try #require(skin.cell(tag: "time", as: DatePickerCell.self))
        #expect(time.datePicker.datePickerMode == .time && time.inputView == nil && time.inputAccessoryView == nil)
    }

    @Test func anInlineWheelExpandsInsideItsRow() throws {
        let skin = Skin(Form { Section { PickerRow<String>("size") { $0.options = ["S", "M"] } } })
        skin.tap(tag: "size")
        let cell = try #require(skin.cell(tag: "size", as: PickerCell.self))
        #expect(!cell.pickerView.isHidden)
        #expect(cell.accessibilityElements?.first as? UIPickerView === cell.pickerView)
        #expect(cell.inputView == nil && cell.inputAccessoryView == nil && !cell.focus())
        #expect(cell.pickerView(cell.pickerView, titleForRow: 1, forComponent: 0) == "S")
    }

    @Test func fieldsScrolledAwayWhileEditingLetGoOfTheirRow() throws {
        let skin = Skin(
            Form {
                Section {
                    TextRow("a")
                    TextAreaRow("b")
                    PickerRow<String>("c") {
                        $0.options = ["x"]; $0.presentation = .input
                    }
                    DateRow("d") { $0.presentation = .input }
                }
            })
        for tag in ["a", "b", "c", "d"] {
            let cell = try #require(skin.cell(tag: tag, as: FormCell.self))
            #expect(cell.focus(), "\(tag)")
            cell.prepareForReuse()
            #expect(skin.window.firstResponder == nil, "\(tag)")
            #expect(skin.screen.formController.focusedRow == nil, "\(tag)")
        }
    }

    @Test func rightToLeftAndAccessibilitySizesLayTheRowOut() throws {
        Skin.reportBrokenRules()
        let screen = FormViewController()
        let window = UIWindow()
        let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
        UITraitCollection.current = rightToLeft
        defer { UITraitCollection.current = UITraitCollection() }
        window.setTraits(rightToLeft)
        screen.form = Form {
            Section {
                TextRow("a") { $0.title = "A" }
                PushRow<String>("b") {
                    $0.title = "B"; $0.options = ["x"]
                }
                DateRow("c") { $0.title = "C" }
                PickerRow<String>("d") {
                    $0.title = "D"; $0.options = ["x"]
                }
            }
        }
        window.rootViewController = screen
        let field = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextFieldCell)
        #expect(field.textField.textAlignment == .left)
        let value = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ValueCell)
        #expect(value.valueLabel.textAlignment == .left)
        window.setTraits(
            UITraitCollection(preferredContentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft))
        #expect(field.usesStackedLayout)
        #expect(field.textField.textAlignment == .natural)
        #expect(value.valueLabel.textAlignment == .natural)
    }

    @Test func theAddRowLeadsWithAPlusAndFollowsTheTint() throws {
        let skin = Skin(
            Form {
                Section { NameRow { $0.value = "Ada" } }.configured {
                    $0.multivalued = [.insert, .delete]
                    $0.multivaluedTag = "people"
                    $0.makeRow = { _ in NameRow() }
                }
            })
        let add = try #require(skin.cell(0, 1, as: ButtonCell.self))
        #expect(add.titleLabel.textAlignment == .natural)
        add.tintColor = .systemOrange
        add.tintColorDidChange()
        #expect(add.titleLabel.textColor == .systemOrange)
        skin.table._tapRow(at: IndexPath(row: 1, section: 0))
        #expect(skin.table.numberOfRows(inSection: 0) == 3)
        #expect(skin.window.firstResponder === skin.cell(0, 1, as: TextFieldCell.self)?.textField)
    }
}
