/// Longest increasing subsequences, for keeping as many items as possible in place.
enum Subsequence {
    /// For each position of `values` (non-negative), whether it belongs to one longest
    /// strictly increasing subsequence.
    /// - Complexity: O(n log n), with no hashing.
    static func longestIncreasingMask(_ values: [Int]) -> [Bool] {
        var run = KeptRun(capacity: values.count)
        var marked = values
        run.mark(values: &marked, targetBase: nil, range: values.indices)
        return values.indices.map { values[$0] >= 0 && marked[$0] < 0 }
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
    private var tails: [Int]
    /// For each item (by offset into the range), the item before it in its run; before the
    /// forward pass, the old position of the next item that must be kept.
    private var previous: [Int]

    /// Room for runs of up to `capacity` items; more is made when needed.
    init(capacity: Int) {
        tails = [Int](repeating: -1, count: capacity)
        previous = [Int](repeating: -1, count: capacity)
    }

    /// Marks the items of `values[range]` that stay in place by setting them to -1, and
    /// returns how many items of the range are left non-negative: the items that move.
    /// - Parameters:
    ///   - values: old positions, distinct within `range`, in new order; a negative value
    ///     marks an item that takes no part (inserted, or arriving from elsewhere).
    ///   - targetBase: `k - targetBase` is item `k`'s new position, or `nil` for no
    ///     constraint.
    ///   - fixedEnd: with a target base, an index past the last item whose positions agree,
    ///     if the caller knows one (the items after it need no look ahead); `nil` to search.
    /// - Complexity: O(k log k) for k items in `range`; O(k) when few items moved, since an
    ///   item that extends the longest run, or replaces its last item, is placed at once.
    @discardableResult
    mutating func mark(values: inout [Int], targetBase: Int?, range: Range<Int>, fixedEnd: Int? = nil) -> Int {
        let range = range.clamped(to: values.indices)
        if range.isEmpty { return 0 }
        if previous.count < range.count { previous = [Int](repeating: -1, count: range.count) }
        if tails.count < range.count { tails = [Int](repeating: -1, count: range.count) }
        // Worked on through buffers: every index below is in `range` (within `values`), an
        // offset into `range` (within `previous`) or a run length, below `range.count`.
        return values.withUnsafeMutableBufferPointer { values in
            previous.withUnsafeMutableBufferPointer { previous in
                tails.withUnsafeMutableBufferPointer { tails in
                    Self.mark(values, previous, tails, targetBase, range, fixedEnd ?? range.upperBound)
                }
            }
        }
    }

    private static func mark(
        _ values: UnsafeMutableBufferPointer<Int>, _ previous: UnsafeMutableBufferPointer<Int>,
        _ tails: UnsafeMutableBufferPointer<Int>, _ targetBase: Int?, _ range: Range<Int>, _ fixedEnd: Int
    ) -> Int {
        // Where an item's old and new positions agree it is fixed; every other item must
        // lie above the fixed item before it and below the one after it to be kept.
        let base = targetBase ?? Int.min
        let constrained = targetBase != nil
        let fixedEnd = min(max(fixedEnd, range.lowerBound), range.upperBound)
        if constrained {
            var next = Int.max
            var k = fixedEnd
            while k > range.lowerBound {
                k -= 1
                previous[k - range.lowerBound] = next
                let value = values[k]
                if value >= 0, value == k - base { next = value }
            }
        }
        var count = 0
        var participants = 0
        var previousFixed = Int.min
        for k in range {
            let value = values[k]
            if value < 0 { continue }
            participants += 1
            if constrained {
                if value == k - base {
                    previousFixed = value
                } else if value <= previousFixed || (k < fixedEnd && value >= previous[k - range.lowerBound]) {
                    continue
                }
            }
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
            previous[k - range.lowerBound] = low > 0 ? tails[low - 1] : -1
            tails[low] = k
            if low == count { count += 1 }
        }
        var k = count > 0 ? tails[count - 1] : -1
        while k >= 0 {
            values[k] = -1
            k = previous[k - range.lowerBound]
        }
        return participants - count
    }
}
