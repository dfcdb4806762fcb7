extension FormController {
    /// Drops the kept presentations of rows that changed, and of every row of sections
    /// that changed (their state reaches their rows).
    func forgetPresentations(rows: Set<RowID>, sections: Set<SectionID>) {
        if presentationCache.isEmpty { return }
        for id in rows { presentationCache.forget(id) }
        guard !sections.isEmpty else { return }
        for section in form.sectionsIncludingSubForms where sections.contains(section.id) {
            for row in section.rows { presentationCache.forget(row.id) }
            if let add = section.addRowStorage { presentationCache.forget(add.id) }
        }
    }

    /// A row's presentation, kept until the row changes: rows record every change of what
    /// they show (``FormRow/setNeedsUpdate()``), and the controller forgets their
    /// presentation at the end of that transaction. Inside a transaction nothing is kept.
    func cachedPresentation(of row: FormRow) -> RowPresentation {
        let outsideTransaction = form.log.depth == 0
        if outsideTransaction, let kept = presentationCache.presentation(of: row) { return kept }
        // The row's section and form are weak references: each is loaded once here.
        let section = row.section
        let inForm = section?.form === form
        let made = makePresentation(of: row, in: section, inForm: inForm)
        if outsideTransaction, inForm { presentationCache.keep(made, of: row, identities: form.lastID + 1) }
        return made
    }
}
