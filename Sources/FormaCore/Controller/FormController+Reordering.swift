extension FormController {
    /// Where a dragged row may land, as a table asks while the person drags it: rows stay in
    /// their own section, among the rows that may move (never below a multivalued section's
    /// add row). A proposal in a section above lands first, one below lands last.
    ///
    /// ```swift
    /// controller.targetPath(forMoveFrom: TablePath(section: 0, row: 1), proposed: TablePath(section: 2, row: 0))
    /// // 0.(last movable row)
    /// ```
    /// - Returns: the source itself when the row may not move.
    /// - Complexity: O(r) in the rows of the section in the worst case.
    package func targetPath(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath {
        guard canMove(at: source), snapshot.sections.indices.contains(source.section) else { return source }
        let count = snapshot.sections[source.section].rows.count
        var row: Int
        if proposed.section < source.section {
            row = 0
        } else if proposed.section > source.section {
            row = count - 1
        } else {
            row = min(max(proposed.row, 0), count - 1)
        }
        while row > 0, !canMove(at: TablePath(section: source.section, row: row)) { row -= 1 }
        let target = TablePath(section: source.section, row: row)
        return canMove(at: target) ? target : source
    }
}
