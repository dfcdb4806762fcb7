/// Which check a validator makes, as data: a key and its arguments — `min_length(8)`.
///
/// A ``Validator`` is the check; a ``Rule`` is the built-in validator made of a kind and a
/// closure; the kind names the check, so that a failure says which one failed and the form's
/// ``ValidationMessages`` find their wording by its key. The keys of the built-in rules are in
/// ``RuleKey`` and are the names definitions from data use.
///
/// ```swift
/// Rule<String>.minLength(8).kind              // min_length(8)
/// Rule<String>.minLength(8).kind.key          // "min_length", that is RuleKey.minLength
/// error.kind.key == RuleKey.required          // which rule a ValidationError is about
/// ValidationFailure(RuleKind("even"), message: "Enter an even number")
/// ```
public struct RuleKind: Sendable, Hashable, CustomStringConvertible {
    /// The rule's key: one of ``RuleKey``'s, or a validator's own.
    public var key: String
    /// The rule's arguments as text, for messages (`["8"]` for a minimum length of 8).
    public var arguments: [String]

    /// Creates a kind from a key and its arguments.
    public init(_ key: String, arguments: [String] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// The key, followed by the arguments in parentheses when there are any: `min_length(8)`.
    public var description: String {
        arguments.isEmpty ? key : "\(key)(\(arguments.joined(separator: ", ")))"
    }
}
