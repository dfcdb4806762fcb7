#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a field row in a text field: the row's title, then the field (the field
    /// alone when the row has no title; the title above the field at accessibility text sizes).
    ///
    /// The field takes the row's placeholder and ``TextInputTraits`` (keyboard,
    /// capitalisation, correction, secure entry, autofill type) and the form's input accessory
    /// bar. Each edit goes to the controller's `setText(_:for:)`: a valid text sets the value,
    /// text that is not a valid value yet (`"4x"` in an integer row) stays in the field as a
    /// draft the controller keeps. Nothing is committed while a composition (marked text of
    /// Chinese or Japanese input) is under way. The return key's label is set just before editing starts: Next
    /// when another row follows in the form's navigation, else Done.
    ///
    /// ```swift
    /// EmailRow("email") { $0.title = "Email"; $0.placeholder = "you@example.com" }
    /// ```
    open class TextFieldCell: FormCell, UITextFieldDelegate {
        /// The field being edited.
        public let textField = UITextField()

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpField()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpField()
        }

        private func setUpField() {
            textField.font = .preferredFont(forTextStyle: .body)
            textField.adjustsFontForContentSizeCategory = true
            textField.clearButtonMode = .whileEditing
            textField.delegate = self
            textField.setContentHuggingPriority(.defaultLow, for: .horizontal)
            textField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
            installEditor(textField)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            textField.isEnabled = isRowEnabled
            textField.textColor = titleColor
            textField.inputAccessoryView = host.inputAccessoryBar
            textField.placeholder = presentation?.placeholder
            alignField()

            if case .textField(let editor) = presentation?.editor {
                editor.traits.apply(to: textField)
            } else {
                textField.isEnabled = false
            }
            // The controller decides: a composition and the person's own way of writing the
            // value are kept; a value set by code or a shortened text is shown.
            if let text = host.formController.textToShow(
                in: row, showing: textField.text ?? "", isEditing: textField.isFirstResponder,
                isComposing: textField.markedTextRange != nil)
            {
                textField.text = text
            }
            if !textField.isFirstResponder { textField.returnKeyType = host.returnKeyType(for: row) }
            // The field is the row's one accessibility element; its value is its text.
            exposeToAccessibility(textField)
        }

        open override func stackedLayoutDidChange(_ stacked: Bool) {
            alignField()
        }

        /// Beside a title the text hugs the trailing edge; alone or under the title it starts
        /// at the leading edge. Both follow the layout direction.
        private func alignField() {
            let trailing: NSTextAlignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            textField.textAlignment = titleLabel.isHidden || usesStackedLayout ? .natural : trailing
        }

        open override func focus() -> Bool {
            guard textField.isEnabled else { return false }
            return textField.becomeFirstResponder()
        }

        open override func prepareForReuse() {
            // A field scrolled off while editing ends its edit for the row it showed.
            if textField.isFirstResponder { textField.resignFirstResponder() }
            super.prepareForReuse()
        }

        private func textChanged() {
            guard let row, let host else { return }
            host.setText(textField.text ?? "", for: row, isComposing: textField.markedTextRange != nil)
        }

        // MARK: UITextFieldDelegate

        open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            guard isRowEnabled, let row, let host else { return false }
            // Rows may have appeared or gone since the cell was drawn: label the key now.
            textField.returnKeyType = host.returnKeyType(for: row)
            return true
        }

        open func textFieldDidBeginEditing(_ textField: UITextField) {
            guard let row, let host else { return }
            host.rowDidBeginEditing(row)
        }

        open func textFieldDidEndEditing(_ textField: UITextField) {
            guard let row, let host else { return }
            host.rowDidEndEditing(row)
        }

        open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            guard let row, let host else { return true }
            host.rowDidReturn(row)
            return false
        }
    }
#endif
