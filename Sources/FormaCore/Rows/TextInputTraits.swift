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
        /// The standard keyboard.
        case `default`
        /// Letters without accents or other scripts.
        case asciiCapable
        /// With `@` and `.` at hand.
        case emailAddress
        /// With `/` and `.com` at hand.
        case url
        /// Digits, `+`, `*` and `#`.
        case phonePad
        /// Digits only.
        case numberPad
        /// Digits and the locale's decimal separator.
        case decimalPad
        /// With `@` and `#` at hand.
        case twitter
        /// Letters, then digits, for a name or a number.
        case namePhonePad
    }

    /// Automatic capitalisation.
    public enum Capitalization: String, Sendable, Hashable {
        /// Nothing is capitalised.
        case none
        /// The first letter of each word.
        case words
        /// The first letter of each sentence.
        case sentences
        /// Every letter.
        case allCharacters
    }

    /// Automatic correction.
    public enum Autocorrection: String, Sendable, Hashable {
        /// What the platform does for this kind of field.
        case `default`
        /// Corrections are offered.
        case yes
        /// No corrections (names, codes, addresses).
        case no
    }

    /// What a text field holds, for autofill.
    public enum ContentType: String, Sendable, Hashable {
        /// A person's full name.
        case name
        /// A first name.
        case givenName
        /// A last name.
        case familyName
        /// An email address.
        case emailAddress
        /// A phone number.
        case telephoneNumber
        /// A web address.
        case url
        /// An account name.
        case username
        /// An existing password.
        case password
        /// A password being chosen, for suggestions.
        case newPassword
        /// A postal code.
        case postalCode
        /// A code received by message, for autofill.
        case oneTimeCode
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
