/// Which check a validator makes, as data: a key and its arguments — `min_length(8)`.
///
/// A ``Validator`` is the check; a ``Rule`` is the built-in validator made of a kind and a
/// closure; the kind names the check, so that a failure says which one failed and the form's
/// ``ValidationMessages`` find their wording by its key. The built-in kinds are this type's
/// static members, and their keys are the names definitions from data use (3lvis Form's
/// `required`, `min_length`, `max_length`, `min_value`, `max_value`, `format`, named so to
/// ease migration). A kind without arguments matches every kind with its key in a `switch`
/// or `if case`.
///
/// ```swift
/// Rule<String>.minLength(8).kind              // min_length(8)
/// Rule<String>.minLength(8).kind.key          // "min_length"
/// if case .minLength = error.kind { … }       // any minimum length
/// form.validationMessages[.required] = { "\($0.title) est obligatoire" }
/// ValidationFailure(RuleKind("even"), message: "Enter an even number")
/// ```
public struct RuleKind: Sendable, Hashable, CustomStringConvertible {
    /// The rule's key: a built-in kind's (`"min_length"`), or a validator's own.
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

    /// Whether `kind` is `pattern`: the same key, and the same arguments unless `pattern` has
    /// none — so `case .minLength:` matches `min_length(8)`.
    public static func ~= (pattern: RuleKind, kind: RuleKind) -> Bool {
        pattern.key == kind.key && (pattern.arguments.isEmpty || pattern.arguments == kind.arguments)
    }

    /// A value is present.
    public static let required = RuleKind("required")
    /// At least so many characters.
    public static let minLength = RuleKind("min_length")
    /// At most so many characters.
    public static let maxLength = RuleKind("max_length")
    /// Exactly so many characters.
    public static let exactLength = RuleKind("exact_length")
    /// At least a bound.
    public static let minValue = RuleKind("min_value")
    /// At most a bound.
    public static let maxValue = RuleKind("max_value")
    /// More than a bound.
    public static let greaterThan = RuleKind("greater_than")
    /// Less than a bound.
    public static let lessThan = RuleKind("less_than")
    /// The whole text matches a pattern.
    public static let format = RuleKind("format")
    /// An email address.
    public static let email = RuleKind("email")
    /// A web address.
    public static let url = RuleKind("url")
    /// The same value as another row.
    public static let equalTo = RuleKind("equal_to")
    /// A check written as a closure, when it names no key of its own.
    public static let custom = RuleKind("custom")
    /// An error set from elsewhere — a server — with `Form.setErrors(_:clearing:)`.
    package static let external = RuleKind("external")

    /// Every built-in kind.
    public static let builtIn: [RuleKind] = [
        required, minLength, maxLength, exactLength, minValue, maxValue, greaterThan, lessThan, format, email, url,
        equalTo, custom,
    ]

    /// This kind's key with arguments: `RuleKind.minLength.with("8")` is `min_length(8)`.
    package func with(_ arguments: String...) -> RuleKind {
        RuleKind(key, arguments: arguments)
    }
}
