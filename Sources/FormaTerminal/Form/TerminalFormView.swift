import FormaCore

/// A form drawn full-screen in a terminal: the `TableUpdateTarget` that a `FormController`
/// drives, plus the keys a person presses.
///
/// It holds no form logic. What each row shows and does comes from the controller's
/// presentation — the row's editor decides how it is drawn and which keys it takes — and
/// every change goes back through the controller, so conditions, validation and
/// multivalued sections behave exactly as they do in an app. The controller sends one
/// update per transaction; the view redraws only the rows it names, and the
/// ``ScreenBuffer`` writes only the lines that changed.
///
/// ```swift
/// let controller = FormController(form: form)
/// let view = TerminalFormView(controller: controller, title: "New Event", size: terminal.size)
/// if let outcome = view.handle(.control("s")) { … }   // submitted, or focus moved to a problem
/// let frame = view.frame()                             // lines and cursor to draw
/// ```
@MainActor
public final class TerminalFormView {
    /// The controller whose form is shown.
    package let controller: FormController
    /// The heading on the first line.
    public let title: String
    /// Colours and attributes.
    public var palette: Palette {
        didSet { cache.removeAll() }
    }
    /// The screen size the view lays out for.
    public private(set) var size: TerminalSize

    /// One visual block of the form, in screen order.
    enum Item: Equatable {
        case header(section: Int)
        case row(TablePath, RowID)
        case footer(section: Int)
        case spacer
    }

    var items: [Item] = []
    var itemIndex: [RowID: Int] = [:]
    var cache: [RowID: [String]] = [:]
    var top = 0
    var titleColumn = 12

    /// The focused row's identity.
    public internal(set) var focusedID: RowID?
    var lineEditor: LineEditor?
    var textArea: TextAreaEditor?
    var dateEntry: DateEntry?
    var entryMessage: String?
    /// The kind of value typed into the focused custom row, when it has a text form.
    var customKind: FormValueKind?
    /// Dates (and custom rows' text) typed that could not be read, kept with their message after the row was left:
    /// they stay on screen and block the submit until fixed or cleared.
    var entryDrafts: [RowID: (text: String, message: String)] = [:]
    var overlay: Overlay?
    /// The path being typed for a file or image row, while one is asked for.
    var filePrompt: FilePrompt?
    /// A message on the status line until the next key.
    var status: String?
    /// `true` while Ctrl-C on a changed form waits for "Discard changes? y/n".
    var asksToDiscard = false
    var editingRow: FormRow?
    /// `true` while a submit waits for the checks in flight.
    public internal(set) var isAwaitingChecks = false
    /// Selector screens whose options are to be loaded.
    var screensToLoad: [SelectorScreen] = []
    /// `true` while the list of every key binding is shown (after `?`).
    public internal(set) var showsKeyHelp = false
    /// The row a first Ctrl-X asked to delete; a second Ctrl-X on it deletes it.
    var pendingDeletion: RowID?
    /// `true` once a submit was tried: every row shows its problems from then on.
    var hasTriedSubmit = false
    /// Which frame of the spinner shows.
    var spinnerFrame = 0
    /// A pushed sub-form's screen, shown over this one while open.
    package internal(set) var nestedScreen: TerminalFormView?

    /// Creates the view and attaches it to the controller as its table.
    package init(
        controller: FormController, title: String, palette: Palette = Palette(usesColor: false), size: TerminalSize
    ) {
        self.controller = controller
        self.title = title
        self.palette = palette
        self.size = size
        controller.tableView = self
        if focusedID == nil { focusFirst() }
    }

    /// Lays the form out for a new terminal size.
    public func resize(_ newSize: TerminalSize) {
        guard newSize != size else { return }
        size = newSize
        cache.removeAll()
        computeTitleColumn()
    }

    /// The focused row, if it is still on screen.
    public var focusedRow: FormRow? {
        guard let id = focusedID, let index = itemIndex[id], case .row(let path, _) = items[index] else { return nil }
        return controller.row(at: path)
    }

    // MARK: Items

    func rebuildItems() {
        var built: [Item] = []
        var index: [RowID: Int] = [:]
        let snapshot = controller.snapshot
        built.reserveCapacity(snapshot.rowCount + snapshot.sections.count * 3)
        index.reserveCapacity(snapshot.rowCount)
        for (s, section) in snapshot.sections.enumerated() {
            if s > 0 { built.append(.spacer) }
            let presentation = controller.presentation(ofSectionAt: s)
            if presentation?.header?.isEmpty == false { built.append(.header(section: s)) }
            for (r, id) in section.rows.enumerated() {
                index[id] = built.count
                built.append(.row(TablePath(section: s, row: r), id))
            }
            if presentation?.footer?.isEmpty == false { built.append(.footer(section: s)) }
        }
        items = built
        itemIndex = index
        if cache.count > index.count { cache = cache.filter { index[$0.key] != nil } }
        top = min(top, max(0, items.count - 1))
        computeTitleColumn()
    }

    func computeTitleColumn() {
        var longest = 0
        // The first rows set the column, so that it does not move while scrolling a long form.
        for item in items.prefix(200) {
            guard case .row(let path, _) = item, let presentation = controller.presentation(at: path) else { continue }
            longest = max(longest, DisplayWidth.of(presentation.title ?? "") + (presentation.isRequired ? 1 : 0))
        }
        titleColumn = min(max(longest + 2, 8), max(8, (size.columns - 2) / 2), 26)
    }

    /// The row shown by an item, if it is a row.
    func row(ofItem index: Int) -> FormRow? {
        guard items.indices.contains(index), case .row(let path, _) = items[index] else { return nil }
        return controller.row(at: path)
    }
}

extension TerminalFormView: @MainActor TableUpdateTarget {
    package func reload(_ snapshot: FormSnapshot) {
        cache.removeAll()
        rebuildItems()
        repairFocus(near: 0)
    }

    package func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
        let oldFocusItem = focusedID.flatMap { itemIndex[$0] } ?? 0
        for path in update.reconfiguredRows {
            if let id = snapshot.row(at: path) { cache[id] = nil }
        }
        if update.hasStructuralChanges || !update.reloadedSectionHeaders.isEmpty {
            rebuildItems()
            repairFocus(near: oldFocusItem)
        }
    }
}
