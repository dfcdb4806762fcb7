extension FormDefinition {
    /// Bounds on what a definition may cost to read, settable per load (the other modules
    /// keep theirs in `FormValue.Limits` and `RegularExpression.Limits`; Limits.md lists them
    /// all). Text beyond them gets a diagnostic, never unbounded time or memory.
    ///
    /// ```swift
    /// var limits = FormDefinition.Limits()
    /// limits.maxBytes = 1 << 20
    /// ```
    public struct Limits: Sendable, Hashable {
        /// The longest text read, in bytes.
        public var maxBytes = 16 << 20
        /// The deepest nesting of arrays and objects.
        public var maxDepth = 64

        /// The default limits: 16 MiB, 64 levels.
        public init() {}
    }
}
