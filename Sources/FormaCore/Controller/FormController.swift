/// Drives a table from a form: at the end of every outermost transaction it takes one
/// snapshot of what is visible, computes one diff against what the table shows and applies
/// one update. It also holds the interaction state renderers share — focus, previous / next,
/// the return key, the expanded inline editor — and turns table edits of multivalued
/// sections back into model changes.
///
/// Like its form, a controller belongs to one isolation domain (the main actor in an app).
///
/// ```swift
/// let controller = FormController(form: form)
/// controller.tableView = HeadlessTableView()      // or a UIKit / terminal table
/// form.row(tag: "allDay")?.hidden = true          // one batch update reaches the table
/// ```
public final class FormController {
    /// The form being shown.
    package let form: Form

    /// The table being driven; setting it shows the current snapshot from scratch.
    package var tableView: (any TableUpdateTarget)? {
        didSet { tableView?.reload(snapshot) }
    }

    /// What the table shows now.
    package private(set) var snapshot: FormSnapshot

    /// The last update the table refused, if any; the controller then reloads it.
    package private(set) var lastApplyError: (any Error)?

    /// Called after each update is applied (or after a recovery reload, with an empty update).
    package var onDidApply: ((TableUpdate) -> Void)?

    /// The row being edited.
    package internal(set) var focusedRow: FormRow?

    /// The row whose inline editor (date or option picker) is expanded inside it.
    package internal(set) var expandedRow: FormRow? {
        get { expandedRowStorage }
        set { expandedRowStorage = newValue }
    }
    private var expandedRowStorage: FormRow?

    /// The visible rows by table path; `nil` until needed after a structural change.
    var cachedIndex: VisibleRowIndex? {
        didSet { cachedPositions = nil }
    }

    /// Where the visible rows are shown; `nil` until needed after the index changed.
    var cachedPositions: VisibleRowPositions?

    /// Every row of the form by identity; `nil` until needed after rows join or leave.
    var rowsByID: [RowID: FormRow]?

    /// Presentations computed since their rows last changed, by identity.
    var presentationCache = PresentationCache()

    /// Text typed into rows that is not (yet) a valid value, kept as typed.
    var drafts: [RowID: String] = [:]

    private var observation: FormObservation?

    /// Set while the table itself made the change being recorded (a reorder by drag): what
    /// the table shows already, so that only the rest of the update is sent back.
    var tableShowsAlready: FormSnapshot?

    /// The validation messages last shown for each row, so a new one is announced once.
    var announcedMessages: [RowID: [String]] = [:]

    /// Called with what a screen reader should announce after a transaction: the validation
    /// messages that appeared, in table order, as one sentence, so announcements never cut
    /// each other off. Renderers queue it behind speech already under way.
    ///
    /// ```swift
    /// controller.onAnnouncement = { message in speak(message) }
    /// ```
    package var onAnnouncement: ((String) -> Void)?

    /// Called when the form asks for a row to be focused (the first row given errors from
    /// elsewhere, the row a restored draft was in), after the row became ``focusedRow``:
    /// renderers move their own focus there.
    package var onFocusRequest: ((FormRow) -> Void)?

    /// The pushed sub-form this controller shows, or `nil` for the form's own screen.
    package let scope: SubFormRow?

    /// Creates a controller for a form's screen, or for the screen of one of its pushed
    /// sub-forms (`scope`).
    package init(form: Form, scope: SubFormRow? = nil) {
        self.form = form
        self.scope = scope
        self.snapshot = FormSnapshot(form, scope: scope)
        observation = form.observe { [weak self] transaction in self?.transactionDidEnd(transaction) }
    }

    deinit { observation?.cancel() }

    // MARK: Snapshot and diff

    private func transactionDidEnd(_ transaction: FormTransaction) {
        var changedRows = Set<RowID>()
        var changedSections = Set<SectionID>()
        for change in transaction.changes {
            switch change {
            case .valueChanged(let value): changedRows.insert(value.row)
            case .rowUpdated(let id): changedRows.insert(id)
            case .sectionUpdated(let id): changedSections.insert(id)
            case .rowMoved(let id, _, _): presentationCache.forget(id)
            case .rowRemoved(let id, _):
                presentationCache.forgetRow(id)
                announcedMessages[id] = nil
                rowsByID = nil
            case .sectionRemoved:
                presentationCache.forgetAll()
                rowsByID = nil
            case .rowInserted, .sectionInserted: rowsByID = nil
            default: break
            }
        }
        forgetPresentations(rows: changedRows, sections: changedSections)
        let new = FormSnapshot(form, scope: scope)
        // A drag the table made itself: only the rest of the change goes back, once.
        let shown = tableShowsAlready ?? snapshot
        let tableMovedRow = tableShowsAlready != nil
        tableShowsAlready = nil
        var update = FormDiff.update(
            from: shown, to: new, changedRows: changedRows, changedSections: changedSections)
        snapshot = new
        if update.hasStructuralChanges || tableMovedRow { cachedIndex = nil }
        if let expandedRow, path(of: expandedRow) == nil {
            // The row left the table: its kept presentation shows the editor expanded.
            self.expandedRow = nil
            presentationCache.forget(expandedRow.id)
        }
        if let focusedRow, path(of: focusedRow) == nil { self.focusedRow = nil }
        if !drafts.isEmpty { dropDrafts(of: transaction) }
        update.reloadedRows = rowsWithNewControlKind(among: update.reconfiguredRows)
        let announcement = announcement(of: changedRows)
        if !update.isEmpty, let tableView {
            do {
                try tableView.apply(update, snapshot: new)
                lastApplyError = nil
                onDidApply?(update)
            } catch {
                lastApplyError = error
                tableView.reload(new)
                onDidApply?(TableUpdate())
            }
        }
        if let announcement { onAnnouncement?(announcement) }
        if let row = form.rowToFocus {
            form.rowToFocus = nil
            if path(of: row) != nil {
                beginEditing(row)
                onFocusRequest?(row)
            }
        }
    }

    // MARK: Lookup

    /// The visible rows by table path, built when first needed after a structural change.
    var index: VisibleRowIndex {
        if let cached = cachedIndex { return cached }
        let built = VisibleRowIndex(snapshot: snapshot, form: form)
        cachedIndex = built
        return built
    }

    /// Where each visible row is shown, built when first needed after the index changed:
    /// presenting rows looks them up by path alone, so a first presentation never builds it.
    var positions: VisibleRowPositions {
        if let cached = cachedPositions { return cached }
        let built = VisibleRowPositions(index)
        cachedPositions = built
        return built
    }

    /// The row shown at a table path.
    /// - Complexity: O(1), after the first lookup following a structural change.
    package func row(at path: TablePath) -> FormRow? {
        // Read in place: a copy of the index would retain its arrays on every lookup.
        if cachedIndex == nil { cachedIndex = VisibleRowIndex(snapshot: snapshot, form: form) }
        return cachedIndex?.row(at: path)
    }

    /// Where a row is shown, or `nil` if it is hidden or not in the form.
    /// - Complexity: O(1), after the first lookup following a structural change.
    package func path(of row: FormRow) -> TablePath? {
        guard row.form === form else { return nil }
        return positions.path(of: row.id)
    }

    /// `true` if the table shows the row with this identity.
    func snapshotContains(_ id: RowID) -> Bool { positions.path(of: id) != nil }

    /// The section shown at a visible index.
    package func section(at index: Int) -> Section? {
        self.index.section(at: index)
    }

    /// The visible rows in table order.
    var visibleRows: [FormRow] { positions.flat }
}
