/// Everything a renderer shows for one visible row, decided in FormaCore: the title, the
/// value as text, the editor, the state, the validation messages to show now and what
/// assistive technologies say.
///
/// Renderers switch on ``editor`` — never on the row's kind — and draw the rest as given.
/// A presentation is a `Sendable` value: it can be compared with the previous one to skip
/// redrawing, or handed to another thread.
///
/// ```swift
/// let controller = FormController(form: form)
/// let p = controller.presentation(of: form.row(tag: "birthday")!)
/// p.title         // "Birthday"
/// p.displayText   // "Mar 4, 2024" — the local day, never ISO text
/// p.messages      // [] until the row has been left once (for .onChangeAfterBlur)
/// ```
public struct RowPresentation: Sendable, Hashable {
    /// The row's identity.
    public var id: RowID
    /// The row's tag.
    public var tag: String?
    /// The row's kind, for renderers that let apps register cells per kind.
    public var kind: RowKind
    /// The label shown next to the value.
    public var title: String?
    /// The value as a person reads it (local dates, formatted numbers, option titles,
    /// "On" / "Off"), masked for secrets; `nil` when the row is empty.
    public var displayText: String?
    /// What to show when the row is empty: its placeholder, or its no-value text.
    public var placeholder: String?
    /// How the row is edited.
    public var editor: Editor
    /// `false` when the row, its section or the form is disabled.
    public var isEnabled: Bool
    /// `true` when the row must have a value (draw a required marker).
    public var isRequired: Bool
    /// `true` while an asynchronous validator checks the value.
    public var isValidating: Bool
    /// The validation messages to show under the row now, by the row's trigger: nothing
    /// before the first blur for `.onChangeAfterBlur`, and so on.
    public var messages: [String]
    /// What assistive technologies say about the row.
    public var accessibility: AccessibilityDescription
    /// Actions revealed by swiping the row.
    public var swipeActions: [SwipeActionPresentation]
    /// `true` when the person may delete the row (a multivalued section).
    public var canDelete: Bool
    /// `true` when the person may drag the row to reorder it (a multivalued section).
    public var canMove: Bool

    /// Creates a presentation.
    public init(
        id: RowID, tag: String?, kind: RowKind, title: String?, displayText: String?, placeholder: String?,
        editor: Editor, isEnabled: Bool = true, isRequired: Bool = false, isValidating: Bool = false,
        messages: [String] = [], accessibility: AccessibilityDescription,
        swipeActions: [SwipeActionPresentation] = [], canDelete: Bool = false, canMove: Bool = false
    ) {
        self.id = id
        self.tag = tag
        self.kind = kind
        self.title = title
        self.displayText = displayText
        self.placeholder = placeholder
        self.editor = editor
        self.isEnabled = isEnabled
        self.isRequired = isRequired
        self.isValidating = isValidating
        self.messages = messages
        self.accessibility = accessibility
        self.swipeActions = swipeActions
        self.canDelete = canDelete
        self.canMove = canMove
    }
}
