// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

extension Section {
    /// Appends a row.
    ///
    /// ```swift
    /// try section.append(EmailRow("backupEmail") { $0.title = "Backup" })
    /// ```
    /// - Throws: ``FormError/duplicateTag(_:existing:)`` if the form already uses the tag;
    ///   ``FormError/alreadyAttached(_:)`` if the row belongs to a section.
    public func append(_ row: FormRow) throws {
        try insert(contentsOf: [row], at: rows.count)
    }

    /// Appends several rows, all or none: every row is checked before any joins.
    ///
    /// ```swift
    /// try section.append(contentsOf: [PhoneRow("home"), PhoneRow("work")])
    /// try section.append(contentsOf: [row, row])   // throws repeatedInBatch; nothing changes
    /// ```
    /// - Throws: ``FormError`` naming the row that cannot join and why:
    ///   ``FormError/repeatedInBatch(_:first:again:)`` for a row given twice,
    ///   ``FormError/duplicateTag(_:existing:)`` for a tag the form (or the batch) already
    ///   uses, ``FormError/alreadyAttached(_:)`` for a row of another section or form.
    public func append(contentsOf newRows: [FormRow]) throws {
        try insert(contentsOf: newRows, at: rows.count)
    }

    /// Inserts a row at an index.
    ///
    /// ```swift
    /// try section.insert(TextRow("first"), at: 0)
    /// ```
    /// - Throws: ``FormError`` for a bad index, a taken tag or a row that belongs elsewhere.
    public func insert(_ row: FormRow, at index: Int) throws {
        try insert(contentsOf: [row], at: index)
    }

    /// Inserts rows at an index, all or none: every row is checked before any joins.
    ///
    /// ```swift
    /// try section.insert(contentsOf: [PhoneRow("home"), PhoneRow("work")], at: 0)
    /// ```
    /// - Throws: ``FormError`` for a bad index, or naming the row that cannot join and why
    ///   (see ``append(contentsOf:)``).
    public func insert(contentsOf newRows: [FormRow], at index: Int) throws {
        guard (0...rows.count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        try Form.checkRowsCanJoin(newRows, section: self)
        insertRowsUnchecked(newRows, at: index)
    }

    /// Removes and returns the row at an index.
    ///
    /// ```swift
    /// let removed = try section.removeRow(at: 0)
    /// ```
    /// - Throws: ``FormError/indexOutOfRange(index:count:context:)``.
    @discardableResult
    public func removeRow(at index: Int) throws -> FormRow {
        guard rows.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        return removeRowUnchecked(at: index)
    }

    /// Removes a row.
    /// - Throws: ``FormError/notInForm(_:)`` if the row is not in this section.
    public func remove(_ row: FormRow) throws {
        guard let index = index(of: row) else { throw FormError.notInForm(row.describeForError()) }
        removeRowUnchecked(at: index)
    }

    /// Removes every row.
    ///
    /// ```swift
    /// section.removeAllRows()
    /// ```
    public func removeAllRows() {
        guard let form else {
            while !rows.isEmpty { removeRowUnchecked(at: rows.count - 1) }
            return
        }
        form.transaction {
            while !rows.isEmpty { removeRowUnchecked(at: rows.count - 1) }
        }
    }

    /// Moves a row within the section so that it ends up at `destination`.
    /// - Throws: ``FormError/indexOutOfRange(index:count:context:)``.
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
    ///
    /// ```swift
    /// try section.replaceRow(at: 2, with: PhoneRow("phone"))
    /// ```
    /// - Throws: ``FormError`` for a bad index, a taken tag or a row that belongs elsewhere.
    public func replaceRow(at index: Int, with row: FormRow) throws {
        guard rows.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: rows.count, context: describeForError())
        }
        guard row.section == nil else { throw FormError.alreadyAttached(row.describeForError()) }
        let old = rows[index]
        if let form, let tag = row.tag {
            try form.checkTagsAreFree([(tag, 0)], itemName: "row", leaving: old)
        } else if let tag = row.tag, let owner = rows.first(where: { $0 !== old && $0.tag == tag }) {
            throw FormError.duplicateTag(tag, existing: owner.describeForError())
        }
        let replace = {
            self.removeRowUnchecked(at: index)
            self.insertRowsUnchecked([row], at: index)
        }
        if let form { form.transaction(replace) } else { replace() }
    }
}
