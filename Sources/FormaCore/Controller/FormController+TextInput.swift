extension FormController {
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
    package func textToShow(in row: FormRow, showing shown: String, isEditing: Bool, isComposing: Bool) -> String? {
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
