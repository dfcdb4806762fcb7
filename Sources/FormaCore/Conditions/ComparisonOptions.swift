/// How strings are compared: the `[c]`, `[d]`, `[cd]` and `[n]` modifiers of a comparison.
///
/// Comparisons are case- and diacritic-sensitive unless told otherwise.
///
/// ```swift
/// row.hidden = "$name BEGINSWITH[cd] 'e'"          // true for "Élodie"
/// row.hidden = .value("name").beginsWith("e", .caseInsensitive)
/// ```
public struct ComparisonOptions: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public let rawValue: Int

    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `[c]`: upper and lower case compare equal.
    public static let caseInsensitive = ComparisonOptions(rawValue: 1 << 0)
    /// `[d]`: letters with and without diacritics compare equal ("é" equals "e").
    public static let diacriticInsensitive = ComparisonOptions(rawValue: 1 << 1)

    /// `[n]`: the strings are already normalized (NSPredicate's `NSNormalizedPredicateOption`),
    /// so they compare as they are; it supersedes `[c]` and `[d]`.
    ///
    /// ```swift
    /// row.hidden = "$code ==[n] 'abc'"
    /// ```
    public static let normalized = ComparisonOptions(rawValue: 1 << 2)

    /// The folding the options ask for: none when ``normalized`` supersedes the others.
    var folding: ComparisonOptions {
        contains(.normalized) ? [] : intersection([.caseInsensitive, .diacriticInsensitive])
    }

    /// The modifier as written after an operator: `""`, `"[c]"`, `"[d]"`, `"[cd]"`, `"[n]"`….
    var modifier: String {
        if isEmpty { return "" }
        return "[" + (contains(.caseInsensitive) ? "c" : "") + (contains(.diacriticInsensitive) ? "d" : "")
            + (contains(.normalized) ? "n" : "") + "]"
    }
}
