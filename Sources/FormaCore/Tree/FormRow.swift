/// The untyped base of every row: identity, tag, title and state.
///
/// Apps use the typed rows (`TextRow`, `SwitchRow`, `PushRow<T>` …) or subclass
/// ``Row`` for a custom kind; `FormRow` is what sections hold and renderers walk.
///
/// A row belongs to one section of one form at a time. Rows are reference types owned by
/// one isolation domain (the main actor in an app, one task on a server).
open class FormRow {
    /// The row's tag: its name in `form.values()`, in conditions and in lookups.
    /// Unique within a form.
    public internal(set) var tag: String? {
        get { tagStorage }
        set { tagStorage = newValue }
    }

    /// The label shown next to the value.
    public var title: String? {
        get { titleStorage }
        set {
            let oldValue = titleStorage
            titleStorage = newValue
            if newValue != oldValue { setNeedsUpdate() }
        }
    }

    /// The storage of ``tag``. The stored properties that building, values and presentation
    /// touch for every row are internal, behind public accessors: the optimiser then sees
    /// every access to them and checks exclusivity at compile time, where a public stored
    /// property is checked at run time on each access. They come first, in the order
    /// declared, so that what joining a form reads and writes of a row — its tag, section,
    /// identity and condition state — shares the object's first cache line.
    final var tagStorage: String?
    /// The storage of ``section``.
    final weak var sectionStorage: Section?
    /// The storage of ``id``.
    final var idStorage = RowID(rawValue: 0)
    /// The evaluated state of the row's own conditions.
    var conditionState = ConditionState()
    /// The storage of ``title``.
    final var titleStorage: String?

    /// When the row is hidden: `true`, `"$allDay == true"`, `.value("age") < 18`…
    /// Hidden rows leave the visible structure. ``isHidden`` is the evaluated state.
    public var hidden: Condition = false {
        didSet { conditionDidChange(.hidden, replacing: oldValue) }
    }

    /// When the row is disabled. Renderers refuse edits to disabled rows; ``isDisabled`` is
    /// the evaluated state (the section's and the form's included).
    public var disabled: Condition = false {
        didSet { conditionDidChange(.disabled, replacing: oldValue) }
    }

    /// When the row must have a value. Validation reads ``isRequired``.
    public var required: Condition = false {
        didSet { conditionDidChange(.required, replacing: oldValue) }
    }

    /// How the row's value is computed from other rows (`"$price * $quantity"`), or `nil`.
    /// The value is recomputed whenever a row it reads changes.
    public var formula: Condition? {
        didSet { conditionDidChange(.formula, replacing: oldValue) }
    }

    /// `true` while the row's conditions are all constants and it has no formula, as most
    /// rows' are: a form being built then has nothing to compile for it. For a row that
    /// never joined a form one flag says it; any other row is asked condition by condition.
    var conditionsAreConstant: Bool {
        if id.rawValue == 0 { return conditionState.nonConstant == 0 }
        return hidden.isConstant && disabled.isConstant && required.isConstant && formula == nil
    }

    /// `true` if the row must have a value now.
    public var isRequired: Bool { conditionState.isRequired }

    /// The section holding the row, if any.
    public internal(set) var section: Section? {
        get { sectionStorage }
        set { sectionStorage = newValue }
    }

    /// The form holding the row, if any.
    public var form: Form? { section?.form }

    /// Validation state: errors, blur, asynchronous checks.
    var validation = RowValidationState()

    /// Handlers run after each change of the row's value (see `onChange`).
    package var changeHandlers: [(FormRow) -> Void] = []

    /// The identity of the row within its form. Assigned when the row joins a form.
    public internal(set) final var id: RowID {
        get { idStorage }
        set { idStorage = newValue }
    }

    /// Creates a row. Subclasses call this from their own initialisers.
    /// - Parameter tag: the row's tag, unique within its form.
    public required init(tag: String?) {
        tagStorage = tag
    }

