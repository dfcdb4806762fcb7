#if canImport(UIKit)
import UIKit

/// A cell editing a field row in a text field: the row's title, then the field (the field
/// alone when the row has no title; the title above the field at accessibility text sizes).
///
/// The field takes the row's placeholder and ``TextInputTraits`` (keyboard,
/// capitalisation, correction, secure entry, autofill type) and the form's input accessory
/// bar. Each edit sets the row's value through the controller — text that is not a valid
/// value (`"4x"` in an integer row) is left on screen until editing ends, then the row's
/// value is shown again. The return key's label is set just before editing starts: Next
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
        textField.addTarget(self, action: #selector(textChanged), for: .editingChanged)
        installEditor(textField)
    }

    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        textField.isEnabled = isRowEnabled
        textField.textColor = titleColor
        textField.inputAccessoryView = host.inputAccessoryBar
        alignField()

        if let field = row as? any TextEntryProviding {
            textField.placeholder = field.placeholder
            field.traits.apply(to: textField)
            // While the person types, keep their text (and caret) unless the row's value moved
            // away from it (an onChange handler or a formula changed it).
            let typed = textField.text ?? ""
            if !textField.isFirstResponder || field.formValue(forText: typed) != row.formValue {
                textField.text = field.editingText
            }
        } else {
            textField.placeholder = nil
            textField.text = row.displayText
            textField.isEnabled = false
        }
        if !textField.isFirstResponder { textField.returnKeyType = host.returnKeyType(for: row) }
        // The field is the row's one accessibility element; its value is its text.
        exposeToAccessibility(textField)
        if accessibilityLabel == nil { textField.accessibilityLabel = (row as? any TextEntryProviding)?.placeholder }
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

    @objc private func textChanged() {
        guard let row, let host, let field = row as? any TextEntryProviding,
            let value = field.formValue(forText: textField.text ?? "")
        else { return }
        host.setValue(value, for: row)
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
        // Show the value as the row formats it ("4x" goes back to the last valid value).
        if let field = row as? any TextEntryProviding { textField.text = field.editingText }
    }

    open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let row, let host else { return true }
        host.rowDidReturn(row)
        return false
    }
}
#endif
