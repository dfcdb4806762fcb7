import FormaCore

extension FormDriver {
    /// Opens a sub-form, as a person taps its row: returns a driver for the sub-form's own
    /// screen, where its rows go by their own tags (`"city"`) as well as by their paths
    /// (`"address.city"`). Every step there changes the same form, so ``values`` of either
    /// driver shows the change.
    ///
    /// ```swift
    /// let address = try driver.open("address")
    /// try address.type("Paris", into: "city")
    /// try driver.assertValue("address.city", equals: "Paris")
    /// ```
    /// An inline sub-form opens too: its screen shows the same rows the form shows in place.
    /// - Returns: a driver of the sub-form's screen.
    /// - Throws: ``FormaTestingFailure`` when the row is not a sub-form, or is hidden or
    ///   disabled.
    public func open(_ reference: RowReference) throws -> FormDriver {
        let step = "open(\(reference))"
        let row = try resolve(reference, step: step)
        guard let subForm = row as? SubFormRow else {
            throw failure(
                step, "row \(reference) is \(controller.presentation(of: row).editor.spokenName), not a sub-form")
        }
        if subForm.presentation == .pushed {
            _ = try editablePath(of: row, reference, step: step)
            try closeSelector(step: step)
            guard case .presentSubForm = controller.activate(row) else {
                throw failure(step, "tapping row \(reference) did not open its sub-form")
            }
        } else if subForm.isHidden {
            throw failure(step, "row \(reference) is hidden")
        }
        return try FormDriver(controller: FormController(form: form, scope: subForm), formatting: nil)
    }
}
