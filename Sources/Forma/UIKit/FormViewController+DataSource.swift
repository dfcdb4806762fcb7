#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The table's data source. Every answer comes from the snapshot the table has installed
    /// (``FormTableAdapter/snapshot``), never from the controller's newer one, so that while a
    /// batch is animating, the counts and the rows agree with what UIKit was told.
    extension FormViewController {
        /// The row shown at an index path, or `nil` outside the table.
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
            formController.path(of: row, in: table.snapshot)?.indexPath
        }

        /// The section shown at a table index, or `nil` outside the table.
        ///
        /// ```swift
        /// let header = section(at: 0)?.header
        /// ```
        public func section(at index: Int) -> Section? {
            formController.section(at: index, in: table.snapshot)
        }

        /// The number of rows of a section the table shows.
        func numberOfShownRows(inSection section: Int) -> Int {
            let sections = table.snapshot.sections
            return sections.indices.contains(section) ? sections[section].rows.count : 0
        }

        /// The configured and styled cell of the row at an index path.
        func cell(forRowAt indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
            guard let row = row(at: indexPath) else {
                // Never reached while the snapshot and the form agree; an empty cell beats a crash.
                return UITableViewCell()
            }
            let editor = formController.presentation(of: row).editor
            let cell = cellRegistry.cell(for: row, editor: editor, in: tableView, at: indexPath)
            if let formCell = cell as? FormCell { formCell.configure(for: row, host: self) }
            // The app's styling runs last, so the row's state never undoes it.
            cellRegistry.applyStyling(to: cell, for: row)
            return cell
        }

        /// Redraws the header and footer text of a visible section from the form, in place.
        /// Views the app provides (``headerView``, ``footerView``) are the app's to update. The
        /// text headers are UIKit's own, drawn from `titleForHeaderInSection` in their text
        /// label, so the label is updated too — a content configuration would replace it.
        func refreshTitles(ofSection index: Int) {
            guard isViewLoaded, let tableView, let section = section(at: index) else { return }
            if let header = tableView.headerView(forSection: index) as? CollapsibleHeaderView {
                configureCollapsible(header, for: section)
            } else if let header = tableView.headerView(forSection: index), headerView?(section) == nil {
                header.textLabel?.text = section.header
            }
            if let footer = tableView.footerView(forSection: index), footerView?(section) == nil {
                footer.textLabel?.text = section.footer
            }
        }
    }
#endif
