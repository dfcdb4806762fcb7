/// The wording of validation messages, by rule key. Every form starts with ``standard``;
/// replace any entry to change the wording or the language.
///
/// ```swift
/// form.validationMessages[RuleKey.required] = { context in "\(context.title) est obligatoire" }
/// form.validationMessages[RuleKey.minLength] = { "Au moins \($0.arguments[0]) caractères" }
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

    /// The message for a failed check on a row.
    ///
    /// ```swift
    /// ValidationMessages.standard.message(for: RuleKind(RuleKey.required), title: "Email")   // "Email is required"
    /// ```
    public func message(for kind: RuleKind, title: String?) -> String {
        let context = ValidationMessageContext(kind: kind, title: title)
        return self[kind.key]?(context) ?? "\(context.title) is not valid"
    }

    /// The built-in wording, written for people.
    public static let standard = ValidationMessages()

    private static let defaults: [String: Message] = [
        RuleKey.required: { "\($0.title) is required" },
        RuleKey.minLength: { "\($0.title) must be at least \($0.argument(0)) characters" },
        RuleKey.maxLength: { "\($0.title) must be at most \($0.argument(0)) characters" },
        RuleKey.exactLength: { "\($0.title) must be exactly \($0.argument(0)) characters" },
        RuleKey.minValue: { "\($0.title) must be at least \($0.argument(0))" },
        RuleKey.maxValue: { "\($0.title) must be at most \($0.argument(0))" },
        RuleKey.greaterThan: { "\($0.title) must be greater than \($0.argument(0))" },
        RuleKey.lessThan: { "\($0.title) must be less than \($0.argument(0))" },
        RuleKey.format: { "\($0.title) is not in the expected format" },
        RuleKey.email: { _ in "Enter a valid email address" },
        RuleKey.url: { _ in "Enter a valid web address" },
        RuleKey.equalTo: { "\($0.title) does not match \($0.argument(0))" },
        RuleKey.custom: { "\($0.title) is not valid" },
    ]
}

/// What a message is about: the failed check and the row's title.
public struct ValidationMessageContext: Sendable {
    /// Which check failed.
    public var kind: RuleKind
    /// The row's title, or "This field" when it has none.
    public var title: String

    init(kind: RuleKind, title: String?) {
        self.kind = kind
        self.title = title ?? "This field"
    }

    /// The rule's argument at an index, or an empty string.
    public func argument(_ index: Int) -> String {
        kind.arguments.indices.contains(index) ? kind.arguments[index] : ""
    }

    /// The rule's arguments.
    public var arguments: [String] { kind.arguments }
}
