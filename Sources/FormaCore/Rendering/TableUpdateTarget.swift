/// What a `FormController` keeps in step with the form: the target of its table updates, a
/// table that shows a form's snapshot and applies staged batch updates. UIKit's table, the
/// terminal's view and the headless one in FormaCore all conform.
///
/// ```swift
/// final class LoggingTable: TableUpdateTarget {
///     func reload(_ snapshot: FormSnapshot) { print("reload", snapshot.rowCount) }
///     func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws {
///         for stage in update.stages { print(stage.batch, "→", stage.snapshot.rowCount) }
///     }
/// }
/// ```
package protocol TableUpdateTarget: AnyObject {
    /// Shows a snapshot from scratch (first display, or recovery).
    func reload(_ snapshot: FormSnapshot)

    /// Takes the table from what it shows to `snapshot`: applies `update.stages` in order,
    /// each as one batch (one `performBatchUpdates` in UIKit) with the data source advanced
    /// to that stage's snapshot, then reconfigures `update.reconfiguredRows` and redraws
    /// `update.reloadedSectionHeaders` in the paths of `snapshot`. An update with no stages
    /// changes no structure.
    /// - Throws: if the table cannot apply the update (the headless table throws exactly
    ///   where UIKit would reject it, or where the shape is one real tables are reported to
    ///   fail on).
    func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws
}
