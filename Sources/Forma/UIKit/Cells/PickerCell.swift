#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a picker row with a `UIPickerView` of its options: the row shows the
    /// chosen option's title, and a tap expands the wheel inside the row (one inline editor
    /// is expanded at a time; the row grows in place). A row whose `presentation` is `.input`
    /// is drawn by ``PickerInputCell`` instead: its wheel replaces the keyboard and previous,
    /// next and Return visit it like a field.
    ///
    /// Every configure applies the row's whole ``PickerControlState``: a row without a value
    /// leads with an empty row, selected, so the first option can be chosen too and no wheel
    /// keeps the position of the row the cell showed before.
    ///
    /// ```swift
    /// PickerRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M", "L"] }
    /// ```
    open class PickerCell: FormCell, UIPickerViewDataSource, UIPickerViewDelegate {
        /// The wheel.
        public let pickerView = UIPickerView()
        /// The chosen option's title.
        public let valueLabel = UILabel()
        private var titles: [String] = []
        private var state: PickerControlState?

        /// `true` to show the wheel in place of the keyboard rather than inside the row.
        open var presentsAsInputView: Bool { false }

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpPicker()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpPicker()
        }

        private func setUpPicker() {
            valueLabel.font = .preferredFont(forTextStyle: .body)
            valueLabel.adjustsFontForContentSizeCategory = true
            valueLabel.textColor = .secondaryLabel
            valueLabel.numberOfLines = 0
            valueLabel.isAccessibilityElement = false
            installEditor(valueLabel)
            pickerView.dataSource = self
            pickerView.delegate = self
            pickerView.isHidden = true
            if !presentsAsInputView { installBelowLine(pickerView) }
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .picker(let list) = presentation?.editor else { return }
            let state = list.pickerState(isEnabled: isRowEnabled, emptyTitle: host.form.presentationStrings.noValue)
            self.state = state
            if state.rows != titles {
                titles = state.rows
                pickerView.reloadAllComponents()
            }
            if pickerView.selectedRow(inComponent: 0) != state.selectedRow {
                pickerView.selectRow(state.selectedRow, inComponent: 0, animated: false)
            }
            pickerView.isUserInteractionEnabled = state.isEnabled
            valueLabel.text = presentation?.displayText ?? presentation?.placeholder
            let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            valueLabel.textAlignment = titleLabel.isHidden || usesStackedLayout ? .natural : trailing
            // As the keyboard the wheel always shows; inside the row only while expanded.
            pickerView.isHidden = !(state.showsWheel || presentsAsInputView)
            let expanded = state.showsWheel && !presentsAsInputView
            valueLabel.textColor = expanded ? tintColor : .secondaryLabel
            if expanded {
                exposeToAccessibility(pickerView)
            } else {
                exposeCellToAccessibility()
            }
        }

        // MARK: Wheel in place of the keyboard

        open override var canBecomeFirstResponder: Bool { presentsAsInputView && isRowEnabled }

        open override var inputView: UIView? { presentsAsInputView ? pickerView : nil }

        open override var inputAccessoryView: UIView? { presentsAsInputView ? host?.inputAccessoryBar : nil }

        open override func focus() -> Bool {
            guard presentsAsInputView else { return false }
            return becomeFirstResponder()
        }

        open override func becomeFirstResponder() -> Bool {
            guard super.becomeFirstResponder() else { return false }
            pickerView.isHidden = false
            if let row, let host { host.rowDidBeginEditing(row) }
            return true
        }

        open override func resignFirstResponder() -> Bool {
            let wasFirst = isFirstResponder
            guard super.resignFirstResponder() else { return false }
            if wasFirst, let row, let host { host.rowDidEndEditing(row) }
            return true
        }

        open override func prepareForReuse() {
            if isFirstResponder { _ = resignFirstResponder() }
            super.prepareForReuse()
        }

        // MARK: UIPickerViewDataSource, UIPickerViewDelegate

        open func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

        open func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            titles.count
        }

        open func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titles.indices.contains(row) ? titles[row] : nil
        }

        open func pickerView(_ pickerView: UIPickerView, didSelectRow index: Int, inComponent component: Int) {
            guard let row, let host, let option = state?.option(atRow: index) else { return }
            host.chooseOption(at: option, for: row)
        }
    }

    /// A picker cell whose wheel replaces the keyboard, with the form's accessory bar above it:
    /// the cell of picker rows whose `presentation` is `.input`.
    ///
    /// ```swift
    /// PickerRow<String>("size") { $0.options = ["S", "M", "L"]; $0.presentation = .input }
    /// ```
    open class PickerInputCell: PickerCell {
        open override var presentsAsInputView: Bool { true }
    }
#endif
