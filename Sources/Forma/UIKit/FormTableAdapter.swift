#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The `UITableView` of a ``FormViewController`` as its ``FormController`` drives it.
    ///
    /// It keeps the snapshot the table's data source shows. An update's stages are applied one
    /// after another, each in ONE `performBatchUpdates` — its section deletions, insertions and
    /// moves, then its row deletions, insertions and moves, with the stage's snapshot installed
    /// inside the same closure so the data source and the batch agree. Most updates are one
    /// stage; the diff splits off moves into stages of their own, in the shapes a real table
    /// is known to accept (see Docs/Renderers.md). The rows whose content changed are then
    /// reconfigured in place (`reconfigureRows(at:)`), keeping their cells, and any field being
    /// edited keeps its keyboard; rows whose control kind changed are reloaded instead, since a
    /// reconfigured row keeps its cell class. Changed section headers and footers are redrawn
    /// in place. While the table reports a row it moved itself, updates wait until that
    /// callback has returned (UIKit refuses batch updates inside it).
    @MainActor
    final class FormTableAdapter {
        /// The view controller whose table is driven.
        weak var host: FormViewController?

        /// The table driven: the host's own.
        weak var tableView: UITableView?

        /// What the table's data source shows.
        private(set) var snapshot = FormSnapshot()

        /// `true` while the table reports a move it made itself.
        private var isInMoveCallback = false

        /// Updates that arrived during a move callback, applied in order right after it.
        private var deferred: [(update: TableUpdate, snapshot: FormSnapshot)] = []

        /// Runs `body` — the model following a row the table moved itself — with the move
        /// installed in the data source; what the model changes besides is applied once the
        /// table's callback has returned.
        func tableDidMove(from source: TablePath, to destination: TablePath, _ body: () throws -> Void) rethrows {
            var shown = snapshot
            if shown.sections.indices.contains(source.section), shown.sections.indices.contains(destination.section),
                shown.sections[source.section].rows.indices.contains(source.row)
            {
                let id = shown.sections[source.section].rows.remove(at: source.row)
                let rows = shown.sections[destination.section].rows
                shown.sections[destination.section].rows.insert(id, at: min(destination.row, rows.count))
            }
            snapshot = shown
            isInMoveCallback = true
            defer { isInMoveCallback = false }
            try body()
        }

        /// Applies the updates that waited for a move callback to return.
        private func applyDeferred() {
            let waiting = deferred
            deferred = []
            for (update, snapshot) in waiting {
                do {
                    try apply(update, snapshot: snapshot)
                } catch {
                    reload(snapshot)
                }
            }
        }
    }

    // `TableUpdateTarget` is a non-isolated protocol (FormaCore runs headless on any actor), but a
    // `UITableView` may only be touched on the main actor. The conformance is therefore an
    // isolated one: its methods are main-actor isolated and the compiler only lets the
    // conformance be used where the main actor already runs. The `FormController` holding
    // this table is a non-`Sendable` class owned by the main-actor `FormViewController`, so
    // every call it makes through the protocol happens on the main actor; no unchecked
    // escape hatch is needed.
    extension FormTableAdapter: @MainActor TableUpdateTarget {
        func reload(_ snapshot: FormSnapshot) {
            deferred = []
            // Reloading recycles every cell, the focused one too: put focus back afterwards.
            let focused = host?.formController.focusedRow
            self.snapshot = snapshot
            tableView?.reloadData()
            if let focused, let host, host.isViewLoaded, tableView?.window != nil {
                tableView?.layoutIfNeeded()
                host.focus(focused)
            }
        }

        func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
            if isInMoveCallback || !deferred.isEmpty {
                if deferred.isEmpty { Task { @MainActor [weak self] in self?.applyDeferred() } }
                deferred.append((update, snapshot))
                return
            }
            // Off screen there is nothing to animate: UIKit asks for a reload instead.
            guard let tableView, tableView.window != nil else {
                reload(snapshot)
                return
            }
            for stage in update.stages {
                tableView.performBatchUpdates {
                    self.snapshot = stage.snapshot
                    Self.perform(stage.batch, on: tableView)
                }
            }
            self.snapshot = snapshot
            // A reconfigured row keeps its cell: rows that need another cell class are reloaded.
            let reloaded = Set(update.reloadedRows)
            let reconfigured = update.reconfiguredRows.filter { !reloaded.contains($0) }
            if !reconfigured.isEmpty {
                tableView.reconfigureRows(at: reconfigured.map(\.indexPath))
            }
            if !reloaded.isEmpty {
                tableView.reloadRows(at: update.reloadedRows.map(\.indexPath), with: .none)
            }
            if !update.reloadedSectionHeaders.isEmpty {
                for section in update.reloadedSectionHeaders { host?.refreshTitles(ofSection: section) }
                // An empty batch re-measures headers and footers whose text came or went.
                tableView.performBatchUpdates(nil)
            }
        }

        /// One stage's batch, in the order UIKit documents for a batch.
        private static func perform(_ update: TableUpdate.Batch, on tableView: UITableView) {
            if !update.deletedSections.isEmpty {
                tableView.deleteSections(IndexSet(update.deletedSections), with: .fade)
            }
            if !update.insertedSections.isEmpty {
                tableView.insertSections(IndexSet(update.insertedSections), with: .fade)
            }
            for move in update.movedSections {
                tableView.moveSection(move.from, toSection: move.to)
            }
            if !update.deletedRows.isEmpty {
                tableView.deleteRows(at: update.deletedRows.map(\.indexPath), with: .fade)
            }
            if !update.insertedRows.isEmpty {
                tableView.insertRows(at: update.insertedRows.map(\.indexPath), with: .fade)
            }
            for move in update.movedRows {
                tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath)
            }
        }
    }
#endif
