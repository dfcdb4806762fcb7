/// A row's validation state: its errors, whether it has been blurred or validated, and
/// its asynchronous check in flight.
struct RowValidationState {
    var trigger: ValidationTrigger?
    var errors: [ValidationError] = []
    var hasBlurred = false
    var hasBeenValidated = false
    var isValidating = false
    var generation = 0
    var pending: Task<[ValidationFailure]?, Never>?
    /// Counts kept outside the generic row so hot paths need no generic metadata.
    var validatorCount = 0
    var asyncValidatorCount = 0
}
