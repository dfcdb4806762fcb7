/// Validation messages written as closures, by rule kind. A closure here wins over the
/// form's ``Form/strings`` entry for the rule (`validation.<key>`), which wins over the
/// shipped words of the form's language; use the strings table for words, a closure for
/// messages that need code.
///
/// ```swift
/// form.validationMessages[.required] = { context in "\(context.title) est obligatoire" }
/// form.validationMessages[.minLength] = { "Au moins \($0.arguments[0]) caractères" }
/// ```
public struct ValidationMessages: Sendable {
    /// Makes a message from what it is about.
    public typealias Message = @Sendable (ValidationMessageContext) -> String

    private var table: [String: Message] = [:]

    /// Messages from a table; kinds without an entry get the strings table's words.
    public init(_ table: [RuleKind: Message] = [:]) {
        for (kind, message) in table { self.table[kind.key] = message }
    }

    /// The message for a rule kind (by its key; arguments aside): the table's closure, else
    /// the English words of a built-in rule.
    public subscript(kind: RuleKind) -> Message? {
        get {
            if let own = table[kind.key] { return own }
            guard RuleKind.builtIn.contains(where: { $0.key == kind.key }) else { return nil }
            return { context in FormaStrings().validationText(context.kind, title: context.title, in: .english) }
        }
        set { table[kind.key] = newValue }
    }

    /// The message for a failed check on a row, in English.
    ///
    /// ```swift
    /// ValidationMessages.standard.message(for: RuleKind.required, title: "Email")   // "Email is required"
    /// ```
    package func message(for kind: RuleKind, title: String?) -> String {
        message(for: kind, title: title, strings: FormaStrings(), language: .english)
    }

    /// The message for a failed check on a row: the table's closure for the key, else the
    /// strings table's words in a language. A row without a title is "This field" in it.
    package func message(for kind: RuleKind, title: String?, strings: FormaStrings, language: Language) -> String {
        let title = title ?? strings.text("validation.title", in: language)
        if let own = table[kind.key] { return own(ValidationMessageContext(kind: kind, title: title)) }
        return strings.validationText(kind, title: title, in: language)
    }

    /// The built-in wording, written for people.
    public static let standard = ValidationMessages()
}

extension FormaStrings {
    /// The words for a failed check: the entry `validation.<key>` (counted by the rule's
    /// bound when it has plural forms), with `{title}`, `{bound}` and `{other}` filled; a
    /// key with no entry gets `validation.custom`'s.
    package func validationText(_ kind: RuleKind, title: String, in language: Language) -> String {
        let argument = kind.arguments.first ?? ""
        let values = ["title": title, "bound": argument, "other": argument]
        let key = "validation.\(kind.key)"
        if StringTables.english["\(key).other"] != nil {
            return text(key, count: argument, in: language, values)
        }
        if StringTables.english[key] != nil || overrides[key] != nil { return text(key, in: language, values) }
        return text("validation.custom", in: language, values)
    }
}

/// What a message is about: the failed check and the row's title.
public struct ValidationMessageContext: Sendable {
    /// Which check failed.
    public var kind: RuleKind
    /// The row's title, or "This field" in the form's language when it has none.
    public var title: String

    init(kind: RuleKind, title: String) {
        self.kind = kind
        self.title = title
    }

    /// The rule's argument at an index, or an empty string.
    public func argument(_ index: Int) -> String {
        kind.arguments.indices.contains(index) ? kind.arguments[index] : ""
    }

    /// The rule's arguments.
    package var arguments: [String] { kind.arguments }
}
