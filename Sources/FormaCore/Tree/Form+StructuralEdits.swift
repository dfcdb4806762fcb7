/// The structural edits themselves, once the public methods have checked them: they cannot
/// fail. Each records its change and keeps tags, identities and conditions in step.
extension Form {
    /// Inserts a checked section (see ``checkSectionsCanJoin(_:leaving:)``).
    func insertSectionUnchecked(_ section: Section, at index: Int) {
        transaction {
            sections.insert(section, at: index)
            attach(section, collectingIssues: false)
            record(.sectionInserted(section.id, at: index))
        }
    }

    /// Removes the section at a valid index.
    @discardableResult
    func removeSectionUnchecked(at index: Int) -> Section {
        transaction {
            let section = sections.remove(at: index)
            record(.sectionRemoved(section.id, at: index))
            detach(section)
            return section
        }
    }

    /// Moves a section between valid indices.
    func moveSectionUnchecked(from source: Int, to destination: Int) {
        transaction {
            let section = sections.remove(at: source)
            sections.insert(section, at: destination)
            record(.sectionMoved(section.id, from: source, to: destination))
        }
    }

    /// Moves a row between valid places of sections of this form.
    func moveRowUnchecked(from source: Section, at from: Int, to destination: Section, at index: Int) {
        let row = source.rows[from]
        let fromPosition = RowPosition(section: self.index(of: source) ?? 0, row: from)
        let toPosition = RowPosition(section: self.index(of: destination) ?? 0, row: index)
        transaction {
            source.rows.remove(at: from)
            destination.rows.insert(row, at: index)
            row.section = destination
            record(.rowMoved(row.id, from: fromPosition, to: toPosition))
            conditionGraph.didMove(row, from: source, in: self)
        }
    }
}

extension Section {
    /// Inserts checked rows (see ``Form/checkRowsCanJoin(_:section:)``) at a valid index.
    func insertRowsUnchecked(_ newRows: [FormRow], at index: Int) {
        guard let form else {
            rows.insert(contentsOf: newRows, at: index)
            for row in newRows { row.section = self }
            return
        }
        let sectionIndex = form.index(of: self) ?? 0
        form.transaction {
            rows.insert(contentsOf: newRows, at: index)
            for (offset, row) in newRows.enumerated() {
                form.attach(row, to: self)
                form.record(.rowInserted(row.id, at: RowPosition(section: sectionIndex, row: index + offset)))
            }
        }
    }

    /// Removes the row at a valid index.
    @discardableResult
    func removeRowUnchecked(at index: Int) -> FormRow {
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
}
