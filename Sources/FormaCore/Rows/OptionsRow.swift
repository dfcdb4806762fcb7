/// A row whose value is one of its options: the base of segmented, picker, push,
/// action-sheet and alert rows.
///
/// A value outside the options is refused by `setValues` (as ``ValueError/Reason/notAnOption(_:)``);
/// a row with no options accepts any value of its type, so options may arrive later.
open class OptionsRow<Value: FormValueConvertible & Hashable>: Row<Value>, OptionsProviding {
    /// The choices, in order. A `CaseIterable` value type starts with one option per case.
    public var options: [Option<Value>] = [] {
        didSet { if options != oldValue { setNeedsUpdate() } }
    }

    /// Loads the options when the row's selector screen opens (from a server, a database);
    /// the screen shows a loading state meanwhile and can be cancelled.
    ///
    /// ```swift
    /// PushRow<String>("city") { $0.optionsLoader = { try await api.cities().map { Option($0) } } }
    /// ```
    public var optionsLoader: (@Sendable () async throws -> [Option<Value>])?

    /// The title of the selector screen or wheel; the row's title when `nil`.
    /// Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
    public var selectorTitle: String? {
        didSet { if selectorTitle != oldValue { setNeedsUpdate() } }
    }

    public required init(tag: String?) {
        super.init(tag: tag)
        options = Option<Value>.allCases
    }

    /// Display text for a value not found among the options. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
    public var displayValueFor: ((Value) -> String)? {
        didSet { setNeedsUpdate() }
    }

    package var optionTitles: [String] { options.map(\.title) }
    package var optionValues: [FormValue] { options.map(\.value.formValue) }

    /// The option whose value is the row's value.
    public var selectedOption: Option<Value>? {
        guard let value else { return nil }
        return options.first { $0.value == value }
    }

    override func formatBuiltIn(_ value: Value) -> String {
        if let option = options.first(where: { $0.value == value }) { return option.title }
        return displayValueFor?(value) ?? super.formatBuiltIn(value)
    }

    override func rejectionBuiltIn(of candidate: Value) -> ValueError.Reason? {
        options.isEmpty || options.contains(where: { $0.value == candidate }) ? nil : .notAnOption(candidate.formValue)
    }
}

extension OptionsRow {
    /// The index of the option holding the row's value.
    var selectedIndex: Int? {
        guard let value else { return nil }
        return options.firstIndex { $0.value == value }
    }

    /// The options as choices in sections: consecutive options with the same section
    /// title form one section.
    package func selectorSections() -> [SelectorSection] {
        SelectorSection.grouping(
            options.enumerated().map { index, option in
                (
                    option.section,
                    SelectorChoice(
                        id: index, title: option.title, value: option.value.formValue, isSelected: option.value == value
                    )
                )
            })
    }

    /// One choice: an options row picks one option.
    package var allowsMultipleSelection: Bool { false }
}

extension OptionsRow: AsyncOptionsLoading {
    func makeOptionsLoad() -> OptionsLoad? {
        guard let loader = optionsLoader else { return nil }
        return OptionsLoad(
            fetch: { try await loader() },
            store: { [weak self] loaded in self?.options = loaded.compactMap { $0 as? Option<Value> } })
    }
}

/// A segmented control.
///
/// ```swift
/// SegmentedRow<String>("size") { $0.options = ["S", "M", "L"]; $0.value = "M" }
/// ```
public final class SegmentedRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    override var builtInKind: RowKind { .segmented }
    package override func editor(in context: EditorContext) -> Editor {
        .segmented(ChoiceListEditor(titles: optionTitles, selectedIndex: selectedIndex))
    }
}

/// Where a picker row's wheel appears.
public enum PickerPresentation: String, Sendable, Hashable {
    /// The wheel expands inside the row.
    case inline
    /// The wheel replaces the keyboard; the row takes focus like a text field.
    case input
}

