import FormaCore

/// What submitting a form gave: its values, or the validation errors that stopped it.
///
/// ```swift
/// switch driver.submit() {
/// case .submitted(let values): print(values)
/// case .invalid(let errors): print(errors.map(\.message))
/// }
/// ```
public enum SubmitResult: Sendable, Hashable {
    /// The form was valid; these are its values.
    case submitted(FormValues)
    /// Validation failed with these errors, in form order.
    case invalid([ValidationError])

    /// The submitted values, or `nil` when validation failed.
    ///
    /// ```swift
    /// driver.submit().values?["email"]   // "ada@example.com"
    /// ```
    public var values: FormValues? {
        if case .submitted(let values) = self { return values }
        return nil
    }

    /// The validation errors; empty when the form was submitted.
    ///
    /// ```swift
    /// driver.submit().errors.map(\.tag)   // ["email"]
    /// ```
    public var errors: [ValidationError] {
        if case .invalid(let errors) = self { return errors }
        return []
    }
}
