/// A `LIKE` pattern: `*` matches any run of characters, `?` exactly one; a backslash makes
/// the character after it literal (`\*`, `\?`, `\\`); everything else matches itself (after
/// `[c]` / `[d]` folding).
struct LikePattern {
    /// One element of a pattern.
    enum Element: Equatable {
        case anyRun
        case anyOne
        case literal(Character)
    }

    let elements: [Element]
    private let options: ComparisonOptions

    init(_ pattern: String, _ options: ComparisonOptions) {
        self.elements = Self.elements(of: StringFolding.fold(pattern, options))
        self.options = options
    }

    /// The elements of a pattern's text; a trailing lone backslash matches itself.
    static func elements(of pattern: String) -> [Element] {
        var result: [Element] = []
        var escaped = false
        for character in pattern {
            if escaped {
                result.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*": result.append(.anyRun)
            case "?": result.append(.anyOne)
            default: result.append(.literal(character))
            }
        }
        if escaped { result.append(.literal("\\")) }
        return result
    }

    /// Whether the whole of `text` matches. Linear backtracking over the last `*`, so
    /// O(n·m) at worst and never recursive.
    func matches(_ text: String) -> Bool {
        let text = Array(StringFolding.fold(text, options))
        let pattern = elements
        var t = 0, p = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == .anyOne || pattern[p] == .literal(text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == .anyRun {
                star = p
                resume = t
                p += 1
            } else if let s = star {
                p = s + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == .anyRun { p += 1 }
        return p == pattern.count
    }
}
