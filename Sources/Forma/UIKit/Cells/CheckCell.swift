#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell showing a check row: its title, with a check mark when the value is `true`.
    /// Tapping it toggles the value through the controller.
    ///
    /// ```swift
    /// CheckRow("terms") { $0.title = "I accept the terms" }
    /// ```
    open class CheckCell: FormCell {
        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .check(let isChecked) = presentation?.editor else { return }
            accessoryType = isChecked ? .checkmark : .none
            // Label, value ("On" / "Off") and traits (button, selected) come from the presentation.
            exposeCellToAccessibility()
        }
    }
#endif
