/// How a text row is typed into: keyboard, capitalisation, correction, secure entry.
/// Each field row kind starts with the traits its kind calls for.
///
/// ```swift
/// TextRow("code") { $0.traits.capitalization = .allCharacters; $0.traits.autocorrection = .no }
/// ```
public struct TextInputTraits: Sendable, Hashable {
    /// The keyboard to show.
    public var keyboard: KeyboardKind = .default
    /// Automatic capitalisation.
    public var capitalization: Capitalization = .sentences
    /// Automatic correction.
    public var autocorrection: Autocorrection = .default
    /// Whether typing is hidden (passwords).
    public var isSecure = false
    /// What the text is, for autofill.
    public var contentType: ContentType?
    /// Whether the row takes several lines.
    public var isMultiline = false

    /// Default traits.
    public init() {}

    /// Creates traits.
    public init(
        keyboard: KeyboardKind = .default, capitalization: Capitalization = .sentences,
        autocorrection: Autocorrection = .default, isSecure: Bool = false,
        contentType: ContentType? = nil, isMultiline: Bool = false
    ) {
        self.keyboard = keyboard
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.contentType = contentType
        self.isMultiline = isMultiline
    }

    /// A keyboard layout.
    public enum KeyboardKind: String, Sendable, Hashable {
        case `default`, asciiCapable, emailAddress, url, phonePad, numberPad, decimalPad, twitter, namePhonePad
    }

    /// Automatic capitalisation.
    public enum Capitalization: String, Sendable, Hashable {
        case none, words, sentences, allCharacters
    }

    /// Automatic correction.
    public enum Autocorrection: String, Sendable, Hashable {
        case `default`, yes, no
    }

    /// What a text field holds, for autofill.
    public enum ContentType: String, Sendable, Hashable {
        case name, givenName, familyName, emailAddress, telephoneNumber, url, username, password,
            newPassword, postalCode, oneTimeCode
    }
}

/// Converts a value to text for display and back from what the user typed.
///
/// ```swift
/// IntRow("age") { $0.formatter = ValueFormatter(format: { "\($0) years" }, parse: { Int($0) }) }
/// ```
public struct ValueFormatter<Value>: Sendable {
    /// Value to display text.
    public var format: @Sendable (Value) -> String
    /// Typed text to a value, or `nil` if the text is not valid.
    public var parse: @Sendable (String) -> Value?

    /// Creates a formatter.
    public init(format: @escaping @Sendable (Value) -> String, parse: @escaping @Sendable (String) -> Value?) {
        self.format = format
        self.parse = parse
    }
}
