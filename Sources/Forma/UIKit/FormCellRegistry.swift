#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// Which cell shows each row in a ``FormViewController``.
    ///
    /// Cells are chosen by the row's editor (its presentation's ``Editor``), never by its kind:
    ///
    /// | Editor | Cell |
    /// |---|---|
    /// | `.textField` | ``TextFieldCell`` |
    /// | `.textView` | ``TextViewCell`` |
    /// | `.toggle` | ``SwitchCell`` |
    /// | `.check` | ``CheckCell`` |
    /// | `.slider` | ``SliderCell`` |
    /// | `.stepper` | ``StepperCell`` |
    /// | `.segmented` | ``SegmentedCell`` |
    /// | `.datePicker` | ``DatePickerCell`` |
    /// | `.picker` | ``PickerCell``; ``PickerInputCell`` when the wheel replaces the keyboard |
    /// | `.selector`, `.label` | ``ValueCell`` |
    /// | `.button` | ``ButtonCell`` |
    /// | `.custom(name)` | the cell registered for the name, else ``fallbackCell`` |
    ///
    /// Apps override per row kind — to draw a built-in kind differently or a custom kind —
    /// with a ``FormCell`` subclass or a provider closure. A kind's registration wins over the
    /// editor's cell. Cells that subclass ``FormCell`` are configured by the controller after
    /// they are made.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     cellRegistry.register(kind: .rating, cell: RatingCell.self)
    ///     cellRegistry.register(kind: .label) { tableView, indexPath, row in
    ///         let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    ///         cell.textLabel?.text = row.title
    ///         return cell
    ///     }
    /// }
    /// ```
    @MainActor
    public final class FormCellRegistry {
        /// Makes (usually dequeues) the cell for a row. A ``FormCell`` it returns is then
        /// configured by the controller; any other cell must come back ready to show.
        public typealias Provider =
            @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ row: FormRow) -> UITableViewCell

        private enum Entry {
            case cellClass(FormCell.Type)
            case provider(Provider)
        }

        /// Styles a cell after its row's whole state was applied to it.
        public typealias Styling = @MainActor (_ cell: UITableViewCell, _ row: FormRow) -> Void

        private var entries: [RowKind: Entry] = [:]
        private var setUps: [RowKind: [Styling]] = [:]
        private var kindStylings: [RowKind: [Styling]] = [:]
        private var tagStylings: [String: [Styling]] = [:]
        private var customEditors: [String: FormCell.Type] = [:]
        private var registeredIdentifiers: Set<String> = []
        private weak var registeredTable: UITableView?

        /// The cell class for custom editors nobody registered.
        public var fallbackCell: FormCell.Type = ValueCell.self

        /// Creates a registry holding the built-in cells.
        ///
        /// ```swift
        /// let registry = FormCellRegistry()
        /// registry.cellClass(for: .toggle(isOn: false), kind: .switch)   // SwitchCell.self
        /// ```
        public init() {}

        /// The cell of an editor: a built-in one, or for a custom editor the cell registered
        /// for its name, else ``fallbackCell``.
        private func editorCell(for editor: Editor) -> FormCell.Type {
            switch editor {
            case .textField: TextFieldCell.self
            case .textView: TextViewCell.self
            case .toggle: SwitchCell.self
            case .check: CheckCell.self
            case .slider: SliderCell.self
            case .stepper: StepperCell.self
            case .segmented: SegmentedCell.self
            case .datePicker: DatePickerCell.self
            case .picker(let list): list.presentsAsInputView ? PickerInputCell.self : PickerCell.self
            case .selector, .label: ValueCell.self
            case .button: ButtonCell.self
            case .custom(let custom): customEditors[custom.name] ?? fallbackCell
            }
        }

        /// The entry that draws a row: its kind's registration, else its editor's cell.
        private func entry(for editor: Editor, kind: RowKind) -> Entry {
            if let entry = entries[kind] { return entry }
            return .cellClass(editorCell(for: editor))
        }

        /// Draws rows of a kind with a ``FormCell`` subclass, dequeued from the table.
        ///
        /// ```swift
        /// registry.register(kind: .rating, cell: RatingCell.self)
        /// ```
        public func register(kind: RowKind, cell: FormCell.Type) {
            entries[kind] = .cellClass(cell)
        }

        /// Draws rows of a kind with cells made by a provider.
        ///
        /// ```swift
        /// registry.register(kind: .info) { tableView, indexPath, row in
        ///     let cell = tableView.dequeueReusableCell(withIdentifier: "Info", for: indexPath)
        ///     var content = cell.defaultContentConfiguration()
        ///     content.text = row.title
        ///     cell.contentConfiguration = content
        ///     return cell
        /// }
        /// ```
        public func register(kind: RowKind, _ provider: @escaping Provider) {
            entries[kind] = .provider(provider)
        }

        /// Draws rows whose editor is `.custom` with this name (whatever their kind).
        ///
        /// ```swift
        /// registry.register(customEditor: "rating", cell: RatingCell.self)
        /// ```
        public func register(customEditor name: String, cell: FormCell.Type) {
            customEditors[name] = cell
        }

        /// Runs once on each cell made for rows of a kind, the first time it is configured —
        /// Eureka's `cellSetup`. For what never changes: fonts, a background, accessory views.
        ///
        /// ```swift
        /// registry.setUpCells(kind: .text) { cell, _ in (cell as? TextFieldCell)?.textField.font = .monospacedSystemFont(ofSize: 15, weight: .regular) }
        /// ```
        public func setUpCells(kind: RowKind, _ setUp: @escaping Styling) {
            setUps[kind, default: []].append(setUp)
        }

        /// Runs on every configure of a cell showing a row of a kind, after the row's whole
        /// state was applied (so it is never undone by the next update) — Eureka's
        /// `cellUpdate`, XLForm's `cellConfig`. The kind's cells are reused only among its
        /// rows, so nothing a styling sets shows on a row of another kind.
        ///
        /// ```swift
        /// registry.styleCells(kind: .switch) { cell, _ in (cell as? SwitchCell)?.toggle.onTintColor = .systemPurple }
        /// ```
        public func styleCells(kind: RowKind, _ styling: @escaping Styling) {
            kindStylings[kind, default: []].append(styling)
        }

        /// Runs on every configure of the cell showing the row with a tag, after the kind's
        /// stylings — Eureka's per-row `cellUpdate`. The row's cells are reused for it alone.
        ///
        /// ```swift
        /// registry.styleCells(tag: "delete") { cell, _ in (cell as? ButtonCell)?.titleLabel.textColor = .systemRed }
        /// ```
        public func styleCells(tag: String, _ styling: @escaping Styling) {
            tagStylings[tag, default: []].append(styling)
        }

        /// Runs a cell's setup (once) and stylings, in the order they were registered: kind
        /// setup, kind styling, then the row's own.
        func applyStyling(to cell: UITableViewCell, for row: FormRow) {
            if let formCell = cell as? FormCell, !formCell.hasRunSetUp {
                formCell.hasRunSetUp = true
                for setUp in setUps[row.kind] ?? [] { setUp(cell, row) }
            }
            for styling in kindStylings[row.kind] ?? [] { styling(cell, row) }
            if let tag = row.tag {
                for styling in tagStylings[tag] ?? [] { styling(cell, row) }
            }
        }

        /// Goes back to the editor's built-in cell for a kind.
        ///
        /// ```swift
        /// registry.removeRegistration(for: .label)
        /// ```
        public func removeRegistration(for kind: RowKind) {
            entries[kind] = nil
        }

        /// The cell class that draws a row with this editor and kind, or `nil` when a provider
        /// draws it.
        ///
        /// ```swift
        /// registry.cellClass(for: .label, kind: .info)   // ValueCell.self
        /// ```
        package func cellClass(for editor: Editor, kind: RowKind) -> FormCell.Type? {
            switch entry(for: editor, kind: kind) {
            case .cellClass(let type): type
            case .provider: nil
            }
        }

        /// Makes the cell for a row, registering its class with the table the first time.
        func cell(for row: FormRow, editor: Editor, in tableView: UITableView, at indexPath: IndexPath)
            -> UITableViewCell
        {
            let type: FormCell.Type
            switch entry(for: editor, kind: row.kind) {
            case .provider(let provider): return provider(tableView, indexPath, row)
            case .cellClass(let cellClass): type = cellClass
            }
            // Cells a kind's or a row's styling touched are kept for that kind or row, so
            // what the styling set never shows on another row's cell.
            var identifier = String(reflecting: type)
            if setUps[row.kind] != nil || kindStylings[row.kind] != nil { identifier += "|kind:" + row.kind.rawValue }
            if let tag = row.tag, tagStylings[tag] != nil { identifier += "|tag:" + tag }
            if registeredTable !== tableView {
                registeredTable = tableView
                registeredIdentifiers = []
            }
            if registeredIdentifiers.insert(identifier).inserted {
                tableView.register(type, forCellReuseIdentifier: identifier)
            }
            return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
    }
#endif
