#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell showing a switch row: its title, then a `UISwitch`. Flipping the switch sets the
    /// row's value through the controller.
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
            toggle.setContentHuggingPriority(.required, for: .horizontal)
            toggle.addAction(UIAction { [weak self] _ in self?.toggleChanged() }, for: .valueChanged)
            installEditor(toggle)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .toggle(let isOn) = presentation?.editor else { return }
            if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
            toggle.isEnabled = isRowEnabled
            // The switch is the row's one accessibility element and says "on" or "off" itself.
            exposeToAccessibility(toggle)
        }

        open override var respondsToTap: Bool { false }

        private func toggleChanged() {
            guard let row, let host else { return }
            host.setValue(.bool(toggle.isOn), for: row)
        }
    }
#endif
