import FormaCore

extension FormDriver {
    /// Types a text into a row, replacing what it held, as a person does: the row takes
    /// focus, the text is entered, and — unless `endEditing` is `false` — the person moves
    /// on, so validation on blur runs and messages due after the first blur show.
    ///
    /// Text that is not (yet) a valid value (`"4x"` in an integer row) stays in the field,
    /// as a draft the screen shows, and the value is left alone.
    ///
    /// ```swift
    /// try driver.type("ada@example.com", into: "email")   // true
    /// try driver.type("4x", into: "age")                  // false: a draft
    /// ```
    /// - Returns: `true` when the text became the row's value.
    /// - Throws: ``FormaTestingFailure`` when the row is unknown, not shown, disabled or
    ///   not typed into.
    @discardableResult
    public func type(_ text: String, into reference: RowReference, endEditing: Bool = true) throws -> Bool {
        let step = "type(\(quoted(text)), into: \(reference))"
        return try self.step(step) {
            let row = try resolve(reference, step: step)
            _ = try editablePath(of: row, reference, step: step)
            let editor = controller.presentation(of: row).editor
            switch editor {
            case .textField, .textView: break
            default: throw failure(step, "row \(reference) is \(editor.spokenName), not typed into")
            }
            try closeSelector(step: step)
            controller.activate(row)
            let accepted: Bool
            do {
                accepted = try controller.setText(text, for: row)
            } catch {
                throw failure(step, "row \(reference) refused the text: \(error)")
            }
            if endEditing { controller.endEditing(row) }
            return accepted
        }
    }

    /// Ends editing of the focused row, as tapping elsewhere does: validation on blur runs.
    ///
    /// ```swift
    /// try driver.type("ada", into: "email", endEditing: false)
    /// driver.endEditing()   // now "email" shows its blur-time messages
    /// ```
    public func endEditing() {
        if let row = controller.focusedRow { controller.endEditing(row) }
    }
}
