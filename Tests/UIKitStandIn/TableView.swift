import Foundation

/// A table that shows every row at once and checks its updates as UIKit does: the counts
/// after a batch must follow from the counts before and the changes; index paths handed to it
/// must exist; `reconfigureRows(at:)` gives the row's own cell back, without
/// `prepareForReuse()`, and needs the cell class it had; no update while it reports a move
/// the person made.
@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    public weak var dataSource: (any UITableViewDataSource)?
    public weak var delegate: (any UITableViewDelegate)?
    public weak var dragDelegate: (any UITableViewDragDelegate)?
    public weak var dropDelegate: (any UITableViewDropDelegate)?
    public var dragInteractionEnabled = false
    public var rowHeight: CGFloat = 44
    public var estimatedRowHeight: CGFloat = 44
    public var backgroundView: UIView?
    public private(set) var isEditing = false
    public var _hasActiveDrag = false

    var _counts: [Int] = []
    var _cells: [IndexPath: UITableViewCell] = [:]
    var _headers: [Int: UIView] = [:]
    var _footers: [Int: UIView] = [:]
    var _pool: [String: [UITableViewCell]] = [:]
    var _registered: [String: AnyClass] = [:]
    var _reconfiguring: (path: IndexPath, cell: UITableViewCell)?
    var _batch: _Batch?
    var _inMoveCallback = false
    var _loaded = false

    /// What the table was asked to do, for tests: batches, reconfigured and reloaded paths,
    /// scrolls, full reloads.
    public var _log: [String] = []
    public private(set) var _scrolledTo: [IndexPath] = []

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public var hasActiveDrag: Bool { _hasActiveDrag }

    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Registration and dequeueing

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        _registered[identifier] = cellClass
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        nil
    }

    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pooled = _pool[identifier], !pooled.isEmpty {
            let cell = pooled.removeLast()
            _pool[identifier] = pooled
            cell._prepareForReuse()
            return cell
        }
        guard let type = _registered[identifier] as? UITableViewCell.Type else { return nil }
        // Cells are made through the initialiser every subclass has (UIKit calls
        // `init(style:reuseIdentifier:)` through the Objective-C runtime).
        guard let cell = type.init(coder: NSCoder()) else {
            UIKitRules.report("UITableView: \(type) could not be made")
            return nil
        }
        cell._reuseIdentifier = identifier
        return cell
    }

    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = _reconfiguring, reconfiguring.path == indexPath {
            if reconfiguring.cell._reuseIdentifier != identifier {
                UIKitRules.report(
                    "UITableView: reconfigureRows(at:) of \(indexPath.section).\(indexPath.row) dequeued "
                        + "'\(identifier)', but the row's cell is '\(reconfiguring.cell._reuseIdentifier ?? "")' "
                        + "(a reconfigured row keeps its cell class; reload it instead)")
            }
            // UIKit hands the row's own cell back, as it is: no prepareForReuse().
            return reconfiguring.cell
        }
        guard _registered[identifier] != nil || !(_pool[identifier] ?? []).isEmpty else {
            UIKitRules.report("UITableView: no class registered for the identifier '\(identifier)'")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell()
    }

    // MARK: Looking up

    public var numberOfSections: Int { _counts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        _counts.indices.contains(section) ? _counts[section] : 0
    }

    func _isValid(_ path: IndexPath) -> Bool {
        _counts.indices.contains(path.section) && path.row >= 0 && path.row < _counts[path.section]
    }

    func _check(_ path: IndexPath, in call: String) -> Bool {
        guard _isValid(path) else {
            UIKitRules.report(
                "UITableView: \(call) with invalid index path \(path.section).\(path.row) "
                    + "(sections: \(_counts))")
            return false
        }
        return true
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _cells[indexPath] }

    public var visibleCells: [UITableViewCell] {
        _cells.sorted { $0.key < $1.key }.map(\.value)
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _cells.first { $0.value === cell }?.key
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _headers[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _footers[section] as? UITableViewHeaderFooterView
    }

    /// The view shown as a section's header (the app's own or UIKit's text header).
    public func _header(_ section: Int) -> UIView? { _headers[section] }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard _check(indexPath, in: "rectForRow(at:)") else { return .zero }
        let before = _counts.prefix(indexPath.section).reduce(0, +) + indexPath.row
        return CGRect(x: 0, y: CGFloat(before) * 44, width: 320, height: 44)
    }

    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard _check(indexPath, in: "scrollToRow(at:at:animated:)") else { return }
        _scrolledTo.append(indexPath)
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    // MARK: Reloading

    public func reloadData() {
        if _inMoveCallback { UIKitRules.report("UITableView: reloadData() inside tableView(_:moveRowAt:to:)") }
        _log.append("reloadData")
        for cell in _cells.values { _recycle(cell) }
        _cells = [:]
        for view in Array(_headers.values) + Array(_footers.values) { view.removeFromSuperview() }
        _headers = [:]
        _footers = [:]
        _counts = _dataSourceCounts()
        _loaded = true
        _layout()
    }

    func _dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
        }
    }

    func _recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell._reuseIdentifier { _pool[identifier, default: []].append(cell) }
    }

    /// Makes the cells, headers and footers of everything the table shows but has no view for.
    public override func layoutIfNeeded() {
        if !_loaded { reloadData() }
    }

    func _layout() {
        guard let dataSource else { return }
        for (section, count) in _counts.enumerated() {
            if _headers[section] == nil, let header = _sectionView(section, header: true) {
                _headers[section] = header
                addSubview(header)
            }
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                guard _cells[path] == nil else { continue }
                let cell = dataSource.tableView(self, cellForRowAt: path)
                _cells[path] = cell
                addSubview(cell)
            }
            if _footers[section] == nil, let footer = _sectionView(section, header: false) {
                _footers[section] = footer
                addSubview(footer)
            }
        }
    }

    func _sectionView(_ section: Int, header: Bool) -> UIView? {
        let own =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let own { return own }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }
}
