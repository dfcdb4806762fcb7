extension Form {
    /// Validates every row now, whatever its trigger, in form order, and returns the
    /// errors. Hidden and disabled rows are skipped (and lose their errors) unless asked for.
    ///
    /// ```swift
    /// let errors = form.validate()
    /// errors.map(\.message)   // ["Email is required", "Enter a valid web address"]
    /// ```
    /// - Complexity: O(n) in the number of rows, plus the validators' own work.
    @discardableResult
    public func validate(includeHidden: Bool = false, includeDisabled: Bool = false) -> [ValidationError] {
        validateRows(includeHidden: includeHidden, includeDisabled: includeDisabled, runAsync: true) { _ in true }
    }

    /// Validates like `validate(includeHidden:includeDisabled:)`, runs the asynchronous
    /// validators at once (without debouncing), waits for them and returns every error,
    /// theirs included. `validate(includeHidden:includeDisabled:)` returns at once with the
    /// synchronous validators' errors and leaves the asynchronous ones to report later.
    ///
    /// ```swift
    /// let errors = await form.validateIncludingAsync()
    /// ```
    ///
    /// It runs on the caller's actor (the form's owner), like the rest of the form.
    nonisolated(nonsending) public func validateIncludingAsync(
        includeHidden: Bool = false, includeDisabled: Bool = false
    ) async -> [ValidationError] {
        let rows = transaction {
            var checked: [FormRow] = []
            _ = validateRows(includeHidden: includeHidden, includeDisabled: includeDisabled, runAsync: false) { row in
                checked.append(row)
                return true
            }
            for row in checked where row.validation.errors.isEmpty {
                startAsyncValidation(of: row, debounced: false)
            }
            return checked
        }
        await waitForAsyncValidation()
        return rows.flatMap(\.validation.errors)
    }

    /// Validates the rows whose trigger is anything but `.onDemand`, as a form's submit
    /// button does, and returns the errors in form order.
    ///
    /// Errors set from elsewhere with ``ExternalErrorClearing/untilNextSubmit`` are cleared
    /// first; those kept ``ExternalErrorClearing/untilChanged`` are returned with the rest, so
    /// a submit fails until the person changes the rows a server refused.
    @discardableResult
    public func submit(includeHidden: Bool = false, includeDisabled: Bool = false) -> [ValidationError] {
        clearExternalErrors(.untilNextSubmit)
        return validateRows(includeHidden: includeHidden, includeDisabled: includeDisabled, runAsync: true) { row in
            self.trigger(of: row) != .onDemand
        }
    }

    /// Removes every row's validation errors.
    public func clearValidationErrors() {
        transaction {
            for row in allRows { row.clearValidationErrors() }
        }
    }

    /// Every current validation error, in form order.
    public var validationErrors: [ValidationError] { allRows.flatMap(\.validationErrors) }

    /// Renderers call this when a row stops being edited (the blur): rows that validate on
    /// blur, or on change after blur, validate now — once the person has edited them. A row
    /// only passed through (focused and left untouched) shows no error until the submit, so
    /// moving through a form never marks its required rows before anything is typed.
    public func rowDidEndEditing(_ row: FormRow) {
        guard row.form === self else { return }
        logValidation(of: row)
        row.validation.hasBlurred = true
        guard row.validation.isDirty || row.validation.hasBeenValidated else { return }
        switch trigger(of: row) {
        case .onBlur, .onChangeAfterBlur: transaction { _ = validateRow(row, runAsync: true) }
        default: break
        }
    }

    /// Waits for the asynchronous validations in flight and applies their results; results
    /// for values that have changed since are discarded. Hosts call it when
    /// ``onAsyncValidationStarted`` fires; tests call it after advancing their clock.
    nonisolated(nonsending) public func waitForAsyncValidation() async {
        while let row = allRows.first(where: { $0.validation.pending != nil }),
            let task = row.validation.pending
        {
            let generation = row.validation.generation
            let failures = await task.value
            guard row.validation.generation == generation else { continue }
            row.validation.pending = nil
            transaction { applyAsyncResult(failures, to: row) }
        }
    }

    /// `true` while an asynchronous validation is in flight (debouncing or checking):
    /// hosts wait for it before submitting.
    package var hasAsyncValidationInFlight: Bool {
        allRows.contains { $0.validation.pending != nil }
    }

    // MARK: - Engine

    func trigger(of row: FormRow) -> ValidationTrigger {
        row.validation.trigger ?? validationTrigger
    }

    private func validateRows(
        includeHidden: Bool, includeDisabled: Bool, runAsync: Bool, _ include: (FormRow) -> Bool
    ) -> [ValidationError] {
        var errors: [ValidationError] = []
        transaction {
            for (sectionIndex, section) in sections.enumerated() {
                validateSection(
                    section, index: sectionIndex, skippedAbove: false, includeHidden: includeHidden,
                    includeDisabled: includeDisabled, runAsync: runAsync, include, into: &errors)
            }
        }
        return errors
    }

    /// Validates a section's rows and, in place, the rows of its sub-forms; the rows of a
    /// skipped sub-form (hidden or disabled) are skipped with it. `index` is the section's
    /// place among the form's sections, or `nil` inside a sub-form.
    private func validateSection(
        _ section: Section, index sectionIndex: Int?, skippedAbove: Bool, includeHidden: Bool, includeDisabled: Bool,
        runAsync: Bool, _ include: (FormRow) -> Bool, into errors: inout [ValidationError]
    ) {
        // The section's state once, rather than through each row's back references.
        let sectionSkipped =
            skippedAbove || (!includeHidden && section.conditionState.isHidden)
            || (!includeDisabled && section.isDisabled)
        for (rowIndex, row) in section.rows.enumerated()
        where row.hasValue || !row.validation.errors.isEmpty || !row.validation.external.isEmpty {
            let skipped =
                sectionSkipped
                || (!includeHidden && row.conditionState.isHidden)
                || (!includeDisabled && row.conditionState.isDisabled)
            if let subForm = row as? SubFormRow {
                guard !subForm.isOverNestingLimit else { continue }
                for nested in subForm.sections {
                    validateSection(
                        nested, index: nil, skippedAbove: skipped, includeHidden: includeHidden,
                        includeDisabled: includeDisabled, runAsync: runAsync, include, into: &errors)
                }
                subForm.setNeedsUpdate()
                continue
            }
            if skipped {
                if !row.validation.errors.isEmpty || row.validation.isValidating { row.clearValidationErrors() }
                continue
            }
            guard include(row) else { continue }
            let position = sectionIndex.map { RowPosition(section: $0, row: rowIndex) }
            errors += validateRow(row, runAsync: runAsync, position: position)
            errors += row.validation.external
        }
    }

    /// Runs a row's synchronous checks, stores the errors and, when they pass, starts its
    /// asynchronous checks. Call inside a transaction.
    func validateRow(_ row: FormRow, runAsync: Bool, position: RowPosition? = nil) -> [ValidationError] {
        logValidation(of: row)
        let failures = row.runAllValidators(in: self)
        let errors = failures.isEmpty ? [] : makeErrors(failures, for: row, position: position)
        row.validation.hasBeenValidated = true
        if errors != row.validation.errors {
            row.validation.errors = errors
            row.setNeedsUpdate()
            if let owner = row.section?.owner { subFormContentDidChange(owner, valueChanged: false) }
        }
        if errors.isEmpty, runAsync {
            startAsyncValidation(of: row, debounced: true)
        } else {
            cancelAsyncValidation(of: row)
        }
        return errors
    }

    private func makeErrors(
        _ failures: [ValidationFailure], for row: FormRow, position known: RowPosition? = nil
    ) -> [ValidationError] {
        let position = known ?? row.position
        return failures.map { failure in
            ValidationError(
                row: row.id, tag: row.tag, position: position, kind: failure.kind,
                message: failure.message
                    ?? validationMessages.message(
                        for: failure.kind, title: row.title, strings: strings, language: language))
        }
    }

    private func startAsyncValidation(of row: FormRow, debounced: Bool) {
        guard row.hasAsyncValidators || row.validation.pending != nil || row.validation.isValidating else { return }
        logValidation(of: row)
        row.validation.pending?.cancel()
        row.validation.pending = nil
        row.validation.generation += 1
        guard let job = row.makeAsyncValidationJob(clock: validationClock, debounced: debounced) else {
            if row.validation.isValidating {
                row.validation.isValidating = false
                row.setNeedsUpdate()
            }
            return
        }
        row.validation.pending = Task { await job() }
        if !row.validation.isValidating {
            row.validation.isValidating = true
            row.setNeedsUpdate()
        }
        onAsyncValidationStarted?()
    }

    /// Starts a row's asynchronous checks again, for a check in flight that a rolled-back
    /// transaction cancelled.
    func restartAsyncValidation(of row: FormRow) {
        startAsyncValidation(of: row, debounced: true)
    }

    private func cancelAsyncValidation(of row: FormRow) {
        guard row.validation.pending != nil || row.validation.isValidating else { return }
        logValidation(of: row)
        row.validation.pending?.cancel()
        row.validation.pending = nil
        row.validation.generation += 1
        row.validation.isValidating = false
        row.setNeedsUpdate()
    }

    private func applyAsyncResult(_ failures: [ValidationFailure]?, to row: FormRow) {
        logValidation(of: row)
        row.validation.isValidating = false
        if let failures, !failures.isEmpty {
            row.validation.errors += makeErrors(failures, for: row)
        }
        row.setNeedsUpdate()
    }

    /// Called from the value-change hook: validates by trigger and re-validates the rows
    /// whose validators read this one.
    func validationValueDidChange(_ row: FormRow) {
        if !row.validation.isDirty {
            // A change the transaction rolls back leaves the row as not edited.
            logValidation(of: row)
            row.validation.isDirty = true
        }
        if !row.validation.external.isEmpty, row.validation.externalClearing == .untilChanged {
            logValidation(of: row)
            row.validation.external = []
            row.setNeedsUpdate()
        }
        switch trigger(of: row) {
        case .onChange:
            _ = validateRow(row, runAsync: true)
        case .onChangeAfterBlur where row.validation.hasBlurred:
            _ = validateRow(row, runAsync: true)
        default:
            cancelAsyncValidation(of: row)
        }
        guard let tag = row.tag else { return }
        for dependent in validationDependents(of: tag) where dependent !== row && dependent.validation.hasBeenValidated
        {
            _ = validateRow(dependent, runAsync: true)
        }
    }
}