    /// What the row is: its value type and how it is edited. Subclasses override.
    open var kind: RowKind { builtInKind }

    /// The kind of a row type of this module; ``kind`` answers it unless a subclass of an
    /// app's own overrides ``kind``.
    var builtInKind: RowKind { .custom }

    /// The validation patterns of the row's rules that cannot be used.
    var refusedPatterns: [RefusedPattern] { [] }

    /// The row's name in diagnostics and dumps: its type's name without generic arguments.
    open var typeName: String {
        let name = String(describing: type(of: self))
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
    }

    /// The name of the row's value type, for messages ("Int", "String"); "no value" for rows
    /// that carry none.
    package var valueTypeName: String { "no value" }

    /// `true` if the row carries a value that `form.values()` reports.
    package var hasValue: Bool { false }

    /// `true` if the row's value must never be displayed in logs, dumps or descriptions.
    package var isSecret: Bool { false }

    /// The row's value as a form value; ``FormValue/null`` when empty.
    open var formValue: FormValue { .null }

    /// The kind of form value the row holds (``FormValueKind/null`` for rows without one):
    /// renderers offer text entry for custom rows holding text or numbers.
    package var heldValueKind: FormValueKind { (self as? any ValueKindProviding)?.valueKind ?? .null }

    /// Sets the row's value from a form value.
    /// - Throws: ``ValueError`` when the value has the wrong kind or the row has no value.
    open func setFormValue(_ value: FormValue) throws {
        throw ValueError(tag: tag, reason: .notSettable(rowType: typeName))
    }

    /// Checks that a form value would be accepted by ``setFormValue(_:)``, without setting it.
    package func checkFormValue(_ value: FormValue) throws {
        throw ValueError(tag: tag, reason: .notSettable(rowType: typeName))
    }

    /// Empties the row's value, which cannot fail: the hidden-value policy clears hidden
    /// rows this way, and a formula whose result the row cannot hold leaves it empty.
    /// ``Row`` clears its ``Row/value``; a custom `FormRow` subclass that carries a value
    /// overrides this too.
    ///
    /// ```swift
    /// row.clearValue()
    /// row.formValue   // .null
    /// ```
    open func clearValue() {}

    /// A closure that puts the row's current value back, without recording a change; a
    /// rolled-back transaction uses it.
    func makeValueRestorer() -> () -> Void { {} }

    /// The form's baseline epoch this row's record is for: the row changed (its value then
    /// kept) or joined since that baseline. A record of another epoch means the row has been
    /// in the form, unchanged, since the baseline: nothing is captured up front.
    var baselineEpoch = -1
    /// `true` when the row joined the form after the baseline of ``baselineEpoch``.
    var joinedAfterBaseline = false

    /// The row's value at the form's baseline of `epoch`: its current value when unchanged
    /// since, no value when it joined since.
    func baselineFormValue(_ epoch: Int) -> FormValue { .null }

    /// The failures of the row's validators (not `required`) for its current value.
    func runValidators(in form: Form?) -> [ValidationFailure] {
        let checks = validation.checks
        if checks.isEmpty { return [] }
        var failures: [ValidationFailure] = []
        for check in checks {
            let found = check(self, form)
            if !found.isEmpty { failures += found }
        }
        return failures
    }

    /// `true` if the row has asynchronous validators.
    var hasAsyncValidators: Bool { false }

    /// Tags of other rows the row's validators read.
    var validationDependencies: [String] { validation.dependencies }

    /// The row's asynchronous checks for its current value, as one job that may run on any
    /// executor; `nil` when there is nothing to check.
    func makeAsyncValidationJob(clock: any Clock<Duration>, debounced: Bool) -> (
        @Sendable () async -> [ValidationFailure]?
    )? {
        nil
    }

    /// The row's value as display text (options' titles, formatted numbers), or `nil` when empty.
    open var displayText: String? { nil }

