import Foundation

/// When a text row's formatter applies.
///
/// ```swift
/// DecimalRow("price") { $0.formatter = currency; $0.formatterMode = .whileTyping }
/// ```
package enum FormatterMode: String, Sendable, Hashable {
    /// The text is formatted when shown; while typing, the person sees their own text.
    case onDisplay
    /// The text is reformatted after every change that makes a valid value.
    case whileTyping
}

/// A single-line text field: what it shows and how it is typed into.
///
/// ```swift
/// if case .textField(let field) = presentation.editor {
///     textField.text = field.text
///     textField.isSecureTextEntry = field.traits.isSecure
/// }
/// ```
package struct TextFieldEditor: Sendable, Hashable {
    /// The text in the field: what the person typed if it is not (yet) a valid value,
    /// otherwise the value as editable text.
    package var text: String
    /// Keyboard, capitalisation, correction, secure entry.
    package var traits: TextInputTraits
    /// When the row's formatter applies.
    package var formatterMode: FormatterMode
    /// `true` when ``text`` is kept as typed because it is not a valid value of the row.
    package var isDraft: Bool

    /// Creates a text field editor.
    package init(
        text: String, traits: TextInputTraits, formatterMode: FormatterMode = .onDisplay, isDraft: Bool = false
    ) {
        self.text = text
        self.traits = traits
        self.formatterMode = formatterMode
        self.isDraft = isDraft
    }
}

/// A multi-line text view. Return inserts a newline; the view grows with its text.
///
/// ```swift
/// if case .textView(let view) = presentation.editor { textView.text = view.text }
/// ```
package struct TextViewEditor: Sendable, Hashable {
    /// The text in the view.
    package var text: String
    /// How the view is typed into.
    package var traits: TextInputTraits

    /// Creates a text view editor.
    package init(text: String, traits: TextInputTraits) {
        self.text = text
        self.traits = traits
    }
}

/// A bounded number: a slider's or a stepper's value, range and step.
///
/// ```swift
/// if case .slider(let slider) = presentation.editor {
///     control.minimumValue = Float(slider.minimum); control.value = Float(slider.value ?? slider.minimum)
/// }
/// ```
package struct NumberRangeEditor: Sendable, Hashable {
    /// The value, or `nil` when the row is empty.
    package var value: Double?
    /// The smallest value.
    package var minimum: Double
    /// The largest value.
    package var maximum: Double
    /// The step between values (0 for a continuous slider).
    package var step: Double
    /// The value as the row formats it, for a label beside the control.
    package var valueText: String?

    /// Creates a number range editor.
    package init(value: Double?, minimum: Double, maximum: Double, step: Double, valueText: String?) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.valueText = valueText
    }
}

/// A list of choices shown in the row itself: a segmented control or an option wheel.
///
/// ```swift
/// if case .segmented(let list) = presentation.editor {
///     list.titles.enumerated().forEach { control.insertSegment(withTitle: $1, at: $0, animated: false) }
///     control.selectedSegmentIndex = list.selectedIndex ?? -1
/// }
/// ```
package struct ChoiceListEditor: Sendable, Hashable {
    /// The options' titles, in order.
    package var titles: [String]
    /// The index of the chosen option, or `nil` when none is (or the value is not an option).
    package var selectedIndex: Int?
    /// For a picker: `true` while its wheel is expanded inside the row.
    package var isExpanded: Bool
    /// For a picker: `true` when its wheel replaces the keyboard (``PickerPresentation/input``):
    /// it then takes focus like a text field and is visited by previous, next and Return.
    package var presentsAsInputView: Bool

    /// The option a step of `offset` from the chosen one lands on, within the list (the first
    /// or last when none is chosen), as swiping up or down on an adjustable control does;
    /// `nil` when the step changes nothing.
    ///
    /// ```swift
    /// ChoiceListEditor(titles: ["S", "M", "L"], selectedIndex: 2).index(steppedBy: 1)   // nil: L is last
    /// ```
    package func index(steppedBy offset: Int) -> Int? {
        guard !titles.isEmpty, offset != 0 else { return nil }
        let current = selectedIndex.flatMap { titles.indices.contains($0) ? $0 : nil }
        let start = current ?? (offset > 0 ? -1 : titles.count)
        let next = Swift.min(Swift.max(start + offset, 0), titles.count - 1)
        return next == current ? nil : next
    }

    /// Creates a choice list editor.
    package init(titles: [String], selectedIndex: Int?, isExpanded: Bool = false, presentsAsInputView: Bool = false) {
        self.titles = titles
        self.selectedIndex = selectedIndex
        self.isExpanded = isExpanded
        self.presentsAsInputView = presentsAsInputView
    }
}

