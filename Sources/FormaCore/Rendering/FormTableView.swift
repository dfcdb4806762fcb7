/// The one protocol every renderer implements: a table that shows a form's snapshot and
/// accepts batched updates. UIKit's table, the terminal's and the headless one in
/// FormaCore all conform.
///
/// ```swift
/// final class LoggingTable: FormTableView {
///     func reload(_ snapshot: FormSnapshot) { print("reload", snapshot.rowCount) }
///     func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws { print(update) }
/// }
/// ```
public protocol FormTableView: AnyObject {
    /// Shows a snapshot from scratch (first display, or recovery).
    func reload(_ snapshot: FormSnapshot)

    /// Applies one batch update that takes the table from what it shows to `snapshot`.
    /// - Throws: if the table cannot apply the update (the headless table throws exactly
    ///   where UIKit would reject it).
    func apply(_ update: TableUpdate, snapshot: FormSnapshot) throws
}
