/// A row whose value is one of its options: the base of segmented, picker, push,
/// action-sheet and alert rows.
///
/// A value outside the options is refused by `setValues` (as ``ValueError/Reason/notAnOption(_:)``);
/// a row with no options accepts any value of its type, so options may arrive later.
open class OptionsRow<Value: FormValueConvertible & Hashable>: Row<Value>, OptionsProviding {
    /// The choices, in order.
    public var options: [Option<Value>] = [] {
        didSet { if options != oldValue { setNeedsUpdate() } }
    }

    /// Display text for a value not found among the options (Eureka's `displayValueFor`).
    public var displayValueFor: ((Value) -> String)?

    public var optionTitles: [String] { options.map(\.title) }
    public var optionValues: [FormValue] { options.map(\.value.formValue) }

    /// The option whose value is the row's value.
    public var selectedOption: Option<Value>? {
        guard let value else { return nil }
        return options.first { $0.value == value }
    }

    open override func format(_ value: Value) -> String {
        if let option = options.first(where: { $0.value == value }) { return option.title }
        return displayValueFor?(value) ?? super.format(value)
    }

    open override func rejection(of candidate: Value) -> ValueError.Reason? {
        options.isEmpty || options.contains(where: { $0.value == candidate }) ? nil : .notAnOption(candidate.formValue)
    }
}

/// A segmented control.
///
/// ```swift
/// SegmentedRow<String>("size") { $0.options = ["S", "M", "L"]; $0.value = "M" }
/// ```
public final class SegmentedRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    public override var kind: RowKind { .segmented }
}

/// A picker wheel that expands inside its row.
public final class PickerRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    public override var kind: RowKind { .picker }
}

/// A row that pushes a list of options and comes back with the choice.
public final class PushRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    public override var kind: RowKind { .pushSelector }
    /// The title of the options screen; the row's title when `nil`.
    public var selectorTitle: String?
}

/// A row that offers its options in an action sheet.
public final class ActionSheetRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    public override var kind: RowKind { .actionSheet }
    /// The sheet's title; the row's title when `nil`.
    public var selectorTitle: String?
}

/// A row that offers its options in an alert.
public final class AlertRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    public override var kind: RowKind { .alert }
    /// The alert's title; the row's title when `nil`.
    public var selectorTitle: String?
}

/// A row whose value is a set of its options.
///
/// ```swift
/// MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue", "Wed"]; $0.value = ["Mon"] }
/// ```
public final class MultipleSelectorRow<Element: FormValueConvertible & Hashable>: Row<Set<Element>>,
    RowConfigurable, OptionsProviding
{
    public override var kind: RowKind { .multipleSelector }

    /// The choices, in order.
    public var options: [Option<Element>] = [] {
        didSet { if options != oldValue { setNeedsUpdate() } }
    }

    public var optionTitles: [String] { options.map(\.title) }
    public var optionValues: [FormValue] { options.map(\.value.formValue) }

    /// Reported in the options' order (not the set's), so values read the same every time.
    public override var formValue: FormValue {
        guard let value else { return .null }
        let ordered = options.map(\.value).filter { value.contains($0) }
        let rest = value.subtracting(ordered).map(\.formValue).sorted { $0.jsonString() < $1.jsonString() }
        return .array(ordered.map(\.formValue) + rest)
    }

    public override func format(_ value: Set<Element>) -> String {
        options.filter { value.contains($0.value) }.map(\.title).joined(separator: ", ")
    }

    public override func rejection(of candidate: Set<Element>) -> ValueError.Reason? {
        if options.isEmpty { return nil }
        let stranger = candidate.first { element in !options.contains { $0.value == element } }
        return stranger.map { .notAnOption($0.formValue) }
    }

    /// Adds or removes one option's value, as tapping it in the list does.
    public func toggle(_ element: Element) {
        var set = value ?? []
        if set.contains(element) { set.remove(element) } else { set.insert(element) }
        value = set
    }
}
