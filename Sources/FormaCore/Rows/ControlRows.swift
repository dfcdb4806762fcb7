/// An on/off switch.
///
/// ```swift
/// SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
/// ```
public final class SwitchRow: Row<Bool>, RowConfigurable {
    override var builtInKind: RowKind { .switch }
    package override func editor(in context: EditorContext) -> Editor { .toggle(isOn: value ?? false) }
    override func formatBuiltIn(_ value: Bool) -> String { PresentationText.onOff(value, in: form) }
}

/// A check mark that toggles when tapped.
public final class CheckRow: Row<Bool>, RowConfigurable {
    override var builtInKind: RowKind { .check }
    package override func editor(in context: EditorContext) -> Editor { .check(isChecked: value ?? false) }
    override func formatBuiltIn(_ value: Bool) -> String { PresentationText.onOff(value, in: form) }
}

/// A row whose number is bounded and stepped: the base of sliders and steppers.
open class BoundedNumberRow: Row<Double> {
    /// The smallest value.
    public var minimum: Double = 0 { didSet { setNeedsUpdate() } }
    /// The largest value.
    public var maximum: Double = 100 { didSet { setNeedsUpdate() } }
    /// The step between values.
    public var step: Double = 1 { didSet { setNeedsUpdate() } }

    /// Refuses a value outside `minimum...maximum` from `setValues` and definitions; a person's
    /// edit through `FormController.setNumber(_:for:)` is clamped instead.
    override func rejectionBuiltIn(of candidate: Double) -> ValueError.Reason? {
        let low = Swift.min(minimum, maximum)
        let high = Swift.max(minimum, maximum)
        guard candidate.isFinite else { return .outOfBounds(.double(candidate), bounds: "a finite number") }
        return (low...high).contains(candidate)
            ? nil : .outOfBounds(.double(candidate), bounds: "between \(format(low)) and \(format(high))")
    }

    /// The value moved into `minimum...maximum` and onto a step.
    package func clamped(_ value: Double) -> Double {
        let low = min(minimum, maximum)
        let high = max(minimum, maximum)
        var result = Swift.min(Swift.max(value, low), high)
        if step > 0 { result = low + ((result - low) / step).rounded() * step }
        return Swift.min(result, high)
    }

    /// Formats the value for display and for the label beside the control.
    public var formatter: ValueFormatter<Double>? {
        didSet { setNeedsUpdate() }
    }

    override func formatBuiltIn(_ value: Double) -> String {
        if let formatter { return formatter.format(value) }
        return PresentationText.number(value, in: form)
    }

    /// The control's state, for `editor(in:)`.
    var rangeEditor: NumberRangeEditor {
        NumberRangeEditor(
            value: value, minimum: Swift.min(minimum, maximum), maximum: Swift.max(minimum, maximum),
            step: Swift.max(step, 0), valueText: displayText)
    }
}

/// A slider over a range.
///
/// ```swift
/// SliderRow("volume") { $0.minimum = 0; $0.maximum = 10; $0.step = 0.5 }
/// ```
public final class SliderRow: BoundedNumberRow, RowConfigurable {
    override var builtInKind: RowKind { .slider }
    package override func editor(in context: EditorContext) -> Editor { .slider(rangeEditor) }
}

/// A stepper (counter) with minus and plus buttons.
public final class StepperRow: BoundedNumberRow, RowConfigurable {
    override var builtInKind: RowKind { .stepper }
    package override func editor(in context: EditorContext) -> Editor { .stepper(rangeEditor) }
}

/// A button: a titled row that runs its actions when tapped. It carries no value.
///
/// ```swift
/// ButtonRow("save") { $0.title = "Save" }.onTap { _ in save() }
/// ```
public final class ButtonRow: FormRow, RowConfigurable {
    package var tapHandlers: [(ButtonRow) -> Void] = []

    override var builtInKind: RowKind { .button }
    package override func editor(in context: EditorContext) -> Editor { .button(ButtonEditor()) }

    /// Adds an action run when the button is tapped.
    @discardableResult
    public func onTap(_ handler: @escaping (ButtonRow) -> Void) -> ButtonRow {
        tapHandlers.append(handler)
        return self
    }

    /// Runs the button's actions, as a renderer does when the button is tapped. A disabled
    /// button does nothing; returns whether the actions ran.
    @discardableResult
    package func tap() -> Bool {
        guard !isDisabled else { return false }
        let run = { for handler in self.tapHandlers { handler(self) } }
        if let form { form.transaction(run) } else { run() }
        return true
    }
}

/// A read-only row showing a title and a text value.
public final class LabelRow: Row<String>, RowConfigurable {
    override var builtInKind: RowKind { .label }
    package override func editor(in context: EditorContext) -> Editor { .label }
}

/// A read-only row showing information, such as a version number; its value is reported
/// like any other. Named as in XLForm, to ease migration (see *Migrating from XLForm* in Forma's documentation).
public final class InfoRow: Row<String>, RowConfigurable {
    override var builtInKind: RowKind { .info }
    package override func editor(in context: EditorContext) -> Editor { .label }
}
