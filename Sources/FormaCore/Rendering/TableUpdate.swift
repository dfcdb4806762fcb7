/// One batch of changes to a table, in the form UIKit's `performBatchUpdates` accepts,
/// plus the reconfigurations to apply after the batch.
///
/// - Section and row deletions use indices of the old snapshot.
/// - Section and row insertions use indices of the new snapshot.
/// - Moves go from old indices to new ones.
/// - ``reconfigurations`` use new index paths and are applied after the batch.
///
/// ```swift
/// let update = FormDiff.update(from: old, to: new, changedRows: changed)
/// try table.apply(update, snapshot: new)
/// ```
public struct TableUpdate: Sendable, Hashable {
    /// A move of a section or row.
    public struct Move<Index: Hashable & Sendable>: Sendable, Hashable {
        /// Where it was, in the old snapshot.
        public var from: Index
        /// Where it goes, in the new snapshot.
        public var to: Index
        /// Creates a move.
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// Sections deleted, by old index, ascending.
    public var deletedSections: [Int] = []
    /// Sections inserted, by new index, ascending.
    public var insertedSections: [Int] = []
    /// Sections moved, old index to new index.
    public var movedSections: [Move<Int>] = []
    /// Rows deleted, by old path, ascending.
    public var deletedRows: [TablePath] = []
    /// Rows inserted, by new path, ascending.
    public var insertedRows: [TablePath] = []
    /// Rows moved, old path to new path.
    public var movedRows: [Move<TablePath>] = []
    /// Surviving rows whose content changed, by new path; applied after the batch.
    public var reconfiguredRows: [TablePath] = []
    /// Surviving sections whose header or footer changed, by new index; applied after the batch.
    public var reloadedSectionHeaders: [Int] = []

    /// An empty update.
    public init() {}

    /// `true` if the batch changes no structure (reconfigurations may still be present).
    public var hasStructuralChanges: Bool {
        !(deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty)
    }

    /// `true` if there is nothing at all to do.
    public var isEmpty: Bool {
        !hasStructuralChanges && reconfiguredRows.isEmpty && reloadedSectionHeaders.isEmpty
    }
}
