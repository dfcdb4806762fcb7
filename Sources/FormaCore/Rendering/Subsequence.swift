/// Longest increasing subsequences, for keeping as many items as possible in place.
enum Subsequence {
    /// For each position of `values`, whether it belongs to one longest strictly increasing
    /// subsequence.
    /// - Complexity: O(n log n), with no hashing.
    static func longestIncreasingMask(_ values: [Int]) -> [Bool] {
        var run = KeptRun(capacity: values.count)
        var kept = [Bool](repeating: false, count: values.count)
        run.mark(values: values, targets: nil, range: values.indices, kept: &kept)
        return kept
    }
}

/// Chooses which items of a sequence stay in place when it is reordered: one longest
/// strictly increasing run of their old positions. With `targets` (their new positions), an
/// item whose old and new positions are equal is always kept, so that no move reads
/// `k → k`; items that cannot stay in place beside all such items are not kept.
///
/// Scratch space is kept between calls, so one run serves every section of a diff.
struct KeptRun {
    private var tails: [Int] = []
    private var previous: [Int]
    private var nextFixed: [Int]

    init(capacity: Int) {
        previous = [Int](repeating: -1, count: capacity)
        nextFixed = [Int](repeating: Int.max, count: capacity)
        tails.reserveCapacity(capacity)
    }

    /// Marks in `kept[range]` the items of `values[range]` that stay in place.
    /// - Parameters:
    ///   - values: old positions, distinct within `range`, in new order.
    ///   - targets: new positions, increasing within `range`, or `nil` for no constraint.
    /// - Complexity: O(k log k) for k items in `range`.
    mutating func mark(values: [Int], targets: [Int]?, range: Range<Int>, kept: inout [Bool]) {
        if range.isEmpty { return }
        if previous.count < range.upperBound {
            previous = [Int](repeating: -1, count: range.upperBound)
            nextFixed = [Int](repeating: Int.max, count: range.upperBound)
        }
        // Where an item's old and new positions agree it is fixed; every other item must
        // lie above the fixed item before it and below the one after it to be kept.
        if let targets {
            var next = Int.max
            for k in range.reversed() {
                nextFixed[k] = next
                if values[k] == targets[k] { next = values[k] }
            }
        }
        tails.removeAll(keepingCapacity: true)
        var previousFixed = Int.min
        for k in range {
            let value = values[k]
            if let targets {
                if value == targets[k] {
                    previousFixed = value
                } else if value <= previousFixed || value >= nextFixed[k] {
                    continue
                }
            }
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            previous[k] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var k = tails.last ?? -1
        while k >= 0 {
            kept[k] = true
            k = previous[k]
        }
    }
}
