#if !canImport(UIKit)
    import FormaCore
    import Foundation

    /// The host of a form where UIKit is not available (Linux, servers, tests): the same
    /// subclassing surface as UIKit's `FormViewController` (`form`, `viewDidLoad()`,
    /// `loadViewIfNeeded()`, `valueHasBeenChanged(for:oldValue:newValue:)`, `formController`),
    /// over the same `FormController`, drawing into any `TableUpdateTarget` — a
    /// `HeadlessTableView` unless told otherwise.
    ///
    /// An app's form screen runs here, so it can be tested on Linux:
    ///
    /// ```swift
    /// final class EventViewController: FormViewController {
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         form = Form {
    ///             Section { TextRow("title") { $0.placeholder = "Title" } }
    ///         }
    ///     }
    ///     override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
    ///         print(row.tag ?? "", newValue)
    ///     }
    /// }
    ///
    /// let screen = EventViewController()
    /// screen.loadViewIfNeeded()
    /// screen.form.values()
    /// ```
    ///
    /// A screen written for iOS, subclassing `FormViewController`, compiles here unchanged:
    /// off UIKit, `FormViewController` is this host.
    @MainActor
    open class FormViewController {
        /// The form shown; setting it rebuilds the controller and reloads the table.
        public var form: Form = Form() {
            didSet { rebuildController() }
        }

        /// The controller driving the table.
        public private(set) var formController: FormController

        /// The table the form is drawn into.
        package var tableView: any TableUpdateTarget {
            didSet { formController.tableView = tableView }
        }

        /// Called with the form's values when ``requestSubmit()`` finds the form valid.
        ///
        /// ```swift
        /// screen.onSubmit = { values in api.send(values.jsonString()) }
        /// ```
        public var onSubmit: ((FormValues) -> Void)?

        /// Called with `Form.hasChanges` when it flips — the values differ from the
        /// baseline, or no longer do — for a Save button.
        ///
        /// ```swift
        /// screen.onHasChangesChange = { saveButton.isEnabled = $0 }
        /// ```
        public var onHasChangesChange: ((Bool) -> Void)?

        /// `form.hasChanges` as the hook last reported it.
        private var reportedHasChanges = false

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

        /// `true` once ``viewDidLoad()`` has run.
        public private(set) var isViewLoaded = false

        private var observation: FormObservation?

        /// Creates a host drawing into a headless table.
        public init() {
            let table = HeadlessTableView()
            tableView = table
            formController = FormController(form: form)
            rebuildController()
        }

        /// Builds the form. Subclasses override it and call `super`.
        open func viewDidLoad() {}

        /// Runs ``viewDidLoad()`` once, as a view controller's view loading does.
        public func loadViewIfNeeded() {
            guard !isViewLoaded else { return }
            isViewLoaded = true
            viewDidLoad()
        }

        /// Called after each value change of a row, with the old and new values, once the
        /// outermost transaction closes. Named as in Eureka, to ease migration; see
        /// <doc:Migrating-from-Eureka>.
        ///
        /// ```swift
        /// override func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {
        ///     print(row.tag ?? "", newValue)
        /// }
        /// ```
        open func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {}

        /// Validates the whole form and, when it is valid, hands its values to ``onSubmit``;
        /// otherwise the errors show under their rows. Returns the errors. Named so that a
        /// subclass's own `submit()`, `save()` or `done()` never collides with it.
        ///
        /// ```swift
        /// ButtonRow("save") { $0.title = "Save" }.onTap { [weak self] _ in self?.requestSubmit() }
        /// ```
        @discardableResult
        open func requestSubmit() -> [ValidationError] {
            let errors = form.submit()
            if errors.isEmpty { onSubmit?(form.values()) }
            return errors
        }

        private func rebuildController() {
            reportProblems()
            observation?.cancel()
            formController = FormController(form: form)
            formController.tableView = tableView
            reportedHasChanges = form.hasChanges
            observation = form.observe { [weak self] transaction in
                guard let self else { return }
                self.deliver(transaction)
            }
        }

        /// Hands the form's problems to ``onDiagnostics`` and the log; stops a debug build on
        /// an error of a form built in Swift.
        private func reportProblems() {
            guard let report = InstalledFormReport(form) else { return }
            onDiagnostics?(report.diagnostics)
            for line in report.logLines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            if report.stopsDebugBuild { assertionFailure(report.summary) }
        }

        private func deliver(_ transaction: FormTransaction) {
            let hasChanges = form.hasChanges
            if hasChanges != reportedHasChanges {
                reportedHasChanges = hasChanges
                onHasChangesChange?(hasChanges)
            }
            for change in transaction.valueChanges {
                guard let row = formController.row(id: change.row) else { continue }
                valueHasBeenChanged(for: row, oldValue: change.old, newValue: change.new)
            }
        }
    }
#endif
