/// The keys of the built-in rules: the ``RuleKind/key`` of their failures, the keys of the
/// form's ``ValidationMessages``, and the names definitions from data use (3lvis Form's
/// `required`, `min_length`, `max_length`, `min_value`, `max_value`, `format`, named so to
/// ease migration; see the 3lvis Form migration guide).
///
/// ```swift
/// form.validationMessages[RuleKey.required] = { "\($0.title) est obligatoire" }
/// form.validate().filter { $0.kind.key == RuleKey.email }
/// ```
public enum RuleKey {
    /// A value is present.
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
    public static let builtIn = [
        required, minLength, maxLength, exactLength, minValue, maxValue, greaterThan, lessThan, format, email, url,
        equalTo, custom,
    ]
}
