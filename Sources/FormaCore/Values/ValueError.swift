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
        }
    }
}
