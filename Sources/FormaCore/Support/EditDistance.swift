/// Edit distance, for "did you mean" suggestions.
enum EditDistance {
    /// The optimal-string-alignment distance between two strings (insertions, deletions,
    /// substitutions and swaps of neighbours each cost 1), compared case-insensitively.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars), b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }

    /// The candidate nearest to `name`, if it is close enough to be a likely typo: at most
    /// a third of the name's length (rounded up, at least 1) edits away. Ties go to the
    /// alphabetically first candidate, so suggestions are stable.
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, (name.count + 2) / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let d = distance(name, candidate)
            guard d <= limit else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.candidate
    }
}
