// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

// The two `transaction` overloads differ only in whether the body may throw, and Swift picks
// by that: a body that cannot throw needs no undo log.
// swift-format-ignore: AmbiguousTrailingClosureOverload
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
    ///
    /// A body that can throw runs as the throwing `transaction`, which undoes everything the
    /// body changed when it throws.
    @discardableResult
    public func transaction<Result>(_ body: () -> Result) -> Result {
        log.depth += 1
        defer {
            log.depth -= 1
            if log.depth == 0 { commit() }
        }
        return body()
    }

    /// Runs a body that may throw as one transaction, all or nothing: when the body throws,
    /// everything it changed is undone before the error reaches the caller, and no observer,
    /// handler or table hears of it.
    ///
    /// ```swift
    /// do {
    ///     try form.transaction {
    ///         form[.title] = "Lunch"
    ///         try form.sections[1].removeRow(at: 0)
    ///         try form.sections[0].append(TextRow("title"))   // throws: duplicate tag
    ///     }
    /// } catch {
    ///     // The title and the removed row are back; observers saw nothing.
    /// }
    /// ```
    ///
    /// Undone: row values, rows and sections inserted, removed or moved (with their
    /// identities), conditions assigned (`hidden`, `disabled`, `required`, `formula`,
    /// `form.disabled`), `multivaluedTag` and `isCollapsed`, the evaluated hidden, disabled and
    /// required state, and validation state (errors, blur, checks in flight). Other
    /// properties — titles, headers, options, validators, policies — keep what the body
    /// assigned.
    ///
    /// Inside such a body `onChange` handlers are held back: they run, in order, once the
    /// outermost throwing body has returned (still inside the transaction, so their changes
    /// join it), and never if it throws. Observers are called when the outermost transaction
    /// closes, with the changes that were kept. A nested throwing body that throws undoes
    /// only its own changes; the outer body may catch the error and go on.
    /// - Throws: whatever `body` throws, after undoing its changes.
    /// - Complexity: O(1) extra per change while the body runs; undoing is proportional to
    ///   the changes made.
    @discardableResult
    public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        log.depth += 1
        defer {
            log.depth -= 1
            if log.depth == 0 { commit() }
        }
        let savepoint = log.savepoint
        log.savepointDepth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            log.savepointDepth -= 1
            rollBack(to: savepoint)
            throw error
        }
        log.savepointDepth -= 1
        if log.savepointDepth == 0 {
            log.undo.removeAll()
            runDeferredHandlers()
        }
        return result
    }
}

extension Form {
    /// `true` while a transaction is open.
    package var isInTransaction: Bool { log.depth > 0 }

    /// Adds an observer called with the changes of each outermost transaction, once it has
    /// closed: after every row's `onChange` handlers (which run inside the transaction).
    ///
    /// ```swift
    /// let observation = form.observe { transaction in
    ///     for change in transaction.valueChanges { print(change) }
    /// }
    /// observation.cancel()
    /// ```
    ///
    /// Keep the observation: like a Combine `AnyCancellable`, it cancels itself when it is
    /// released.
    public func observe(_ handler: @escaping (FormTransaction) -> Void) -> FormObservation {
        let id = nextID()
        observers.append(
            (
                id,
                { transaction in
                    handler(transaction)
                    return true
                }
            ))
        return FormObservation(form: self, id: id)
    }

    /// Adds an observer that lives as long as `owner`: the handler gets the owner with each
    /// transaction, and once the owner is released the observation ends by itself, so a form
    /// that outlives a screen (kept in an app model or SwiftUI state) keeps no dead observers.
    /// It also ends when the returned observation is released; the owner keeps it.
    ///
    /// ```swift
    /// observation = form.observe(for: self) { screen, transaction in screen.formDidChange(transaction) }
    /// ```
    public func observe<Owner: AnyObject>(
        for owner: Owner, _ handler: @escaping (Owner, FormTransaction) -> Void
    ) -> FormObservation {
        let id = nextID()
        observers.append(
            (
                id,
                { [weak owner] transaction in
                    guard let owner else { return false }
                    handler(owner, transaction)
                    return true
                }
            ))
        return FormObservation(form: self, id: id)
    }

    /// The number of observers registered now.
    var observerCount: Int { observers.count }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Records a change in the current transaction, opening one if none is open.
    func record(_ change: FormChange) {
        switch change {
        case .rowInserted, .rowRemoved, .sectionInserted, .sectionRemoved:
            guard !log.isRollingBack else { return }
            invalidateValidationDependents()
        default: break
        }
        // One look at the log in the common case: a transaction is open.
        if !log.appendIfOpen(change) { transaction { log.append(change) } }
    }

    /// Runs a row's `onChange` handlers now, or, inside a throwing body, once it returns.
    func runChangeHandlers(of row: FormRow) {
        guard !log.isRollingBack else { return }
        if log.savepointDepth > 0 {
            log.deferredHandlers.append { for handler in row.changeHandlers { handler(row) } }
        } else {
            for handler in row.changeHandlers { handler(row) }
        }
    }

    private func runDeferredHandlers() {
        while !log.deferredHandlers.isEmpty {
            for handler in log.takeDeferredHandlers() { handler() }
        }
    }

    private func commit() {
        guard !log.changes.isEmpty else { return }
        let transaction = FormTransaction(changes: log.takeChanges())
        var ended: [Int] = []
        for observer in observers where !observer.handler(transaction) { ended.append(observer.id) }
        if !ended.isEmpty { observers.removeAll { ended.contains($0.id) } }
    }
}

/// A registration made by ``Form/observe(_:)``; cancel or release it to stop observing.
///
/// Like a Combine `AnyCancellable`, an observation cancels itself when it is released, so
/// keep it as long as the handler should run:
///
/// ```swift
/// self.observation = form.observe { transaction in print(transaction.valueChanges) }
/// ```
public final class FormObservation {
    private weak var form: Form?
    private let id: Int

    init(form: Form, id: Int) {
        self.form = form
        self.id = id
    }

    deinit {
        form?.removeObserver(id: id)
    }

    /// Stops the observation.
    public func cancel() {
        form?.removeObserver(id: id)
        form = nil
    }
}
