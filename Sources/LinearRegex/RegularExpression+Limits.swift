extension RegularExpression {
    /// The bounds that keep compiling and matching cheap on hostile input. Each is
    /// enforced with a ``RegularExpressionError`` naming it.
    ///
    /// ```swift
    /// RegularExpression.Limits.maxRepetition   // 1000: `a{1001}` is refused
    /// ```
    public enum Limits {
        /// Longest pattern, in Unicode scalars (`.patternTooLong`).
        public static let maxPatternLength = 4_096
        /// Largest bound of a counted repetition `{n,m}` (`.repetitionTooLarge`).
        public static let maxRepetition = 1_000
        /// Deepest nesting of groups and classes (`.nestedTooDeeply`).
        public static let maxNesting = 100
        /// Most look-aheads and look-behinds in one pattern (`.tooManyLookarounds`). Each
        /// costs one pass over the text and one bit per scalar of it while a match runs.
        public static let maxLookarounds = 64
        /// Deepest nesting of look-arounds inside look-arounds (`.lookaroundNestedTooDeeply`).
        public static let maxLookaroundNesting = 32
        /// Most instructions a compiled pattern may have (`.patternTooComplex`).
        public static let maxProgramSize = 20_000
        /// Longest text matched, in Unicode scalars, for any pattern (`.inputTooLong`).
        public static let maxInputLength = 1_000_000
        /// Text length times the program's cost allowed for one match (each instruction
        /// costs one, a character class test about log2 of its ranges plus one); a costly
        /// pattern gets a smaller ``RegularExpression/maxInputLength``.
        public static let maxWork = 50_000_000
        /// Compiled patterns kept by ``RegularExpression/cached(_:options:)``.
        public static let cacheCapacity = 256
    }
}
