extension FormValue {
    /// The bounds on values that arrive from outside — `setValues`, `setValue(_:forTag:)`,
    /// `setFormValue`, a controller's edits — checked before any work is done with them.
    /// A value past one is refused with a ``ValueError`` whose reason is
    /// ``ValueError/Reason/exceedsLimit(_:)`` and whose tag is the path to the value
    /// (`phones[3]`, `address.street`); nothing is set.
    ///
    /// ```swift
    /// FormValue.Limits.maxStringLength   // 1_000_000: a longer string is refused
    /// form.setValues(["notes": .string(String(repeating: "x", count: 2_000_000))]).failures
    /// // 'notes' is too large: a string of 2000000 bytes (at most 1000000)
    /// ```
    public enum Limits {
        /// Longest key — a tag given to `setValues` or `setValue(_:forTag:)`, or a member
        /// name in an object — in UTF-8 bytes (``Limit/keyLength(_:)``).
        public static let maxKeyLength = 256
        /// Longest string, in UTF-8 bytes, and the longest text typed into a row
        /// (``Limit/stringLength(_:)``). Any accepted text can be matched by `MATCHES`.
        public static let maxStringLength = 1_000_000
        /// Most items in an array, members in an object, or entries given to one
        /// `setValues` (``Limit/count(_:)``).
        public static let maxCount = 10_000
        /// Deepest nesting of arrays and objects: `[1]` is nested 1 deep, `[[1]]` 2
        /// (``Limit/nesting``).
        public static let maxNesting = 64
        /// Largest size of what one call is given: the UTF-8 bytes of every string and key,
        /// plus one for each value (``Limit/totalSize``).
        public static let maxTotalSize = 16 << 20
    }

    /// A bound of ``FormValue/Limits`` that a value went past, with the size found.
    ///
    /// ```swift
    /// if case .exceedsLimit(.count(let found)) = error.reason { print(found) }   // 20000
    /// ```
    public enum Limit: Sendable, Hashable, CustomStringConvertible {
        /// A key of this many UTF-8 bytes, more than ``Limits/maxKeyLength``.
        case keyLength(Int)
        /// A string of this many UTF-8 bytes, more than ``Limits/maxStringLength``.
        case stringLength(Int)
        /// An array, object or `setValues` call with this many entries, more than ``Limits/maxCount``.
        case count(Int)
        /// Arrays and objects nested deeper than ``Limits/maxNesting``.
        case nesting
        /// More than ``Limits/maxTotalSize`` in all.
        case totalSize

        /// What was too large, and the limit: `a string of 2000000 bytes (at most 1000000)`.
        public var description: String {
            switch self {
            case .keyLength(let found): "a key of \(found) bytes (at most \(Limits.maxKeyLength))"
            case .stringLength(let found): "a string of \(found) bytes (at most \(Limits.maxStringLength))"
            case .count(let found): "\(found) entries (at most \(Limits.maxCount))"
            case .nesting: "nested more than \(Limits.maxNesting) deep"
            case .totalSize: "more than \(Limits.maxTotalSize) bytes in all"
            }
        }
    }
}
