/// The structural edits themselves, once the public methods have checked them: they cannot
/// fail. Each records its change and keeps tags, identities and conditions in step.
extension Form {
    /// Inserts a checked section (see ``checkSectionsCanJoin(_:leaving:)``).
    func insertSectionUnchecked(_ section: Section, at index: Int) {
        if log.isLoggingUndo {
            let memento = SectionMemento(section)
            log.undo.append { [unowned self] in
                if let at = self.index(of: section) { self.sections.remove(at: at) }
                self.detach(section)
                memento.restore()
            }
        }
        transaction {
            sections.insert(section, at: index)
            attach(section, collectingIssues: false)
            record(.sectionInserted(section.id, at: index))
        }
    }

    /// Removes the section at a valid index.
    @discardableResult
    func removeSectionUnchecked(at index: Int) -> Section {
        if log.isLoggingUndo {
            let memento = SectionMemento(sections[index])
            log.undo.append { [unowned self] in
                self.sections.insert(memento.section, at: Swift.min(index, self.sections.count))
                self.attach(memento.section, collectingIssues: false)
                memento.restore()
            }
        }
        return transaction {
            let section = sections.remove(at: index)
            record(.sectionRemoved(section.id, at: index))
            detach(section)
            return section
        }
    }

    /// Moves a section between valid indices.
    func moveSectionUnchecked(from source: Int, to destination: Int) {
        if log.isLoggingUndo {
            log.undo.append { [unowned self] in
                guard self.sections.indices.contains(destination), self.sections.indices.contains(source) else {
                    return
                }
                self.sections.insert(self.sections.remove(at: destination), at: source)
            }
        }
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
        if log.isLoggingUndo {
            log.undo.append { [unowned self] in
                guard let at = destination.index(of: row) else { return }
                destination.rows.remove(at: at)
                source.rows.insert(row, at: Swift.min(from, source.rows.count))
                row.section = source
                self.conditionGraph.didMove(row, from: destination, in: self)
            }
        }
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
        if form.log.isLoggingUndo {
            let mementos = newRows.map(RowMemento.init)
            form.log.undo.append { [unowned form, self] in
                // Undone in reverse order, the rows are where they were inserted.
                let range = index..<(index + newRows.count)
                if range.upperBound <= self.rows.count, zip(self.rows[range], newRows).allSatisfy({ $0 === $1 }) {
                    self.rows.removeSubrange(range)
                } else {
                    let leaving = Set(newRows.map(ObjectIdentifier.init))
                    self.rows.removeAll { leaving.contains(ObjectIdentifier($0)) }
                }
                for memento in mementos.reversed() {
                    form.unindex(memento.row)
                    memento.row.section = nil
                    memento.restore()
                }
            }
        }
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
        if form.log.isLoggingUndo {
            let memento = RowMemento(rows[index])
            form.log.undo.append { [unowned form, self] in
                self.rows.insert(memento.row, at: Swift.min(index, self.rows.count))
                form.attach(memento.row, to: self)
                memento.restore()
            }
        }
        return form.transaction {
            let row = rows.remove(at: index)
            form.record(.rowRemoved(row.id, at: RowPosition(section: sectionIndex, row: index)))
            form.unindex(row)
            row.section = nil
            return row
        }
    }
}
