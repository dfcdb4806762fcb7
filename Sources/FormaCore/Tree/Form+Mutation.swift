extension Form {
    /// Appends a section at the end of the form.
    ///
    /// ```swift
    /// try form.append(Section("More") { TextRow("notes") })
    /// ```
    /// - Throws: ``FormError/duplicateTag(_:existing:)`` if a tag is taken;
    ///   ``FormError/alreadyAttached(_:)`` if the section belongs to a form.
    public func append(_ section: Section) throws {
        try insert(section, at: sections.count)
    }

    /// Inserts a section at an index.
    /// - Throws: ``FormError`` for a taken tag, an attached section or a bad index.
    public func insert(_ section: Section, at index: Int) throws {
        guard (0...sections.count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        guard section.form == nil else { throw FormError.alreadyAttached(section.describeForError()) }
        try checkTagsAreFree(section.allTags)
        transaction {
            sections.insert(section, at: index)
            attach(section, collectingIssues: false)
            record(.sectionInserted(section.id, at: index))
        }
    }

    /// Removes and returns the section at an index.
    @discardableResult
    public func removeSection(at index: Int) throws -> Section {
        guard sections.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        return transaction {
            let section = sections.remove(at: index)
            record(.sectionRemoved(section.id, at: index))
            detach(section)
            return section
        }
    }

    /// Removes a section.
    /// - Throws: ``FormError/notInForm(_:)`` if it is not in this form.
    public func remove(_ section: Section) throws {
        guard let index = index(of: section) else { throw FormError.notInForm(section.describeForError()) }
        try removeSection(at: index)
    }

    /// Moves a section so that it ends up at `destination`.
    public func moveSection(from source: Int, to destination: Int) throws {
        guard sections.indices.contains(source) else {
            throw FormError.indexOutOfRange(index: source, count: sections.count, context: "sections")
        }
        guard sections.indices.contains(destination) else {
            throw FormError.indexOutOfRange(index: destination, count: sections.count, context: "sections")
        }
        guard source != destination else { return }
        transaction {
            let section = sections.remove(at: source)
            sections.insert(section, at: destination)
            record(.sectionMoved(section.id, from: source, to: destination))
        }
    }

    /// Replaces the section at an index with another.
    public func replaceSection(at index: Int, with section: Section) throws {
        guard sections.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        guard section.form == nil else { throw FormError.alreadyAttached(section.describeForError()) }
        let old = sections[index]
        try checkTagsAreFree(section.allTags, leaving: old)
        transaction {
            sections.remove(at: index)
            record(.sectionRemoved(old.id, at: index))
            detach(old)
            sections.insert(section, at: index)
            attach(section, collectingIssues: false)
            record(.sectionInserted(section.id, at: index))
        }
    }

    /// Moves a row to a section of this form (the same or another), at an index of the
    /// destination's rows as they are after the row left its place.
    ///
    /// ```swift
    /// try form.move(row, to: archive, at: 0)
    /// ```
    public func move(_ row: FormRow, to destination: Section, at index: Int) throws {
        guard let source = row.section, source.form === self, let from = row.position else {
            throw FormError.notInForm(row.describeForError())
        }
        guard destination.form === self, let toSection = self.index(of: destination) else {
            throw FormError.notInForm(destination.describeForError())
        }
        let count = destination.rows.count - (source === destination ? 1 : 0)
        guard (0...count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: count, context: destination.describeForError())
        }
        if source === destination, from.row == index { return }
        transaction {
            source.rows.remove(at: from.row)
            destination.rows.insert(row, at: index)
            row.section = destination
            record(.rowMoved(row.id, from: from, to: RowPosition(section: toSection, row: index)))
            conditionGraph.didMove(row, from: source, in: self)
        }
    }
}

extension Section {
    /// Appends a row.
    ///
    /// ```swift
    /// try section.append(EmailRow("backupEmail") { $0.title = "Backup" })
    /// ```
    /// - Throws: ``FormError/duplicateTag(_:existing:)`` if the form already uses the tag.
    public func append(_ row: FormRow) throws {
        try insert(row, at: rows.count)
    }

    /// Appends several rows, all or none.
    public func append(contentsOf newRows: [FormRow]) throws {
        try insert(contentsOf: newRows, at: rows.count)
    }

    /// Inserts a row at an index.
    public func insert(_ row: FormRow, at index: Int) throws {
        try insert(contentsOf: [row], at: index)
    }

    /// Inserts rows at an index, all or none.
    public func insert(contentsOf newRows: [FormRow], at index: Int) throws {
        guard (0...rows.count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        for row in newRows where row.section != nil {
            throw FormError.alreadyAttached(row.describeForError())
        }
        guard let form else {
            var seen = Set(rows.compactMap(\.tag))
            for tag in newRows.compactMap(\.tag) where !seen.insert(tag).inserted {
                throw FormError.duplicateTag(tag, existing: "another row of \(describeForError())")
            }
            rows.insert(contentsOf: newRows, at: index)
            for row in newRows { row.section = self }
            return
        }
        try form.checkTagsAreFree(newRows.compactMap(\.tag))
        let sectionIndex = form.index(of: self) ?? 0
        form.transaction {
            rows.insert(contentsOf: newRows, at: index)
            for (offset, row) in newRows.enumerated() {
                form.attach(row, to: self)
                form.record(.rowInserted(row.id, at: RowPosition(section: sectionIndex, row: index + offset)))
            }
        }
    }

    /// Removes and returns the row at an index.
    @discardableResult
    public func removeRow(at index: Int) throws -> FormRow {
        guard rows.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        guard let form else {
            let row = rows.remove(at: index)
            row.section = nil
            return row
        }
        let sectionIndex = form.index(of: self) ?? 0
        return form.transaction {
            let row = rows.remove(at: index)
            form.record(.rowRemoved(row.id, at: RowPosition(section: sectionIndex, row: index)))
            form.unindex(row)
            row.section = nil
            return row
        }
    }

    /// Removes a row.
    public func remove(_ row: FormRow) throws {
        guard let index = index(of: row) else { throw FormError.notInForm(row.describeForError()) }
        try removeRow(at: index)
    }

    /// Removes every row.
    public func removeAllRows() {
        guard let form else {
            for row in rows { row.section = nil }
            rows = []
            return
        }
        form.transaction {
            while !rows.isEmpty { _ = try? removeRow(at: rows.count - 1) }
        }
    }

    /// Moves a row within the section so that it ends up at `destination`.
    public func moveRow(from source: Int, to destination: Int) throws {
        guard rows.indices.contains(source) else {
            throw FormError.indexOutOfRange(index: source, count: rows.count, context: describeForError())
        }
        guard rows.indices.contains(destination) else {
            throw FormError.indexOutOfRange(index: destination, count: rows.count, context: describeForError())
        }
        guard let form else {
            rows.insert(rows.remove(at: source), at: destination)
            return
        }
        try form.move(rows[source], to: self, at: destination)
    }

    /// Replaces the row at an index with another.
    public func replaceRow(at index: Int, with row: FormRow) throws {
        guard rows.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        guard row.section == nil else { throw FormError.alreadyAttached(row.describeForError()) }
        let old = rows[index]
        if let form, let tag = row.tag {
            try form.checkTagsAreFree([tag], leaving: old)
        }
        guard let form else {
            old.section = nil
            rows[index] = row
            row.section = self
            return
        }
        form.transaction {
            _ = try? removeRow(at: index)
            _ = try? insert(row, at: index)
        }
    }
}
