import FormaCore

extension FormDriver {
    /// Taps a row, as a person does: a switch or check mark flips, a button runs, an inline
    /// picker opens or closes, a text field takes focus, a selector row opens its screen
    /// (kept in ``presentedSelector`` for ``choose(_:)``), an add row adds a row. A selector
    /// screen still open is closed first, as going back to the form does.
    ///
    /// ```swift
    /// try driver.tap("allDay")                  // .toggled(true)
    /// try driver.tap(.title("Create Account"))  // .ranButton
    /// ```
    /// - Returns: what the tap did.
    /// - Throws: ``FormaTestingFailure`` when the row is unknown, hidden or disabled.
    @discardableResult
    public func tap(_ reference: RowReference) throws -> Activation {
        let step = "tap(\(reference))"
        return try self.step(step) {
            let row = try resolve(reference, step: step)
            _ = try editablePath(of: row, reference, step: step)
            try closeSelector(step: step)
            let activation = controller.activate(row)
            if case .presentSelector(let screen) = activation { presentedSelector = screen }
            return activation
        }
    }

    /// Flips a switch or check mark by tapping it.
    ///
    /// ```swift
    /// try driver.toggle("terms")   // true: now checked
    /// ```
    /// - Returns: the new state.
    /// - Throws: ``FormaTestingFailure`` when the row is not a switch or check mark, or
    ///   cannot be tapped.
    @discardableResult
    public func toggle(_ reference: RowReference) throws -> Bool {
        let step = "toggle(\(reference))"
        let row = try resolve(reference, step: step)
        _ = try editablePath(of: row, reference, step: step)
        switch controller.presentation(of: row).editor {
        case .toggle, .check: break
        case let editor: throw failure(step, "row \(reference) is \(editor.spokenName), not a switch or check mark")
        }
        guard case .toggled(let isOn) = try tap(.row(row)) else {
            throw failure(step, "tapping row \(reference) did not flip it")
        }
        return isOn
    }

    /// Closes the selector screen a tap opened, as going back does: a multiple selection is
    /// written to its row; a single selection was written when chosen.
    ///
    /// ```swift
    /// try driver.tap("interests")
    /// try driver.choose("Music")
    /// try driver.closeSelector()   // "interests" now holds ["Music"]
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row refuses the selection.
    public func closeSelector() throws {
        try step("closeSelector()") { try closeSelector(step: "closeSelector()") }
    }

    func closeSelector(step: String) throws {
        guard let screen = presentedSelector else { return }
        presentedSelector = nil
        guard screen.allowsMultipleSelection else { return }
        do {
            try screen.commit()
        } catch {
            throw failure(step, "the selection of \(screen.title.map(quoted) ?? "the selector") was refused: \(error)")
        }
    }
}
