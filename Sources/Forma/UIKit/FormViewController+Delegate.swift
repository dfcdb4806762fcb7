#if canImport(UIKit)
import UIKit

extension FormViewController {
    // MARK: UITableViewDelegate

    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        respondsToTap(at: indexPath, in: tableView)
    }

    open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        respondsToTap(at: indexPath, in: tableView) ? indexPath : nil
    }

    /// Focuses the row's field if it has one; otherwise taps the row through the
    /// controller (buttons run, check rows toggle, selectors open).
    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let cell = tableView.cellForRow(at: indexPath) as? FormCell, cell.focus() { return }
        view.endEditing(true)
        formController.tapRow(at: TablePath(indexPath))
    }

    /// Rows respond to taps when they are enabled and their cell has something to do.
    private func respondsToTap(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
        guard let row = row(at: indexPath), !row.isDisabled else { return false }
        guard let cell = tableView.cellForRow(at: indexPath) as? FormCell else { return true }
        return cell.respondsToTap
    }
}
#endif
