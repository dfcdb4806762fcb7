internal import LinearRegex

/// A `MATCHES` pattern compiled once (through the shared cache): the whole string must
/// match, in time linear in its length (LinearRegex's `RegularExpression`).
struct RegexMatcher: Sendable {
    private let regex: RegularExpression
    private let diacriticInsensitive: Bool

    /// Compiles a pattern with the comparison's options: `[c]` ignores case, `[d]` folds
    /// diacritics out of both the pattern and the text (`[n]` outweighs both).
    init(_ pattern: String, _ options: ComparisonOptions) throws {
        let options = options.folding
        diacriticInsensitive = options.contains(.diacriticInsensitive)
        let folded = diacriticInsensitive ? StringFolding.fold(pattern, .diacriticInsensitive) : pattern
        regex = try RegularExpression.cached(
            folded, options: options.contains(.caseInsensitive) ? .caseInsensitive : [])
    }

    /// `true` if the whole text matches; text longer than the pattern's
    /// LinearRegex's `RegularExpression/maxInputLength` does not match.
    func matches(_ text: String) -> Bool {
        let subject = diacriticInsensitive ? StringFolding.fold(text, .diacriticInsensitive) : text
        do {
            return try regex.wholeMatch(subject)
        } catch {
            return false // longer than the pattern may match: documented to be false
        }
    }
}
