#if canImport(UIKit)
import UIKit

/// A cell showing a switch row: its title, with a switch as the accessory. Flipping the
/// switch sets the row's value through the controller.
///
/// ```swift
/// SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
/// ```
open class SwitchCell: FormCell {
    /// The switch.
    public let toggle = UISwitch()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpToggle()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpToggle()
    }

    private func setUpToggle() {
        accessoryView = toggle
        toggle.addTarget(self, action: #selector(toggleChanged), for: .valueChanged)
    }

    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        var content = defaultContentConfiguration()
        content.text = row.title
        content.textProperties.color = titleColor
        contentConfiguration = content
        let isOn = row.formValue == .bool(true)
        if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
        toggle.isEnabled = isRowEnabled
        toggle.accessibilityLabel = row.title
        toggle.accessibilityIdentifier = row.tag
        // The switch is the accessible element; the cell itself stays out of the way.
        isAccessibilityElement = false
    }

    open override var respondsToTap: Bool { false }

    @objc private func toggleChanged() {
        guard let row, let host else { return }
        host.setValue(.bool(toggle.isOn), for: row)
    }
}
#endif
