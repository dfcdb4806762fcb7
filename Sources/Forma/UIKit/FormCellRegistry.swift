#if canImport(UIKit)
import UIKit

/// Which cell shows each row kind in a ``FormViewController``.
///
/// Every built-in kind starts with a plain cell: a text field for field rows, a switch, a
/// check mark, a tinted button title, and a value cell (title and value side by side) for
/// labels, info rows and every other kind (``fallbackCell``). Register your own cell class or cell provider per kind to
/// draw a built-in kind differently or to draw a custom row kind. Cells that subclass
/// ``FormCell`` are configured by the controller after they are made.
///
/// ```swift
/// final class RatingCell: FormCell { /* stars */ }
///
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
    public typealias Provider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ row: FormRow) -> UITableViewCell

    private enum Entry {
        case cellClass(FormCell.Type)
        case provider(Provider)
    }

    private var entries: [RowKind: Entry] = [:]
    private var registeredIdentifiers: Set<String> = []
    private weak var registeredTable: UITableView?

    /// The cell class for kinds with no entry (custom kinds nobody registered).
    public var fallbackCell: FormCell.Type = ValueCell.self

    /// Creates a registry holding the built-in cells.
    ///
    /// ```swift
    /// let registry = FormCellRegistry()
    /// registry.cellClass(for: .switch)   // SwitchCell.self
    /// ```
    public init() {}

    /// The built-in cell of a kind, or `nil` for kinds drawn by the fallback.
    private static func builtInCell(for kind: RowKind) -> FormCell.Type? {
        switch kind {
        case .text, .name, .email, .password, .phone, .url, .twitter, .account, .zipCode, .integer, .decimal,
            .textArea:
            TextFieldCell.self
        case .switch: SwitchCell.self
        case .check: CheckCell.self
        case .button: ButtonCell.self
        default: nil
        }
    }

    /// The entry that draws a kind: a registration, else the built-in cell, else the fallback.
    private func entry(for kind: RowKind) -> Entry {
        entries[kind] ?? .cellClass(Self.builtInCell(for: kind) ?? fallbackCell)
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

    /// Goes back to the built-in cell (or the fallback) for a kind.
    ///
    /// ```swift
    /// registry.removeRegistration(for: .label)
    /// ```
    public func removeRegistration(for kind: RowKind) {
        entries[kind] = nil
    }

    /// The cell class that draws a kind, or `nil` when a provider draws it.
    ///
    /// ```swift
    /// registry.cellClass(for: .email)   // TextFieldCell.self
    /// ```
    public func cellClass(for kind: RowKind) -> FormCell.Type? {
        switch entry(for: kind) {
        case .cellClass(let type): type
        case .provider: nil
        }
    }

    /// Makes the cell for a row, registering its class with the table the first time.
    func cell(for row: FormRow, in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
        let type: FormCell.Type
        switch entry(for: row.kind) {
        case .provider(let provider): return provider(tableView, indexPath, row)
        case .cellClass(let cellClass): type = cellClass
        }
        let identifier = String(reflecting: type)
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
