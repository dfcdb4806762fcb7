/// A group of rows with an optional header and footer.
///
/// ```swift
/// Section("Event", footer: "Times are local.") {
///     TextRow("title") { $0.placeholder = "Title" }
///     SwitchRow("allDay") { $0.title = "All-day" }
/// }
/// ```
public final class Section {
    /// The section's tag, unique among the form's tags.
    public let tag: String?

    /// The header text.
    public var header: String? {
        didSet { if header != oldValue { setNeedsUpdate() } }
    }

    /// The footer text.
    public var footer: String? {
        didSet { if footer != oldValue { setNeedsUpdate() } }
    }

    /// When the whole section is hidden: `true`, `"$advanced == false"`…
    /// ``isHidden`` is the evaluated state.
    public var hidden: Condition = false {
        didSet { conditionDidChange(.hidden, replacing: oldValue) }
    }

    /// When every row of the section is disabled. ``isDisabled`` is the evaluated state.
    public var disabled: Condition = false {
        didSet { conditionDidChange(.disabled, replacing: oldValue) }
    }

    /// The evaluated state of the section's own conditions.
    var conditionState = ConditionState()

    /// The rows, hidden ones included, in order.
    public internal(set) var rows: [FormRow] = []

    /// The form holding the section, if any.
    public internal(set) weak var form: Form?

    /// The sub-form row the section belongs to, for a section of a sub-form.
    package internal(set) var owner: SubFormRow? {
        get { ownerStorage }
        set { ownerStorage = newValue }
    }
    /// The storage of ``owner``, internal so that the optimiser checks exclusivity at
    /// compile time (see ``FormRow/tagStorage``).
    private weak var ownerStorage: SubFormRow?

    /// The identity of the section within its form. Assigned when it joins a form.
    public internal(set) var id = SectionID(rawValue: 0)

    /// Insert, delete and reorder options, for sections whose rows the user edits.
    public var multivalued: MultivaluedOptions {
        get { multivaluedStorage }
        set {
            let oldValue = multivaluedStorage
            multivaluedStorage = newValue
            if newValue != oldValue { addRowConfigurationDidChange() }
        }
    }
    private var multivaluedStorage: MultivaluedOptions = []

    /// Where a multivalued section offers to add a row. With ``MultivaluedInsertMode/addButton(title:)``
    /// the section shows an add row after its rows, in the snapshot like any row.
    public var insertMode: MultivaluedInsertMode = .addButton(title: MultivaluedInsertMode.defaultAddTitle) {
        didSet { if insertMode != oldValue { insertModeDidChange() } }
    }

    /// `true` when tapping the header collapses and expands the section (3lvis Form's groups).
    public var isCollapsible = false {
        didSet { if isCollapsible != oldValue { setNeedsUpdate() } }
    }

    /// `true` while a collapsible section's rows are out of the table; set it when defining
    /// the section to start collapsed. Collapsing and expanding reach the table through the
    /// diff, and the header's presentation says which state the section is in.
    ///
    /// ```swift
    /// Section("Advanced") { … }.configured { $0.isCollapsible = true; $0.isCollapsed = true }
    /// ```
    public var isCollapsed = false {
        didSet {
            guard isCollapsed != oldValue else { return }
            if let form, form.log.isLoggingUndo { form.log.undo.append { [self] in isCollapsed = oldValue } }
            setNeedsUpdate()
        }
    }

    /// Makes the section's ``ListCheckRow``s one choice (or several): activating one checks
    /// it and, for single selection, unchecks the others, in one transaction.
    public var selectionMode: SectionSelectionMode? {
        didSet { if selectionMode != oldValue { setNeedsUpdate() } }
    }

    /// The add row, once the section has shown one.
    var addRowStorage: AddRow?

    /// The multivalued tag and items at the form's last baseline, with its epoch.
    var baselineItems: (epoch: Int, tag: String, items: [FormValue])?

    /// The key under which the values of a multivalued section's rows are reported, as one
    /// array; conditions read the same array as `$key` (`"$phones.@count > 2"`).
    /// Named as in XLForm, to ease migration (see *Migrating from XLForm* in Forma's documentation).
    public var multivaluedTag: String? {
        didSet {
            guard multivaluedTag != oldValue, let form else { return }
            if form.log.isLoggingUndo { form.log.undo.append { [self] in multivaluedTag = oldValue } }
            form.conditionGraph.multivaluedTagDidChange(from: oldValue, to: multivaluedTag, in: form)
        }
    }

    /// Makes a new row for a multivalued section (when the user taps add, or when
    /// `setValues` brings more values than rows). Receives the new row's index.
    public var makeRow: ((Int) -> FormRow)? {
        didSet { addRowConfigurationDidChange() }
    }

    /// The row template a definition gave, so that ``Form/definition()`` writes it back.
    package var definitionTemplate: SectionTemplate?

    /// How many items a repeatable section holds at least and at most.
    package var itemLimits: SectionItemLimits? {
        didSet { if itemLimits != oldValue { setNeedsUpdate() } }
    }

