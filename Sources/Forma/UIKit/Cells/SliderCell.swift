#if canImport(UIKit)
    import UIKit

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
            valueLabel.font = .monospacedDigitSystemFont(
                ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .regular)
            valueLabel.adjustsFontForContentSizeCategory = true
            valueLabel.textColor = .secondaryLabel
            valueLabel.setContentHuggingPriority(.required, for: .horizontal)
            valueLabel.isAccessibilityElement = false
            slider.addTarget(self, action: #selector(slid), for: .valueChanged)
            let stack = UIStackView(arrangedSubviews: [slider, valueLabel])
            stack.spacing = 8
            stack.alignment = .center
            installEditor(stack)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .slider(let range) = presentation?.editor else { return }
            slider.minimumValue = Float(range.minimum)
            slider.maximumValue = Float(range.maximum)
            if !slider.isTracking { slider.value = Float(range.value ?? range.minimum) }
            slider.isEnabled = isRowEnabled
            valueLabel.text = range.valueText
            exposeToAccessibility(slider)
            slider.accessibilityValue = range.valueText
        }

        open override var respondsToTap: Bool { false }

        @objc private func slid() {
            guard let row, let host else { return }
            host.setNumber(Double(slider.value), for: row)
        }
    }
#endif
