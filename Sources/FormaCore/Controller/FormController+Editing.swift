/// The editing entry points: every way a renderer writes what a person typed, picked or
/// adjusted into the form goes through one of these, in one transaction each. Renderers call
/// nothing else to change a value.
extension FormController {
    /// The person typed into a row: a valid text sets the value (and clears any draft);
    /// text that is not a valid value yet (`"4x"` in an integer row, `"-"` on the way to
    /// `"-5"`) is kept as typed and shown back in the editor, and the value is left alone.
    /// - Returns: `true` when the value was set.
    /// - Throws: ``EditError`` when the row is not shown, is disabled or is not typed into, or
    ///   the text is longer than ``FormValue/Limits/maxStringLength`` bytes.
    ///
    /// ```swift
    /// try controller.setText("4x", for: ageRow)   // false: the field keeps "4x", the value stays
    /// try controller.setText("42", for: ageRow)   // true: the value is 42
    /// ```
    ///
    /// With `isComposing` (Chinese or Japanese input shows marked text until a candidate is
    /// confirmed), nothing is committed: no value, no draft, no validation, no length limit;
    /// the field keeps the marked text. The confirmed text comes again without it.
    ///
    /// ```swift
    /// try controller.setText(field.text ?? "", for: row, isComposing: field.markedTextRange != nil)
    /// ```
    @discardableResult
    package func setText(_ text: String, for row: FormRow, isComposing: Bool = false) throws -> Bool {
        guard row.form === form, let path = path(of: row) else {
            throw EditError.noRow(TablePath(section: -1, row: -1))
        }
        if isComposing { return false }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        guard let field = row as? any TextEntryProviding else {
            throw EditError.notAllowed("row at \(path) is not typed into")
        }
        let length = text.utf8.count
        guard length <= FormValue.Limits.maxStringLength else {
            throw EditError.invalidValue(ValueError(tag: row.tag, reason: .exceedsLimit(.stringLength(length))))
        }
        var text = text
        if let limit = (row as? any TextEntryProviding)?.maximumTextLength, text.count > limit {
            text = String(text.prefix(limit))
        }
        guard let value = field.formValue(forText: text), Self.accepts(row, value) else {
            if drafts[row.id] != text {
                drafts[row.id] = text
                row.setNeedsUpdate()
            }
            return false
        }
        let hadDraft = drafts.removeValue(forKey: row.id) != nil
        do {
            try form.transaction {
                try row.setFormValue(value)
                if hadDraft { row.setNeedsUpdate() }
            }
        } catch let error as ValueError {
            throw EditError.invalidValue(error)
        }
        return true
    }

    /// The text typed into a row that is not a valid value of it (kept as a draft), or
    /// `nil` when what the row shows is its value.
    package func unreadableText(of row: FormRow) -> String? { drafts[row.id] }

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

    /// Sets a value from the table, as a cell does when the person edits it.
    /// - Throws: ``EditError`` when there is no row there, it is disabled, or the value does not fit.
    package func setValue(_ value: FormValue, forRowAt path: TablePath) throws {
        guard let row = row(at: path) else { throw EditError.noRow(path) }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        do {
            try row.setFormValue(value)
        } catch let error as ValueError {
            throw EditError.invalidValue(error)
        }
    }

    /// The row's table path when the person may edit it now.
    private func editablePath(of row: FormRow) throws -> TablePath {
        guard row.form === form, let path = path(of: row) else {
            throw EditError.noRow(TablePath(section: -1, row: -1))
        }
        guard !row.isDisabled else { throw EditError.disabled(tag: row.tag) }
        return path
    }

    /// `true` when the row would store the value.
    private static func accepts(_ row: FormRow, _ value: FormValue) -> Bool {
        do {
            try row.checkFormValue(value)
            return true
        } catch {
            return false
        }
    }
}
