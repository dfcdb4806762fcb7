#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A cell editing a multi-line text row (`TextAreaRow`) in a text view that grows with its
    /// text: the title on the line, the text view under it. Return inserts a newline; the
    /// input accessory bar moves on.
    ///
    /// ```swift
    /// TextAreaRow("notes") { $0.title = "Notes"; $0.placeholder = "Anything else?" }
    /// ```
    open class TextViewCell: FormCell, UITextViewDelegate {
        /// The text view being edited.
        public let textView = UITextView()
        /// Shown over the empty text view.
        public let placeholderLabel = UILabel()
        /// The text view's height when the table last measured the cell.
        private var measuredHeight: CGFloat = 0

        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            setUpTextView()
        }

        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUpTextView()
        }

        private func setUpTextView() {
            textView.font = .preferredFont(forTextStyle: .body)
            textView.adjustsFontForContentSizeCategory = true
            textView.isScrollEnabled = false
            textView.backgroundColor = .clear
            textView.textContainerInset = .zero
            textView.textContainer.lineFragmentPadding = 0
            textView.textAlignment = .natural
            textView.delegate = self
            textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 60).isActive = true
            placeholderLabel.font = .preferredFont(forTextStyle: .body)
            placeholderLabel.adjustsFontForContentSizeCategory = true
            placeholderLabel.textColor = .placeholderText
            placeholderLabel.numberOfLines = 0
            placeholderLabel.isAccessibilityElement = false
            placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
            textView.addSubview(placeholderLabel)
            NSLayoutConstraint.activate([
                placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
                placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor),
                placeholderLabel.widthAnchor.constraint(equalTo: textView.widthAnchor),
            ])
            installBelowLine(textView)
        }

        open override func configure(for row: FormRow, host: FormViewController) {
            super.configure(for: row, host: host)
            textView.isEditable = isRowEnabled
            textView.textColor = titleColor
            textView.inputAccessoryView = host.inputAccessoryBar
            if case .textView(let editor) = presentation?.editor { editor.traits.apply(to: textView) }
            // Applied while editing too: a length limit or a value set by code shows at once,
            // and the next keystroke starts from it. A composition is left alone.
            if let text = host.formController.textToShow(
                in: row, showing: textView.text, isEditing: textView.isFirstResponder,
                isComposing: textView.markedTextRange != nil)
            {
                textView.text = text
            }
            placeholderLabel.text = presentation?.placeholder
            placeholderLabel.isHidden = !textView.text.isEmpty
            exposeToAccessibility(textView)
            if presentation?.title == nil { textView.accessibilityLabel = presentation?.placeholder }
        }

        open override func focus() -> Bool {
            guard textView.isEditable else { return false }
            return textView.becomeFirstResponder()
        }

        open override func prepareForReuse() {
            if textView.isFirstResponder { textView.resignFirstResponder() }
            super.prepareForReuse()
        }

        // MARK: UITextViewDelegate

        open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            isRowEnabled
        }

        open func textViewDidBeginEditing(_ textView: UITextView) {
            guard let row, let host else { return }
            host.rowDidBeginEditing(row)
        }

        open func textViewDidEndEditing(_ textView: UITextView) {
            guard let row, let host else { return }
            host.rowDidEndEditing(row)
        }

        open func textViewDidChange(_ textView: UITextView) {
            placeholderLabel.isHidden = !textView.text.isEmpty
            guard let row, let host else { return }
            host.setText(textView.text, for: row, isComposing: textView.markedTextRange != nil)
            // The view grows with its text: the table measures the cell again only when its
            // height changed, and the caret stays above the keyboard.
            let height = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
                .height
            if abs(height - measuredHeight) > 0.5 {
                measuredHeight = height
                host.rowDidChangeHeight()
            }
            if let caret = textView.selectedTextRange?.end {
                let rect = textView.convert(textView.caretRect(for: caret), to: host.tableView)
                host.tableView.scrollRectToVisible(rect.insetBy(dx: 0, dy: -8), animated: false)
            }
        }
    }
#endif
