extension HeadlessTableView {
    /// Plays a person's drag of a row, as UIKit's reorder control does: the table asks the
    /// controller where the row may land (``FormController/targetPath(forMoveFrom:proposed:)``),
    /// moves the row on screen itself, then reports the move
    /// (``FormController/moveRow(from:to:)``), which changes the model without sending the
    /// move back. Afterwards the table must show exactly the controller's snapshot.
    ///
    /// ```swift
    /// let landed = try table.playDrag(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 2), in: controller)
    /// form.values()["phones"]   // the dragged phone is now third
    /// ```
    /// - Returns: where the row landed (the source itself when it may not move).
    /// - Throws: ``EditError`` when the controller refuses the move, or
    ///   ``TableUpdateError/contentMismatch(section:description:)`` when the table and the
    ///   controller disagree after it.
    @discardableResult
    package func playDrag(from source: TablePath, to proposed: TablePath, in controller: FormController) throws
        -> TablePath
    {
        guard sections.indices.contains(source.section), sections[source.section].rows.indices.contains(source.row)
        else {
            throw TableUpdateError.rowOutOfRange(operation: "drag", path: source)
        }
        let target = controller.targetPath(forMoveFrom: source, proposed: proposed)
        guard target != source else { return source }
        let shownBefore = sections
        let id = sections[source.section].rows.remove(at: source.row)
        sections[target.section].rows.insert(id, at: target.row)
        do {
            try controller.moveRow(from: source, to: target)
        } catch {
            sections = shownBefore
            throw error
        }
        if sections != controller.snapshot.sections {
            let shown = sections
            reload(controller.snapshot)
            throw TableUpdateError.contentMismatch(
                section: target.section,
                description: "after the drag the table shows \(shown), the form \(controller.snapshot.sections)")
        }
        return target
    }
}
