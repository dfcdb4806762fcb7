import Foundation

/// Folds strings for comparisons with `[c]` and `[d]`.
enum StringFolding {
    /// The string with case and/or diacritics removed as the options ask.
    static func fold(_ text: String, _ options: ComparisonOptions) -> String {
        if options.isEmpty { return text }
        var foundation: String.CompareOptions = []
        if options.contains(.caseInsensitive) { foundation.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { foundation.insert(.diacriticInsensitive) }
        return text.folding(options: foundation, locale: nil)
    }
}
