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

    /// Free text (`TextRow`).
    public static let text: RowKind = "text"
    /// A person's name (`NameRow`).
    public static let name: RowKind = "name"
    /// An email address (`EmailRow`).
    public static let email: RowKind = "email"
    /// A password, entered securely (`PasswordRow`).
    public static let password: RowKind = "password"
    /// A phone number (`PhoneRow`).
    public static let phone: RowKind = "phone"
    /// A web address (`URLRow`).
    public static let url: RowKind = "url"
    /// A Twitter handle (`TwitterRow`).
    public static let twitter: RowKind = "twitter"
    /// An account name (`AccountRow`).
    public static let account: RowKind = "account"
    /// A postal code (`ZipCodeRow`).
    public static let zipCode: RowKind = "zipCode"
    /// A whole number (`IntRow`).
    public static let integer: RowKind = "integer"
    /// A number with a fraction (`DecimalRow`).
    public static let decimal: RowKind = "decimal"
    /// Several lines of text (`TextAreaRow`).
    public static let textArea: RowKind = "textArea"
    /// On or off, with a switch (`SwitchRow`).
    public static let `switch`: RowKind = "switch"
    /// On or off, with a check mark (`CheckRow`).
    public static let check: RowKind = "check"
    /// A number on a slider (`SliderRow`).
    public static let slider: RowKind = "slider"
    /// A number with minus and plus (`StepperRow`).
    public static let stepper: RowKind = "stepper"
    /// One option of a few, side by side (`SegmentedRow`).
    public static let segmented: RowKind = "segmented"
    /// A day (`DateRow`).
    public static let date: RowKind = "date"
    /// A time of day (`TimeRow`).
    public static let time: RowKind = "time"
    /// A day and a time (`DateTimeRow`).
    public static let dateTime: RowKind = "dateTime"
    /// A duration in hours and minutes (`CountDownRow`).
    public static let countdown: RowKind = "countdown"
    /// One option from a wheel (`PickerRow`).
    public static let picker: RowKind = "picker"
    /// One option, chosen on a pushed screen (`PushRow`).
    public static let pushSelector: RowKind = "pushSelector"
    /// One option, chosen in an action sheet (`ActionSheetRow`).
    public static let actionSheet: RowKind = "actionSheet"
    /// One option, chosen in an alert (`AlertRow`).
    public static let alert: RowKind = "alert"
    /// Several options (`MultipleSelectorRow`).
    public static let multipleSelector: RowKind = "multipleSelector"
    /// A left option, then one of its right options (`LeftRightSelectorRow`).
    public static let leftRightSelector: RowKind = "leftRightSelector"
    /// An action (`ButtonRow`).
    public static let button: RowKind = "button"
    /// Read-only text (`LabelRow`).
    public static let label: RowKind = "label"
    /// Read-only information (`InfoRow`).
    public static let info: RowKind = "info"
    /// A row subclass that did not name its kind.
    public static let custom: RowKind = "custom"

    /// Every built-in kind.
    package static let builtIn: [RowKind] = [
        .text, .name, .email, .password, .phone, .url, .twitter, .account, .zipCode, .integer, .decimal,
        .textArea, .switch, .check, .slider, .stepper, .segmented, .date, .time, .dateTime, .countdown,
        .picker, .pushSelector, .actionSheet, .alert, .multipleSelector, .leftRightSelector, .button,
        .label, .info,
    ]
}
