/// A row that is one choice of a selectable section: checked, it holds its
/// ``selectableValue``; unchecked, it holds nothing. The section's ``Section/selectionMode``
/// decides whether one row or several may be checked (Eureka's `SelectableSection`). The row
/// is named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
///
/// ```swift
/// Section("Size") {
///     for size in ["S", "M", "L"] { ListCheckRow<String>("size\(size)") { $0.title = size; $0.selectableValue = size } }
/// }.configured { $0.selectionMode = .single(allowsDeselection: false) }
/// form.sections[0].selectedValues   // ["M"] once "M" is tapped
/// ```
public final class ListCheckRow<Value: FormValueConvertible & Hashable>: Row<Value>, RowConfigurable, SelectableChoice {
    override var builtInKind: RowKind { .listCheck }

    /// The value the row holds when checked.
    public var selectableValue: Value? {
        didSet { if selectableValue != oldValue { setNeedsUpdate() } }
    }

    package override func editor(in context: EditorContext) -> Editor { .check(isChecked: value != nil) }

    override func formatBuiltIn(_ value: Value) -> String { title ?? super.formatBuiltIn(value) }

    /// `true` when the row is checked.
    package var isChecked: Bool { value != nil }

    func setChecked(_ checked: Bool) {
        value = checked ? selectableValue : nil
    }

    /// Only its own value may be stored: a checked row holds ``selectableValue``.
    override func rejectionBuiltIn(of candidate: Value) -> ValueError.Reason? {
        guard let selectableValue, candidate != selectableValue else { return nil }
        return .notAnOption(candidate.formValue)
    }
}

/// A row that is one choice of a selectable section.
protocol SelectableChoice: FormRow {
    var isChecked: Bool { get }
    func setChecked(_ checked: Bool)
}

extension RowKind {
    /// A choice in a selectable section.
    package static let listCheck: RowKind = "listCheck"
}

/// How many rows of a selectable section may be checked.
public enum SectionSelectionMode: Sendable, Hashable {
    /// One row at a time; tapping the checked row unchecks it when deselection is allowed.
    case single(allowsDeselection: Bool)
    /// Any number of rows.
    case multiple
}

extension Section {
    /// The form values of the checked ``ListCheckRow``s, in order.
    ///
    /// ```swift
    /// section.selectedValues   // ["M"]
    /// ```
    public var selectedValues: [FormValue] {
        rows.filter { ($0 as? any SelectableChoice)?.isChecked == true }.map(\.formValue)
    }
}
