/// A row holding a typed value. Every built-in row kind is a subclass; subclass it for a
/// custom kind (see `Docs/Rows.md`).
///
/// ```swift
/// final class RatingRow: Row<Int>, RowConfigurable {
///     override var kind: RowKind { RowKind("rating") }
/// }
/// let row = RatingRow("stars") { $0.value = 4 }
/// ```
open class Row<Value: FormValueConvertible>: FormRow {
    /// The row's value; `nil` when empty.
    ///
    /// Setting it inside a form records a value change (joining the current transaction or
    /// opening one) and calls the row's `onChange` handlers.
    public final var value: Value? {
        @inlinable get { storedValue }
        @inlinable set {
            // Rows outside a form (being configured) record nothing, so skip the comparison.
            if id.rawValue == 0 {
                storedValue = newValue
                return
            }
            let oldValue = storedValue
            storedValue = newValue
            if newValue == oldValue { return }
            valueDidChange(from: oldValue)
        }
    }

    /// The storage behind ``value``. Inlinable accessors let a concrete row's value be set
    /// without looking up generic metadata.
    @usableFromInline final var storedValue: Value?

    /// The row's validators, in the order added.
    package internal(set) var validators: [any Validator<Value>] = []

    override var refusedPatterns: [RefusedPattern] {
        validators.compactMap { ($0 as? Rule<Value>)?.refusedPattern }
    }

    /// The row's asynchronous validators, in the order added.
    package internal(set) var asyncValidators: [AsyncValidator<Value>] = [] {
        didSet { validation.asyncValidatorCount = asyncValidators.count }
    }

    public required init(tag: String?) {
        super.init(tag: tag)
    }

    // MARK: Validation (see Validation/Row+Validation.swift)

    override var hasAsyncValidators: Bool { validation.asyncValidatorCount > 0 }

    override func makeAsyncValidationJob(
        clock: any Clock<Duration>, debounced: Bool
    ) -> (@Sendable () async -> [ValidationFailure]?)? {
        guard !asyncValidators.isEmpty, let value else { return nil }
        let checks = asyncValidators
        return {
            if debounced, let longest = checks.map(\.debounce).max(), longest > .zero {
                do { try await clock.sleep(for: longest) } catch { return nil }
            }
            var failures: [ValidationFailure] = []
            for check in checks {
                if Task.isCancelled { return nil }
                if await !check.check(value) { failures.append(ValidationFailure(check.kind, message: check.message)) }
            }
            return Task.isCancelled ? nil : failures
        }
    }

    package override var hasValue: Bool { true }

    package override var valueTypeName: String { String(describing: Value.self) }

    open override var formValue: FormValue {
        guard let value = storedValue else { return .null }
        return value.formValue
    }

    open override func setFormValue(_ newValue: FormValue) throws {
        value = try converted(newValue)
    }

    package override func checkFormValue(_ newValue: FormValue) throws {
        _ = try converted(newValue)
    }

    open override func clearValue() {
        value = nil
    }

    /// The value at the form's baseline of ``FormRow/baselineEpoch``, kept at the row's first
    /// change since that baseline.
    private var baselineStored: Value?

    override func baselineFormValue(_ epoch: Int) -> FormValue {
        guard epoch == baselineEpoch else { return formValue } // unchanged since the baseline
        return joinedAfterBaseline ? .null : (baselineStored?.formValue ?? .null)
    }

    override func makeValueRestorer() -> () -> Void {
        let value = storedValue
        return { [self] in storedValue = value }
    }

    /// Converts a form value to this row's value type, checking it fits the row.
    func converted(_ newValue: FormValue) throws -> Value? {
        if newValue.isNull { return nil }
        var limits = ValueLimitCheck()
        if let error = limits.error(in: newValue, at: tag) { throw error }
        guard let typed = Value(formValue: newValue) else {
            let expected = Value.expectedKind
            if expected == newValue.kind || (expected.isNumber && newValue.kind.isNumber) {
                let reason = ValueError.Reason.unreadable(newValue, expected: String(describing: Value.self))
                throw ValueError(tag: tag, reason: isSecret ? reason.masked : reason)
            }
            throw ValueError(tag: tag, reason: .typeMismatch(expected: expected, found: newValue.kind))
        }
        if let reason = rejection(of: typed) { throw ValueError(tag: tag, reason: isSecret ? reason.masked : reason) }
        return typed
    }

