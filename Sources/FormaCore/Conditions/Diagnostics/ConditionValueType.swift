/// The type of a condition's value as far as it is known before evaluation; used by type
/// diagnostics ("'==' compares a string with a number; it is never true").
///
/// ```swift
/// ConditionValueType.string.description   // a string
/// ```
package enum ConditionValueType: String, Sendable, Hashable, CustomStringConvertible {
    /// Not known until evaluation (a row holding any `FormValue`, a `max` of mixed values).
    case any
    /// `nil`.
    case null
    /// `true` or `false`.
    case bool
    /// An integer or a decimal number.
    case number
    /// Text.
    case string
    /// A point in time.
    case date
    /// A list of values.
    case list
    /// A set of named values.
    case object

    /// The type with its article, as messages use it: `a string`, `nil`.
    package var description: String {
        switch self {
        case .any: "any value"
        case .null: "nil"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .date: "a date"
        case .list: "a list"
        case .object: "an object"
        }
    }

    /// The type of a row holding values of a kind (`.null` stands for "any form value").
    init(_ kind: FormValueKind) {
        switch kind {
        case .null: self = .any
        case .bool: self = .bool
        case .int, .double: self = .number
        case .string: self = .string
        case .date: self = .date
        case .array: self = .list
        case .object: self = .object
        }
    }

    /// The type of a constant.
    init(of value: FormValue) {
        self = value.isNull ? .null : ConditionValueType(value.kind)
    }

    /// `true` for Booleans and numbers, which compare with each other (`true == 1`).
    var isNumeric: Bool { self == .bool || self == .number }
}
