/// Where a throwing transaction body started: the lengths of the undo log, of the recorded
/// changes and of the held-back handlers.
struct Savepoint {
    var undo: Int
    var changes: Int
    var handlers: Int
}

extension Form {
    /// Undoes everything logged since the savepoint, newest first, with the condition graph
    /// held still (what it would compute is restored from the log), then forgets the changes
    /// and handlers recorded since.
    func rollBack(to savepoint: Savepoint) {
        log.isRollingBack = true
        conditionGraph.isSuspended = true
        var restarted: [FormRow] = []
        while log.undo.count > savepoint.undo, let undo = log.undo.popLast() { undo() }
        for (row, validation) in log.restoredValidations {
            if let pending = validation.pending, pending.isCancelled { restarted.append(row) }
        }
        log.restoredValidations = []
        log.forgetSince(savepoint)
        conditionGraph.isSuspended = false
        conditionGraph.multivaluedValues = [:]
        invalidateValidationDependents()
        // A check in flight that the body cancelled runs again for the restored value.
        for row in restarted where row.validation.pending?.isCancelled == true {
            restartAsyncValidation(of: row)
        }
        log.isRollingBack = false
    }

    /// Logs a row's validation state before it changes.
    func logValidation(of row: FormRow) {
        guard log.isLoggingUndo, row.form === self else { return }
        let old = row.validation
        log.undo.append { [unowned self] in
            if let current = row.validation.pending, current != old.pending { current.cancel() }
            row.validation = old
            self.log.restoredValidations.append((row, old))
        }
    }

    /// Logs a row's evaluated condition state before it changes.
    func logConditionState(of row: FormRow) {
        guard log.isLoggingUndo else { return }
        let old = row.conditionState
        log.undo.append { row.conditionState = old }
    }

    /// Logs a section's evaluated condition state before it changes.
    func logConditionState(of section: Section) {
        guard log.isLoggingUndo else { return }
        let old = section.conditionState
        log.undo.append { section.conditionState = old }
    }
}

/// What a row was before it joined or left the form: restored when that is undone.
struct RowMemento {
    let row: FormRow
    let id: RowID
    let conditionState: ConditionState
    let validation: RowValidationState
    let restoreValue: () -> Void
    let baseline: (epoch: Int, joined: Bool)

    init(_ row: FormRow) {
        self.row = row
        id = row.id
        conditionState = row.conditionState
        validation = row.validation
        restoreValue = row.makeValueRestorer()
        baseline = (row.baselineEpoch, row.joinedAfterBaseline)
    }

    func restore() {
        row.id = id
        (row.baselineEpoch, row.joinedAfterBaseline) = baseline
        row.conditionState = conditionState
        if let current = row.validation.pending, current != validation.pending { current.cancel() }
        row.validation = validation
        restoreValue()
    }
}

/// What a section and its rows were before the section joined or left the form.
struct SectionMemento {
    let section: Section
    let id: SectionID
    let conditionState: ConditionState
    let rows: [RowMemento]
    /// The add row's identity, which joining a form renews like the rows'.
    let addRowID: RowID?

    init(_ section: Section) {
        self.section = section
        id = section.id
        conditionState = section.conditionState
        rows = section.rows.map(RowMemento.init)
        addRowID = section.addRowStorage?.id
    }

    func restore() {
        section.id = id
        section.conditionState = conditionState
        for row in rows { row.restore() }
        if let addRowID { section.addRowStorage?.id = addRowID }
    }
}
