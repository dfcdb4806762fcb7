/// Longest increasing subsequences, for keeping as many items as possible in place.
enum Subsequence {
    /// For each position of `values` (non-negative), whether it belongs to one longest
    /// strictly increasing subsequence.
    /// - Complexity: O(n log n), with no hashing.
    static func longestIncreasingMask(_ values: [Int]) -> [Bool] {
        var run = KeptRun(capacity: values.count)
        var kept = [Bool](repeating: false, count: values.count)
        run.mark(values: values, targetBase: nil, range: values.indices, kept: &kept)
        return kept
    }
}

/// Chooses which items of a sequence stay in place when it is reordered: one longest
/// strictly increasing run of their old positions. With a target base, item `k`'s new
/// position is `k - base`, and an item whose old and new positions are equal is always
/// kept, so that no move reads `k → k`; items that cannot stay in place beside all such
/// items are not kept.
///
/// Scratch space is kept between calls, so one run serves every section of a diff.
struct KeptRun {
    /// For each length, the index of the smallest last item of a run of that length.
    private var tails: [Int] = []
    /// For each item, the item before it in its run; before the forward pass, the old
    /// position of the next item that must be kept.
    private var previous: [Int]

    init(capacity: Int) {
        previous = [Int](repeating: -1, count: capacity)
    }

    /// Marks in `kept[range]` the items of `values[range]` that stay in place.
    /// - Parameters:
    ///   - values: old positions, distinct within `range`, in new order; a negative value
    ///     marks an item that takes no part (inserted, or arriving from elsewhere).
    ///   - targetBase: `k - targetBase` is item `k`'s new position, or `nil` for no
    ///     constraint.
    /// - Complexity: O(k log k) for k items in `range`; O(k) when few items moved, since an
    ///   item that extends the longest run, or replaces its last item, is placed at once.
    mutating func mark(values: [Int], targetBase: Int?, range: Range<Int>, kept: inout [Bool]) {
        if range.isEmpty { return }
        // Worked on as locals, so that the optimiser checks their uniqueness once, not per write.
        var tails: [Int] = []
        var previous: [Int] = []
        swap(&tails, &self.tails)
        swap(&previous, &self.previous)
        defer {
            swap(&tails, &self.tails)
            swap(&previous, &self.previous)
        }
        if previous.count < range.upperBound { previous = [Int](repeating: -1, count: range.upperBound) }
        // Where an item's old and new positions agree it is fixed; every other item must
        // lie above the fixed item before it and below the one after it to be kept.
        if let base = targetBase {
            var next = Int.max
            for k in range.reversed() {
                previous[k] = next
                if values[k] >= 0, values[k] == k - base { next = values[k] }
            }
        }
        tails.removeAll(keepingCapacity: true)
        var previousFixed = Int.min
        for k in range {
            let value = values[k]
            if value < 0 { continue }
            if let base = targetBase {
                if value == k - base {
                    previousFixed = value
                } else if value <= previousFixed || value >= previous[k] {
                    continue
                }
            }
            let count = tails.count
            let low: Int
            if count == 0 || values[tails[count - 1]] < value {
                low = count
            } else if count == 1 || values[tails[count - 2]] < value {
                low = count - 1
            } else {
                var l = 0
                var h = count - 1
                while l < h {
                    let mid = (l + h) / 2
                    if values[tails[mid]] < value { l = mid + 1 } else { h = mid }
                }
                low = l
            }
            previous[k] = low > 0 ? tails[low - 1] : -1
            if low == count { tails.append(k) } else { tails[low] = k }
        }
        var k = tails.last ?? -1
        while k >= 0 {
            kept[k] = true
            k = previous[k]
        }
    }
}
