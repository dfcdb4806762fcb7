/// A form's transaction log: what the open transaction changed, how to undo what its
/// throwing bodies changed, and the `onChange` handlers they hold back. The form writes to it
/// as it changes; ``Form/transaction(_:)-(()->Result)`` opens and commits it.
///
/// Nested transactions join the outermost (`depth`), whose changes observers get at once. A
/// throwing body (`savepointDepth`) logs how to undo each change, and its handlers wait until
/// the outermost throwing body returns.
struct TransactionLog {
    /// How many transactions are open; the changes are committed when it falls to 0.
    var depth = 0
    /// The changes of the open transaction, in order.
    var changes: [FormChange] = []
    /// How to undo what the open throwing bodies changed, oldest first.
    var undo: [() -> Void] = []
    /// How many throwing bodies are running.
    var savepointDepth = 0
    /// `true` while a throwing body's changes are being undone.
    var isRollingBack = false
    /// `onChange` handlers held back until the outermost throwing body returns.
    var deferredHandlers: [() -> Void] = []
    /// Rows whose validation state a rollback put back, with that state.
    var restoredValidations: [(FormRow, RowValidationState)] = []

    /// `true` while changes must be logged so that a throwing body can undo them.
    var isLoggingUndo: Bool { savepointDepth > 0 && !isRollingBack }

    /// Where a throwing body starting now would roll back to.
    var savepoint: Savepoint {
        Savepoint(undo: undo.count, changes: changes.count, handlers: deferredHandlers.count)
    }

    /// Logs how to undo a change, when a throwing body is running.
    mutating func logUndo(_ action: @escaping () -> Void) {
        if isLoggingUndo { undo.append(action) }
    }

    /// Forgets the changes and handlers recorded since `savepoint` (their undo has run).
    mutating func forgetSince(_ savepoint: Savepoint) {
        if changes.count > savepoint.changes { changes.removeSubrange(savepoint.changes...) }
        if deferredHandlers.count > savepoint.handlers { deferredHandlers.removeSubrange(savepoint.handlers...) }
    }

    /// How many changes the last committed transaction had: a transaction that grows past
    /// a few dozen changes makes room for as many at once instead of doubling its way there.
    private var lastChangeCount = 0

    /// Records a change when a transaction is open, and ignores it while a rollback runs;
    /// returns `false` when neither is the case and nothing was done.
    mutating func appendIfOpen(_ change: FormChange) -> Bool {
        if isRollingBack { return true }
        guard depth > 0 else { return false }
        append(change)
        return true
    }

    /// Records a change of the open transaction.
    mutating func append(_ change: FormChange) {
        if changes.count == 64, lastChangeCount > 64 { changes.reserveCapacity(lastChangeCount) }
        changes.append(change)
    }

    /// Takes the open transaction's changes, leaving none.
    mutating func takeChanges() -> [FormChange] {
        lastChangeCount = changes.count
        defer { changes = [] }
        return changes
    }

    /// Takes the held-back handlers, leaving none.
    mutating func takeDeferredHandlers() -> [() -> Void] {
        defer { deferredHandlers = [] }
        return deferredHandlers
    }
}
