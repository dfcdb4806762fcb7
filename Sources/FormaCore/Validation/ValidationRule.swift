/// What a validator checks, as data: a key and its arguments. Messages are looked up by
/// key, and the keys of the built-in rules are the names definitions from data use
/// (3lvis Form's `required`, `min_length`, `max_length`, `min_value`, `max_value`, `format`).
///
/// ```swift
/// ValidationRule.minLength.key   // "min_length"
/// ```
public struct ValidationRule: Sendable, Hashable, CustomStringConvertible {
    /// The rule's key.
    public var key: String
    /// The rule's arguments as text, for messages (`["8"]` for a minimum length of 8).
    public var arguments: [String]

    /// Creates a rule.
    public init(_ key: String, arguments: [String] = []) {
        self.key = key
        self.arguments = arguments
    }

    public var description: String {
        arguments.isEmpty ? key : "\(key)(\(arguments.joined(separator: ", ")))"
    }

    /// A value is present. The keys of the built-in rules follow.
    public static let required = "required"
    /// At least so many characters.
    public static let minLength = "min_length"
    /// At most so many characters.
    public static let maxLength = "max_length"
    /// Exactly so many characters.
    public static let exactLength = "exact_length"
    /// At least a bound.
    public static let minValue = "min_value"
    /// At most a bound.
    public static let maxValue = "max_value"
    /// More than a bound.
    public static let greaterThan = "greater_than"
    /// Less than a bound.
    public static let lessThan = "less_than"
    /// The whole text matches a pattern.
    public static let format = "format"
    /// An email address.
    public static let email = "email"
    /// A web address.
    public static let url = "url"
    /// The same value as another row.
    public static let equalTo = "equal_to"
    /// A check written as a closure, when it names no key of its own.
    public static let custom = "custom"

    /// Every built-in key.
    public static let builtInKeys = [
        required, minLength, maxLength, exactLength, minValue, maxValue, greaterThan, lessThan, format, email, url,
        equalTo, custom,
    ]
}
