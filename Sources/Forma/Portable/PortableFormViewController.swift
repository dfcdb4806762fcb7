#if !canImport(UIKit)
    import FormaCore

    /// The host of a form where UIKit is not available (Linux, servers, tests): the same
    /// subclassing surface as the UIKit `FormViewController`, over the same `FormController`,
    /// drawing into any `FormTableView` — a `HeadlessTableView` unless told otherwise.
    ///
    /// An app's form screen compiles and runs here unchanged, so it can be tested on Linux:
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
    @MainActor
    open class FormViewController {
        /// The form shown; setting it rebuilds the controller and reloads the table.
        public var form: Form = Form() {
            didSet { rebuildController() }
        }

        /// The controller driving the table.
        public private(set) var formController: FormController

        /// The table the form is drawn into.
        public var tableView: any FormTableView {
            didSet { formController.tableView = tableView }
        }

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

        /// Called after each value change of a row, with the old and new values.
        open func valueHasBeenChanged(for row: FormRow, oldValue: FormValue, newValue: FormValue) {}

        private func rebuildController() {
            observation?.cancel()
            formController = FormController(form: form)
            formController.tableView = tableView
            observation = form.observe { [weak self] transaction in
                guard let self else { return }
                self.deliver(transaction)
            }
        }

        private func deliver(_ transaction: FormTransaction) {
            for change in transaction.valueChanges {
                guard let row = formController.row(id: change.row) else { continue }
                valueHasBeenChanged(for: row, oldValue: change.old, newValue: change.new)
            }
        }
    }
#endif