    /// How the row is edited on screen. Built-in rows return their kind's editor; a custom
    /// row returns `Editor.custom(_:)` named after its kind unless it overrides this to
    /// name a built-in editor.
    ///
    /// ```swift
    /// override func editor(in context: EditorContext) -> Editor { .toggle(isOn: value == 1) }
    /// ```
    package func editor(in context: EditorContext) -> Editor {
        .custom(CustomEditor(name: kind.rawValue, value: isSecret ? .null : formValue))
    }

    /// Text shown while the row is empty: a field's placeholder ("Title", "name@example.com"),
    /// or what stands for no value ("None", "Not set") on other rows.
    ///
    /// ```swift
    /// TextRow("title") { $0.placeholder = "Title" }
    /// PushRow<String>("repeat") { $0.placeholder = "Never" }
    /// ```
    public var placeholder: String? {
        get { placeholderStorage }
        set {
            let oldValue = placeholderStorage
            placeholderStorage = newValue
            if newValue != oldValue { setNeedsUpdate() }
        }
    }
    /// The storage of ``placeholder`` (internal for the reason ``tagStorage`` is).
    final var placeholderStorage: String?

    /// `true` if the row is typed into, so that previous / next and the return key visit
    /// it: its editor takes keyboard focus (`Editor.takesKeyboardFocus`, the one definition).
    /// That is every ``FieldRow`` (custom subclasses included), date rows presented as the
    /// keyboard, and a custom row whose `editor(in:)` returns a text editor.
    ///
    /// ```swift
    /// TextRow("title").takesKeyboardFocus     // true
    /// SwitchRow("allDay").takesKeyboardFocus  // false
    /// ```
    package var takesKeyboardFocus: Bool { editor(in: EditorContext()).takesKeyboardFocus }

    /// Keeps the row's inline editor expanded when focus moves to another row.
    public var keepsInlineEditorExpanded = false

    /// Actions revealed by swiping the row.
    package var swipeActions: [SwipeAction] {
        get { swipeActionStorage }
        set {
            swipeActionStorage = newValue
            setNeedsUpdate()
        }
    }
    /// The storage of ``swipeActions`` (internal for the reason ``tagStorage`` is).
    final var swipeActionStorage: [SwipeAction] = []

    /// `true` if this row or its section is hidden.
    public var isHidden: Bool { conditionState.isHidden || (section?.isHidden ?? false) }

    /// `true` if this row, its section or its form is disabled.
    public var isDisabled: Bool { conditionState.isDisabled || (section?.isDisabled ?? false) }

    /// The row's position in the model, hidden rows included.
    public var position: RowPosition? {
        guard let section, let form, let s = form.index(of: section), let r = section.index(of: self) else {
            return nil
        }
        return RowPosition(section: s, row: r)
    }

    /// Tells renderers that something this row shows, other than its value, changed.
    public func setNeedsUpdate() {
        guard id.rawValue != 0, let form else { return }
        form.record(.rowUpdated(id))
    }

    /// A one-line description of the row for diagnostics.
    package func describeForError() -> String {
        var text = typeName
        if let tag { text += " '\(tag)'" }
        if let position { text += " in section \(position.section), row \(position.row)" }
        return text
    }
}

extension FormRow: CustomStringConvertible, CustomDebugStringConvertible {
    /// The row's type, tag and value; secret values are masked.
    public var description: String {
        var text = typeName
        if let tag { text += " \"\(tag)\"" }
        if let title { text += " title=\"\(title)\"" }
        if hasValue { text += " = " + displayedValue }
        return text
    }

    public var debugDescription: String {
        description + (conditionState.isHidden ? " [hidden]" : "") + (conditionState.isDisabled ? " [disabled]" : "")
    }

    /// The value, or a mask for a secret row that has one.
    var redactedFormValue: FormValue {
        isSecret ? formValue.masked : formValue
    }

    /// The value as a dump shows it: JSON, or a mask for secret rows.
    var displayedValue: String {
        let value = redactedFormValue
        if value.isNull { return "nil" }
        return isSecret ? FormValue.secretMask : value.jsonString()
    }
}
