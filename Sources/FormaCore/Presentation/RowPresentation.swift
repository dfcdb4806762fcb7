/// Everything a renderer shows for one visible row, decided in FormaCore: the title, the
/// value as text, the editor, the state, the validation messages to show now and what
/// assistive technologies say.
///
/// Renderers switch on `editor` — never on the row's kind — and draw the rest as given.
/// A presentation is a `Sendable` value: it can be compared with the previous one to skip
/// redrawing, or handed to another thread. Copying one costs one reference count: its
/// fields live in one immutable shared storage, copied only when a field is set.
///
/// ```swift
/// let controller = FormController(form: form)
/// let p = controller.presentation(of: form.row(tag: "birthday")!)
/// p.title         // "Birthday"
/// p.displayText   // "Mar 4, 2024" — the local day, never ISO text
/// p.messages      // [] until the row has been left once (for .onChangeAfterBlur)
/// ```
public struct RowPresentation: Sendable, Hashable {
    /// The fields, shared between copies.
    private var storage: Storage

    /// The row's identity.
    package internal(set) var id: RowID {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }

    /// The row's tag.
    public internal(set) var tag: String? {
        get { storage.fields.tag }
        set { update { $0.tag = newValue } }
    }

    /// The row's kind, for renderers that let apps register cells per kind.
    public internal(set) var kind: RowKind {
        get { storage.fields.kind }
        set { update { $0.kind = newValue } }
    }

    /// The label shown next to the value.
    public internal(set) var title: String? {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }

    /// The value as a person reads it (local dates, formatted numbers, option titles,
    /// "On" / "Off"), masked for secrets; `nil` when the row is empty.
    public internal(set) var displayText: String? {
        get { storage.fields.displayText }
        set { update { $0.displayText = newValue } }
    }

    /// What to show when the row is empty: its placeholder, or its no-value text.
    public internal(set) var placeholder: String? {
        get { storage.fields.placeholder }
        set { update { $0.placeholder = newValue } }
    }

    /// How the row is edited.
    package internal(set) var editor: Editor {
        get { storage.fields.editor }
        set { update { $0.editor = newValue } }
    }

    /// `false` when the row, its section or the form is disabled.
    public internal(set) var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set { update { $0.isEnabled = newValue } }
    }

    /// `true` while the form is in read-only mode (`form.disabled`): the row is not enabled,
    /// but its value is there to be read, so renderers show it inactive without dimming it.
    /// A row disabled on its own (or by its section) is dimmed.
    public internal(set) var isReadOnly: Bool {
        get { storage.fields.isReadOnly }
        set { update { $0.isReadOnly = newValue } }
    }

    /// `true` when the row must have a value (draw a required marker).
    public internal(set) var isRequired: Bool {
        get { storage.fields.isRequired }
        set { update { $0.isRequired = newValue } }
    }

    /// `true` while an asynchronous validator checks the value.
    public internal(set) var isValidating: Bool {
        get { storage.fields.isValidating }
        set { update { $0.isValidating = newValue } }
    }

    /// The validation messages to show under the row now, by the row's trigger: nothing
    /// before the first blur for `.onChangeAfterBlur`, and so on.
    public internal(set) var messages: [String] {
        get { storage.fields.messages }
        set { update { $0.messages = newValue } }
    }

    /// What assistive technologies say about the row.
    package internal(set) var accessibility: AccessibilityDescription {
        get { storage.fields.accessibility }
        set { update { $0.accessibility = newValue } }
    }

    /// Actions revealed by swiping the row.
    package internal(set) var swipeActions: [SwipeActionPresentation] {
        get { storage.fields.swipeActions }
        set { update { $0.swipeActions = newValue } }
    }

    /// `true` when the person may delete the row (a multivalued section).
    package internal(set) var canDelete: Bool {
        get { storage.fields.canDelete }
        set { update { $0.canDelete = newValue } }
    }

    /// `true` when the person may drag the row to reorder it (a multivalued section).
    package internal(set) var canMove: Bool {
        get { storage.fields.canMove }
        set { update { $0.canMove = newValue } }
    }

    /// The picture to draw beside the value: an image row's held photo; `nil` for none.
    package internal(set) var thumbnail: FileThumbnail? {
        get { storage.fields.thumbnail }
        set { update { $0.thumbnail = newValue } }
    }

    /// Creates a presentation.
    package init(
        id: RowID, tag: String?, kind: RowKind, title: String?, displayText: String?, placeholder: String?,
        editor: Editor, isEnabled: Bool = true, isReadOnly: Bool = false, isRequired: Bool = false,
        isValidating: Bool = false, messages: [String] = [], accessibility: AccessibilityDescription,
        swipeActions: [SwipeActionPresentation] = [], canDelete: Bool = false, canMove: Bool = false,
        thumbnail: FileThumbnail? = nil
    ) {
        storage = Storage(
            Fields(
                id: id, tag: tag, kind: kind, title: title, displayText: displayText, placeholder: placeholder,
                editor: editor, isEnabled: isEnabled, isReadOnly: isReadOnly, isRequired: isRequired,
                isValidating: isValidating,
                messages: messages, accessibility: accessibility, swipeActions: swipeActions, canDelete: canDelete,
                canMove: canMove, thumbnail: thumbnail))
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    public static func == (lhs: RowPresentation, rhs: RowPresentation) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var id: RowID
        var tag: String?
        var kind: RowKind
        var title: String?
        var displayText: String?
        var placeholder: String?
        var editor: Editor
        var isEnabled: Bool
        var isReadOnly: Bool
        var isRequired: Bool
        var isValidating: Bool
        var messages: [String]
        var accessibility: AccessibilityDescription
        var swipeActions: [SwipeActionPresentation]
        var canDelete: Bool
        var canMove: Bool
        var thumbnail: FileThumbnail?
    }

    /// Immutable storage shared by copies.
    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
