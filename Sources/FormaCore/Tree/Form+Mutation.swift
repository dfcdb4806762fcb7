// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

extension Form {
    /// Appends a section at the end of the form.
    ///
    /// ```swift
    /// try form.append(Section("More") { TextRow("notes") })
    /// ```
    /// - Throws: ``FormError/duplicateTag(_:existing:)`` if a tag is taken;
    ///   ``FormError/alreadyAttached(_:)`` if the section, or one of its rows, belongs to
    ///   another form or section; ``FormError/repeatedInBatch(_:first:again:)`` if the
    ///   section was given the same row twice.
    public func append(_ section: Section) throws {
        try insert(contentsOf: [section], at: sections.count)
    }

    /// Appends several sections, all or none: every section and row is checked before any
    /// joins.
    ///
    /// ```swift
    /// try form.append(contentsOf: [Section("Home") { PhoneRow("home") }, Section("Work") { PhoneRow("work") }])
    /// ```
    /// - Throws: ``FormError`` naming the section or row that cannot join and why: a taken
    ///   or repeated tag, a section given twice, a section or row that belongs elsewhere.
    public func append(contentsOf newSections: [Section]) throws {
        try insert(contentsOf: newSections, at: sections.count)
    }

    /// Inserts a section at an index.
    ///
    /// ```swift
    /// try form.insert(Section("Contact") { EmailRow("email") }, at: 0)
    /// ```
    /// - Throws: ``FormError`` for a taken tag, a section or row that belongs elsewhere or a
    ///   bad index.
    public func insert(_ section: Section, at index: Int) throws {
        try insert(contentsOf: [section], at: index)
    }

    /// Inserts several sections at an index, all or none.
    ///
    /// ```swift
    /// try form.insert(contentsOf: [first, second], at: 1)
    /// ```
    /// - Throws: ``FormError`` naming the section or row that cannot join, or a bad index.
    public func insert(contentsOf newSections: [Section], at index: Int) throws {
        guard (0...sections.count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        try checkSectionsCanJoin(newSections)
        transaction {
            for (offset, section) in newSections.enumerated() { insertSectionUnchecked(section, at: index + offset) }
        }
    }

    /// Removes and returns the section at an index.
    ///
    /// ```swift
    /// let removed = try form.removeSection(at: 0)
    /// ```
    /// - Throws: ``FormError/indexOutOfRange(index:count:context:)``.
    @discardableResult
    public func removeSection(at index: Int) throws -> Section {
        guard sections.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        return transaction { removeSectionUnchecked(at: index) }
    }

    /// Removes a section.
    /// - Throws: ``FormError/notInForm(_:)`` if it is not in this form.
    public func remove(_ section: Section) throws {
        guard let index = index(of: section) else { throw FormError.notInForm(section.describeForError()) }
        try removeSection(at: index)
    }

    /// Moves a section so that it ends up at `destination`.
    /// - Throws: ``FormError/indexOutOfRange(index:count:context:)``.
    public func moveSection(from source: Int, to destination: Int) throws {
        guard sections.indices.contains(source) else {
            throw FormError.indexOutOfRange(index: source, count: sections.count, context: "sections")
        }
        guard sections.indices.contains(destination) else {
            throw FormError.indexOutOfRange(index: destination, count: sections.count, context: "sections")
        }
        guard source != destination else { return }
        transaction { moveSectionUnchecked(from: source, to: destination) }
    }

    /// Replaces the section at an index with another.
    /// - Throws: ``FormError`` for a bad index, a taken tag, or a section or row that
    ///   belongs elsewhere.
    public func replaceSection(at index: Int, with section: Section) throws {
        guard sections.indices.contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: sections.count, context: "sections")
        }
        try checkSectionsCanJoin([section], leaving: sections[index])
        transaction {
            removeSectionUnchecked(at: index)
            insertSectionUnchecked(section, at: index)
        }
    }

    /// Moves a row to a section of this form (the same or another), at an index of the
    /// destination's rows as they are after the row left its place.
    ///
    /// ```swift
    /// try form.move(row, to: archive, at: 0)
    /// ```
    /// - Throws: ``FormError/notInForm(_:)`` or ``FormError/indexOutOfRange(index:count:context:)``.
    public func move(_ row: FormRow, to destination: Section, at index: Int) throws {
        guard let source = row.section, source.form === self, let from = source.index(of: row) else {
            throw FormError.notInForm(row.describeForError())
        }
        guard destination.form === self, self.index(of: destination) != nil else {
            throw FormError.notInForm(destination.describeForError())
        }
        let count = destination.rows.count - (source === destination ? 1 : 0)
        guard (0...count).contains(index) else {
            throw FormError.indexOutOfRange(index: index, count: count, context: destination.describeForError())
        }
        if source === destination, from == index { return }
        transaction { moveRowUnchecked(from: source, at: from, to: destination, at: index) }
    }
}
