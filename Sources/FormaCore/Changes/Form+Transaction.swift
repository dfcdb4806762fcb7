// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

extension Form {
    /// Runs `body` as one transaction: observers see all the changes it makes at once,
    /// when the outermost transaction ends. Nested transactions (an `onChange` handler that
    /// hides a row, say) join the outer one.
    ///
    /// ```swift
    /// form.transaction {
    ///     form[.title] = "Lunch"
    ///     form[.allDay] = true
    /// }   // observers get one FormTransaction with both changes
    /// ```
    @discardableResult
    public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        transactionDepth += 1
        defer {
            transactionDepth -= 1
            if transactionDepth == 0 { commit() }
        }
        return try body()
    }

    /// `true` while a transaction is open.
    public var isInTransaction: Bool { transactionDepth > 0 }

    /// Adds an observer called with the changes of each outermost transaction, once it has
    /// closed: after every row's `onChange` handlers (which run inside the transaction).
    ///
    /// ```swift
    /// let observation = form.observe { transaction in
    ///     for change in transaction.valueChanges { print(change) }
    /// }
    /// observation.cancel()
    /// ```
    @discardableResult
    public func observe(_ handler: @escaping (FormTransaction) -> Void) -> FormObservation {
        let id = nextID()
        observers.append((id, handler))
        return FormObservation(form: self, id: id)
    }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Records a change in the current transaction, opening one if none is open.
    func record(_ change: FormChange) {
        switch change {
        case .rowInserted, .rowRemoved, .sectionInserted, .sectionRemoved: validationDependents = nil
        default: break
        }
        if transactionDepth == 0 {
            transaction { pendingChanges.append(change) }
        } else {
            pendingChanges.append(change)
        }
    }

    private func commit() {
        guard !pendingChanges.isEmpty else { return }
        let transaction = FormTransaction(changes: pendingChanges)
        pendingChanges = []
        for observer in observers { observer.handler(transaction) }
    }
}

/// A registration made by ``Form/observe(_:)``; cancel it to stop observing.
public final class FormObservation {
    private weak var form: Form?
    private let id: Int

    init(form: Form, id: Int) {
        self.form = form
        self.id = id
    }

    /// Stops the observation.
    public func cancel() {
        form?.removeObserver(id: id)
        form = nil
    }
}