/// A picker wheel that expands inside its row, or replaces the keyboard.
///
/// ```swift
/// PickerRow<String>("size") { $0.options = ["S", "M", "L"]; $0.presentation = .input }
/// ```
public final class PickerRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable {
    override var builtInKind: RowKind { .picker }
    /// Where the wheel appears; inside the row unless set to ``PickerPresentation/input``.
    public var presentation: PickerPresentation = .inline { didSet { setNeedsUpdate() } }
    package override func editor(in context: EditorContext) -> Editor {
        .picker(
            ChoiceListEditor(
                titles: optionTitles, selectedIndex: selectedIndex,
                isExpanded: context.isExpanded && presentation == .inline, presentsAsInputView: presentation == .input))
    }
}

/// A row that pushes a list of options and comes back with the choice. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class PushRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable,
    SelectorProviding
{
    override var builtInKind: RowKind { .pushSelector }
    package var selectorStyle: SelectorStyle { .push }
    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .push, title: selectorTitle ?? title))
    }
}

/// A row that offers its options in an action sheet. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class ActionSheetRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable,
    SelectorProviding
{
    override var builtInKind: RowKind { .actionSheet }
    package var selectorStyle: SelectorStyle { .actionSheet }
    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .actionSheet, title: selectorTitle ?? title))
    }
}

/// A row that offers its options in an alert. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
public final class AlertRow<Value: FormValueConvertible & Hashable>: OptionsRow<Value>, RowConfigurable,
    SelectorProviding
{
    override var builtInKind: RowKind { .alert }
    package var selectorStyle: SelectorStyle { .alert }
    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .alert, title: selectorTitle ?? title))
    }
}

/// A row whose value is a set of its options. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
///
/// ```swift
/// MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue", "Wed"]; $0.value = ["Mon"] }
/// ```
public final class MultipleSelectorRow<Element: FormValueConvertible & Hashable>: Row<Set<Element>>,
    RowConfigurable, OptionsProviding, SelectorProviding
{
    override var builtInKind: RowKind { .multipleSelector }

    /// The choices, in order. A `CaseIterable` element type starts with one option per case.
    public var options: [Option<Element>] = [] {
        didSet { if options != oldValue { setNeedsUpdate() } }
    }

    /// The title of the selector screen; the row's title when `nil`.
    /// Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
    public var selectorTitle: String? {
        didSet { if selectorTitle != oldValue { setNeedsUpdate() } }
    }

    public required init(tag: String?) {
        super.init(tag: tag)
        options = Option<Element>.allCases
    }

    package var selectorStyle: SelectorStyle { .multiple }
    package var allowsMultipleSelection: Bool { true }

    package func selectorSections() -> [SelectorSection] {
        let chosen = value ?? []
        return SelectorSection.grouping(
            options.enumerated().map { index, option in
                (
                    option.section,
                    SelectorChoice(
                        id: index, title: option.title, value: option.value.formValue,
                        isSelected: chosen.contains(option.value))
                )
            })
    }

    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .multiple, title: selectorTitle ?? title))
    }

    package var optionTitles: [String] { options.map(\.title) }
    package var optionValues: [FormValue] { options.map(\.value.formValue) }

    /// Reported in the options' order (not the set's), so values read the same every time.
    public override var formValue: FormValue {
        guard let value else { return .null }
        let ordered = options.map(\.value).filter { value.contains($0) }
        let rest = FormValue.sortedByJSON(value.subtracting(ordered).map(\.formValue))
        return .array(ordered.map(\.formValue) + rest)
    }

    override func formatBuiltIn(_ value: Set<Element>) -> String {
        options.filter { value.contains($0.value) }.map(\.title).joined(separator: ", ")
    }

    override func rejectionBuiltIn(of candidate: Set<Element>) -> ValueError.Reason? {
        if options.isEmpty { return nil }
        let known = Set(options.map(\.value))
        let stranger = candidate.first { !known.contains($0) }
        return stranger.map { .notAnOption($0.formValue) }
    }

    /// Adds or removes one option's value, as tapping it in the list does.
    package func toggle(_ element: Element) {
        var set = value ?? []
        if set.contains(element) { set.remove(element) } else { set.insert(element) }
        value = set
    }
}
