extension RegularExpression {
    /// Flags for the whole pattern; the same flags inside it (`(?i)`, `(?m)`, `(?s)`) turn
    /// them on or off for a part.
    ///
    /// ```swift
    /// let word = try RegularExpression("yes|no", options: .caseInsensitive)
    /// ```
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Letters match either case (`(?i)`), by simple case folding.
        public static let caseInsensitive = Options(rawValue: 1 << 0)
        /// `^` and `$` match at line starts and ends, not only the text's (`(?m)`).
        public static let anchorsMatchLines = Options(rawValue: 1 << 1)
        /// `.` matches line terminators too (`(?s)`).
        public static let dotMatchesLineSeparators = Options(rawValue: 1 << 2)
    }
}
