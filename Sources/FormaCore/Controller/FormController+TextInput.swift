extension FormController {
    /// The person typed into a row, perhaps with a composition under way (Chinese or
    /// Japanese input shows marked text until a candidate is confirmed). While composing,
    /// nothing is committed: no value, no draft, no validation, no length limit — the field
    /// keeps the marked text as it is. The confirmed text then goes through
    /// ``setText(_:for:)``.
    /// - Returns: `true` when the value was set.
    /// - Throws: ``EditError`` as ``setText(_:for:)`` does; while composing, only when the row is
    ///   not shown.
    ///
    /// ```swift
    /// try controller.setText(field.text ?? "", for: row, isComposing: field.markedTextRange != nil)
    /// ```
    @discardableResult
    public func setText(_ text: String, for row: FormRow, isComposing: Bool) throws -> Bool {
        guard isComposing else { return try setText(text, for: row) }
        guard row.form === form, path(of: row) != nil else { throw EditError.noRow(TablePath(section: -1, row: -1)) }
        return false
    }

    /// The text a row's field or text view should show now, given what it shows: `nil` to
    /// leave it alone. A field keeps its text (and caret) while a composition is under way,
    /// and while the person edits text that is one way of writing the row's value
    /// (`"1.50"` for 1.5); otherwise it shows the editor's text — a value set by code, or
    /// text a length limit shortened — even while it is being edited.
    ///
    /// ```swift
    /// if let text = controller.textToShow(in: row, showing: field.text ?? "", isEditing: field.isFirstResponder,
    ///                                     isComposing: field.markedTextRange != nil) { field.text = text }
    /// ```
    public func textToShow(in row: FormRow, showing shown: String, isEditing: Bool, isComposing: Bool) -> String? {
        guard !isComposing else { return nil }
        let text: String
        switch presentation(of: row).editor {
        case .textField(let field): text = field.text
        case .textView(let view): text = view.text
        default: text = presentation(of: row).displayText ?? ""
        }
        guard shown != text else { return nil }
        if isEditing, let field = row as? any TextEntryProviding,
            field.maximumTextLength.map({ shown.count <= $0 }) ?? true,
            field.formValue(forText: shown) == row.formValue
        {
            return nil
        }
        return text
    }
}
