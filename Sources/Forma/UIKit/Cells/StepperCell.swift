#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a stepper row: the title, the value as the row formats it, and a
    /// `UIStepper`. For VoiceOver the row is one adjustable element: swiping up or down steps.
    ///
    /// ```swift
    /// StepperRow("guests") { $0.title = "Guests"; $0.minimum = 1; $0.maximum = 8 }
    /// ```
    open class StepperCell: FormCell {
        /// The stepper.
        public let stepper = UIStepper()
        /// The value as the row formats it.
        public let valueLabel = UILabel()

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpStepper()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpStepper()
        }

        private func setUpStepper() {
            valueLabel.font = .preferredFont(forTextStyle: .body)
            valueLabel.adjustsFontForContentSizeCategory = true
            valueLabel.textColor = .secondaryLabel
            valueLabel.setContentHuggingPriority(.required, for: .horizontal)
            stepper.addAction(UIAction { [weak self] _ in self?.stepped() }, for: .valueChanged)
            let stack = UIStackView(arrangedSubviews: [valueLabel, stepper])
            stack.spacing = 12
            stack.alignment = .center
            installEditor(stack)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .stepper(let range) = presentation?.editor else { return }
            let state = range.controlState(isEnabled: isRowEnabled)
            // `UIStepper` raises when its minimum reaches its maximum: set the bound that keeps
            // them apart first (a reused cell may go from 1…8 to 10…20).
            switch state.boundsOrder(replacingMaximum: stepper.maximumValue) {
            case .minimumFirst:
                stepper.minimumValue = state.minimum
                stepper.maximumValue = state.maximum
            case .maximumFirst:
                stepper.maximumValue = state.maximum
                stepper.minimumValue = state.minimum
            }
            stepper.stepValue = state.step
            stepper.value = state.value
            stepper.isEnabled = state.isEnabled
            valueLabel.text = state.valueText
            exposeCellToAccessibility()
        }

        open override var respondsToTap: Bool { false }

        open override func accessibilityIncrement() {
            onMainActor { [weak self] in self?.step(direction: 1) }
        }

        open override func accessibilityDecrement() {
            onMainActor { [weak self] in self?.step(direction: -1) }
        }

        private func step(direction: Double) {
            guard let row, let host, stepper.isEnabled else { return }
            host.setNumber(stepper.value + direction * stepper.stepValue, for: row)
        }

        private func stepped() {
            guard let row, let host else { return }
            host.setNumber(stepper.value, for: row)
        }
    }
#endif
