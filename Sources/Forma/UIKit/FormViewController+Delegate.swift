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
        guard let row = row(at: indexPath), let path = formController.path(of: row) else { return }
        formController.tapRow(at: path)
    }

    /// A section's header: the app's view from ``headerView``, else UIKit's text header.
    open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let headerView, let section = self.section(at: section) else { return nil }
        return headerView(section)
    }

    /// A section's footer: the app's view from ``footerView``, else UIKit's text footer.
    open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard let footerView, let section = self.section(at: section) else { return nil }
        return footerView(section)
    }

    /// Rows respond to taps when they are enabled and their cell has something to do.
    private func respondsToTap(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
        guard let row = row(at: indexPath), isEditable(row) else { return false }
        guard let cell = tableView.cellForRow(at: indexPath) as? FormCell else { return true }
        return cell.respondsToTap
    }
}
#endif
