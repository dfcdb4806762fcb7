/// Edit distance, for "did you mean" suggestions, with bounded work: names longer than
/// ``maxNameLength`` get no suggestion, at most ``maxEdits`` edits are considered, and the
/// distance is computed in a band of that width, so one comparison costs
/// O(``maxNameLength`` × ``maxEdits``) whatever the input.
///
/// ``nearest(to:in:)`` skips candidates whose length alone puts them too far before folding
/// them, folds ASCII candidates into one reused buffer, and measures the rest with
/// ``BitParallelDistance`` (one 64-bit word per name, since names have at most
/// ``maxNameLength`` scalars); the banded ``distance(_:_:limit:)`` is the reference it
/// agrees with.
package enum EditDistance {
    /// Longest name, in Unicode scalars, that gets a suggestion; a longer one is no typo.
    static let maxNameLength = 64
    /// Most edits a suggestion may be away.
    static let maxEdits = 4

    /// The optimal-string-alignment distance between two scalar sequences (insertions,
    /// deletions, substitutions and swaps of neighbours each cost 1), or `nil` if it is
    /// above `limit`. Only cells within `limit` of the diagonal are computed.
    ///
    /// - Complexity: O(min(a, b) × limit) time, O(b) memory.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int? {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let outside = limit + 1
        var before = [Int](repeating: outside, count: m + 1)
        var previous = [Int](repeating: outside, count: m + 1)
        var current = [Int](repeating: outside, count: m + 1)
        for j in 0...min(m, limit) { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            current[low - 1] = low == 1 && i <= limit ? i : outside
            var rowBest = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = min(best, outside)
                rowBest = min(rowBest, current[j])
            }
            if high < m { current[high + 1] = outside }
            if rowBest > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[m] <= limit ? previous[m] : nil
    }

    /// The distance between two strings compared case-insensitively, or `nil` above `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        distance(folded(a), folded(b), limit: limit)
    }

    /// The candidate nearest to `name`, if it is close enough to be a likely typo: at most
    /// a third of the name's length (rounded up, at least 1, at most ``maxEdits``) edits
    /// away. Ties go to the alphabetically first candidate, so suggestions are stable.
    /// Names longer than ``maxNameLength`` get none, and candidates whose length alone
    /// puts them too far are skipped before any distance is computed.
    ///
    /// - Complexity: O(candidates × ``maxNameLength``), with no allocation per ASCII candidate.
    package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        guard var search = NearestSearch(name) else { return nil }
        for candidate in candidates { search.consider(candidate) }
        return search.best?.candidate
    }

    /// The state of ``nearest(to:in:)``, for callers whose candidates are in more than
    /// one collection: ``consider(_:)`` each, then read ``best``.
    struct NearestSearch {
        private let name: String
        private let target: [UInt32]
        private let limit: Int
        private let measure: BitParallelDistance
        private var other: [UInt32] = []
        /// The nearest candidate so far and its distance.
        private(set) var best: (candidate: String, distance: Int)?

        /// A search for `name`; `nil` if it is too long (or empty) to get a suggestion.
        init?(_ name: String) {
            guard name.utf8.count <= maxNameLength * 4 else { return nil }
            let target = folded(name)
            guard !target.isEmpty, target.count <= maxNameLength else { return nil }
            self.name = name
            self.target = target
            limit = min(maxEdits, max(1, (target.count + 2) / 3))
            measure = BitParallelDistance(target)
            other.reserveCapacity(target.count + limit)
        }

        /// Takes `candidate` as the best so far if it is nearer, or as near and first in
        /// alphabetical order.
        mutating func consider(_ candidate: String) {
            guard candidate != name, candidate.utf8.count <= (target.count + limit) * 4,
                fold(candidate, into: &other, shortest: target.count - limit),
                abs(other.count - target.count) <= limit,
                let d = measure.distance(to: other, limit: best?.distance ?? limit)
            else { return }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                return
            }
            best = (candidate, d)
        }

        /// The folded lengths a candidate may have to be near enough.
        var candidateLengths: ClosedRange<Int> { max(0, target.count - limit)...(target.count + limit) }

        /// As ``consider(_:)``, for a candidate already folded by ``EditDistance/folded(_:)``.
        mutating func consider(_ candidate: String, folded scalars: [UInt32]) {
            guard candidate != name, abs(scalars.count - target.count) <= limit,
                let d = measure.distance(to: scalars, limit: best?.distance ?? limit)
            else { return }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                return
            }
            best = (candidate, d)
        }
    }

    /// Folds `text` into `buffer` as ``folded(_:)`` does; `false`, with `buffer` in any
    /// state, when it is certainly shorter than `shortest` scalars once folded (so too far
    /// to matter). Lowercasing never gives a scalar more scalars than its UTF-8 bytes, so
    /// a text of fewer bytes than `shortest` is skipped without being read. ASCII is
    /// lowercased byte by byte, without allocating; anything else is folded whole.
    fileprivate static func fold(_ text: String, into buffer: inout [UInt32], shortest: Int) -> Bool {
        guard text.utf8.count >= shortest else { return false }
        buffer.removeAll(keepingCapacity: true)
        let ascii =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes {
                    guard byte < 0x80 else { return false }
                    buffer.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
                }
                return true
            } ?? false
        if !ascii { buffer = folded(text) }
        return true
    }

    /// A name as it is compared: lowercased, as Unicode scalars.
    static func folded(_ text: String) -> [UInt32] {
        text.lowercased().unicodeScalars.map(\.value)
    }
}
