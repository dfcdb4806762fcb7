/// A `MATCHES` pattern compiled once: the whole string must match the regular expression.
struct RegexMatcher {
    private let regex: Regex<AnyRegexOutput>
    private let options: ComparisonOptions

    /// Compiles a pattern; `nil` if it is not a valid regular expression.
    init?(_ pattern: String, _ options: ComparisonOptions) {
        let folded = options.contains(.diacriticInsensitive)
            ? StringFolding.fold(pattern, .diacriticInsensitive) : pattern
        guard let regex = try? Regex(folded) else { return nil }
        self.regex = options.contains(.caseInsensitive) ? regex.ignoresCase() : regex
        self.options = options
    }

    /// Why a pattern does not compile, in the regular expression engine's words.
    static func problem(in pattern: String) -> String {
        do {
            _ = try Regex(pattern)
            return "it does not compile"
        } catch {
            return "\(error)"
        }
    }

    func matches(_ text: String) -> Bool {
        let subject = options.contains(.diacriticInsensitive) ? StringFolding.fold(text, .diacriticInsensitive) : text
        return (try? regex.wholeMatch(in: subject)) != nil
    }
}
