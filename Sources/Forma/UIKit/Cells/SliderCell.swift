#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a slider row: the title, a `UISlider` over the row's range and a label
    /// with the value as the row formats it. The value is kept on the row's step by the
    /// controller while the slider moves.
    ///
    /// ```swift
    /// SliderRow("volume") { $0.title = "Volume"; $0.minimum = 0; $0.maximum = 10; $0.step = 0.5 }
    /// ```
    open class SliderCell: FormCell {
        /// The slider.
        public let slider = UISlider()
        /// The value as the row formats it.
        public let valueLabel = UILabel()

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpSlider()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpSlider()
        }

        private func setUpSlider() {
            // Digits of one width, scaled with Dynamic Type like the rest of the row.
            valueLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(
                for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))
            valueLabel.adjustsFontForContentSizeCategory = true
            valueLabel.textColor = .secondaryLabel
            valueLabel.setContentHuggingPriority(.required, for: .horizontal)
            valueLabel.isAccessibilityElement = false
            slider.addAction(UIAction { [weak self] _ in self?.slid() }, for: .valueChanged)
            slider.addAction(
                UIAction { [weak self] _ in self?.released() }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
            let stack = UIStackView(arrangedSubviews: [slider, valueLabel])
            stack.spacing = 8
            stack.alignment = .center
            installEditor(stack)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .slider(let range) = presentation?.editor else { return }
            apply(range.controlState(isEnabled: isRowEnabled, continuous: true))
            exposeToAccessibility(slider)
        }

        /// Applies a slider's whole state; the thumb stays under the finger while it drags.
        private func apply(_ state: NumberControlState) {
            switch state.boundsOrder(replacingMaximum: Double(slider.maximumValue)) {
            case .minimumFirst:
                slider.minimumValue = Float(state.minimum)
                slider.maximumValue = Float(state.maximum)
            case .maximumFirst:
                slider.maximumValue = Float(state.maximum)
                slider.minimumValue = Float(state.minimum)
            }
            if !slider.isTracking { slider.value = Float(state.value) }
            slider.isEnabled = state.isEnabled
            valueLabel.text = state.valueText
        }

        /// On release the thumb settles on the value the row holds, on its step.
        private func released() {
            guard let row, let host, case .slider(let range) = host.formController.presentation(of: row).editor else {
                return
            }
            apply(range.controlState(isEnabled: isRowEnabled, continuous: true))
        }

        open override var respondsToTap: Bool { false }

        private func slid() {
            guard let row, let host else { return }
            host.setNumber(Double(slider.value), for: row)
        }
    }
#endif
