extension Form {
    /// The broken invariants of the tree, as sentences; empty when all hold. Property tests
    /// and fuzzers call it after every step.
    ///
    /// Each section points back at this form and each row at its section; no row or section
    /// appears twice; identities are unique and already handed out (an add row's too, and a
    /// section that offers an add row has one); the tag indexes hold exactly the tagged rows
    /// and sections.
    ///
    /// - Complexity: O(n) in the number of rows.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var rowIDs = Set<RowID>()
        var sectionIDs = Set<SectionID>()
        var taggedRows = 0
        var taggedSections = 0
        for (s, section) in sections.enumerated() {
            if section.form !== self { problems.append("section \(s) does not point at its form") }
            if !sectionIDs.insert(section.id).inserted { problems.append("section \(s) repeats \(section.id)") }
            if section.id.rawValue > lastID { problems.append("section \(s) has \(section.id), never handed out") }
            if let tag = section.tag {
                taggedSections += 1
                if sectionsByTag[tag] !== section { problems.append("section tag '\(tag)' is not indexed") }
            }
            if let add = section.addRowStorage {
                if add.section !== section { problems.append("the add row of section \(s) does not point at it") }
                if !rowIDs.insert(add.id).inserted { problems.append("the add row of section \(s) repeats \(add.id)") }
                if add.id.rawValue == 0 || add.id.rawValue > lastID {
                    problems.append("the add row of section \(s) has \(add.id), never handed out")
                }
            } else if section.offersAddRow {
                problems.append("section \(s) offers an add row but has none")
            }
            for (r, row) in section.rows.enumerated() {
                if row.section !== section { problems.append("row \(r) of section \(s) does not point at its section") }
                if !rowIDs.insert(row.id).inserted { problems.append("row \(r) of section \(s) repeats \(row.id)") }
                if row.id.rawValue > lastID {
                    problems.append("row \(r) of section \(s) has \(row.id), never handed out")
                }
                if let tag = row.tag {
                    taggedRows += 1
                    if rowsByTag[tag] !== row { problems.append("row tag '\(tag)' is not indexed") }
                }
            }
        }
        if rowsByTag.count != taggedRows {
            problems.append("\(rowsByTag.count) row tags indexed for \(taggedRows) rows")
        }
        if sectionsByTag.count != taggedSections {
            problems.append("\(sectionsByTag.count) section tags indexed for \(taggedSections) sections")
        }
        return problems
    }
}
