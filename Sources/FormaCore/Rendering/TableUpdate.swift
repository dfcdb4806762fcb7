/// Everything a table does to go from one snapshot to the next: one or more **stages**, each
/// one batch that UIKit's `performBatchUpdates` accepts together with the snapshot the data
/// source installs for it, then the reconfigurations of rows whose content changed.
///
/// A renderer applies the stages in order — one `performBatchUpdates` per stage, the data
/// source advanced to the stage's ``Stage/snapshot`` inside it — and then reconfigures
/// ``reconfiguredRows`` and redraws ``reloadedSectionHeaders``, both in the paths of the
/// final snapshot.
///
/// Most updates are one stage. ``FormDiff`` splits an update into stages only when it moves
/// sections or rows, because moves combined with other operations in one batch are what
/// real tables are known to reject (see the Renderers guide): then deletions come first,
/// section insertions and moves second, row insertions and moves last.
///
/// ```swift
/// let update = FormDiff.update(from: old, to: new, changedRows: changed)
/// for stage in update.stages {
///     print(stage.batch.deletedRows, stage.snapshot.rowCount)
/// }
/// try table.apply(update, snapshot: new)
/// ```
package struct TableUpdate: Sendable, Hashable {
    /// A move of a section or row.
    package struct Move<Index: Hashable & Sendable>: Sendable, Hashable {
        /// Where it was, in the snapshot before the batch.
        package var from: Index
        /// Where it goes, in the snapshot after the batch.
        package var to: Index
        /// Creates a move.
        package init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// One batch, in the form `performBatchUpdates` accepts: deletions in the indices of the
    /// snapshot before it, insertions in those of the snapshot after it, moves from before
    /// to after.
    ///
    /// ```swift
    /// var batch = TableUpdate.Batch()
    /// batch.deletedRows = [TablePath(section: 0, row: 2)]
    /// ```
    package struct Batch: Sendable, Hashable {
        /// Sections deleted, by index before the batch, ascending.
        package var deletedSections: [Int] = []
        /// Sections inserted, by index after the batch, ascending.
        package var insertedSections: [Int] = []
        /// Sections moved, index before to index after.
        package var movedSections: [Move<Int>] = []
        /// Rows deleted, by path before the batch, ascending.
        package var deletedRows: [TablePath] = []
        /// Rows inserted, by path after the batch, ascending.
        package var insertedRows: [TablePath] = []
        /// Rows moved, path before to path after.
        package var movedRows: [Move<TablePath>] = []

        /// An empty batch.
        package init() {}

        /// `true` if the batch does nothing.
        package var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
                && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty
        }
    }

    /// One batch and what the table shows once it is applied.
    ///
    /// ```swift
    /// tableView.performBatchUpdates {
    ///     dataSource.snapshot = stage.snapshot
    ///     apply(stage.batch)
    /// }
    /// ```
    package struct Stage: Sendable, Hashable {
        /// The batch.
        package var batch: Batch
        /// The snapshot the data source installs, inside the batch, for this stage.
        package var snapshot: FormSnapshot

        /// Creates a stage.
        package init(batch: Batch, snapshot: FormSnapshot) {
            self.batch = batch
            self.snapshot = snapshot
        }
    }

    /// The batches, in the order they are applied; empty when the structure is unchanged.
    package var stages: [Stage] = []
    /// Surviving rows whose content changed, by path in the final snapshot; applied after
    /// the last stage.
    package var reconfiguredRows: [TablePath] = []
    /// Surviving sections whose header or footer changed, by index in the final snapshot;
    /// applied after the last stage.
    package var reloadedSectionHeaders: [Int] = []
    /// The rows of ``reconfiguredRows`` whose control kind (``Editor/controlKind``) changed:
    /// renderers that keep one control per kind (UIKit's cell classes) reload these rows
    /// instead of reconfiguring them, since a reconfigured row keeps its cell. Renderers that
    /// draw every row alike may treat them as reconfigured.
    package var reloadedRows: [TablePath] = []

    /// An empty update.
    package init() {}

    /// An update of one batch that leads to `snapshot`.
    ///
    /// ```swift
    /// var batch = TableUpdate.Batch()
    /// batch.insertedRows = [TablePath(section: 0, row: 0)]
    /// try table.apply(TableUpdate(batch, snapshot: new), snapshot: new)
    /// ```
    package init(_ batch: Batch, snapshot: FormSnapshot) {
        stages = batch.isEmpty ? [] : [Stage(batch: batch, snapshot: snapshot)]
    }

    /// The batches alone, in order.
    package var batches: [Batch] { stages.map(\.batch) }

    /// `true` if the update changes structure (reconfigurations aside).
    package var hasStructuralChanges: Bool { !stages.isEmpty }

    /// `true` if there is nothing at all to do.
    package var isEmpty: Bool {
        stages.isEmpty && reconfiguredRows.isEmpty && reloadedSectionHeaders.isEmpty
    }
}
