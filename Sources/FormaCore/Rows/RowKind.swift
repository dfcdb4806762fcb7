/// What a row is — which value it holds and how it is edited — independent of how any
/// renderer draws it. Renderers pick cells by kind; apps add kinds for custom rows.
///
/// ```swift
/// extension RowKind { static let rating = RowKind("rating") }
/// ```
public struct RowKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a kind by name.
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public static let text: RowKind = "text"
    public static let name: RowKind = "name"
    public static let email: RowKind = "email"
    public static let password: RowKind = "password"
    public static let phone: RowKind = "phone"
    public static let url: RowKind = "url"
    public static let twitter: RowKind = "twitter"
    public static let account: RowKind = "account"
    public static let zipCode: RowKind = "zipCode"
    public static let integer: RowKind = "integer"
    public static let decimal: RowKind = "decimal"
    public static let textArea: RowKind = "textArea"
    public static let `switch`: RowKind = "switch"
    public static let check: RowKind = "check"
    public static let slider: RowKind = "slider"
    public static let stepper: RowKind = "stepper"
    public static let segmented: RowKind = "segmented"
    public static let date: RowKind = "date"
    public static let time: RowKind = "time"
    public static let dateTime: RowKind = "dateTime"
    public static let countdown: RowKind = "countdown"
    public static let picker: RowKind = "picker"
    public static let pushSelector: RowKind = "pushSelector"
    public static let actionSheet: RowKind = "actionSheet"
    public static let alert: RowKind = "alert"
    public static let multipleSelector: RowKind = "multipleSelector"
    public static let leftRightSelector: RowKind = "leftRightSelector"
    public static let button: RowKind = "button"
    public static let label: RowKind = "label"
    public static let info: RowKind = "info"
    /// A row subclass that did not name its kind.
    public static let custom: RowKind = "custom"

    /// Every built-in kind.
    public static let builtIn: [RowKind] = [
        .text, .name, .email, .password, .phone, .url, .twitter, .account, .zipCode, .integer, .decimal,
        .textArea, .switch, .check, .slider, .stepper, .segmented, .date, .time, .dateTime, .countdown,
        .picker, .pushSelector, .actionSheet, .alert, .multipleSelector, .leftRightSelector, .button,
        .label, .info,
    ]
}
