import FormaCore

extension FormDriver {
    /// Adds a row to a multivalued section, as a person does: by tapping its add row when it
    /// has one, otherwise as the table's insert control does. A row that is typed into takes focus.
    ///
    /// ```swift
    /// let phone = try driver.add(to: "phones")
    /// try driver.type("555 0100", into: .row(phone))
    /// ```
    /// - Parameter section: the section's multivalued tag, tag or header.
    /// - Returns: the new row.
    /// - Throws: ``FormaTestingFailure`` when the section is unknown, hidden or takes no new rows.
    @discardableResult
    public func add(to section: String) throws -> FormRow {
        let step = "add(to: \(quoted(section)))"
        return try self.step(step) {
            let target = try self.section(named: section, step: step)
            guard let index = table.snapshot.sections.firstIndex(where: { $0.id == target.id }) else {
                throw failure(step, "section \(quoted(section)) is not on screen")
            }
            guard controller.canInsert(inSection: index) else {
                throw failure(step, "section \(quoted(section)) does not allow adding rows")
            }
            try closeSelector(step: step)
            if let add = shownRows.first(where: { $0.row.section === target && isAddRow($0.row) })?.row {
                guard case .insertedRow(let row) = controller.activate(add) else {
                    throw failure(step, "tapping the add row of \(quoted(section)) added nothing")
                }
                return row
            }
            do {
                return try controller.insertRow(inSection: index)
            } catch {
                throw failure(step, "section \(quoted(section)) refused a new row: \(error)")
            }
        }
    }

    /// Deletes a row of a multivalued section, as swiping it away does.
    ///
    /// ```swift
    /// try driver.delete(.item(0, in: "phones"))
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not shown or its section does not
    ///   allow deleting.
    public func delete(_ reference: RowReference) throws {
        let step = "delete(\(reference))"
        try self.step(step) {
            let row = try resolve(reference, step: step)
            let path = try shownPath(of: row, reference, step: step)
            guard controller.canDelete(at: path) else { throw failure(step, "row \(reference) cannot be deleted") }
            do {
                try controller.deleteRow(at: path)
            } catch {
                throw failure(step, "row \(reference) was not deleted: \(error)")
            }
        }
    }

    /// Drags a row of a multivalued section to another place in it, as the reorder control
    /// does; the row lands where the table lets it (never below the add row).
    ///
    /// ```swift
    /// try driver.move(.item(2, in: "phones"), to: 0)   // the third phone is now first
    /// ```
    /// - Parameters:
    ///   - reference: the row to drag.
    ///   - index: the place, from 0, among the section's rows on screen.
    /// - Returns: the place where the row landed.
    /// - Throws: ``FormaTestingFailure`` when the row is not shown or cannot move.
    @discardableResult
    public func move(_ reference: RowReference, to index: Int) throws -> Int {
        let step = "move(\(reference), to: \(index))"
        return try self.step(step) {
            let row = try resolve(reference, step: step)
            let path = try shownPath(of: row, reference, step: step)
            guard controller.canMove(at: path) else { throw failure(step, "row \(reference) cannot be moved") }
            do {
                let landed = try table.playDrag(
                    from: path, to: TablePath(section: path.section, row: max(0, index)), in: controller)
                return landed.row
            } catch {
                throw failure(step, "row \(reference) did not move: \(error)")
            }
        }
    }
}
