extension FormRow {
    /// The row's current validation errors, in rule order, then the errors set from
    /// elsewhere (``Form/setErrors(_:clearing:)``); empty when valid or not yet validated.
    public var validationErrors: [ValidationError] {
        validation.external.isEmpty ? validation.errors : validation.errors + validation.external
    }

    /// `true` when the row has no validation errors, its own or set from elsewhere (an
    /// unvalidated row counts as valid).
    public var isValid: Bool { validation.errors.isEmpty && validation.external.isEmpty }

    /// `true` once the row's value changed after the form was built: with ``hasBeenLeft``,
    /// what decides whether a renderer shows the row's errors before a submit.
    package var hasBeenEdited: Bool { validation.isDirty }

    /// `true` once the row was focused and left (blurred).
    package var hasBeenLeft: Bool { validation.hasBlurred }

    /// `true` while an asynchronous validator is checking the row's value.
    public var isValidating: Bool { validation.isValidating }

    /// When this row validates itself; `nil` means the form's ``Form/validationTrigger``.
    public var validationTrigger: ValidationTrigger? {
        get { validation.trigger }
        set { validation.trigger = newValue }
    }

    /// Validates the row now, whatever its trigger, and returns its errors.
    ///
    /// ```swift
    /// if !emailRow.validate().isEmpty { … }
    /// ```
    @discardableResult
    public func validate() -> [ValidationError] {
        guard let form else {
            return runAllValidators(in: nil).map {
                ValidationError(
                    row: id, tag: tag, position: nil, kind: $0.kind,
                    message: $0.message ?? ValidationMessages.standard.message(for: $0.kind, title: title))
            }
        }
        return form.transaction { form.validateRow(self, runAsync: true) }
    }

    /// Removes the row's errors and cancels its asynchronous check.
    public func clearValidationErrors() {
        form?.logValidation(of: self)
        // Nothing to clear and nothing in flight: most rows of a large form.
        if validation.errors.isEmpty, validation.external.isEmpty, !validation.isValidating, validation.pending == nil {
            validation.hasBeenValidated = false
            return
        }
        validation.pending?.cancel()
        validation.pending = nil
        validation.generation += 1
        let changed = !validation.errors.isEmpty || !validation.external.isEmpty || validation.isValidating
        validation.errors = []
        validation.external = []
        validation.isValidating = false
        validation.hasBeenValidated = false
        if changed { setNeedsUpdate() }
    }

    /// The failures of `required` and the row's validators for its current value.
    func runAllValidators(in form: Form?) -> [ValidationFailure] {
        if isRequired, FormValueEmptiness.isEmpty(formValue) {
            return [ValidationFailure(RuleKind.required)]
        }
        return runValidators(in: form)
    }
}
