import Foundation

/// Folds strings for comparisons with `[c]` and `[d]`.
enum StringFolding {
    /// The string with case and/or diacritics removed as the options ask (`[n]` asks for none).
    static func fold(_ text: String, _ options: ComparisonOptions) -> String {
        let options = options.folding
        if options.isEmpty { return text }
        var foundation: String.CompareOptions = []
        if options.contains(.caseInsensitive) { foundation.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { foundation.insert(.diacriticInsensitive) }
        return text.folding(options: foundation, locale: nil)
    }
}
