#if canImport(UIKit)
import UIKit

/// A cell editing a field row in a text field: the row's title on the left, the field on
/// the right (or the field alone when the row has no title).
///
/// The field takes the row's placeholder and ``TextInputTraits`` (keyboard,
/// capitalisation, correction, secure entry, autofill type). Each edit sets the row's
/// value through the controller — text that is not a valid value (`"4x"` in an integer
/// row) is left on screen until editing ends, then the row's value is shown again. The
/// return key moves to the next editable row, or ends editing on the last one.
///
/// ```swift
/// EmailRow("email") { $0.title = "Email"; $0.placeholder = "you@example.com" }
/// ```
open class TextFieldCell: FormCell, UITextFieldDelegate {
    /// The row's title.
    public let titleLabel = UILabel()
    /// The field being edited.
    public let textField = UITextField()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpViews()
    }

    private func setUpViews() {
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.setContentHuggingPriority(.required, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addTarget(self, action: #selector(textChanged), for: .editingChanged)

        let stack = UIStackView(arrangedSubviews: [titleLabel, textField])
        stack.axis = .horizontal
        stack.spacing = 12
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            textField.heightAnchor.constraint(greaterThanOrEqualToConstant: 28),
        ])
    }

    open override func configure(for row: FormRow, host: FormViewController) {
        super.configure(for: row, host: host)
        titleLabel.text = row.title
        titleLabel.isHidden = row.title?.isEmpty ?? true
        titleLabel.textColor = titleColor
        textField.isEnabled = isRowEnabled
        textField.textColor = isRowEnabled ? .label : .secondaryLabel
        textField.textAlignment = titleLabel.isHidden ? .natural : .right
        textField.returnKeyType = host.returnKeyType(for: row)

        if let field = row as? any TextEntryProviding {
            textField.placeholder = field.placeholder
            field.traits.apply(to: textField)
            // While the user types, keep their text (and caret) unless the row's value moved
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

        // The field is the accessible element: its label is the row's title, its value the text.
        isAccessibilityElement = false
        textField.accessibilityLabel = row.title ?? (row as? any TextEntryProviding)?.placeholder
        textField.accessibilityIdentifier = row.tag
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
        isRowEnabled
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
