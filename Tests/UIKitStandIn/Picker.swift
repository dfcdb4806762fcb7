import Foundation

@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A wheel of rows. What it shows is what its data source said at the last reload.
@MainActor
open class UIPickerView: UIView {
    public weak var dataSource: (any UIPickerViewDataSource)?
    public weak var delegate: (any UIPickerViewDelegate)?
    /// The titles shown, as of the last reload.
    public private(set) var shownTitles: [String] = []
    private var selected = -1

    public func reloadAllComponents() {
        let count = dataSource?.pickerView(self, numberOfRowsInComponent: 0) ?? 0
        shownTitles = (0..<max(count, 0)).map { delegate?.pickerView(self, titleForRow: $0, forComponent: 0) ?? "?" }
        if selected >= shownTitles.count { selected = shownTitles.isEmpty ? -1 : shownTitles.count - 1 }
        if selected < 0, !shownTitles.isEmpty { selected = 0 }
    }

    public func selectedRow(inComponent component: Int) -> Int { selected }

    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard shownTitles.indices.contains(row) else {
            UIKitRules.report("UIPickerView: selectRow(\(row)) outside the \(shownTitles.count) rows shown")
            return
        }
        selected = row
    }

    /// Turns the wheel to a row, as a person does.
    public func _spin(to row: Int) {
        guard shownTitles.indices.contains(row) else { return }
        selected = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: 0)
    }
}
