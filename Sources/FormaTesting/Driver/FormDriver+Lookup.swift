import FormaCore

extension FormDriver {
    /// The row a reference names, shown or hidden.
    ///
    /// ```swift
    /// let email = try driver.row("email")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when no row matches, with the nearest tag and the
    ///   rows on screen.
    public func row(_ reference: RowReference) throws -> FormRow {
        try resolve(reference, step: "row(\(reference))")
    }

    /// What the screen shows for a row now.
    ///
    /// ```swift
    /// try driver.presentation(of: "email").messages   // ["Enter a valid email address"]
    /// ```
    /// - Throws: ``FormaTestingFailure`` when no row matches or the row is not on screen.
    public func presentation(of reference: RowReference) throws -> RowPresentation {
        let step = "presentation(of: \(reference))"
        let row = try resolve(reference, step: step)
        _ = try shownPath(of: row, reference, step: step)
        return controller.presentation(of: row)
    }

    func resolve(_ reference: RowReference, step: String) throws -> FormRow {
        switch reference.kind {
        case .tag(let tag):
            // On a sub-form's screen its rows also go by their own tags.
            if let prefix = controller.scope?.tag, let row = form.row(tag: prefix + "." + tag) { return row }
            if let row = form.row(tag: tag) { return row }
            throw unknownTag(tag, step: step)
        case .title(let title):
            if let row = shownRows.first(where: { $0.row.title == title })?.row { return row }
            let titles = shownRows.compactMap(\.row.title)
            var message = "no row titled \(quoted(title)) on screen"
            if let near = Suggestion.nearest(to: title, in: titles) { message += "; did you mean \(quoted(near))?" }
            throw failure(step, message + "\nrow titles: " + list(titles))
        case .item(let index, let name):
            let section = try self.section(named: name, step: step)
            let rows = shownRows.filter { $0.row.section === section && !isAddRow($0.row) }.map(\.row)
            guard rows.indices.contains(index) else {
                let count = rows.count == 1 ? "1 row" : "\(rows.count) rows"
                throw failure(step, "section \(quoted(name)) shows \(count); there is no row \(index)")
            }
            return rows[index]
        case .path(let path):
            if let row = controller.row(at: path, in: table.snapshot) { return row }
            throw failure(
                step, "no row at \(path); the table shows \(table.sections.map(\.rows.count)) rows by section")
        case .row(let row):
            guard row.form === form else { throw failure(step, "the row \(reference) is not in the driven form") }
            return row
        }
    }

    /// Where a row is shown; fails when it is hidden, collapsed away or not in the table.
    func shownPath(of row: FormRow, _ reference: RowReference, step: String) throws -> TablePath {
        if let path = controller.path(of: row, in: table.snapshot) { return path }
        if row.isHidden { throw failure(step, "row \(reference) is hidden") }
        if let section = row.section, section.isCollapsible, section.isCollapsed {
            throw failure(step, "row \(reference) is in the collapsed section \(quoted(section.header ?? ""))")
        }
        throw failure(step, "row \(reference) is not on screen")
    }

    /// The row's path, when a person could edit it now: shown and enabled.
    func editablePath(of row: FormRow, _ reference: RowReference, step: String) throws -> TablePath {
        let path = try shownPath(of: row, reference, step: step)
        if row.isDisabled { throw failure(step, "row \(reference) is disabled") }
        return path
    }

    /// A section by its multivalued tag, tag or header.
    func section(named name: String, step: String) throws -> Section {
        for section in form.sections where section.multivaluedTag == name || section.tag == name {
            return section
        }
        if let section = form.sections.first(where: { $0.header == name }) { return section }
        let names = form.sections.compactMap { $0.multivaluedTag ?? $0.tag ?? $0.header }
        var message = "no section named \(quoted(name))"
        if let near = Suggestion.nearest(to: name, in: names) { message += "; did you mean \(quoted(near))?" }
        throw failure(step, message + "\nsections: " + list(names))
    }

    /// The rows the table shows, in order, with their paths.
    var shownRows: [(row: FormRow, path: TablePath)] {
        var rows: [(row: FormRow, path: TablePath)] = []
        let snapshot = table.snapshot
        for (s, section) in snapshot.sections.enumerated() {
            for r in section.rows.indices {
                let path = TablePath(section: s, row: r)
                if let row = controller.row(at: path, in: snapshot) { rows.append((row, path)) }
            }
        }
        return rows
    }

    func isAddRow(_ row: FormRow) -> Bool {
        row.kind == .addRow
    }

    private func unknownTag(_ tag: String, step: String) -> FormaTestingFailure {
        var tags: [String] = []
        for section in form.sections {
            tags += section.rows.compactMap(\.tag)
            if let multivalued = section.multivaluedTag { tags.append(multivalued) }
        }
        var message = "no row tagged \(quoted(tag))"
        if let near = Suggestion.nearest(to: tag, in: tags) { message += "; did you mean \(quoted(near))?" }
        if let section = form.sections.first(where: { $0.multivaluedTag == tag }) {
            message +=
                "\n\(quoted(tag)) names the section \(quoted(section.header ?? tag)); name one of its rows"
                + " with .item(index, in: \(quoted(tag)))"
        }
        return failure(step, message + "\nvisible rows: " + list(shownRows.compactMap(\.row.tag)))
    }

    func list(_ names: [String]) -> String {
        names.isEmpty ? "(none)" : names.joined(separator: ", ")
    }
}
