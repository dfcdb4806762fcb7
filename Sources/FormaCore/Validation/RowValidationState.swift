/// A row's validation state: its errors, whether it has been blurred or validated, and
/// its asynchronous check in flight.
struct RowValidationState {
    var trigger: ValidationTrigger?
    var errors: [ValidationError] = []
    /// Errors set from elsewhere (a server) with ``Form/setErrors(_:clearing:)``, shown after
    /// the validators' own, and when they clear.
    var external: [ValidationError] = []
    var externalClearing = ExternalErrorClearing.untilChanged
    var hasBlurred = false
    /// `true` once the row's value changed after the form was built (Eureka's `isDirty`).
    var isDirty = false
    var hasBeenValidated = false
    var isValidating = false
    var generation = 0
    var pending: Task<[ValidationFailure]?, Never>?
    /// The row's validators as plain closures, kept outside the generic row so that
    /// validating a form needs no generic metadata; each is called with its own row.
    var checks: [(FormRow, Form?) -> [ValidationFailure]] = []
    /// Tags the validators read (their declared dependencies), in order, with repeats.
    var dependencies: [String] = []
    /// Kept outside the generic row for the same reason.
    var asyncValidatorCount = 0
}
