#if canImport(UIKit)
import UIKit

/// A cell showing a button row: its title, centred and tinted. Tapping it runs the row's
/// actions through the controller.
///
/// ```swift
/// ButtonRow("save") { $0.title = "Save" }.onTap { _ in save() }
/// ```
open class ButtonCell: FormCell {
    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        titleLabel.textAlignment = .center
        titleLabel.textColor = isRowEnabled ? tintColor : .secondaryLabel
        titleLabel.text = row.title
        exposeCellToAccessibility()
        accessibilityValue = nil
        setAccessibilityTrait(Trait.button, true)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        titleLabel.textColor = isRowEnabled ? tintColor : .secondaryLabel
    }
}
#endif
