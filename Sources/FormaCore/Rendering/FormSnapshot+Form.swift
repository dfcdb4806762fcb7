extension FormSnapshot {
    /// The visible structure of a form: sections that are not hidden and, in each, the
    /// rows that are not hidden — none for a collapsed section — followed by the add row of a
    /// multivalued section that inserts with an add button.
    ///
    /// ```swift
    /// let snapshot = FormSnapshot(form)
    /// ```
    /// - Complexity: O(n) in the number of rows.
    package init(_ form: Form) {
        var sections: [SectionEntry] = []
        sections.reserveCapacity(form.sections.count)
        for section in form.sections where !section.isHidden {
            var rows: [RowID] = []
            if section.showsRows {
                rows.reserveCapacity(section.rows.count)
                for row in section.rows where !row.conditionState.isHidden { rows.append(row.id) }
                if !section.multivalued.isEmpty, let add = section.shownAddRow { rows.append(add.id) }
            }
            sections.append(SectionEntry(id: section.id, rows: rows))
        }
        self.init(sections: sections)
    }
}
