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
        var content = defaultContentConfiguration()
        content.text = row.title
        content.textProperties.alignment = .center
        content.textProperties.color = isRowEnabled ? tintColor : .secondaryLabel
        contentConfiguration = content
        setAccessibilityTrait(Trait.button, true)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        guard let row, let host else { return }
        configure(for: row, host: host)
    }
}
#endif
