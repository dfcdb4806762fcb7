extension FormController {
    /// The section shown at `index` of a given snapshot — the one a table has installed, which
    /// may be older than ``snapshot`` while an update is being applied.
    ///
    /// A renderer's data source answers from the snapshot its table shows, never from the
    /// controller's newer one, so the counts it reports and the rows it draws always agree
    /// with the batch UIKit is animating.
    ///
    /// ```swift
    /// let section = controller.section(at: 0, in: installedSnapshot)
    /// ```
    /// - Complexity: O(s) in the number of sections of the form.
    package func section(at index: Int, in snapshot: FormSnapshot) -> Section? {
        guard snapshot.sections.indices.contains(index) else { return nil }
        let id = snapshot.sections[index].id
        return form.sections.first { $0.id == id } ?? form.sectionsIncludingSubForms.first { $0.id == id }
    }

    /// The row shown at `path` of a given snapshot, or `nil` when the path is outside it or
    /// the row has left the form since. A row the form has since moved to another section
    /// is still found: an update's earlier stages show it in its old section.
    ///
    /// ```swift
    /// if let row = controller.row(at: TablePath(section: 0, row: 2), in: installedSnapshot) { draw(row) }
    /// ```
    /// - Complexity: O(s + r) in the number of sections and the rows of that section; O(n)
    ///   in the rows of the form for a row that changed section.
    package func row(at path: TablePath, in snapshot: FormSnapshot) -> FormRow? {
        guard let id = snapshot.row(at: path) else { return nil }
        if let section = section(at: path.section, in: snapshot) {
            if let add = section.addRowStorage, add.id == id { return add }
            if let row = section.rows.first(where: { $0.id == id }) { return row }
        }
        return row(id: id)
    }

    /// Where a row is shown in a given snapshot, or `nil` when it is not in it.
    ///
    /// ```swift
    /// let path = controller.path(of: emailRow, in: installedSnapshot)
    /// ```
    /// - Complexity: O(s + r) in the number of sections and the rows of the row's section.
    package func path(of row: FormRow, in snapshot: FormSnapshot) -> TablePath? {
        guard row.form === form, let sectionID = row.section?.id,
            let s = snapshot.sections.firstIndex(where: { $0.id == sectionID }),
            let r = snapshot.sections[s].rows.firstIndex(of: row.id)
        else { return nil }
        return TablePath(section: s, row: r)
    }
}
