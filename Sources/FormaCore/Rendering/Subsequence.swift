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

    /// The stretches of the range being marked (see ``Stretch``), when they are few.
    private var stretches: [Stretch] = []
    /// The tails of the runs found so far, by stretch (see ``TailSegment``).
    private var segments: [TailSegment] = []
    /// When `false`, every range is marked item by item (tests compare the two ways).
    var usesStretches = true

    /// Room for runs of up to `capacity` items; more is made when needed. Most ranges are
    /// marked stretch by stretch and need no room per item, so it is made on first use.
    init(capacity: Int) {
        tails = []
        previous = []
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
        if usesStretches, let moving = markByStretches(&values, targetBase, range, fixedEnd ?? range.upperBound) {
            return moving
        }
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

extension KeptRun {
    /// A stretch of a range being marked: items that follow each other among the
    /// participating items (non-negative values) and whose values go up by one, as the items
    /// of a list that merely shifted do. A list with a few rows moved is a few stretches.
    struct Stretch {
        /// The index of the first item, and the index past the last.
        var start: Int
        var end: Int
        /// The first item's value; the others follow it by one.
        var value: Int
        /// How many items.
        var count: Int
        /// Whether an item's old and new positions agree (with a target base).
        var hasFixed = false
        /// The item before the first one in its run: a stretch and an offset into it, or -1.
        var previousStretch = -1
        var previousOffset = -1
        /// Whether the k → k rule lets the stretch be kept.
        var allowed = true
        /// How many of the first items are kept.
        var kept = 0
    }

    /// Consecutive run lengths filled by one stretch: lengths `length ..< length + count`
    /// end with the items `offset ..< offset + count` of stretch `stretch`.
    struct TailSegment {
        var stretch: Int
        var offset: Int
        var length: Int
        var count: Int
    }

    /// ``mark(values:targetBase:range:fixedEnd:)`` stretch by stretch: the same items kept
    /// as item by item, in O(s log s + k) for s stretches and k items, or `nil` when there
    /// are too many stretches for that to pay (more than 8·√k), and nothing is changed.
    ///
    /// It rests on what the item-by-item pass does with a stretch: its first item ends a
    /// run of the length a binary search finds, each following item ends a run one longer
    /// (its value is one more, and the old tail there was larger still), and each item's
    /// predecessor is the item before it in the stretch. The k → k rule treats a stretch
    /// as one: the fixed item before or after a stretch lies below or above all of it,
    /// since values are distinct, and every item of a stretch holding a fixed item fits.
    private mutating func markByStretches(
        _ values: inout [Int], _ targetBase: Int?, _ range: Range<Int>, _ fixedEnd: Int
    ) -> Int? {
        guard let moving = keepByStretches(values, targetBase, range, fixedEnd) else { return nil }
        values.withUnsafeMutableBufferPointer { values in
            for stretch in stretches where stretch.kept > 0 {
                var left = stretch.kept
                var k = stretch.start
                while left > 0, k < stretch.end {
                    if values[k] >= 0 {
                        values[k] = -1
                        left -= 1
                    }
                    k += 1
                }
            }
        }
        return moving
    }

    /// Calls `body` with the index and value of each item of `values[range]` that moves, in
    /// order: the items ``mark(values:targetBase:range:fixedEnd:)`` leaves non-negative.
    /// `values` is left as it is when the range is read stretch by stretch; otherwise it is
    /// marked.
    /// `prepare` is called first with how many items move.
    mutating func forEachMoving(
        values: inout [Int], targetBase: Int, range: Range<Int>, fixedEnd: Int?, prepare: (Int) -> Void = { _ in },
        _ body: (Int, Int) -> Void
    ) {
        let range = range.clamped(to: values.indices)
        if range.isEmpty { return }
        if usesStretches, let moving = keepByStretches(values, targetBase, range, fixedEnd ?? range.upperBound) {
            prepare(moving)
            emitMoving(values, body)
            return
        }
        let usedStretches = usesStretches
        usesStretches = false
        prepare(mark(values: &values, targetBase: targetBase, range: range, fixedEnd: fixedEnd))
        usesStretches = usedStretches
        values.withUnsafeBufferPointer { values in
            for k in range where values[k] >= 0 { body(k, values[k]) }
        }
    }

    /// ``forEachMoving(values:targetBase:range:fixedEnd:_:)`` for a range whose stretches
    /// the caller read as it wrote the values (`read`, at most ``stretchLimit(_:)`` of
    /// them, with `participants` items in all); `read` is used as scratch.
    mutating func forEachMoving(
        values: [Int], read: inout [Stretch], participants: Int, targetBase: Int, range: Range<Int>,
        fixedEnd: Int, prepare: (Int) -> Void = { _ in }, _ body: (Int, Int) -> Void
    ) {
        let range = range.clamped(to: values.indices)
        if range.isEmpty { return }
        swap(&read, &stretches)
        defer { swap(&read, &stretches) }
        prepare(keepReadStretches(targetBase, range, fixedEnd, participants: participants))
        emitMoving(values, body)
    }

    /// Calls `body` with each item of the stretches that is not kept.
    private func emitMoving(_ values: [Int], _ body: (Int, Int) -> Void) {
        values.withUnsafeBufferPointer { values in
            for stretch in stretches where stretch.kept < stretch.count {
                var skip = stretch.kept
                for k in stretch.start..<stretch.end where values[k] >= 0 {
                    if skip > 0 { skip -= 1 } else { body(k, values[k]) }
                }
            }
        }
    }

    /// Finds the items kept, stretch by stretch (each stretch's ``Stretch/kept``), and
    /// returns how many items move, or `nil` when there are too many stretches.
    private mutating func keepByStretches(
        _ values: [Int], _ targetBase: Int?, _ range: Range<Int>, _ fixedEnd: Int
    ) -> Int? {
        let limit = Self.stretchLimit(range.count)
        // Worked on as a local (given back at the end) so that the loop touches no property
        // of `self`.
        var stretches: [Stretch] = []
        swap(&stretches, &self.stretches)
        stretches.removeAll(keepingCapacity: true)
        defer { swap(&stretches, &self.stretches) }
        var participants = 0
        var tooMany = false
        // Item `k` is fixed when its value is `k + fixedAt` (with a target base).
        let constrained = targetBase != nil
        let fixedAt = 0 &- (targetBase ?? 0)
        values.withUnsafeBufferPointer { values in
            // The stretch being read: its first index and value, its length, its last index.
            var start = 0
            var first = -1
            var count = 0
            var last = 0
            var hasFixed = false
            var k = range.lowerBound
            while k < range.upperBound {
                let value = values[k]
                if value >= 0 {
                    let fixed = constrained && value == k &+ fixedAt
                    if count > 0, value == first &+ count {
                        count &+= 1
                        last = k
                        hasFixed = hasFixed || fixed
                    } else {
                        if count > 0 {
                            if stretches.count == limit - 1 {
                                tooMany = true
                                return
                            }
                            stretches.append(
                                Stretch(start: start, end: last + 1, value: first, count: count, hasFixed: hasFixed))
                            participants += count
                        }
                        (start, first, count, last, hasFixed) = (k, value, 1, k, fixed)
                    }
                }
                k &+= 1
            }
            if count > 0 {
                stretches.append(Stretch(start: start, end: last + 1, value: first, count: count, hasFixed: hasFixed))
                participants += count
            }
        }
        if tooMany { return nil }
        swap(&stretches, &self.stretches)
        defer { swap(&stretches, &self.stretches) }
        return keepReadStretches(targetBase, range, fixedEnd, participants: participants)
    }

    /// The most stretches a range of `count` items is read as before it is marked item by
    /// item: beyond 8·√k the tails' segments could cost more than the items.
    static func stretchLimit(_ count: Int) -> Int {
        max(16, Int((64 * Double(count)).squareRoot()))
    }

    /// Finds the items kept in the stretches in ``stretches`` (each stretch's
    /// ``Stretch/kept``) and returns how many items move.
    @discardableResult
    private mutating func keepReadStretches(
        _ targetBase: Int?, _ range: Range<Int>, _ fixedEnd: Int, participants: Int
    ) -> Int {
        let fixedEnd = min(max(fixedEnd, range.lowerBound), range.upperBound)
        // Worked on as locals (given back at the end) so that the loops below touch no
        // property of `self`.
        var stretches: [Stretch] = []
        var segments: [TailSegment] = []
        swap(&stretches, &self.stretches)
        swap(&segments, &self.segments)
        segments.removeAll(keepingCapacity: true)
        defer {
            swap(&stretches, &self.stretches)
            swap(&segments, &self.segments)
        }
        if stretches.isEmpty { return 0 }
        // The k → k rule: a stretch without a fixed item is kept only between the fixed
        // items around it (none after `fixedEnd`, as item by item).
        if targetBase != nil {
            var next = Int.max
            for s in stretches.indices.reversed() {
                let stretch = stretches[s]
                if stretch.start >= fixedEnd {
                    next = Int.max
                } else if stretch.hasFixed {
                    next = stretch.value
                } else if stretch.value + stretch.count - 1 >= next {
                    stretches[s].allowed = false
                }
            }
            var previousFixed = Int.min
            for s in stretches.indices {
                let stretch = stretches[s]
                if stretch.hasFixed {
                    previousFixed = stretch.value + stretch.count - 1
                } else if stretch.value <= previousFixed {
                    stretches[s].allowed = false
                }
            }
        }
        // Patience sorting over stretches, the tails kept as segments of run lengths.
        for s in stretches.indices where stretches[s].allowed {
            let value = stretches[s].value
            let count = stretches[s].count
            // The first segment whose last value is above `value`: its first value is too,
            // since values are distinct and a segment's values go up by one.
            var low = segments.count
            if let last = segments.last, Self.lastValue(of: last, stretches) > value {
                var l = 0
                var h = segments.count - 1
                while l < h {
                    let mid = (l + h) / 2
                    if Self.lastValue(of: segments[mid], stretches) < value { l = mid + 1 } else { h = mid }
                }
                low = l
            }
            let length = low < segments.count ? segments[low].length : segments.last.map { $0.length + $0.count } ?? 0
            if low > 0 {
                let before = segments[low - 1]
                stretches[s].previousStretch = before.stretch
                stretches[s].previousOffset = before.offset + before.count - 1
            }
            // The stretch's items end runs of lengths `length ..< length + count`.
            let end = length + count
            var past = low
            while past < segments.count, segments[past].length + segments[past].count <= end { past += 1 }
            if past < segments.count, segments[past].length < end {
                let cut = end - segments[past].length
                segments[past].offset += cut
                segments[past].length += cut
                segments[past].count -= cut
            }
            let segment = TailSegment(stretch: s, offset: 0, length: length, count: count)
            if low == segments.count {
                segments.append(segment)
            } else if past == low + 1 {
                segments[low] = segment
            } else {
                segments.replaceSubrange(low..<past, with: CollectionOfOne(segment))
            }
        }
        guard let top = segments.last else { return participants }
        let keptCount = top.length + top.count
        var s = top.stretch
        var offset = top.offset + top.count - 1
        while s >= 0 {
            stretches[s].kept = offset + 1
            (s, offset) = (stretches[s].previousStretch, stretches[s].previousOffset)
        }
        return participants - keptCount
    }

    private static func lastValue(of segment: TailSegment, _ stretches: [Stretch]) -> Int {
        stretches[segment.stretch].value + segment.offset + segment.count - 1
    }
}
