#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The base of the cells a ``FormViewController`` shows: a table cell that draws one row
    /// and reports edits back to its controller.
    ///
    /// Every cell has the same frame: a line with the row's ``titleLabel`` (and its required
    /// marker) and the cell's editor — ``installEditor(_:)`` puts it there — and under that
    /// line, the row's validation messages in ``messageLabel``. At accessibility text sizes the
    /// line stacks the title above the editor. While an asynchronous rule checks the value, an
    /// activity indicator spins at the end of the line.
    ///
    /// The controller calls ``configure(for:host:)`` each time the cell is shown or the row's
    /// content changes (the same cell is reconfigured in place, so a field being edited keeps
    /// its keyboard). Subclasses override it, call `super` first, then draw the row's value.
    ///
    /// ```swift
    /// final class RatingCell: FormCell {
    ///     private let stars = UISegmentedControl(items: ["1", "2", "3", "4", "5"])
    ///
    ///     override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    ///         super.init(style: style, reuseIdentifier: reuseIdentifier)
    ///         installEditor(stars)
    ///     }
    ///
    ///     required init?(coder: NSCoder) { super.init(coder: coder) }
    ///
    ///     override func configure(for row: FormRow, host: FormViewController) {
    ///         super.configure(for: row, host: host)
    ///         stars.selectedSegmentIndex = Int(row.formValue.number ?? 0) - 1
    ///     }
    /// }
    /// ```
    open class FormCell: UITableViewCell {
        /// The row the cell shows.
        public private(set) weak var row: FormRow?

        /// The controller showing the cell; edits go through it.
        public private(set) weak var host: FormViewController?

        /// The row's title.
        public let titleLabel = UILabel()

        /// The row's validation messages, under the line; hidden when there are none.
        public let messageLabel = UILabel()

        /// Spins while an asynchronous rule checks the row's value.
        public let validatingIndicator = UIActivityIndicatorView(style: .medium)

        /// The title and the editor.
        let line = UIStackView()

        /// The line and, under it, the messages.
        private let column = UIStackView()

        /// What the controller decided to show for the row, as of the last ``configure(for:host:)``.
        public private(set) var presentation: RowPresentation?

        /// The editor view installed in the line, if any.
        public private(set) var editorView: UIView?

        /// The control last made the row's accessibility element, if any.
        private weak var exposedControl: UIView?

        /// `true` once the registry ran its setup for the cell.
        var hasRunSetUp = false

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpFrame()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpFrame()
        }

        private func setUpFrame() {
            titleLabel.font = .preferredFont(forTextStyle: .body)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 0
            titleLabel.textAlignment = .natural
            titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)

            messageLabel.font = .preferredFont(forTextStyle: .footnote)
            messageLabel.adjustsFontForContentSizeCategory = true
            messageLabel.numberOfLines = 0
            messageLabel.textAlignment = .natural
            messageLabel.textColor = .systemRed
            messageLabel.isHidden = true

            validatingIndicator.hidesWhenStopped = true
            validatingIndicator.setContentHuggingPriority(.required, for: .horizontal)

            line.axis = .horizontal
            line.spacing = 12
            line.alignment = .center
            line.addArrangedSubview(titleLabel)
            line.addArrangedSubview(validatingIndicator)

            column.axis = .vertical
            column.spacing = 4
            column.alignment = .fill
            column.addArrangedSubview(line)
            column.addArrangedSubview(messageLabel)
            column.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(column)
            let margins = contentView.layoutMarginsGuide
            let bottom = column.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            // The table's estimated height may briefly disagree while the cell sizes itself.
            bottom.priority = .required - 1
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                column.topAnchor.constraint(equalTo: margins.topAnchor),
                bottom,
                line.heightAnchor.constraint(greaterThanOrEqualToConstant: 28),
            ])
            updateLineAxis()
        }

        /// Puts the cell's editor (a field, a switch, a slider …) on the line after the title.
        /// Call it once, from the initialiser.
        ///
        /// ```swift
        /// installEditor(slider)
        /// ```
        public func installEditor(_ view: UIView) {
            editorView?.removeFromSuperview()
            editorView = view
            line.insertArrangedSubview(view, at: line.arrangedSubviews.count - 1)
        }

        /// Puts a view under the line (an inline picker, a growing text view), above the messages.
        ///
        /// ```swift
        /// installBelowLine(datePicker)
        /// ```
        public func installBelowLine(_ view: UIView) {
            column.insertArrangedSubview(view, at: column.arrangedSubviews.count - 1)
        }

        /// Draws a row. Overrides call `super` first.
        ///
        /// The base sets what every cell shares: title (with the required marker), validation
        /// messages, the validating indicator, the disabled look, and the accessibility
        /// identifier (the row's tag), label (its title) and value (its display text).
        ///
        /// ```swift
        /// cell.configure(for: form.row(tag: "email") ?? EmailRow(), host: self)
        /// ```
        open func configure(for row: FormRow, host: FormViewController) {
            self.row = row
            self.host = host
            let presentation = host.formController.presentation(of: row)
            self.presentation = presentation
            let color = titleColor
            titleLabel.textColor = color
            titleLabel.attributedText = Self.title(presentation.title, required: presentation.isRequired, color: color)
            titleLabel.isHidden = presentation.title?.isEmpty ?? true
            titleLabel.isAccessibilityElement = false
            showMessages(presentation.messages)
            // Spins while a rule checks the value, or while the row's options load.
            if presentation.isValidating || host.loadingSelector?.row === row {
                validatingIndicator.startAnimating()
            } else {
                validatingIndicator.stopAnimating()
            }

            let spoken = presentation.accessibility
            accessibilityIdentifier = spoken.identifier
            accessibilityLabel = spoken.label
            // The value speaks "Required" and the messages shown: hints may be turned off.
            accessibilityValue = spoken.spokenValue
            accessibilityHint = spoken.hint
            var traits = spoken.traits.uiTraits
            if !isRowEnabled { traits.insert(Trait.notEnabled) }
            accessibilityTraits = traits
            updateSelectionStyle()
        }

        /// Makes one control the row's single accessibility element: it takes the row's label,
        /// value and hint and the row's tag as identifier, and the cell's own labels stay silent,
        /// so the title is not read twice.
        ///
        /// ```swift
        /// exposeToAccessibility(toggle)
        /// ```
        public func exposeToAccessibility(_ control: UIView) {
            if let exposed = exposedControl, exposed !== control { Self.silence(exposed) }
            exposedControl = control
            isAccessibilityElement = false
            accessibilityElements = [control]
            control.accessibilityLabel = accessibilityLabel
            control.accessibilityValue = accessibilityValue
            control.accessibilityHint = accessibilityHint
            control.accessibilityIdentifier = row?.tag
        }

        /// Makes the cell itself the row's single accessibility element.
        ///
        /// ```swift
        /// exposeCellToAccessibility()
        /// ```
        public func exposeCellToAccessibility() {
            if let exposed = exposedControl { Self.silence(exposed) }
            exposedControl = nil
            isAccessibilityElement = true
            accessibilityElements = nil
        }

        /// A control that spoke for another row of this cell says nothing of it any more.
        private static func silence(_ control: UIView) {
            control.accessibilityLabel = nil
            control.accessibilityValue = nil
            control.accessibilityHint = nil
            control.accessibilityIdentifier = nil
        }

        /// Highlights the row on touch only when a tap does something; cells whose answer
        /// changes while they configure (a date picker's placement) call it again.
        func updateSelectionStyle() {
            selectionStyle = respondsToTap && isRowEnabled ? .default : .none
        }

        /// Whether tapping the row does something (focus a field, toggle a check, run a button).
        /// Rows that do not respond are not highlighted.
        ///
        /// ```swift
        /// override var respondsToTap: Bool { false }   // a read-only cell
        /// ```
        open var respondsToTap: Bool { true }

        /// Moves keyboard focus into the cell, if it takes focus. Returns whether it did.
        ///
        /// ```swift
        /// override func focus() -> Bool { textView.becomeFirstResponder() }
        /// ```
        @discardableResult
        open func focus() -> Bool { false }

        /// `true` if the cell shows a row that can be edited now (not disabled, form not in
        /// read-only mode).
        ///
        /// ```swift
        /// toggle.isEnabled = isRowEnabled
        /// ```
        public var isRowEnabled: Bool {
            presentation?.isEnabled ?? false
        }

        /// The colour of a row's title: the primary label colour, dimmed when disabled (but not
        /// in a read-only form, whose values are meant to be read).
        ///
        /// ```swift
        /// content.textProperties.color = titleColor
        /// ```
        public var titleColor: UIColor {
            guard let presentation else { return .label }
            return presentation.isEnabled || presentation.isReadOnly ? .label : .secondaryLabel
        }

        /// `true` at the accessibility text sizes, where the title goes above the editor.
        public var usesStackedLayout: Bool {
            traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        }

        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
                updateLineAxis()
            }
        }

        /// Lays the title beside the editor, or above it at accessibility sizes.
        private func updateLineAxis() {
            let stacked = usesStackedLayout
            line.axis = stacked ? .vertical : .horizontal
            line.alignment = stacked ? .leading : .center
            line.spacing = stacked ? 4 : 12
            stackedLayoutDidChange(stacked)
        }

        /// Called when the title moves above the editor or back beside it; cells whose editor
        /// aligns its text to the title override it.
        ///
        /// ```swift
        /// override func stackedLayoutDidChange(_ stacked: Bool) { textField.textAlignment = stacked ? .natural : .right }
        /// ```
        open func stackedLayoutDidChange(_ stacked: Bool) {}

        /// Shows the messages under the line. The controller announces new ones, once per
        /// change and in table order (``FormController/onAnnouncement``); the label stays
        /// silent, since the row's value already speaks them.
        private func showMessages(_ messages: [String]) {
            messageLabel.text = messages.joined(separator: "\n")
            messageLabel.isHidden = messages.isEmpty
            messageLabel.isAccessibilityElement = false
        }

        /// A title with a red asterisk when the row is required (the asterisk is not read out;
        /// VoiceOver hears "required" in the row's label).
        private static func title(_ title: String?, required: Bool, color: UIColor) -> NSAttributedString? {
            guard let title else { return nil }
            let text = NSMutableAttributedString(string: title, attributes: [.foregroundColor: color])
            if required {
                text.append(NSAttributedString(string: " *", attributes: [.foregroundColor: UIColor.systemRed]))
            }
            return text
        }

        open override func prepareForReuse() {
            super.prepareForReuse()
            row = nil
            host = nil
            presentation = nil
            accessoryType = .none
            accessoryView = nil
        }
    }
#endif
