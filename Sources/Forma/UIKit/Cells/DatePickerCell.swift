#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a date, time, date-time or countdown row with a `UIDatePicker`, placed
    /// as the row's ``DatePickerEditor/presentation`` says:
    ///
    /// - `.inline`: the row shows its value; a tap expands the picker inside the row (the
    ///   calendar for dates, wheels for times and durations) and another tap, or focus moving
    ///   on, collapses it. The row grows in place, so no index path shifts.
    /// - `.popover`: a compact picker on the line opens the system's popover (durations, which
    ///   have no compact style, expand inline instead).
    /// - `.input`: the picker replaces the keyboard, with the form's accessory bar above it.
    ///
    /// Dates are picked in the form's locale, time zone and calendar. Every configure applies
    /// the row's whole ``DateControlState``: an empty row's picker starts at today within its
    /// bounds (never at the date of the row the cell showed before), and an empty popover row
    /// shows its placeholder and expands inline until it has a value.
    ///
    /// ```swift
    /// DateTimeRow("starts") { $0.title = "Starts"; $0.presentation = .popover }
    /// ```
    open class DatePickerCell: FormCell {
        /// The picker.
        public let datePicker = UIDatePicker()
        /// The value as the form shows it.
        public let valueLabel = UILabel()
        private let lineContent = UIStackView()
        private let inlineContent = UIStackView()
        private var placement = DateControlState.Placement.inline(expanded: false)

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
            valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            valueLabel.isAccessibilityElement = false
            lineContent.alignment = .center
            lineContent.spacing = 8
            lineContent.addArrangedSubview(valueLabel)
            installEditor(lineContent)
            inlineContent.axis = .vertical
            inlineContent.isHidden = true
            installBelowLine(inlineContent)
            datePicker.addAction(UIAction { [weak self] _ in self?.picked() }, for: .valueChanged)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            guard case .datePicker(let editor) = presentation?.editor else { return }
            let state = editor.controlState(isEnabled: isRowEnabled, now: host.form.conditionEnvironment.now())
            let formatting = host.form.formatting
            datePicker.locale = formatting.locale
            datePicker.timeZone = formatting.timeZone
            datePicker.calendar = formatting.calendar
            datePicker.datePickerMode = Self.mode(state.mode)
            datePicker.minuteInterval = state.minuteInterval
            datePicker.minimumDate = state.minimum
            datePicker.maximumDate = state.maximum
            if state.mode == .countdown {
                datePicker.countDownDuration = state.duration
            } else {
                datePicker.date = state.date
            }
            datePicker.isEnabled = state.isEnabled
            valueLabel.text = presentation?.displayText ?? presentation?.placeholder
            place(state.placement, style: state.style)
            // Whether a tap does something follows the placement just applied.
            updateSelectionStyle()
            alignValue()
            if state.exposesPicker {
                exposeToAccessibility(datePicker)
            } else {
                exposeCellToAccessibility()
            }
        }

        private static func mode(_ mode: DatePickerEditor.Mode) -> UIDatePicker.Mode {
            switch mode {
            case .date: .date
            case .time: .time
            case .dateAndTime: .dateAndTime
            case .countdown: .countDownTimer
            }
        }

        private func place(_ new: DateControlState.Placement, style: DateControlState.Style) {
            placement = new
            switch style {
            case .compact: datePicker.preferredDatePickerStyle = .compact
            case .calendar: datePicker.preferredDatePickerStyle = .inline
            case .wheels: datePicker.preferredDatePickerStyle = .wheels
            }
            switch new {
            case .compact:
                if datePicker.superview !== lineContent { lineContent.addArrangedSubview(datePicker) }
                valueLabel.isHidden = true
                inlineContent.isHidden = true
            case .inline(let expanded):
                if datePicker.superview !== inlineContent { inlineContent.addArrangedSubview(datePicker) }
                valueLabel.isHidden = false
                inlineContent.isHidden = !expanded
                valueLabel.textColor = expanded ? tintColor : .secondaryLabel
            case .input:
                if datePicker.superview != nil, !isFirstResponder { datePicker.removeFromSuperview() }
                valueLabel.isHidden = false
                valueLabel.textColor = .secondaryLabel
                inlineContent.isHidden = true
            }
        }

        open override func stackedLayoutDidChange(_ stacked: Bool) {
            alignValue()
        }

        private func alignValue() {
            let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            valueLabel.textAlignment = titleLabel.isHidden || usesStackedLayout ? .natural : trailing
        }

        open override var respondsToTap: Bool { placement != .compact }

        // MARK: Picker in place of the keyboard

        open override var canBecomeFirstResponder: Bool { placement == .input && isRowEnabled }

        open override var inputView: UIView? { placement == .input ? datePicker : nil }

        open override var inputAccessoryView: UIView? { placement == .input ? host?.inputAccessoryBar : nil }

        open override func focus() -> Bool {
            guard placement == .input else { return false }
            return becomeFirstResponder()
        }

        open override func becomeFirstResponder() -> Bool {
            guard super.becomeFirstResponder() else { return false }
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

        private func picked() {
            guard let row, let host else { return }
            if datePicker.datePickerMode == .countDownTimer {
                host.setNumber(datePicker.countDownDuration, for: row)
            } else {
                host.setValue(.date(datePicker.date), for: row)
            }
        }
    }
#endif
