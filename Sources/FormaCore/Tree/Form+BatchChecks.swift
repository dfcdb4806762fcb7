// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

/// The checks an insertion passes before anything changes: every row or section of the
/// batch is new (not given twice, not part of a section or form) and every tag is free.
extension Form {
    /// Why a section the result builder gave cannot join the form being built, or `nil`.
    func builderRefusal(of section: Section, at index: Int, in built: [Section]) -> FormError? {
        if section.form === self {
            let first = built.firstIndex { $0 === section } ?? index
            return .repeatedInBatch(section.describeForError(), first: first, again: index)
        }
        if section.form != nil { return .alreadyAttached(section.describeForError()) }
        return nil
    }

    /// Throws unless every section of the batch can join the form, with all its rows.
    /// `leaving` is a section about to be replaced, whose tags count as free.
    func checkSectionsCanJoin(_ newSections: [Section], leaving: Section? = nil) throws {
        var seen: [ObjectIdentifier: Int] = [:]
        var tags: [(tag: String, item: Int)] = []
        for (item, section) in newSections.enumerated() {
            let name = Self.batchItemName(section.describeForError(), item: item, of: newSections.count)
            if let first = seen.updateValue(item, forKey: ObjectIdentifier(section)) {
                throw FormError.repeatedInBatch(section.describeForError(), first: first, again: item)
            }
            guard section.form == nil else { throw FormError.alreadyAttached(name) }
            if let (_, problem) = section.rejectedRows.first { throw problem }
            for row in section.rows where row.section !== section {
                throw FormError.alreadyAttached(row.describeForError() + " (in \(name))")
            }
            for tag in section.allTags { tags.append((tag, item)) }
        }
        try checkTagsAreFree(tags, itemName: "section", leaving: leaving)
    }

    /// Throws unless every row of the batch can join `section` (of this form or of none).
    static func checkRowsCanJoin(_ newRows: [FormRow], section: Section) throws {
        var seen: [ObjectIdentifier: Int] = [:]
        seen.reserveCapacity(newRows.count)
        for (item, row) in newRows.enumerated() {
            if let first = seen.updateValue(item, forKey: ObjectIdentifier(row)) {
                throw FormError.repeatedInBatch(row.describeForError(), first: first, again: item)
            }
            if row.section != nil {
                throw FormError.alreadyAttached(batchItemName(row.describeForError(), item: item, of: newRows.count))
            }
        }
        try checkNestingCanJoin(newRows, section: section)
        let prefix = section.form == nil ? "" : section.owner.flatMap { $0.tag.map { $0 + "." } } ?? ""
        let tags = newRows.enumerated().compactMap { item, row in row.tag.map { (tag: prefix + $0, item: item) } }
        if let form = section.form {
            try form.checkTagsAreFree(tags, itemName: "row")
            return
        }
        var owners: [String: String] = [:]
        for row in section.rows { if let tag = row.tag { owners[tag] = row.describeForError() } }
        var firstItem: [String: Int] = [:]
        for (tag, item) in tags {
            if let owner = owners[tag] { throw FormError.duplicateTag(tag, existing: owner) }
            if let first = firstItem.updateValue(item, forKey: tag) {
                throw FormError.duplicateTag(tag, existing: "row \(first) of the batch")
            }
        }
    }

    /// Throws if any of these tags is already used in the form or repeats among themselves.
    /// Tags held by `leaving` (a section or row about to be replaced) count as free.
    func checkTagsAreFree(_ tags: [(tag: String, item: Int)], itemName: String, leaving: AnyObject? = nil) throws {
        var firstItem: [String: Int] = [:]
        for (tag, item) in tags {
            let row = rowsByTag[tag]
            let isLeaving =
                leaving != nil
                && (row === leaving || sectionsByTag[tag] === leaving || (row != nil && row?.section === leaving))
            if !isLeaving, let owner = tagOwnerDescription(tag) { throw FormError.duplicateTag(tag, existing: owner) }
            if let first = firstItem.updateValue(item, forKey: tag) {
                let owner = first == item ? "the same \(itemName)" : "\(itemName) \(first) of the batch"
                throw FormError.duplicateTag(tag, existing: owner)
            }
        }
    }

    /// A row's or section's description, with its place in the batch when there are several.
    static func batchItemName(_ description: String, item: Int, of count: Int) -> String {
        count > 1 ? "\(description) (item \(item) of the batch)" : description
    }
}
