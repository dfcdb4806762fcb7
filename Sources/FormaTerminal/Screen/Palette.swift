/// How text is styled on a terminal: colours when the terminal has them and the person has
/// not asked for none (`NO_COLOR`), attributes (bold, dim, italic, underline, reverse)
/// otherwise, so placeholders, disabled rows, the focus and errors still look different.
///
/// ```swift
/// let palette = Palette(environment: ProcessInfo.processInfo.environment)
/// palette.start(.error)   // "\u{1B}[31m", or "" under NO_COLOR
/// ```
public struct Palette: Sendable, Equatable {
    /// The roles text plays on screen.
    public enum Role: Sendable, CaseIterable {
        /// Text with no role.
        case plain
        /// A section's header.
        case header
        /// A section's footer.
        case footer
        /// A row's title.
        case title
        /// A row's value.
        case value
        /// The text shown in an empty field.
        case placeholder
        /// The row being edited.
        case focus
        /// A validation message or other error.
        case error
        /// A row that cannot be edited.
        case disabled
        /// The key help line.
        case help
        /// A chosen option in a list.
        case selected
        /// Marks such as the required `*`.
        case accent
    }

    /// A set of colours.
    public enum Theme: String, Sendable, CaseIterable {
        /// Soft colours on the terminal's own background.
        case standard
        /// Bold, bright text and a black-on-yellow focus, for low vision and bright rooms.
        case highContrast = "high-contrast"
        /// No colours: attributes only, as under `NO_COLOR`.
        case monochrome
    }

    /// `true` when colours are used.
    public var usesColor: Bool
    /// The colours used when ``usesColor`` is `true`.
    public var theme: Theme

    /// A palette with or without colours.
    public init(usesColor: Bool, theme: Theme = .standard) {
        self.usesColor = usesColor && theme != .monochrome
        self.theme = theme
    }

    /// The palette the environment asks for: no colours when `NO_COLOR` is set to anything
    /// non-empty or `TERM` is `dumb`; the theme `FORMA_THEME` names (`standard`,
    /// `high-contrast`, `monochrome`), unless `theme` is given.
    public init(environment: [String: String], theme: Theme? = nil) {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let named = environment["FORMA_THEME"].flatMap(Theme.init(rawValue:))
        self.init(usesColor: !noColor && environment["TERM"] != "dumb", theme: theme ?? named ?? .standard)
    }

    /// The escape that starts a role (empty for plain text).
    public func start(_ role: Role) -> String {
        if usesColor, theme == .highContrast {
            switch role {
            case .plain, .value: return "\u{1B}[97m"
            case .header: return "\u{1B}[1;97;44m"
            case .footer, .help: return "\u{1B}[97m"
            case .placeholder: return "\u{1B}[3;37m"
            case .title: return "\u{1B}[1;97m"
            case .focus: return "\u{1B}[1;30;103m"
            case .error: return "\u{1B}[1;91m"
            case .disabled: return "\u{1B}[2;37m"
            case .selected: return "\u{1B}[1;4;92m"
            case .accent: return "\u{1B}[1;93m"
            }
        }
        if usesColor {
            switch role {
            case .plain, .value: return ""
            case .header: return "\u{1B}[1;36m"
            case .footer, .help: return "\u{1B}[2m"
            case .placeholder: return "\u{1B}[2;3m"
            case .title: return "\u{1B}[1m"
            case .focus: return "\u{1B}[7m"
            case .error: return "\u{1B}[31m"
            case .disabled: return "\u{1B}[2m"
            case .selected: return "\u{1B}[32m"
            case .accent: return "\u{1B}[33m"
            }
        }
        // Without colours every distinction a person needs stays, with attributes alone:
        // placeholders dim and italic, disabled text dim, the focus reversed, errors bold
        // (and marked ✗), a chosen option underlined.
        switch role {
        case .header, .title, .error: return "\u{1B}[1m"
        case .focus: return "\u{1B}[7m"
        case .placeholder: return "\u{1B}[2;3m"
        case .disabled, .footer, .help: return "\u{1B}[2m"
        case .selected: return "\u{1B}[4m"
        case .plain, .value, .accent: return ""
        }
    }

    /// The escape that ends a role.
    public func end(_ role: Role) -> String {
        start(role).isEmpty ? "" : "\u{1B}[0m"
    }
}
