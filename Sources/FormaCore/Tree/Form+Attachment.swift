extension Form {
    /// Joins a section (already placed in `sections`) and its rows to the form: identities,
    /// back references and the tag index.
    func attach(_ section: Section, collectingIssues: Bool) {
        section.form = self
        section.id = SectionID(rawValue: nextID())
        if let tag = qualifiedSectionTag(section) {
            if let owner = tagOwnerDescription(tag) {
                definitionIssues.append(DefinitionIssue(tag: tag, message: "duplicate tag; already used by \(owner)"))
            } else {
                sectionsByTag[tag] = section
            }
        }
        if conditionGraph.isBuilding && section.owner == nil {
            attachRowsWhileBuilding(of: section)
        } else {
            for row in section.rows { attach(row, to: section, settingSection: false) }
        }
        section.attachAddRow(to: self)
        conditionGraph.didAttach(section, in: self)
    }

    /// Joins a section's rows to a form being built, as ``attach(_:to:settingSection:)``
    /// does for each, with the identity counter and the tag index held in locals for the
    /// loop (a form of 10,000 rows is built row by row, so this is the hot path of building).
    func attachRowsWhileBuilding(of section: Section) {
        var lastID = self.lastID
        var rowsByTag: [String: FormRow] = [:]
        swap(&rowsByTag, &self.rowsByTag)
        let checksSections = !sectionsByTag.isEmpty
        var conditional: [FormRow] = []
        var nested: [SubFormRow] = []
        for row in section.rows {
            if !row.conditionsAreConstant { conditional.append(row) }
            if let subForm = row as? SubFormRow { nested.append(subForm) }
            lastID += 1
            row.id = RowID(rawValue: lastID)
            if let tag = row.tag {
                if let existing = rowsByTag.updateValue(row, forKey: tag) {
                    rowsByTag[tag] = existing
                    definitionIssues.append(
                        DefinitionIssue(
                            tag: tag, message: "duplicate tag; already used by \(existing.describeForError())"))
                } else if checksSections, let owner = sectionsByTag[tag] {
                    rowsByTag[tag] = nil
                    definitionIssues.append(
                        DefinitionIssue(tag: tag, message: "duplicate tag; already used by \(owner.describeForError())")
                    )
                }
            }
        }
        swap(&rowsByTag, &self.rowsByTag)
        self.lastID = lastID
        for subForm in nested { attachNested(subForm) }
        for row in conditional { conditionGraph.didAttach(row, in: self) }
    }

    /// Joins a row (already placed in `section.rows`) to the form. The section's own
    /// initialiser has already pointed its rows at it, so the builder path skips that.
    func attach(_ row: FormRow, to section: Section, settingSection: Bool = true) {
        if settingSection { row.section = section }
        row.id = RowID(rawValue: nextID())
        if conditionGraph.isBuilding {
            row.baselineEpoch = -1
        } else {
            row.baselineEpoch = baselineEpoch
            row.joinedAfterBaseline = true
        }
        defer {
            if let subForm = row as? SubFormRow { attachNested(subForm) }
            conditionGraph.didAttach(row, in: self)
        }
        guard section.owner == nil || qualifyTag(of: row, in: section), let tag = row.tag else { return }
        // One hash operation in the common case: insert, and put the first owner back on a clash.
        if let existing = rowsByTag.updateValue(row, forKey: tag) {
            rowsByTag[tag] = existing
            definitionIssues.append(
                DefinitionIssue(tag: tag, message: "duplicate tag; already used by \(existing.describeForError())"))
        } else if !sectionsByTag.isEmpty, let section = sectionsByTag[tag] {
            rowsByTag[tag] = nil
            definitionIssues.append(
                DefinitionIssue(tag: tag, message: "duplicate tag; already used by \(section.describeForError())"))
        }
    }

    func detach(_ section: Section) {
        if let tag = qualifiedSectionTag(section), sectionsByTag[tag] === section { sectionsByTag[tag] = nil }
        for row in section.rows { unindex(row) }
        conditionGraph.didDetach(section, from: self)
        section.form = nil
    }

    func unindex(_ row: FormRow) {
        if let tag = row.tag, rowsByTag[tag] === row { rowsByTag[tag] = nil }
        conditionGraph.didDetach(row, from: self)
        if let subForm = row as? SubFormRow { detachNested(subForm) }
        if row.section?.owner != nil { unqualifyTag(of: row) }
    }

    /// Describes what already carries a tag, or `nil` if the tag is free.
    func tagOwnerDescription(_ tag: String) -> String? {
        if let row = rowsByTag[tag] { return row.describeForError() }
        if let section = sectionsByTag[tag] { return section.describeForError() }
        return nil
    }
}

extension Section {
    /// The tags of the section and its rows.
    var allTags: [String] { (tag.map { [$0] } ?? []) + rows.compactMap(\.tag) }
}
