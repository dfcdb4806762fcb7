import Foundation

/// A row's value as the form sees it: a small, JSON-shaped, `Sendable` value.
///
/// `FormValue` is what `form.values()` returns, what conditions compare and what
/// definitions from data carry. It has no `Any` and no double optionals: an empty row
/// is ``null``.
///
/// ```swift
/// let value: FormValue = ["name": "Ada", "age": 36, "tags": ["a", "b"]]
/// value["name"]   // .string("Ada")
/// ```
public enum FormValue: Sendable, Hashable {
    /// No value (an empty row). Encodes as JSON `null`.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// A point in time. Encodes as an ISO 8601 string.
    case date(Date)
    /// An ordered list of values.
    case array([FormValue])
    /// An ordered set of named values.
    case object(FormValues)

    /// The kind of this value, for diagnostics.
    public var kind: FormValueKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .date: .date
        case .array: .array
        case .object: .object
        }
    }

    /// `true` for ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of a named member of an ``FormValue/object(_:)``, or `nil`.
    public subscript(key: String) -> FormValue? {
        if case .object(let values) = self { return values[key] }
        return nil
    }

    /// The number this value holds, if it is ``FormValue/int(_:)`` or ``FormValue/double(_:)``.
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }
}

/// The kind of a ``FormValue``, used in type diagnostics.
public enum FormValueKind: String, Sendable, Hashable, CustomStringConvertible {
    /// No value.
    case null
    /// `true` or `false`.
    case bool
    /// A whole number.
    case int
    /// A number with a fraction.
    case double
    /// Text.
    case string
    /// A point in time.
    case date
    /// A list of values.
    case array
    /// Values by key, in order.
    case object

    public var description: String { rawValue }
}

extension FormValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self = .object(FormValues(elements))
    }
}

extension FormValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String { jsonString() }
}
