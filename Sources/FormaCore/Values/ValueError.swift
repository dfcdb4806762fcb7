/// Why a value could not be stored in a row.
///
/// ```swift
/// try form.setValue(.string("ten"), forTag: "age")
/// // throws: 'age' expects int, got string
/// ```
public struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tag concerned, if the row has one.
    public var tag: String?
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(tag: String?, reason: Reason) {
        self.tag = tag
        self.reason = reason
    }

    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No row carries the tag. `suggestion` is the nearest tag, if one is close.
        case unknownTag(suggestion: String?)
        /// The value's kind does not fit the row.
        case typeMismatch(expected: FormValueKind, found: FormValueKind)
        /// The value fits the type but is not one of the row's options.
        case notAnOption(FormValue)
        /// The row carries no value (a button, for instance).
        case notSettable(rowType: String)
        /// The value has the right kind but is not a value of the row's type (a raw value
        /// no case of an enum has, text that is not a URL).
        case unreadable(FormValue, expected: String)
        /// The value lies outside the row's bounds (a slider's range, a date row's earliest
        /// and latest dates, a text row's maximum length).
        case outOfBounds(FormValue, bounds: String)
        /// A typed tag names a row holding another value type (`Tag<Double>` on an `IntRow`).
        case wrongValueType(expected: String, found: String)
        /// The value (or the key, or the whole of a `setValues` call) is larger than
        /// ``FormValue/Limits`` allow; it was refused before any work was done with it.
        case exceedsLimit(FormValue.Limit)
        /// A path names an item of a multivalued section (`emails[3]`) that the section does
        /// not have: it holds `count` items.
        case noSuchItem(index: Int, count: Int)
        /// A draft written by a newer version of the library (`found`) than this one reads.
        case unsupportedVersion(found: Int, supported: Int)
        /// Bytes given as a draft that are not one: not JSON, or JSON without a draft's keys.
        case notADraft(String)
    }

    public var description: String {
        let name = tag.map { "'\($0)'" } ?? "row"
        switch reason {
        case .unknownTag(let suggestion):
            return "unknown tag \(name)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .typeMismatch(let expected, let found):
            return "\(name) expects \(expected), got \(found)"
        case .notAnOption(let value):
            return "\(name) has no option with value \(value)"
        case .notSettable(let type):
            return "\(name) is a \(type), which has no value"
        case .unreadable(let value, let expected):
            return "\(name) cannot read \(value) as \(expected)"
        case .outOfBounds(let value, let bounds):
            return "\(name) must be \(bounds); got \(value)"
        case .wrongValueType(let expected, let found):
            return "\(name) holds \(found), not \(expected)"
        case .exceedsLimit(let limit):
            return "\(tag.map { "'\($0)'" } ?? "the input") is too large: \(limit)"
        case .noSuchItem(let index, let count):
            return "\(name) has no item \(index); it holds \(count)"
        case .unsupportedVersion(let found, let supported):
            return "\(name) is version \(found), newer than this library reads (\(supported))"
        case .notADraft(let problem):
            return problem
        }
    }
}

extension FormValueKind {
    /// `true` for `int` and `double`, which convert into each other when exact.
    var isNumber: Bool { self == .int || self == .double }
}
