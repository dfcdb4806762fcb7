/// A row's validation state: its errors, whether it has been blurred or validated, and
/// its asynchronous check in flight.
///
/// Most rows of a large form are never validated, edited or given validators, so the state
/// is made when a row first needs it: until then a row carries one empty reference, which
/// costs nothing to build or release. It is a value: a copy (the one a transaction keeps to
/// put the state back) is not changed by later changes of the row's own.
struct RowValidationState {
    private final class Storage {
        var trigger: ValidationTrigger?
        var errors: [ValidationError] = []
        var external: [ValidationError] = []
        var externalClearing = ExternalErrorClearing.untilChanged
        var hasBlurred = false
        var isDirty = false
        var hasBeenValidated = false
        var isValidating = false
        var generation = 0
        var pending: Task<[ValidationFailure]?, Never>?
        var checks: [(FormRow, Form?) -> [ValidationFailure]] = []
        var dependencies: [String] = []
        var asyncValidatorCount = 0

        init() {}

        init(copying other: Storage) {
            trigger = other.trigger
            errors = other.errors
            external = other.external
            externalClearing = other.externalClearing
            hasBlurred = other.hasBlurred
            isDirty = other.isDirty
            hasBeenValidated = other.hasBeenValidated
            isValidating = other.isValidating
            generation = other.generation
            pending = other.pending
            checks = other.checks
            dependencies = other.dependencies
            asyncValidatorCount = other.asyncValidatorCount
        }
    }

    /// `nil` while every field has its initial value.
    private var storage: Storage?

    /// `true` once the state has been made: a field was set to something other than its
    /// initial value.
    var isMade: Bool { storage != nil }

    /// The storage, made (or copied, when a copy of the state shares it) to be changed.
    private mutating func writable() -> Storage {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let made = storage.map(Storage.init(copying:)) ?? Storage()
        storage = made
        return made
    }

    var trigger: ValidationTrigger? {
        get { storage?.trigger }
        set { if storage != nil || newValue != nil { writable().trigger = newValue } }
    }
    var errors: [ValidationError] {
        get { storage?.errors ?? [] }
        set { if storage != nil || !newValue.isEmpty { writable().errors = newValue } }
    }
    /// Errors set from elsewhere (a server) with ``Form/setErrors(_:clearing:)``, shown after
    /// the validators' own, and when they clear.
    var external: [ValidationError] {
        get { storage?.external ?? [] }
        set { if storage != nil || !newValue.isEmpty { writable().external = newValue } }
    }
    var externalClearing: ExternalErrorClearing {
        get { storage?.externalClearing ?? .untilChanged }
        set { if storage != nil || newValue != .untilChanged { writable().externalClearing = newValue } }
    }
    var hasBlurred: Bool {
        get { storage?.hasBlurred ?? false }
        set { if storage != nil || newValue { writable().hasBlurred = newValue } }
    }
    /// `true` once the row's value changed after the form was built (Eureka's `isDirty`).
    var isDirty: Bool {
        get { storage?.isDirty ?? false }
        set { if storage != nil || newValue { writable().isDirty = newValue } }
    }
    var hasBeenValidated: Bool {
        get { storage?.hasBeenValidated ?? false }
        set { if storage != nil || newValue { writable().hasBeenValidated = newValue } }
    }
    var isValidating: Bool {
        get { storage?.isValidating ?? false }
        set { if storage != nil || newValue { writable().isValidating = newValue } }
    }
    var generation: Int {
        get { storage?.generation ?? 0 }
        set { if storage != nil || newValue != 0 { writable().generation = newValue } }
    }
    var pending: Task<[ValidationFailure]?, Never>? {
        get { storage?.pending }
        set { if storage != nil || newValue != nil { writable().pending = newValue } }
    }
    /// The row's validators as plain closures, kept outside the generic row so that
    /// validating a form needs no generic metadata; each is called with its own row.
    var checks: [(FormRow, Form?) -> [ValidationFailure]] {
        get { storage?.checks ?? [] }
        set { if storage != nil || !newValue.isEmpty { writable().checks = newValue } }
    }
    /// Adds a check to ``checks`` in place: appending through the property would copy the
    /// list (its getter shares the stored array) for every validator added.
    mutating func appendCheck(_ check: @escaping (FormRow, Form?) -> [ValidationFailure]) {
        writable().checks.append(check)
    }
    /// Tags the validators read (their declared dependencies), in order, with repeats.
    var dependencies: [String] {
        get { storage?.dependencies ?? [] }
        set { if storage != nil || !newValue.isEmpty { writable().dependencies = newValue } }
    }
    /// Kept outside the generic row for the same reason.
    var asyncValidatorCount: Int {
        get { storage?.asyncValidatorCount ?? 0 }
        set { if storage != nil || newValue != 0 { writable().asyncValidatorCount = newValue } }
    }
}
