/// The wording of validation messages, by rule key. Every form starts with ``standard``;
/// replace any entry to change the wording or the language.
///
/// ```swift
/// form.validationMessages[ValidationRule.required] = { context in "\(context.title) est obligatoire" }
/// form.validationMessages[ValidationRule.minLength] = { "Au moins \($0.arguments[0]) caractères" }
/// ```
public struct ValidationMessages: Sendable {
    /// Makes a message from what it is about.
    public typealias Message = @Sendable (ValidationMessageContext) -> String

    private var table: [String: Message]

    /// Messages from a table; keys without an entry fall back to ``standard``'s.
    public init(_ table: [String: Message] = [:]) {
        self.table = table
    }

    /// The message for a rule key.
    public subscript(key: String) -> Message? {
        get { table[key] ?? Self.defaults[key] }
        set { table[key] = newValue }
    }

    /// The message for a failed rule on a row.
    public func message(for rule: ValidationRule, title: String?) -> String {
        let context = ValidationMessageContext(rule: rule, title: title)
        return self[rule.key]?(context) ?? "\(context.title) is not valid"
    }

    /// The built-in wording, written for people.
    public static let standard = ValidationMessages()

    private static let defaults: [String: Message] = [
        ValidationRule.required: { "\($0.title) is required" },
        ValidationRule.minLength: { "\($0.title) must be at least \($0.argument(0)) characters" },
        ValidationRule.maxLength: { "\($0.title) must be at most \($0.argument(0)) characters" },
        ValidationRule.exactLength: { "\($0.title) must be exactly \($0.argument(0)) characters" },
        ValidationRule.minValue: { "\($0.title) must be at least \($0.argument(0))" },
        ValidationRule.maxValue: { "\($0.title) must be at most \($0.argument(0))" },
        ValidationRule.greaterThan: { "\($0.title) must be greater than \($0.argument(0))" },
        ValidationRule.lessThan: { "\($0.title) must be less than \($0.argument(0))" },
        ValidationRule.format: { "\($0.title) is not in the expected format" },
        ValidationRule.email: { _ in "Enter a valid email address" },
        ValidationRule.url: { _ in "Enter a valid web address" },
        ValidationRule.equalTo: { "\($0.title) does not match \($0.argument(0))" },
        ValidationRule.custom: { "\($0.title) is not valid" },
    ]
}

/// What a message is about: the rule and the row's title.
public struct ValidationMessageContext: Sendable {
    /// The failed rule.
    public var rule: ValidationRule
    /// The row's title, or "This field" when it has none.
    public var title: String

    init(rule: ValidationRule, title: String?) {
        self.rule = rule
        self.title = title ?? "This field"
    }

    /// The rule's argument at an index, or an empty string.
    public func argument(_ index: Int) -> String {
        rule.arguments.indices.contains(index) ? rule.arguments[index] : ""
    }

    /// The rule's arguments.
    public var arguments: [String] { rule.arguments }
}
