import Foundation

/// The changes of one batch, as the table was told them.
struct _Batch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
}

extension UITableView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if _inMoveCallback {
            UIKitRules.report("UITableView: performBatchUpdates inside tableView(_:moveRowAt:to:)")
        }
        if !_loaded { reloadData() }
        let outer = _batch == nil
        if outer { _batch = _Batch() }
        updates?()
        guard outer, let batch = _batch else { return }
        _batch = nil
        _log.append(updates == nil ? "batch(empty)" : "batch")
        _apply(batch)
        completion?(true)
    }

    private func _record(_ change: @escaping (inout _Batch) -> Void) {
        if _batch != nil {
            change(&_batch!)
        } else {
            performBatchUpdates { change(&self._batch!) }
        }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.deletedSections += sections }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.insertedSections += sections }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.movedSections.append((section, newSection)) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.deletedRows += indexPaths }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.insertedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _log.append("reloadRows(\(indexPaths.map { "\($0.section).\($0.row)" }.joined(separator: ",")))")
        _record { $0.reloadedRows += indexPaths }
    }

    /// Configures the rows' cells again in place: the data source gets each row's own cell
    /// back from `dequeueReusableCell(withIdentifier:for:)`, without `prepareForReuse()`.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        if !_loaded { reloadData() }
        _log.append("reconfigureRows(\(indexPaths.map { "\($0.section).\($0.row)" }.joined(separator: ",")))")
        guard let dataSource else { return }
        for path in indexPaths where _check(path, in: "reconfigureRows(at:)") {
            guard let cell = _cells[path] else { continue }
            _reconfiguring = (path, cell)
            let returned = dataSource.tableView(self, cellForRowAt: path)
            _reconfiguring = nil
            if returned !== cell {
                UIKitRules.report(
                    "UITableView: reconfigureRows(at:) of \(path.section).\(path.row): the data source returned "
                        + "another cell than the row's own")
                _recycle(cell)
                _cells[path] = returned
                addSubview(returned)
            }
        }
    }

    /// Applies a batch: checks it as UIKit does, then moves the cells of surviving rows to
    /// their new paths and makes cells for new rows.
    func _apply(_ batch: _Batch) {
        let old = _counts
        let new = _dataSourceCounts()
        enum Token: Equatable {
            case old(IndexPath)
            case new
        }
        func fail(_ message: String) {
            UIKitRules.report("UITableView: invalid batch update: \(message) (before: \(old), after: \(new))")
            for cell in _cells.values { _recycle(cell) }
            _cells = [:]
            for view in Array(_headers.values) + Array(_footers.values) { view.removeFromSuperview() }
            _headers = [:]
            _footers = [:]
            _counts = new
            _layout()
        }
        // Sections.
        let movedFrom = Set(batch.movedSections.map(\.from))
        let deleted = Set(batch.deletedSections)
        for section in deleted.union(movedFrom) where !old.indices.contains(section) {
            return fail("section \(section) deleted or moved does not exist")
        }
        for section in batch.insertedSections + batch.movedSections.map(\.to) where !new.indices.contains(section) {
            return fail("section \(section) inserted or moved to does not exist afterwards")
        }
        guard old.count - deleted.count + batch.insertedSections.count == new.count else {
            return fail(
                "invalid number of sections: \(new.count) after, \(old.count) before, "
                    + "\(batch.insertedSections.count) inserted, \(deleted.count) deleted")
        }
        var slots = [Int?](repeating: nil, count: new.count) // old section, nil when inserted
        var taken = Set<Int>(batch.insertedSections)
        for move in batch.movedSections {
            guard !taken.contains(move.to) else { return fail("section \(move.to) is the target of two changes") }
            taken.insert(move.to)
            slots[move.to] = move.from
        }
        var remaining = old.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in slots.indices where !taken.contains(index) {
            guard let next = remaining.next() else { return fail("sections do not add up") }
            slots[index] = next
        }
        // Rows.
        let deletedRows = Set(batch.deletedRows)
        let reloadedRows = Set(batch.reloadedRows)
        let movedRowsFrom = Set(batch.movedRows.map(\.from))
        for path in deletedRows.union(movedRowsFrom).union(reloadedRows) {
            guard old.indices.contains(path.section), path.row >= 0, path.row < old[path.section] else {
                return fail("row \(path.section).\(path.row) deleted, moved or reloaded does not exist")
            }
        }
        var layout: [[Token]] = []
        for (index, slot) in slots.enumerated() {
            var rows: [Token] = []
            guard let slot else {
                // An inserted section comes with its rows; none may be inserted or moved into it.
                if batch.insertedRows.contains(where: { $0.section == index })
                    || batch.movedRows.contains(where: { $0.to.section == index })
                {
                    return fail("rows inserted or moved into section \(index), which is inserted itself")
                }
                layout.append(Array(repeating: .new, count: new[index]))
                continue
            }
            do {
                for row in 0..<old[slot] {
                    let path = IndexPath(row: row, section: slot)
                    if deletedRows.contains(path) || movedRowsFrom.contains(path) { continue }
                    rows.append(reloadedRows.contains(path) ? .new : .old(path))
                }
            }
            var arriving: [(row: Int, token: Token)] = batch.insertedRows.filter { $0.section == index }.map {
                ($0.row, .new)
            }
            arriving += batch.movedRows.filter { $0.to.section == index }.map { ($0.to.row, .old($0.from)) }
            for (row, token) in arriving.sorted(by: { $0.row < $1.row }) {
                guard row >= 0, row <= rows.count else {
                    return fail("row \(index).\(row) inserted or moved to does not exist afterwards")
                }
                rows.insert(token, at: row)
            }
            guard rows.count == new[index] else {
                let before = old[slot]
                return fail(
                    "invalid number of rows in section \(index): \(new[index]) after, \(before) before, "
                        + "plus or minus the rows inserted, deleted and moved (\(rows.count))")
            }
            layout.append(rows)
        }
        // Cells follow their rows.
        var cells: [IndexPath: UITableViewCell] = [:]
        var kept = Set<ObjectIdentifier>()
        for (section, rows) in layout.enumerated() {
            for (row, token) in rows.enumerated() {
                if case .old(let path) = token, let cell = _cells[path] {
                    cells[IndexPath(row: row, section: section)] = cell
                    kept.insert(ObjectIdentifier(cell))
                }
            }
        }
        for cell in _cells.values where !kept.contains(ObjectIdentifier(cell)) { _recycle(cell) }
        _cells = cells
        var headers: [Int: UIView] = [:]
        var footers: [Int: UIView] = [:]
        var keptViews = Set<ObjectIdentifier>()
        for (index, slot) in slots.enumerated() {
            guard let slot else { continue }
            if let header = _headers[slot] {
                headers[index] = header
                keptViews.insert(ObjectIdentifier(header))
            }
            if let footer = _footers[slot] {
                footers[index] = footer
                keptViews.insert(ObjectIdentifier(footer))
            }
        }
        for view in Array(_headers.values) + Array(_footers.values) where !keptViews.contains(ObjectIdentifier(view)) {
            view.removeFromSuperview()
        }
        _headers = headers
        _footers = footers
        _counts = new
        _layout()
    }

    // MARK: What a person does

    /// Taps a row: highlight, will-select and did-select, as UIKit asks them.
    public func _tapRow(at indexPath: IndexPath) {
        guard _check(indexPath, in: "tap") else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        let willSelect = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let path = willSelect else { return }
        delegate?.tableView(self, didSelectRowAt: path)
    }

    /// Drags a row to a proposed place, as the reorder control does: the delegate picks the
    /// target, the table moves the row itself, then tells the data source.
    @discardableResult
    public func _dragRow(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard _check(source, in: "drag"), let dataSource, dataSource.tableView(self, canMoveRowAt: source) else {
            return nil
        }
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        guard _counts.indices.contains(target.section),
            target.row >= 0,
            target.row < _counts[target.section] + (target.section == source.section ? 0 : 1)
        else {
            UIKitRules.report("UITableView: move target \(target.section).\(target.row) does not exist")
            return nil
        }
        // The table moves the row itself.
        var rows = _counts.indices.map { section in
            (0..<_counts[section]).map { _cells[IndexPath(row: $0, section: section)] }
        }
        let cell = rows[source.section].remove(at: source.row)
        rows[target.section].insert(cell, at: target.row)
        _counts = rows.map(\.count)
        _cells = [:]
        for (section, cells) in rows.enumerated() {
            for (row, cell) in cells.enumerated() {
                if let cell { _cells[IndexPath(row: row, section: section)] = cell }
            }
        }
        _inMoveCallback = true
        dataSource.tableView(self, moveRowAt: source, to: target)
        _inMoveCallback = false
        return target
    }

    /// The swipe actions of a row's edge.
    public func _swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
}
