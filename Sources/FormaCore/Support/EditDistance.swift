/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
    /// The edit distance between two strings, compared case-insensitively.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars), b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `name`, if it is close enough to be a likely typo
    /// (at most a third of the name's length, and at least 1, edits away).
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(name, candidate)
            if d <= limit, d < (best?.1 ?? .max) || (d == best?.1 && candidate < (best?.0 ?? "")) {
                best = (candidate, d)
            }
        }
        return best?.0
    }
}
