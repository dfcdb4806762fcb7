/// A `LIKE` pattern: `*` matches any run of characters, `?` exactly one; everything else
/// matches itself (after `[c]` / `[d]` folding).
struct LikePattern {
    private let pattern: [Character]
    private let options: ComparisonOptions

    init(_ pattern: String, _ options: ComparisonOptions) {
        self.pattern = Array(StringFolding.fold(pattern, options))
        self.options = options
    }

    /// Whether the whole of `text` matches. Linear backtracking over the last `*`, so
    /// O(n·m) at worst and never recursive.
    func matches(_ text: String) -> Bool {
        let text = Array(StringFolding.fold(text, options))
        var t = 0, p = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
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
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
