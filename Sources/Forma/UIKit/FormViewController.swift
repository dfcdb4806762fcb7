#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// A table view controller that shows a ``Form``: subclass it, build the form, read its
    /// values. Named as in Eureka, to ease migration; see <doc:Migrating-from-Eureka>. Off
    /// UIKit, a portable `FormViewController` has the same subclassing surface.
    ///
    /// The table is driven by a ``FormController``: the data source is the controller's
    /// snapshot of the visible sections and rows, and every transaction on the form (a value
    /// typed, a row hidden by a condition, sections inserted from code) reaches the table as
    /// one update — one `performBatchUpdates`, or one per stage when sections or rows move,
    /// the data source advanced to each stage's snapshot — followed by in-place
    /// reconfiguration of the rows whose content changed. Cells come from ``cellRegistry``, one per row kind, and may be
    /// replaced per kind.
    ///
    /// The table is `.insetGrouped` unless another style is asked for. Setting ``form``
    /// replaces the controller and reloads the table.
    ///
    /// ```swift
    /// final class EventViewController: FormViewController {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         title = "New Event"
    ///         form = Form {
    ///             Section {
    ///                 TextRow("title") { $0.placeholder = "Title" }
    ///                 SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
    ///             }
    ///             Section {
    ///                 ButtonRow("save") { $0.title = "Save" }.onTap { [weak self] _ in self?.save() }
    ///             }
    ///         }
    ///     }
    ///
    ///     override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
    ///         print(row.tag ?? "?", oldValue, "→", newValue)
    ///     }
    ///
    ///     func save() {
    ///         let values = form.values()          // {"title":"Lunch","allDay":false}
    ///         print(values.jsonString())
    ///     }
    /// }
    /// ```
    open class FormViewController: UITableViewController {
        /// The form shown. Setting it builds a new ``formController`` and reloads the table.
        public var form: Form {
            didSet { formDidChange() }
        }

        /// The controller between the form and the table: snapshot, focus, navigation and
        /// edits. It is replaced when ``form`` is set.
        public private(set) var formController: FormController

        /// Called with the form's problems (errors first) each time a form with any is
        /// installed: conditions naming unknown tags, patterns that cannot be used, duplicate
        /// tags, a definition's warnings. Each is also written to the log. An error in a form
        /// built in Swift stops a debug build as well, where it was written; a form loaded
        /// from a definition (which may come from a server) never stops the app.
        ///
        /// ```swift
        /// screen.onDiagnostics = { problems in analytics.record(problems.map(\.code)) }
        /// ```
        public var onDiagnostics: (([Diagnostic]) -> Void)?

        /// The cells used for each row kind; register your own before the table loads.
        public let cellRegistry = FormCellRegistry()

        /// The table as the controller sees it.
        let table = FormTableAdapter()

        /// Called with the form's values when the form is submitted and valid: by ``requestSubmit()``,
        /// or by the return key of the last field.
        ///
        /// ```swift
        /// controller.onSubmit = { values in api.send(values.jsonString()) }
        /// ```
        public var onSubmit: ((FormValues) -> Void)?

        /// Called with the form's values after every change, for bindings (see `FormView`).
        ///
        /// ```swift
        /// controller.onValuesChange = { values in model.values = values }
        /// ```
        public var onValuesChange: ((FormValues) -> Void)?

        /// Called with `Form.hasChanges` when it flips — the values differ from the
        /// baseline, or no longer do — for a Save button.
        ///
        /// ```swift
        /// controller.onHasChangesChange = { saveButton.isEnabled = $0 }
        /// ```
        public var onHasChangesChange: ((Bool) -> Void)?

        /// While the form has changes, a sheet showing it refuses the swipe that would dismiss
        /// it (`isModalInPresentation`) and ``formDismissalWasBlocked()`` is called instead;
        /// `true` unless set.
        public var blocksDismissalWithChanges = true {
            didSet { updateModalInPresentation() }
        }

        /// Called when a person tried to swipe away a sheet showing the form while it has
        /// changes. Override it to ask whether to discard them (then `form.reset()` or save,
        /// and dismiss); the default does nothing.
        ///
        /// ```swift
        /// override func formDismissalWasBlocked() { askToDiscardChanges() }
        /// ```
        open func formDismissalWasBlocked() {}

        /// `form.hasChanges` as the hook last reported it.
        private var reportedHasChanges = false

        /// Makes a view for a section's header instead of its text; `nil` keeps the text. The
        /// view is yours: Forma asks for it when the section appears and never changes it.
        ///
        /// ```swift
        /// controller.headerView = { section in section.tag == "profile" ? AvatarHeader() : nil }
        /// ```
        public var headerView: ((Section) -> UIView?)?

        /// Makes a view for a section's footer instead of its text; `nil` keeps the text.
        ///
        /// ```swift
        /// controller.footerView = { section in section.tag == "terms" ? TermsFooter() : nil }
        /// ```
        public var footerView: ((Section) -> UIView?)?

        /// The bar above the keyboard with previous, next and done, shared by every editor.
        public private(set) lazy var inputAccessoryBar = FormInputAccessoryBar(
            onPrevious: { [weak self] in self?.focusPreviousRow() },
            onNext: { [weak self] in self?.focusNextRow() },
            onDone: { [weak self] in self?.view.endEditing(true) })

        /// `true` while the keyboard (or an editor in its place) is on screen.
        var isKeyboardShown = false

        /// The keyboard notifications listened to while the form is on screen.
        var keyboardObservers: [any NSObjectProtocol] = []

        /// The options load of an action sheet or alert under way; one at a time.
        var selectorLoad: Task<Void, Never>?

        /// The screen whose options are loading.
        var loadingSelector: SelectorScreen?

        /// The file pick under way: the delegate of the picker on screen.
        var filePicking: FilePicking?

        /// `false` to present selector lists as sheets even inside a navigation controller
        /// (inside SwiftUI, whose navigation controller is its own).
        var pushesSelectorLists = true

        private var observation: FormObservation?

        /// The pushed sub-form this screen shows, or `nil` for a form's own screen.
        package var subFormScope: SubFormRow?

        /// Creates a controller showing an empty form in an `.insetGrouped` table.
        ///
        /// ```swift
        /// let controller = EventViewController()
        /// ```
        public convenience init() {
            self.init(style: .insetGrouped)
        }

        /// Creates a controller showing an empty form in a table of the given style.
        ///
        /// ```swift
        /// let controller = EventViewController(style: .grouped)
        /// ```
        public override init(style: UITableView.Style) {
            let form = Form()
            self.form = form
            formController = FormController(form: form)
            super.init(style: style)
            observeForm()
        }

        /// Creates a controller from a storyboard or nib, showing an empty form.
        public required init?(coder: NSCoder) {
            let form = Form()
            self.form = form
            formController = FormController(form: form)
            super.init(coder: coder)
            observeForm()
        }

        #if canImport(UIKit)
            /// Keeps the form's draft — its values (secret rows never), collapsed and expanded
            /// sections and the row being edited — in UIKit's state restoration archive. Give
            /// the controller a `restorationIdentifier` and opt in to state restoration in the app.
            open override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                switch form.draftArchive() {
                case .success(let data): coder.encode(data, forKey: Form.draftArchiveKey)
                case .failure(let problem): NSLog("%@", problem.description)
                }
            }

            /// Restores the draft ``encodeRestorableState(with:)`` kept; what no longer fits the
            /// form (a removed row, a value outside new bounds) is written to the log.
            open override func decodeRestorableState(with coder: NSCoder) {
                super.decodeRestorableState(with: coder)
                guard let data = coder.decodeObject(of: NSData.self, forKey: Form.draftArchiveKey) else { return }
                for line in form.restoreDraftArchive(data as Data) { NSLog("%@", line) }
            }
        #endif

        /// Creates a controller from a nib, showing an empty form (UIKit's table style for a
        /// nib without a table: `.plain`).
        public override init(nibName: String?, bundle: Bundle?) {
            let form = Form()
            self.form = form
            formController = FormController(form: form)
            super.init(nibName: nibName, bundle: bundle)
            observeForm()
        }

        /// Connects the table to the form. Subclasses build their form here, after calling
        /// `super`.
        ///
        /// ```swift
        /// override func viewDidLoad() {
        ///     super.viewDidLoad()
        ///     form = Form { Section { NameRow("name") { $0.title = "Name" } } }
        /// }
        /// ```
        open override func viewDidLoad() {
            super.viewDidLoad()
            tableView.keyboardDismissMode = .interactive
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 44
            attachTable()
        }

        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            observeKeyboard()
            let presentation = navigationController?.presentationController ?? presentationController
            if let presentation, presentation.delegate == nil { presentation.delegate = self }
        }

        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            stopObservingKeyboard()
            cancelSelectorLoad()
        }

        /// Validates the whole form and, when it is valid, hands its values to ``onSubmit``.
        /// Otherwise the errors show under their rows and the first one is scrolled to and
        /// announced. Returns the errors. Named so that a subclass's own `submit()`, `save()` or
        /// `done()` never collides with it.
        ///
        /// ```swift
        /// ButtonRow("save") { $0.title = "Save" }.onTap { [weak self] _ in self?.requestSubmit() }
        /// ```
        @discardableResult
        open func requestSubmit() -> [ValidationError] {
            view.endEditing(true)
            let errors = form.submit()
            guard let first = errors.first else {
                onSubmit?(form.values())
                return errors
            }
            // A problem inside a pushed sub-form: its row on this screen leads to it.
            if let row = formController.row(id: first.row),
                let indexPath = indexPath(of: SubFormRow.pushedPath(to: row, from: subFormScope)?.first ?? row)
            {
                tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
                // VoiceOver moves to the first invalid row, whose value speaks its message.
                Announcement.moveFocus(to: tableView.cellForRow(at: indexPath))
            }
            return errors
        }

        /// Called after a row's value changed — typed, toggled or set from code — once the
        /// table shows the change. The default does nothing. Named as in Eureka, to ease
        /// migration; see <doc:Migrating-from-Eureka>.
        ///
        /// ```swift
        /// override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
        ///     if row.tag == "allDay" { updateTitle() }
        /// }
        /// ```
        open func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {}

        /// Presents a selector screen for the row at an index path, by its style: push,
        /// multiple and left-right selectors push a ``SelectorViewController`` (inside a sheet
        /// when the form has no navigation controller); action sheets and alerts present a
        /// `UIAlertController`. Override it to present your own screens.
        ///
        /// ```swift
        /// override func presentSelector(_ screen: SelectorScreen, from indexPath: IndexPath) {
        ///     if screen.row.tag == "country" { present(CountryPicker(screen: screen), animated: true) }
        ///     else { super.presentSelector(screen, from: indexPath) }
        /// }
        /// ```
        open func presentSelector(_ screen: SelectorScreen, from indexPath: IndexPath) {
            presentSelectorByStyle(screen, from: indexPath)
        }

        /// Tells the person that a choice could not be written (the row left the form or was
        /// disabled while the screen was open). Override it to report differently.
        ///
        /// ```swift
        /// override func selectorDidFail(_ error: any Error) { logger.error("\(error)") }
        /// ```
        /// Shows a pushed sub-form's rows on a screen of their own: a form screen of the same
        /// form, scoped to the sub-form, pushed onto the navigation stack (or presented in
        /// one when the form has none). Every edit there changes this form at once, so its
        /// row's problem count and the conditions reading into it follow.
        ///
        /// ```swift
        /// override func pushSubForm(_ row: SubFormRow, from indexPath: IndexPath) {
        ///     super.pushSubForm(row, from: indexPath)
        ///     analytics.log("opened \(row.tag ?? "")")
        /// }
        /// ```
        open func pushSubForm(_ row: SubFormRow, from indexPath: IndexPath) {
            pushSubFormScreen(row)
        }

        /// Shows a screen of the app's own for an ``AppScreenRow`` (its `screen` names
        /// which); set the row's `value` with what the screen brings back. The default shows
        /// nothing: override it.
        ///
        /// ```swift
        /// override func presentAppScreen(for row: AppScreenRow, from indexPath: IndexPath) {
        ///     let terms = TermsViewController { accepted in row.value = .bool(accepted) }
        ///     navigationController?.pushViewController(terms, animated: true)
        /// }
        /// ```
        open func presentAppScreen(for row: AppScreenRow, from indexPath: IndexPath) {}

        /// Picks a file or photo for a ``FileRow`` or ``ImageRow``. The default offers the
        /// sources the row names, in an action sheet anchored at the row: Photo Library
        /// (`PHPickerViewController`), Take Photo (`UIImagePickerController`, only when the
        /// device has a camera) and Choose File (`UIDocumentPickerViewController`); a row that
        /// takes other files opens the document browser at once. The picked file is written to
        /// a temporary file and handed to ``attach(fileAt:to:)``, which checks it; a cancelled
        /// pick leaves the value as it was, and a camera the person did not allow shows why
        /// under the row instead of a picker. Override it to present the app's own picker.
        ///
        /// ```swift
        /// override func pickFile(for row: FileRow, from indexPath: IndexPath) {
        ///     presentScanner { url in self.attach(fileAt: url, to: row) }
        /// }
        /// ```
        open func pickFile(for row: FileRow, from indexPath: IndexPath) {
            presentFileSources(for: row, from: indexPath)
        }

        /// Hands a picked file to a row, which checks its size and type and either holds it
        /// or shows why not under itself.
        ///
        /// ```swift
        /// attach(fileAt: pickedURL, to: row)
        /// ```
        public func attach(fileAt url: URL, to row: FileRow) {
            row.attach(fileAt: url.path)
        }

        open func selectorDidFail(_ error: any Error) {
            showSelectorFailure(error)
        }
        // MARK: UITableViewDataSource and UITableViewDelegate

        // UIKit's table callbacks are overridden here, in the class itself (Swift lets an
        // extension override only Objective-C methods, and the UIKit stand-in the layer runs
        // against on Linux has none); each hands over to the extension that owns its concern.

        open override func numberOfSections(in tableView: UITableView) -> Int {
            table.snapshot.sections.count
        }

        open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            numberOfShownRows(inSection: section)
        }

        open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cell(forRowAt: indexPath, in: tableView)
        }

        open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            self.section(at: section)?.header
        }

        open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            self.section(at: section)?.footer
        }

        open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            respondsToTap(at: indexPath, in: tableView)
        }

        open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            respondsToTap(at: indexPath, in: tableView) ? indexPath : nil
        }

        open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selectRow(at: indexPath, in: tableView)
        }

        open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            sectionHeader(at: section, in: tableView)
        }

        open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            sectionFooter(at: section)
        }

        open override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            canEditRow(at: indexPath)
        }

        open override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            editingStyle(at: indexPath)
        }

        open override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
            -> Bool
        {
            editingStyle(at: indexPath) != .none
        }

        open override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            commitEditing(editingStyle, forRowAt: indexPath)
        }

        open override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            canMoveRow(at: indexPath)
        }

        open override func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt source: IndexPath,
            toProposedIndexPath proposed: IndexPath
        ) -> IndexPath {
            formController.targetPath(forMoveFrom: TablePath(source), proposed: TablePath(proposed)).indexPath
        }

        open override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
            tableDidMoveRow(from: source, to: destination)
        }

        open override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            swipeActions(at: indexPath, edge: .trailing)
        }

        open override func tableView(
            _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            swipeActions(at: indexPath, edge: .leading)
        }

        // MARK: Installing a form

        /// Builds the controller for the current form and, once the view exists, reloads.
        private func formDidChange() {
            if subFormScope == nil { reportProblems() }
            formController.tableView = nil
            cancelSelectorLoad()
            observation?.cancel()
            formController = FormController(form: form, scope: subFormScope)
            observeForm()
            if isViewLoaded { attachTable() }
        }

        /// Hands the form's problems to ``onDiagnostics`` and the log; stops a debug build on
        /// an error of a form built in Swift.
        private func reportProblems() {
            guard let report = InstalledFormReport(form) else { return }
            onDiagnostics?(report.diagnostics)
            for line in report.logLines { NSLog("%@", line) }
            if report.stopsDebugBuild { assertionFailure(report.summary) }
        }

        /// Calls the value hook after each transaction. Registered after the controller's own
        /// observer, so the table already shows a change when the hook hears of it.
        private func observeForm() {
            // Ends with this controller: a form that outlives the screen keeps no dead observer.
            observation = form.observe(for: self) { controller, transaction in
                controller.transactionDidEnd(transaction)
            }
            formController.onAnnouncement = { [weak self] message in
                guard self?.viewIfLoaded?.window != nil else { return }
                Announcement.post(message)
            }
            // Asynchronous rules report back on the main actor: the spinner stops and their
            // messages show. A form whose app already listens is left to the app.
            if form.onAsyncValidationStarted == nil {
                form.onAsyncValidationStarted = { [weak form] in
                    Task { @MainActor in await form?.waitForAsyncValidation() }
                }
            }
        }

        /// Follows the form's changed state: the hook, and whether a sheet may be swiped away.
        private func updateModalInPresentation() {
            let hasChanges = form.hasChanges
            if hasChanges != reportedHasChanges {
                reportedHasChanges = hasChanges
                onHasChangesChange?(hasChanges)
            }
            isModalInPresentation = blocksDismissalWithChanges && hasChanges
        }

        private func attachTable() {
            table.host = self
            table.tableView = tableView
            formController.tableView = table
            updateEditingMode()
        }

        private func transactionDidEnd(_ transaction: FormTransaction) {
            if let onValuesChange, !transaction.valueChanges.isEmpty { onValuesChange(form.values()) }
            updateModalInPresentation()
            inputAccessoryBarNeedsUpdate()
            updateEditingMode()
            // A field whose row became disabled (the form went read-only) lets the keyboard go.
            if let focused = formController.focusedRow, focused.isDisabled, isViewLoaded { view.endEditing(true) }
            for change in transaction.valueChanges {
                guard let row = row(withID: change.row, tag: change.tag) else { continue }
                valueHasBeenChanged(for: row, oldValue: change.old, newValue: change.new)
            }
        }

        /// The form's row with an identity, in constant time.
        private func row(withID id: RowID, tag: String?) -> FormRow? {
            formController.row(id: id)
        }
    }

    extension FormViewController: UIAdaptivePresentationControllerDelegate {
        /// A swipe to dismiss the sheet was refused because the form has changes.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            formDismissalWasBlocked()
        }
    }
#endif
