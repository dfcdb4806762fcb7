/// A validator that needs time — "is this user name free?" It runs after the synchronous
/// validators pass, debounced: each new value cancels the check of the previous one, and a
/// result that arrives for a value the row no longer holds is discarded. While it runs the
/// row's `isValidating` is `true`.
///
/// ```swift
/// AccountRow("username") {
///     $0.add(async: AsyncValidator("username_taken", message: "That name is taken", debounce: .milliseconds(300)) { name in
///         await api.isFree(name)
///     })
/// }
/// ```
public struct AsyncValidator<Value: FormValueConvertible>: Sendable {
    /// Which check this is.
    public var kind: RuleKind
    /// A message that replaces the form's wording, if given.
    public var message: String?
    /// How long the value must stay unchanged before the check starts.
    public var debounce: Duration
    /// Returns `true` when the value passes. Empty values are not checked.
    public var check: @Sendable (Value) async -> Bool

    /// Creates an asynchronous validator.
    public init(
        _ key: String, message: String? = nil, debounce: Duration = .milliseconds(300),
        check: @escaping @Sendable (Value) async -> Bool
    ) {
        self.kind = RuleKind(key)
        self.message = message
        self.debounce = debounce
        self.check = check
    }
}
