/// "Did you mean" suggestions for a mistyped name, with bounded work: names longer than
/// ``maximumLength`` characters get none, so one comparison costs at most
/// ``maximumLength``² steps whatever a test passes.
enum Suggestion {
    /// The longest name, in characters, compared.
    static let maximumLength = 64

    /// The candidate nearest to `name` when it is close enough to be a typo (at most a
    /// third of the name's length, and at least one, edits away); ties go to the first
    /// candidate in alphabetical order.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty, target.count <= maximumLength else { return nil }
        let limit = max(1, (target.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in Set(candidates).sorted() where candidate != name {
            let other = Array(candidate.lowercased())
            guard other.count <= maximumLength, abs(other.count - target.count) <= limit else { continue }
            let distance = Self.distance(target, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two short character arrays.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            current.reserveCapacity(b.count + 1)
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
