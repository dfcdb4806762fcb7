/// How strings are compared: the `[c]`, `[d]` and `[cd]` modifiers of a comparison.
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

    /// The modifier as written after an operator: `""`, `"[c]"`, `"[d]"` or `"[cd]"`.
    var modifier: String {
        if isEmpty { return "" }
        return "[" + (contains(.caseInsensitive) ? "c" : "") + (contains(.diacriticInsensitive) ? "d" : "") + "]"
    }
}