    /// Creates a section.
    ///
    /// ```swift
    /// Section("Contact", tag: "contact") { EmailRow("email") }
    /// ```
    public init(
        _ header: String? = nil, footer: String? = nil, tag: String? = nil,
        @SectionBuilder rows: () -> [FormRow] = { [] }
    ) {
        self.header = header
        self.footer = footer
        self.tag = tag
        let built = rows()
        // The built array becomes the section's rows as it is, unless a row is left out.
        var kept: [FormRow]?
        for (index, row) in built.enumerated() {
            // A row belongs to one section: one given twice, or already in another section
            // (of this form or another), is left out and refuses the section a form.
            if let holder = row.sectionStorage {
                if kept == nil { kept = Array(built[..<index]) }
                if holder === self {
                    let first = built.firstIndex { $0 === row } ?? index
                    rejectedRows.append((row, .repeatedInBatch(row.describeForError(), first: first, again: index)))
                } else {
                    rejectedRows.append(
                        (row, .alreadyAttached(row.describeForError() + " (row \(index) of the new section)")))
                }
            } else {
                row.sectionStorage = self
                kept?.append(row)
            }
        }
        self.rows = kept ?? built
    }

    /// Rows the initialiser left out because they already belonged to a section or were
    /// given twice; a section with any cannot join a form.
    var rejectedRows: [(row: FormRow, error: FormError)] = []

    /// Configures the section with a closure, the way rows are configured, and returns it.
    ///
    /// A method rather than an initializer argument, so that a mistake inside the rows'
    /// closure is reported at the mistake rather than as a closure of the wrong shape.
    ///
    /// ```swift
    /// Section("Phones") {
    ///     PhoneRow()
    /// }.configured { $0.multivalued = [.insert, .delete]; $0.multivaluedTag = "phones" }
    /// ```
    @discardableResult
    public func configured(_ configure: (Section) -> Void) -> Section {
        configure(self)
        return self
    }

    /// `true` if the section is hidden.
    public var isHidden: Bool { conditionState.isHidden || (owner?.isHidden ?? false) }

    /// `true` if the section or the form is disabled.
    public var isDisabled: Bool {
        conditionState.isDisabled || (owner?.isDisabled ?? false) || (form?.isDisabled ?? false)
    }

    /// ``isDisabled``, for a caller that holds the section's form (`form`, known to be the
    /// section's own) and so need not load the weak reference to it again.
    func isDisabled(inForm form: Form) -> Bool {
        conditionState.isDisabled || (owner?.isDisabled ?? false) || form.isDisabled
    }

    /// The index of a row in ``rows``.
    /// - Complexity: O(n).
    public func index(of row: FormRow) -> Int? {
        rows.firstIndex { $0 === row }
    }

    /// `true` when the section's rows are out of the table: it is collapsible and collapsed.
    var showsRows: Bool { !(isCollapsible && isCollapsed) }

    /// `true` when the section offers an add row: rows can be inserted, the insert mode is
    /// an add button and the section can make rows.
    var offersAddRow: Bool {
        guard multivalued.contains(.insert), case .addButton = insertMode else { return false }
        return makeRow != nil
    }

    /// The add row the section shows now: when it offers one, belongs to a form and shows
    /// its rows. Reading it changes nothing: the row is made by ``prepareAddRow()`` when the
    /// section joins a form or is configured to offer one.
    var shownAddRow: AddRow? {
        guard offersAddRow, canAddItem, form != nil, showsRows, let addRowStorage, addRowStorage.id.rawValue != 0
        else {
            return nil
        }
        return addRowStorage
    }

    /// Makes the add row when the section, in a form, offers one and has none yet. Called by
    /// the mutations that can make it needed, never while the snapshot is read.
    func prepareAddRow() {
        guard offersAddRow, let form, addRowStorage == nil else { return }
        let row = AddRow(tag: nil)
        row.section = self
        row.title = addButtonTitle
        row.id = RowID(rawValue: form.nextID())
        addRowStorage = row
    }

    /// Gives the add row, if the section has one, a new identity in the form it joins, as
    /// its rows get; makes it if the section offers one.
    func attachAddRow(to form: Form) {
        if let addRowStorage {
            addRowStorage.id = RowID(rawValue: form.nextID())
        } else {
            prepareAddRow()
        }
    }

    private func addRowConfigurationDidChange() {
        prepareAddRow()
        setNeedsUpdate()
    }

    private func insertModeDidChange() {
        let apply = {
            if let title = self.addButtonTitle { self.addRowStorage?.title = title }
            self.prepareAddRow()
            self.setNeedsUpdate()
        }
        if let form { form.transaction(apply) } else { apply() }
    }

    private var addButtonTitle: String? {
        if case .addButton(let title) = insertMode { return title }
        return nil
    }

    /// The rows that are not hidden.
    package var visibleRows: [FormRow] { rows.filter { !$0.conditionState.isHidden } }

    /// Tells renderers that the header, footer or state changed.
    public func setNeedsUpdate() {
        guard id.rawValue != 0, let form else { return }
        form.record(.sectionUpdated(id))
    }

    func describeForError() -> String {
        var text = "section"
        if let tag { text += " '\(tag)'" }
        if let form, let i = form.index(of: self) { text += " \(i)" }
        return text
    }
}

/// What a user may do to the rows of a multivalued section.
public struct MultivaluedOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Rows can be added.
    public static let insert = MultivaluedOptions(rawValue: 1 << 0)
    /// Rows can be deleted.
    public static let delete = MultivaluedOptions(rawValue: 1 << 1)
    /// Rows can be reordered.
    public static let reorder = MultivaluedOptions(rawValue: 1 << 2)
}

/// Where a multivalued section offers to add a row.
public enum MultivaluedInsertMode: Sendable, Hashable {
    /// A trailing button row with this title; the default title, "Add", is shown in the
    /// form's language (the `control.add` entry of ``Form/strings``).
    case addButton(title: String)
    /// Editing the last row adds a new empty one after it.
    case lastRow

    /// The title of a default add row, shown as the form's `control.add` word.
    static let defaultAddTitle = "Add"
}
