extension FormController {
    /// The form's row with an identity, hidden or shown, or `nil` when the form has none.
    /// Hosts use it to find the row of a change in a transaction.
    ///
    /// ```swift
    /// for change in transaction.valueChanges {
    ///     if let row = controller.row(id: change.row) { valueHasBeenChanged(for: row) }
    /// }
    /// ```
    /// - Complexity: O(1), after the first lookup following a change of the form's rows.
    package func row(id: RowID) -> FormRow? {
        if let rowsByID { return rowsByID[id] }
        var built: [RowID: FormRow] = [:]
        let sections = form.sectionsIncludingSubForms
        built.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count })
        for section in sections {
            for row in section.rows { built[row.id] = row }
            if let add = section.addRowStorage { built[add.id] = add }
        }
        rowsByID = built
        return built[id]
    }
}
