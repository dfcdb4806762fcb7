#if canImport(UIKit)
import UIKit

extension FormViewController {
    /// The row shown at an index path, or `nil` outside the table. Paths are those of what
    /// the table's data source shows — while an update is applied stage by stage, the
    /// current stage's snapshot.
    ///
    /// ```swift
    /// if let row = row(at: indexPath) { print(row.tag ?? "untagged") }
    /// ```
    public func row(at indexPath: IndexPath) -> FormRow? {
        formController.row(at: TablePath(indexPath), in: table.snapshot)
    }

    /// The index path of a visible row, or `nil` when it is hidden or not in the form.
    ///
    /// ```swift
    /// if let path = indexPath(of: emailRow) { tableView.scrollToRow(at: path, at: .middle, animated: true) }
    /// ```
    public func indexPath(of row: FormRow) -> IndexPath? {
        formController.path(of: row)?.indexPath
    }

    // MARK: UITableViewDataSource

    open override func numberOfSections(in tableView: UITableView) -> Int {
        table.snapshot.sections.count
    }

    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let sections = table.snapshot.sections
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let row = row(at: indexPath) else {
            // Never reached while the snapshot and the form agree; an empty cell beats a crash.
            return UITableViewCell()
        }
        let cell = cellRegistry.cell(for: row, in: tableView, at: indexPath)
        if let formCell = cell as? FormCell { formCell.configure(for: row, host: self) }
        return cell
    }

    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        formController.section(at: section, in: table.snapshot)?.header
    }

    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        formController.section(at: section, in: table.snapshot)?.footer
    }

    /// Redraws the header and footer of a visible section from the form, in place.
    func refreshTitles(ofSection index: Int) {
        guard isViewLoaded, let tableView, let section = formController.section(at: index, in: table.snapshot) else { return }
        if let header = tableView.headerView(forSection: index) {
            var content = header.defaultContentConfiguration()
            content.text = section.header
            header.contentConfiguration = content
        }
        if let footer = tableView.footerView(forSection: index) {
            var content = footer.defaultContentConfiguration()
            content.text = section.footer
            footer.contentConfiguration = content
        }
    }
}
#endif
