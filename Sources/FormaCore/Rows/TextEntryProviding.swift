/// The shared behaviour of rows edited by typing, seen without their value type: what a
/// renderer needs to put any field row in a text field.
///
/// Every ``FieldRow`` conforms. Renderers read the placeholder and traits, show
/// ``editingText`` while the row is edited, and turn each typed text back into a form value
/// with ``formValue(forText:)``.
///
/// ```swift
/// if let field = row as? any TextEntryProviding {
///     textField.placeholder = field.placeholder
///     textField.text = field.editingText
///     if let value = field.formValue(forText: "42") { try row.setFormValue(value) }
/// }
/// ```
package protocol TextEntryProviding: FormRow {
    /// Text shown while the row is empty.
    var placeholder: String? { get }
    /// The most characters the row holds, or `nil` for no limit.
    var maximumTextLength: Int? { get }
    /// How the row is typed into.
    var traits: TextInputTraits { get }
    /// The value as text to edit: formatted like ``FormRow/displayText`` but never masked
    /// (secure entry hides it on screen); empty when the row has no value.
    var editingText: String { get }
    /// The form value that typed text stands for: ``FormValue/null`` for empty text, `nil`
    /// when the text is not a valid value of the row (`"4x"` in an integer row).
    func formValue(forText text: String) -> FormValue?
}

extension FieldRow: TextEntryProviding {
    package var maximumTextLength: Int? { maximumLength }

    package var editingText: String {
        guard let value = storedValue else { return "" }
        return format(value)
    }

    package func formValue(forText text: String) -> FormValue? {
        if text.isEmpty { return .null }
        return value(fromText: text)?.formValue
    }
}
