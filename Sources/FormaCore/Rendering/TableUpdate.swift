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
public struct TableUpdate: Sendable, Hashable {
    /// A move of a section or row.
    public struct Move<Index: Hashable & Sendable>: Sendable, Hashable {
        /// Where it was, in the snapshot before the batch.
        public var from: Index
        /// Where it goes, in the snapshot after the batch.
        public var to: Index
        /// Creates a move.
        public init(from: Index, to: Index) {
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
    public struct Batch: Sendable, Hashable {
        /// Sections deleted, by index before the batch, ascending.
        public var deletedSections: [Int] = []
        /// Sections inserted, by index after the batch, ascending.
        public var insertedSections: [Int] = []
        /// Sections moved, index before to index after.
        public var movedSections: [Move<Int>] = []
        /// Rows deleted, by path before the batch, ascending.
        public var deletedRows: [TablePath] = []
        /// Rows inserted, by path after the batch, ascending.
        public var insertedRows: [TablePath] = []
        /// Rows moved, path before to path after.
        public var movedRows: [Move<TablePath>] = []

        /// An empty batch.
        public init() {}

        /// `true` if the batch does nothing.
        public var isEmpty: Bool {
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
    public struct Stage: Sendable, Hashable {
        /// The batch.
        public var batch: Batch
        /// The snapshot the data source installs, inside the batch, for this stage.
        public var snapshot: FormSnapshot

        /// Creates a stage.
        public init(batch: Batch, snapshot: FormSnapshot) {
            self.batch = batch
            self.snapshot = snapshot
        }
    }

    /// The batches, in the order they are applied; empty when the structure is unchanged.
    public var stages: [Stage] = []
    /// Surviving rows whose content changed, by path in the final snapshot; applied after
    /// the last stage.
    public var reconfiguredRows: [TablePath] = []
    /// Surviving sections whose header or footer changed, by index in the final snapshot;
    /// applied after the last stage.
    public var reloadedSectionHeaders: [Int] = []
    /// The rows of ``reconfiguredRows`` whose control kind (``Editor/controlKind``) changed:
    /// renderers that keep one control per kind (UIKit's cell classes) reload these rows
    /// instead of reconfiguring them, since a reconfigured row keeps its cell. Renderers that
    /// draw every row alike may treat them as reconfigured.
    public var reloadedRows: [TablePath] = []

    /// An empty update.
    public init() {}

    /// An update of one batch that leads to `snapshot`.
    ///
    /// ```swift
    /// var batch = TableUpdate.Batch()
    /// batch.insertedRows = [TablePath(section: 0, row: 0)]
    /// try table.apply(TableUpdate(batch, snapshot: new), snapshot: new)
    /// ```
    public init(_ batch: Batch, snapshot: FormSnapshot) {
        stages = batch.isEmpty ? [] : [Stage(batch: batch, snapshot: snapshot)]
    }

    /// The batches alone, in order.
    public var batches: [Batch] { stages.map(\.batch) }

    /// `true` if the update changes structure (reconfigurations aside).
    public var hasStructuralChanges: Bool { !stages.isEmpty }

    /// `true` if there is nothing at all to do.
    public var isEmpty: Bool {
        stages.isEmpty && reconfiguredRows.isEmpty && reloadedSectionHeaders.isEmpty
    }
}
