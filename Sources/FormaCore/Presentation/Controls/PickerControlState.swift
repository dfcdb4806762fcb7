/// Everything an option wheel shows, decided once: its rows, the selected one, whether the
/// wheel is on screen and whether it can be used. A renderer applies the whole state on
/// every configure, so a reused wheel never keeps another row's position.
///
/// A row without a value leads with an empty row, selected, so every option — the first
/// one too — is a change of selection the person can make.
///
/// ```swift
/// let state = list.pickerState(isEnabled: true, emptyTitle: "—")
/// titles = state.rows; wheel.reloadAllComponents()
/// wheel.selectRow(state.selectedRow, inComponent: 0, animated: false)
/// // didSelectRow: if let option = state.option(atRow: row) { host.chooseOption(at: option, for: formRow) }
/// ```
package struct PickerControlState: Sendable, Hashable {
    /// The wheel's rows, in order.
    package internal(set) var rows: [String]
    /// The row the wheel shows selected.
    package internal(set) var selectedRow: Int
    /// `true` when the first row stands for "no value" rather than an option.
    package internal(set) var leadsWithEmptyRow: Bool
    /// `true` when the wheel is on screen: expanded inside the row, or as the keyboard.
    package internal(set) var showsWheel: Bool
    /// `true` when the wheel replaces the keyboard.
    package internal(set) var presentsAsInputView: Bool
    /// `false` when the row cannot be edited now.
    package internal(set) var isEnabled: Bool

    /// The index of the option a wheel row stands for, or `nil` for the empty row or a row
    /// outside the wheel.
    package func option(atRow row: Int) -> Int? {
        let option = leadsWithEmptyRow ? row - 1 : row
        let count = leadsWithEmptyRow ? rows.count - 1 : rows.count
        return option >= 0 && option < count ? option : nil
    }
}

extension ChoiceListEditor {
    /// The complete state of the wheel editing this list.
    ///
    /// - Parameters:
    ///   - isEnabled: whether the row can be edited now.
    ///   - emptyTitle: the title of the leading empty row of a row without a value.
    package func pickerState(isEnabled: Bool, emptyTitle: String) -> PickerControlState {
        let selected = selectedIndex.flatMap { titles.indices.contains($0) ? $0 : nil }
        let leads = selected == nil
        return PickerControlState(
            rows: leads ? [emptyTitle] + titles : titles, selectedRow: selected ?? 0, leadsWithEmptyRow: leads,
            showsWheel: isExpanded || presentsAsInputView, presentsAsInputView: presentsAsInputView,
            isEnabled: isEnabled)
    }
}
