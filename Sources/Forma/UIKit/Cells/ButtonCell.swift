#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell showing a button row, or the add row of a multivalued section: its title,
    /// centred and tinted (the add row leads with a plus). Tapping it activates the row through
    /// the controller: the button's actions run, or a new row is added.
    ///
    /// ```swift
    /// ButtonRow("save") { $0.title = "Save" }.onTap { _ in save() }
    /// ```
    open class ButtonCell: FormCell {
        private let plus = UIImageView(image: UIImage(systemName: "plus.circle.fill"))

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpPlus()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpPlus()
        }

        /// The add row's plus, first on the line; hidden on other buttons.
        private func setUpPlus() {
            plus.isHidden = true
            plus.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
            plus.adjustsImageSizeForAccessibilityContentSizeCategory = true
            plus.setContentHuggingPriority(.required, for: .horizontal)
            plus.isAccessibilityElement = false
            line.insertArrangedSubview(plus, at: 0)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            let isAdd: Bool
            if case .button(let button) = presentation?.editor { isAdd = button.role == .add } else { isAdd = false }
            plus.isHidden = !isAdd
            titleLabel.textAlignment = isAdd ? .natural : .center
            titleLabel.textColor = isRowEnabled ? tintColor : .secondaryLabel
            titleLabel.text = presentation?.title
            titleLabel.isHidden = false
            exposeCellToAccessibility()
        }

        open override func tintColorDidChange() {
            super.tintColorDidChange()
            titleLabel.textColor = isRowEnabled ? tintColor : .secondaryLabel
        }
    }
#endif
