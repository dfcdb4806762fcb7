#if canImport(UIKit)
import UIKit

/// A cell showing a check row: its title, with a check mark when the value is `true`.
/// Tapping it toggles the value through the controller.
///
/// ```swift
/// CheckRow("terms") { $0.title = "I accept the terms" }
/// ```
open class CheckCell: FormCell {
    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        let isChecked = row.formValue == .bool(true)
        accessoryType = isChecked ? .checkmark : .none
        exposeCellToAccessibility()
        accessibilityValue = nil
        setAccessibilityTrait(Trait.button, true)
        setAccessibilityTrait(Trait.selected, isChecked)
    }
}
#endif
