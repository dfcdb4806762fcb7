import Foundation

/// A Swift type that a row can hold as its value.
///
/// A conforming type converts to a ``FormValue`` (for `form.values()`, conditions and
/// JSON) and back (for `form.setValues(_:)` and definitions from data). The conversion
/// back is strict: it returns `nil` for a value of the wrong kind, and the form reports
/// that as a typed error instead of storing something surprising.
///
/// ```swift
/// enum Priority: String, FormValueConvertible { case low, high }
/// extension Priority {
///     static var expectedKind: FormValueKind { .string }
///     var formValue: FormValue { .string(rawValue) }
///     init?(formValue: FormValue) {
///         guard case .string(let s) = formValue, let p = Priority(rawValue: s) else { return nil }
///         self = p
///     }
/// }
/// ```
public protocol FormValueConvertible: Sendable, Equatable {
    /// This value as a form value.
    var formValue: FormValue { get }
    /// Creates a value from a form value, or returns `nil` if the kinds do not match.
    init?(formValue: FormValue)
    /// The kind of form value this type expects, for diagnostics.
    static var expectedKind: FormValueKind { get }
}

extension String: FormValueConvertible {
    public var formValue: FormValue { .string(self) }
    public init?(formValue: FormValue) {
        guard case .string(let s) = formValue else { return nil }
        self = s
    }
    public static var expectedKind: FormValueKind { .string }
}

extension Int: FormValueConvertible {
    public var formValue: FormValue { .int(self) }
    public init?(formValue: FormValue) {
        switch formValue {
        case .int(let i): self = i
        case .double(let d) where d.rounded() == d && abs(d) < 9.2e18: self = Int(d)
        default: return nil
        }
    }
    public static var expectedKind: FormValueKind { .int }
}

extension Double: FormValueConvertible {
    public var formValue: FormValue { .double(self) }
    public init?(formValue: FormValue) {
        switch formValue {
        case .int(let i): self = Double(i)
        case .double(let d): self = d
        default: return nil
        }
    }
    public static var expectedKind: FormValueKind { .double }
}

extension Bool: FormValueConvertible {
    public var formValue: FormValue { .bool(self) }
    public init?(formValue: FormValue) {
        guard case .bool(let b) = formValue else { return nil }
        self = b
    }
    public static var expectedKind: FormValueKind { .bool }
}

extension Date: FormValueConvertible {
    public var formValue: FormValue { .date(self) }
    /// Accepts a date or an ISO 8601 string (as JSON carries dates).
    public init?(formValue: FormValue) {
        switch formValue {
        case .date(let d): self = d
        case .string(let s):
            guard let d = ISO8601.date(s) else { return nil }
            self = d
        default: return nil
        }
    }
    public static var expectedKind: FormValueKind { .date }
}

extension URL: FormValueConvertible {
    public var formValue: FormValue { .string(absoluteString) }
    public init?(formValue: FormValue) {
        guard case .string(let s) = formValue, let url = URL(string: s) else { return nil }
        self = url
    }
    public static var expectedKind: FormValueKind { .string }
}

extension FormValue: FormValueConvertible {
    public var formValue: FormValue { self }
    public init?(formValue: FormValue) { self = formValue }
    public static var expectedKind: FormValueKind { .null }
}

extension Array: FormValueConvertible where Element: FormValueConvertible {
    public var formValue: FormValue { .array(map(\.formValue)) }
    public init?(formValue: FormValue) {
        guard case .array(let items) = formValue else { return nil }
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(formValue: item) else { return nil }
            result.append(element)
        }
        self = result
    }
    public static var expectedKind: FormValueKind { .array }
}

extension Set: FormValueConvertible where Element: FormValueConvertible {
    /// Encoded as an array; the order is the order of the elements' JSON text, so it is stable.
    public var formValue: FormValue {
        .array(FormValue.sortedByJSON(map(\.formValue)))
    }
    public init?(formValue: FormValue) {
        guard let array = [Element](formValue: formValue) else { return nil }
        self = Set(array)
    }
    public static var expectedKind: FormValueKind { .array }
}

extension FormValue {
    /// `values` in the order of their JSON text, each text made once.
    ///
    /// - Complexity: O(n log n) comparisons of texts made in O(n) writes.
    static func sortedByJSON(_ values: [FormValue]) -> [FormValue] {
        values.map { (key: $0.jsonString(), value: $0) }.sorted { $0.key < $1.key }.map(\.value)
    }
}
