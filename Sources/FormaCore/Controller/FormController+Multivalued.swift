extension FormController {
    /// `true` if the person may add rows to the visible section at `index`.
    package func canInsert(inSection index: Int) -> Bool {
        guard let section = section(at: index) else { return false }
        return section.multivalued.contains(.insert) && section.makeRow != nil && !section.isDisabled
            && section.canAddItem
    }

    /// `true` if the person may delete the row at `path`.
    package func canDelete(at path: TablePath) -> Bool {
        guard let section = section(at: path.section), let row = row(at: path), !(row is AddRow) else { return false }
        return section.multivalued.contains(.delete) && !section.isDisabled && section.canRemoveItem
    }

    /// `true` if the person may reorder the row at `path`.
    package func canMove(at path: TablePath) -> Bool {
        guard let section = section(at: path.section), let row = row(at: path), !(row is AddRow) else { return false }
        return section.multivalued.contains(.reorder) && !section.isDisabled
    }

    /// Adds a row made by the section's `makeRow` at the end of a multivalued section.
    /// - Returns: the new row.
    /// - Throws: ``EditError/notAllowed(_:)`` when the section does not allow inserts.
    @discardableResult
    package func insertRow(inSection index: Int) throws -> FormRow {
        guard canInsert(inSection: index), let section = section(at: index), let makeRow = section.makeRow else {
            throw EditError.notAllowed("section \(index) does not allow adding rows")
        }
        let row = makeRow(section.rows.count)
        try section.append(row)
        return row
    }

    /// Deletes the row at `path` of a multivalued section.
    /// - Throws: ``EditError/notAllowed(_:)`` when the section does not allow deletes.
    package func deleteRow(at path: TablePath) throws {
        guard canDelete(at: path), let section = section(at: path.section), let row = row(at: path) else {
            throw EditError.notAllowed("row \(path) cannot be deleted")
        }
        try section.remove(row)
    }

    /// Moves a row of a multivalued section, as the table's reorder control does. The
    /// table already shows the move, so the update sent back holds only the rest of the
    /// change: rows reconfigured, or shown and hidden by conditions that read the new order.
    /// (UIKit's table applies it once its move callback has returned.)
    /// - Throws: ``EditError/notAllowed(_:)`` when the move leaves the section or it does not allow reordering.
    package func moveRow(from source: TablePath, to destination: TablePath) throws {
        guard source.section == destination.section, canMove(at: source), let section = section(at: source.section),
            let row = row(at: source), let target = self.row(at: destination),
            let to = section.index(of: target)
        else {
            throw EditError.notAllowed("row \(source) cannot move to \(destination)")
        }
        var shown = snapshot
        let id = shown.sections[source.section].rows.remove(at: source.row)
        shown.sections[source.section].rows.insert(id, at: destination.row)
        tableShowsAlready = shown
        defer { tableShowsAlready = nil }
        try form.move(row, to: section, at: to)
    }
}

extension FormController {
    /// Adds a row to the add row's section and focuses it when it is typed into.
    func activateAdd(_ add: AddRow) -> Activation {
        guard let section = add.section, let index = self.index.sections.firstIndex(where: { $0 === section }) else {
            return .nothing
        }
        do {
            let row = try insertRow(inSection: index)
            collapseInlineEditor(unlessKeptBy: row)
            if row.takesKeyboardFocus, path(of: row) != nil { beginEditing(row) }
            return .insertedRow(row)
        } catch {
            return .nothing
        }
    }
}
