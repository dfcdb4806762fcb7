/// What a row needs, besides itself, to describe its editor: the interaction state the
/// controller keeps for it.
///
/// Custom rows receive it in ``FormRow/editor(in:)``:
///
/// ```swift
/// override func editor(in context: EditorContext) -> Editor {
///     .stepper(NumberRangeEditor(value: value.map(Double.init), minimum: 0, maximum: 5, step: 1, valueText: displayText))
/// }
/// ```
package struct EditorContext: Sendable, Hashable {
    /// `true` while the row's inline editor is expanded.
    package var isExpanded: Bool
    /// Text the person typed that is not (yet) a valid value of the row, kept as typed.
    package var draftText: String?

    /// Creates a context.
    package init(isExpanded: Bool = false, draftText: String? = nil) {
        self.isExpanded = isExpanded
        self.draftText = draftText
    }
}
