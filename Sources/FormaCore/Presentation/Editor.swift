/// How a row is edited on screen: the one thing a renderer switches on to pick its control.
///
/// Every built-in row kind maps to one editor, and custom rows name theirs (or a cell of
/// their own with ``custom(_:)``). The payloads carry what the control needs to be drawn
/// now — the text being typed, the bounds, the option titles, whether an inline editor is
/// expanded.
///
/// ```swift
/// switch controller.presentation(of: row).editor {
/// case .textField(let field): drawField(field.text, keyboard: field.traits.keyboard)
/// case .toggle(let isOn): drawSwitch(isOn)
/// case .selector(let selector): drawDisclosure(style: selector.style)
/// case .datePicker(let picker) where picker.isExpanded: drawWheel(picker)
/// default: drawValue()
/// }
/// ```
package enum Editor: Sendable, Hashable {
    /// A single-line text field.
    case textField(TextFieldEditor)
    /// A multi-line text view that grows with its text; Return inserts a newline.
    case textView(TextViewEditor)
    /// An on/off switch.
    case toggle(isOn: Bool)
    /// A check mark toggled by a tap.
    case check(isChecked: Bool)
    /// A slider over a bounded range.
    case slider(NumberRangeEditor)
    /// Minus and plus buttons over a bounded range.
    case stepper(NumberRangeEditor)
    /// A segmented control.
    case segmented(ChoiceListEditor)
    /// A date, time, date-time or countdown picker.
    case datePicker(DatePickerEditor)
    /// An option wheel that expands inside its row.
    case picker(ChoiceListEditor)
    /// A row that opens a selector screen (pushed list, action sheet, alert…).
    case selector(SelectorEditor)
    /// A button: the row's title, run when activated.
    case button(ButtonEditor)
    /// Read-only text.
    case label
    /// A custom row's own editor, drawn by a cell the app registers under this name.
    case custom(CustomEditor)
}

extension Editor {
    /// The kind of control that shows this editor: equal for two editors one control (one
    /// cell class) can show in turn. When a row's control kind changes — a field becoming
    /// multi-line, a wheel moving into the keyboard — renderers must make a new control
    /// rather than reconfigure the old one (``TableUpdate/reloadedRows``).
    ///
    /// ```swift
    /// Editor.toggle(isOn: true).controlKind == Editor.toggle(isOn: false).controlKind   // true
    /// ```
    package var controlKind: String {
        switch self {
        case .textField: "textField"
        case .textView: "textView"
        case .toggle: "toggle"
        case .check: "check"
        case .slider: "slider"
        case .stepper: "stepper"
        case .segmented: "segmented"
        case .datePicker: "datePicker"
        case .picker(let list): list.presentsAsInputView ? "picker.input" : "picker"
        case .selector, .label: "value"
        case .button: "button"
        case .custom(let custom): "custom." + custom.name
        }
    }

    /// `true` for editors that take keyboard focus and are visited by previous / next:
    /// text fields, text views, and date pickers and option wheels presented as the keyboard. This is the one
    /// definition of "typed into": ``FormRow/takesKeyboardFocus`` reads it from the row's editor.
    ///
    /// ```swift
    /// if presentation.editor.takesKeyboardFocus { showAccessoryBar() }
    /// ```
    package var takesKeyboardFocus: Bool {
        switch self {
        case .textField, .textView: true
        case .datePicker(let picker): picker.presentation == .input
        case .picker(let list): list.presentsAsInputView
        default: false
        }
    }
}