    /// Why a converted value cannot be stored by ``FormRow/setFormValue(_:)``, or `nil` if it can.
    /// Option rows refuse values that are not among their options; rows of an app's own
    /// override it.
    ///
    /// ```swift
    /// override func rejection(of candidate: Int) -> ValueError.Reason? {
    ///     (1...5).contains(candidate) ? nil : .notAnOption(candidate.formValue)
    /// }
    /// ```
    open func rejection(of candidate: Value) -> ValueError.Reason? { rejectionBuiltIn(of: candidate) }

    /// Why a row type of this module refuses a value; ``rejection(of:)`` answers it unless a
    /// row of an app's own overrides ``rejection(of:)``.
    func rejectionBuiltIn(of candidate: Value) -> ValueError.Reason? { nil }

    open override var displayText: String? {
        guard let value = storedValue else { return nil }
        if isSecret { return FormValue.secretMask }
        return format(value)
    }

    /// Formats a value for display. Rows of an app's own override it.
    ///
    /// ```swift
    /// override func format(_ value: Int) -> String { String(repeating: "★", count: value) }
    /// ```
    open func format(_ value: Value) -> String { formatBuiltIn(value) }

    /// How the row types of this module format a value; ``format(_:)`` answers it unless a
    /// row of an app's own overrides ``format(_:)``.
    func formatBuiltIn(_ value: Value) -> String {
        switch value.formValue {
        case .string(let s): s
        case let other: other.jsonString()
        }
    }

    @usableFromInline func valueDidChange(from oldValue: Value?) {
        guard let form else { return }
        if baselineEpoch != form.baselineEpoch {
            // The first change since the baseline: the old value is the baseline.
            baselineEpoch = form.baselineEpoch
            joinedAfterBaseline = false
            baselineStored = oldValue
        }
        let change = ValueChange(
            row: id, tag: tag, old: oldValue?.formValue ?? .null, new: formValue, isSecret: isSecret)
        if form.log.isLoggingUndo { form.log.undo.append { [self] in storedValue = oldValue } }
        form.transaction {
            form.record(.valueChanged(change))
            form.rowValueDidChange(self)
            if !changeHandlers.isEmpty { form.runChangeHandlers(of: self) }
        }
    }
}

/// A row type that can be created with a tag and configured with a closure, the way the
/// result builders create rows.
///
/// ```swift
/// TextRow("name") { $0.title = "Name"; $0.placeholder = "Ada Lovelace" }
/// ```
public protocol RowConfigurable: FormRow {}

extension RowConfigurable {
    /// Creates a row with a tag and configures it.
    ///
    /// ```swift
    /// SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
    /// ```
    public init(_ tag: String? = nil, _ configure: (Self) -> Void = { _ in }) {
        self.init(tag: tag)
        configure(self)
    }
}

extension RowConfigurable {
    /// Adds a handler called after each change of the row's value, inside the transaction
    /// of the change (so mutations it makes join that transaction). Several handlers may be
    /// added; they run in the order added. Of the three value hooks this fires first: then,
    /// when the outermost transaction closes, ``Form/observe(_:)`` observers get the whole
    /// transaction, and a UIKit `FormViewController` calls `valueHasBeenChanged(for:oldValue:newValue:)`
    /// (Eureka's name, kept for migration) once per changed row.
    ///
    /// Inside the body of a throwing `try form.transaction { … }`, handlers are held back
    /// until the body returns, and never run if it throws (its changes are undone).
    ///
    /// ```swift
    /// SwitchRow("allDay").onChange { row in print(row.value ?? false) }
    /// ```
    @discardableResult
    public func onChange(_ handler: @escaping (Self) -> Void) -> Self {
        changeHandlers.append { row in
            if let row = row as? Self { handler(row) }
        }
        return self
    }
}
