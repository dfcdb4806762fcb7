import FormaCore
import Foundation

extension FormDriver {
    /// Picks a date in a date, time or date-and-time row, as a person turning its picker
    /// does; a date outside the picker's bounds cannot be picked.
    ///
    /// ```swift
    /// try driver.setDate(Date(timeIntervalSince1970: 1_709_510_400), in: "birthday")   // Mar 4, 2024
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not a date picker, is not shown,
    ///   is disabled, or the date is out of its bounds.
    public func setDate(_ date: Date, in reference: RowReference) throws {
        let step = "setDate(\(date), in: \(reference))"
        try self.step(step) {
            let row = try resolve(reference, step: step)
            let path = try editablePath(of: row, reference, step: step)
            let editor = controller.presentation(of: row).editor
            guard case .datePicker(let picker) = editor, picker.mode != .countdown else {
                throw failure(step, "row \(reference) is \(editor.spokenName), not a date picker")
            }
            if let minimum = picker.minimum, date < minimum {
                throw failure(step, "\(date) is before the earliest date row \(reference) allows, \(minimum)")
            }
            if let maximum = picker.maximum, date > maximum {
                throw failure(step, "\(date) is after the latest date row \(reference) allows, \(maximum)")
            }
            try set(.date(date), at: path, reference, step: step)
        }
    }

    /// Moves a slider or stepper to a number, kept within its bounds and on its step, as a
    /// person's drag or taps do.
    ///
    /// ```swift
    /// try driver.setNumber(3.7, in: "volume")   // 3.5 with a step of 0.5
    /// ```
    /// - Returns: the number the row holds.
    /// - Throws: ``FormaTestingFailure`` when the row is not a slider or stepper, is not
    ///   shown or is disabled.
    @discardableResult
    public func setNumber(_ number: Double, in reference: RowReference) throws -> Double {
        let step = "setNumber(\(number), in: \(reference))"
        return try self.step(step) {
            let row = try resolve(reference, step: step)
            _ = try editablePath(of: row, reference, step: step)
            let editor = controller.presentation(of: row).editor
            switch editor {
            case .slider, .stepper: break
            default: throw failure(step, "row \(reference) is \(editor.spokenName), not a slider or stepper")
            }
            do {
                return try controller.setNumber(number, for: row)
            } catch {
                throw failure(step, "row \(reference) refused \(number): \(error)")
            }
        }
    }

    /// Sets a row's value as its cell does when edited — for custom rows and countdowns,
    /// which have no gesture of their own here.
    ///
    /// ```swift
    /// try driver.setValue(.int(4), in: "rating")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not shown, is disabled or refuses the value.
    public func setValue(_ value: FormValue, in reference: RowReference) throws {
        let step = "setValue(\(value), in: \(reference))"
        try self.step(step) {
            let row = try resolve(reference, step: step)
            let path = try editablePath(of: row, reference, step: step)
            try set(value, at: path, reference, step: step)
        }
    }

    /// Validates the form as its submit button does and returns its values, or the
    /// validation errors that stop it (which the screen now shows under their rows).
    ///
    /// ```swift
    /// if case .invalid(let errors) = driver.submit() { print(errors.map(\.message)) }
    /// ```
    @discardableResult
    public func submit() -> SubmitResult {
        endEditing()
        let errors = form.submit()
        return errors.isEmpty ? .submitted(form.values()) : .invalid(errors)
    }

    /// Submits the form and returns its values, failing when validation does.
    ///
    /// ```swift
    /// let values = try driver.submitValues()
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing the validation errors, with the screen.
    public func submitValues() throws -> FormValues {
        switch submit() {
        case .submitted(let values): return values
        case .invalid(let errors):
            let lines = errors.map { "  \($0.tag ?? $0.row.description): \($0.message)" }
            let count = errors.count == 1 ? "1 validation error" : "\(errors.count) validation errors"
            throw failure("submitValues()", "the form did not submit; \(count):\n" + lines.joined(separator: "\n"))
        }
    }

    private func set(_ value: FormValue, at path: TablePath, _ reference: RowReference, step: String) throws {
        do {
            try form.transaction { try controller.setValue(value, forRowAt: path) }
        } catch {
            throw failure(step, "row \(reference) refused \(value): \(error)")
        }
    }
}
