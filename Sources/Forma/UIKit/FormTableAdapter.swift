#if canImport(UIKit)
    import UIKit

    /// The `UITableView` of a ``FormViewController`` as its ``FormController`` drives it.
    ///
    /// It keeps the snapshot the table's data source shows. An update's stages are applied one
    /// after another, each in ONE `performBatchUpdates` — its section deletions, insertions and
    /// moves, then its row deletions, insertions and moves, with the stage's snapshot installed
    /// inside the same closure so the data source and the batch agree. Most updates are one
    /// stage; the diff splits off moves into stages of their own, in the shapes a real table
    /// is known to accept (see Docs/Renderers.md). The rows whose content changed are then
    /// reconfigured in place (`reconfigureRows(at:)`), keeping their cells, and any field being
    /// edited keeps its keyboard. Changed section headers and footers are redrawn in place.
    @MainActor
    final class FormTableAdapter {
        /// The view controller whose table is driven.
        weak var host: FormViewController?

        /// The table driven: the host's own.
        weak var tableView: UITableView?

        /// What the table's data source shows.
        private(set) var snapshot = FormSnapshot()
    }

    // `FormTableView` is a non-isolated protocol (FormaCore runs headless on any actor), but a
    // `UITableView` may only be touched on the main actor. The conformance is therefore an
    // isolated one: its methods are main-actor isolated and the compiler only lets the
    // conformance be used where the main actor already runs. The `FormController` holding
    // this table is a non-`Sendable` class owned by the main-actor `FormViewController`, so
    // every call it makes through the protocol happens on the main actor; no unchecked
    // escape hatch is needed.
    extension FormTableAdapter: @MainActor FormTableView {
        func reload(_ snapshot: FormSnapshot) {
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
            if !update.reconfiguredRows.isEmpty {
                tableView.reconfigureRows(at: update.reconfiguredRows.map(\.indexPath))
            }
            if !update.reloadedSectionHeaders.isEmpty {
                for section in update.reloadedSectionHeaders { host?.refreshTitles(ofSection: section) }
                // An empty batch re-measures headers and footers whose text came or went.
                tableView.performBatchUpdates(nil)
            }
        }

        /// Installs the snapshot after the table moved a row itself (a reorder by drag): the
        /// table already shows it, so nothing is animated.
        func tableDidMove(_ snapshot: FormSnapshot) {
            self.snapshot = snapshot
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