/// A date, time, date-time or countdown picker.
///
/// Renderers show it by its ``presentation``: inside the row when expanded (inline), as a
/// popover or compact control, or in place of the keyboard. Dates are picked in the form's
/// ``FormattingEnvironment``.
///
/// ```swift
/// if case .datePicker(let picker) = presentation.editor, picker.isExpanded {
///     wheel.datePickerMode = picker.mode == .time ? .time : .date
///     wheel.minuteInterval = picker.minuteInterval
/// }
/// ```
package struct DatePickerEditor: Sendable, Hashable {
    /// What is picked.
    package enum Mode: String, Sendable, Hashable {
        /// A calendar day.
        case date
        /// A time of day.
        case time
        /// A day and a time of day.
        case dateAndTime
        /// A duration in hours and minutes.
        case countdown
    }

    /// What is picked.
    package var mode: Mode
    /// The date, for every mode but countdown; `nil` when empty.
    package var date: Date?
    /// The duration in seconds, for countdown; `nil` when empty.
    package var duration: Double?
    /// The earliest date allowed.
    package var minimum: Date?
    /// The latest date allowed.
    package var maximum: Date?
    /// The step of the minutes wheel, 1 to 30.
    package var minuteInterval: Int
    /// Inline, popover or in place of the keyboard.
    package var presentation: DatePresentation
    /// `true` while the picker is expanded inside its row (or its popover is open).
    package var isExpanded: Bool

    /// Creates a date picker editor.
    package init(
        mode: Mode, date: Date? = nil, duration: Double? = nil, minimum: Date? = nil, maximum: Date? = nil,
        minuteInterval: Int = 1, presentation: DatePresentation = .inline, isExpanded: Bool = false
    ) {
        self.mode = mode
        self.date = date
        self.duration = duration
        self.minimum = minimum
        self.maximum = maximum
        self.minuteInterval = minuteInterval
        self.presentation = presentation
        self.isExpanded = isExpanded
    }
}

/// How a selector screen is shown.
package enum SelectorStyle: String, Sendable, Hashable {
    /// A list pushed onto the navigation stack; choosing pops it.
    case push
    /// An action sheet (a popover from the row on iPad).
    case actionSheet
    /// An alert.
    case alert
    /// A left choice, then one of the right choices it offers.
    case leftRight
    /// A pushed list where several choices are checked; leaving it commits.
    case multiple

    /// `true` for the styles shown as a list of their own (push, multiple, left-right),
    /// which renderers mark with a disclosure indicator; action sheets and alerts open over
    /// the form.
    package var pushesList: Bool {
        switch self {
        case .push, .multiple, .leftRight: true
        case .actionSheet, .alert: false
        }
    }
}

/// A row that opens a selector screen when activated.
///
/// ```swift
/// if case .selector(let selector) = presentation.editor {
///     cell.accessoryType = selector.style == .push || selector.style == .multiple ? .disclosureIndicator : .none
/// }
/// ```
package struct SelectorEditor: Sendable, Hashable {
    /// How the screen is shown.
    package var style: SelectorStyle
    /// The screen's title.
    package var title: String?

    /// Creates a selector editor.
    package init(style: SelectorStyle, title: String?) {
        self.style = style
        self.title = title
    }
}

/// A button row.
///
/// ```swift
/// if case .button(let button) = presentation.editor, button.role == .add { cell.imageView?.image = plus }
/// ```
package struct ButtonEditor: Sendable, Hashable {
    /// What the button does.
    package enum Role: String, Sendable, Hashable {
        /// The row's own actions.
        case action
        /// Adds a row to its multivalued section.
        case add
    }

    /// What the button does.
    package var role: Role

    /// Creates a button editor.
    package init(role: Role = .action) {
        self.role = role
    }
}

/// A custom row's editor: the name of the cell (or terminal widget) that draws it, and the
/// row's value as data.
///
/// ```swift
/// final class RatingRow: Row<Int>, RowConfigurable {
///     override var kind: RowKind { "rating" }
/// }
/// // presentation(of: rating).editor == .custom(CustomEditor(name: "rating", value: .int(4)))
/// ```
package struct CustomEditor: Sendable, Hashable {
    /// The name renderers register a cell under; the row's kind unless the row says otherwise.
    package var name: String
    /// The row's value, for renderers that draw it.
    package var value: FormValue

    /// Creates a custom editor.
    package init(name: String, value: FormValue = .null) {
        self.name = name
        self.value = value
    }
}
