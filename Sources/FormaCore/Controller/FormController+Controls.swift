extension FormController {
    /// Chooses the option at `index` of a segmented control or option wheel, as the person
    /// picking it does: the row takes that option's value in one transaction.
    ///
    /// ```swift
    /// try controller.chooseOption(at: 2, for: sizeRow)   // "L"
    /// ```
    /// - Throws: ``EditError`` when the row is not shown, is disabled, has no options or
    ///   has no option at `index`.
    package func chooseOption(at index: Int, for row: FormRow) throws {
        let path = try editablePath(of: row)
        guard let options = row as? any OptionsProviding else {
            throw EditError.notAllowed("row at \(path) has no options")
        }
        let values = options.optionValues
        guard values.indices.contains(index) else {
            throw EditError.notAllowed("row at \(path) has \(values.count) options; there is no option \(index)")
        }
        try setValue(values[index], forRowAt: path)
    }

    /// Sets a slider's or stepper's number as the person moved it, kept within the row's
    /// bounds and on its step (a slider dragged to 3.7 with step 0.5 holds 3.5). Rows that
    /// are not bounded take the number as it is.
    /// - Returns: the number the row holds.
    ///
    /// ```swift
    /// try controller.setNumber(3.7, for: volumeRow)   // 3.5
    /// ```
    /// - Throws: ``EditError`` when the row is not shown, is disabled or refuses a number.
    @discardableResult
    package func setNumber(_ number: Double, for row: FormRow) throws -> Double {
        let path = try editablePath(of: row)
        guard number.isFinite else { throw EditError.notAllowed("row at \(path) cannot hold \(number)") }
        let kept = (row as? BoundedNumberRow)?.clamped(number) ?? number
        try setValue(.double(kept), forRowAt: path)
        return kept
    }

    /// The row's table path when the person may edit it now.
    private func editablePath(of row: FormRow) throws -> TablePath {
        guard row.form === form, let path = path(of: row) else {
            throw EditError.noRow(TablePath(section: -1, row: -1))
        }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        return path
    }
}
