/// A regular expression in ICU syntax, matched in time linear in the text whatever the
/// pattern: a Thompson-NFA compiled once and run by a Pike VM, as RE2, Go and Rust do.
///
/// It accepts the syntax people write in forms (classes with ICU's set rules such as
/// `[a-z0-9-+]`, `\d \w \s \b \B`, `.`, `^ $ \A \z \Z`, alternation, capturing,
/// non-capturing and named groups, `(?i)` and other flags, `(?#…)`, `\Q…\E`, counted
/// repetition up to ``Limits/maxRepetition``, lazy quantifiers, Unicode escapes, and
/// look-ahead and look-behind, nested and of any length), and refuses with a
/// ``RegularExpressionError`` naming the position what needs backtracking (back-references,
/// atomic groups, possessive quantifiers). See `Docs/RegularExpressions.md` for the whole
/// dialect.
///
/// Each look-around is worked out before the match, one pass over the text that records a
/// bit per position saying whether it holds there; the match then reads it like `\b`.
///
/// Matching works on Unicode scalars, as ICU does on code points; case-insensitive
/// matching uses ICU's case classes, from simple case folding (the Kelvin sign matches
/// `k`, `ı` matches only itself, `ß` does not match `SS`).
///
/// ```swift
/// let zip = try RegularExpression("[0-9]{5}(-[0-9]{4})?")
/// try zip.wholeMatch("12345-6789")      // true
/// try zip.firstMatch(in: "zip 12345")   // the range of "12345"
/// ```
///
/// - Complexity: compiling is O(pattern); matching O(text × program size), look-around
///   bodies included, with memory O(program size) plus the lazy DFA's 2 MiB cache plus one
///   bit per scalar of text for each look-around.
public struct RegularExpression: Sendable {
    /// The pattern as written.
    public let pattern: String
    /// The options it was compiled with.
    public let options: Options
    let program: RegexProgram

    /// Compiles `pattern`.
    ///
    /// ```swift
    /// let name = try RegularExpression("[a-z]+", options: .caseInsensitive)
    /// ```
    ///
    /// - Throws: ``RegularExpressionError`` with the kind and position of the first
    ///   problem, or `.patternTooLong` past ``Limits/maxPatternLength`` scalars (checked
    ///   before anything else, so a huge pattern costs nothing).
    public init(_ pattern: String, options: Options = []) throws {
        let limit = Limits.maxPatternLength
        if pattern.utf8.count > limit {
            let length = pattern.unicodeScalars.count
            if length > limit { throw RegularExpressionError(.patternTooLong(length: length, limit: limit), at: limit) }
        }
        var parser = RegexParser(pattern, options: options)
        let tree = try parser.parse()
        guard let program = RegexCompiler.compile(tree, lookarounds: parser.lookarounds) else {
            throw RegularExpressionError(.patternTooComplex(limit: Limits.maxProgramSize), at: nil)
        }
        self.program = program
        self.pattern = pattern
        self.options = options
    }

    /// The longest text, in Unicode scalars, this pattern matches: the smaller of
    /// ``Limits/maxInputLength`` and ``Limits/maxWork`` divided by the program's cost (one
    /// per instruction, a character class about log2 of its ranges), so that no match
    /// costs more than a small multiple of ``Limits/maxWork`` steps.
    public var maxInputLength: Int {
        min(Limits.maxInputLength, Limits.maxWork / max(1, program.cost))
    }

    /// `true` if the whole text matches, as `NSRegularExpression` with the pattern
    /// wrapped in `^(?:…)$` and no line-terminator allowance at the end.
    ///
    /// ```swift
    /// try RegularExpression("a+").wholeMatch("aaa")   // true
    /// try RegularExpression("a+").wholeMatch("aab")   // false
    /// ```
    ///
    /// - Throws: `.inputTooLong` past ``maxInputLength`` scalars.
    public func wholeMatch(_ text: String) throws -> Bool {
        wholeMatch(scalars: try scalars(of: text))
    }

    /// The leftmost match, preferring what a backtracking engine prefers at that position
    /// (the same range `NSRegularExpression.firstMatch` reports); `nil` if none.
    ///
    /// ```swift
    /// let text = "order 66 of 99"
    /// if let range = try RegularExpression(#"\d+"#).firstMatch(in: text) {
    ///     print(text[range])   // 66
    /// }
    /// ```
    ///
    /// - Throws: `.inputTooLong` past ``maxInputLength`` scalars.
    public func firstMatch(in text: String) throws -> Range<String.Index>? {
        guard let offsets = firstMatch(scalars: try scalars(of: text)) else { return nil }
        let view = text.unicodeScalars
        let lower = view.index(view.startIndex, offsetBy: offsets.lowerBound)
        let upper = view.index(lower, offsetBy: offsets.count)
        return lower..<upper
    }

    private func scalars(of text: String) throws -> [UInt32] {
        let limit = maxInputLength
        var result: [UInt32] = []
        result.reserveCapacity(min(text.utf8.count, limit))
        for scalar in text.unicodeScalars {
            if result.count == limit {
                throw RegularExpressionError(.inputTooLong(length: text.unicodeScalars.count, limit: limit), at: nil)
            }
            result.append(scalar.value)
        }
        return result
    }
}
