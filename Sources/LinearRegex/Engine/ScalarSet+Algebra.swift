extension ScalarSet {
    /// Scalars in either set.
    func union(_ other: ScalarSet) -> ScalarSet {
        if other.segmentCount == 0 || self == other { return self }
        if segmentCount == 0 { return other }
        return Self.combine(self, other) { $0 | $1 }
    }

    /// Scalars in both sets.
    func intersection(_ other: ScalarSet) -> ScalarSet {
        if self == other { return self }
        return Self.combine(self, other) { $0 & $1 }
    }

    /// Scalars in this set and not in `other`.
    func subtracting(_ other: ScalarSet) -> ScalarSet {
        if other.segmentCount == 0 { return self }
        return Self.combine(self, other) { $0 & $1.inverted }
    }

    /// Scalars in any of `sets`. Plain ranges are sorted and merged at once; sets with
    /// properties are told apart (a class naming one property many times unites it once)
    /// and merged pairwise, so that n segments in all cost O(n log(count)).
    static func union(_ sets: [ScalarSet]) -> ScalarSet {
        var ranges: [ClosedRange<UInt32>] = []
        var plainClosed = true
        var seen = Set<ScalarSet>()
        var level: [ScalarSet] = []
        for set in sets {
            if set.predicates.isEmpty {
                for index in 0..<set.segmentCount { ranges.append(set.lowers[index]...set.uppers[index]) }
                plainClosed = plainClosed && set.isCaseClosed
            } else if seen.insert(set).inserted {
                level.append(set)
            }
        }
        if !ranges.isEmpty || level.isEmpty {
            var plain = ScalarSet(ranges: ranges)
            plain.isCaseClosed = plainClosed && !sets.isEmpty
            level.append(plain)
        }
        while level.count > 1 {
            var next: [ScalarSet] = []
            next.reserveCapacity((level.count + 1) / 2)
            var index = 0
            while index + 1 < level.count {
                next.append(level[index].union(level[index + 1]))
                index += 2
            }
            if index < level.count { next.append(level[index]) }
            level = next
        }
        return level[0]
    }

    /// Every scalar not in the set.
    var inverted: ScalarSet {
        var result = invertedSegments
        result.isCaseClosed = isCaseClosed
        return result
    }

    private var invertedSegments: ScalarSet {
        var builder = Builder()
        var next: UInt32 = 0
        for index in 0..<segmentCount {
            if lowers[index] > next { builder.add(next, lowers[index] - 1, .all) }
            builder.add(lowers[index], uppers[index], predicate(ofSegment: index).inverted)
            next = uppers[index] + 1
        }
        if next <= Self.maximum { builder.add(next, Self.maximum, .all) }
        return builder.finish()
    }

    /// Walks both segment lists at once; each stretch where both conditions stay the same
    /// gets `operation` of the two (outside a set's segments its condition is `.none`).
    /// `operation(.none, .none)` must be `.none`.
    private static func combine(
        _ a: ScalarSet, _ b: ScalarSet, _ operation: (PropertyPredicate, PropertyPredicate) -> PropertyPredicate
    ) -> ScalarSet {
        var result = segments(a, b, operation)
        result.isCaseClosed = a.isCaseClosed && b.isCaseClosed
        return result
    }

    private static func segments(
        _ a: ScalarSet, _ b: ScalarSet, _ operation: (PropertyPredicate, PropertyPredicate) -> PropertyPredicate
    ) -> ScalarSet {
        var builder = Builder()
        var i = 0
        var j = 0
        var position: UInt32 = 0
        while i < a.segmentCount || j < b.segmentCount {
            let (left, leftEnd) = a.condition(at: position, segment: i)
            let (right, rightEnd) = b.condition(at: position, segment: j)
            let end = min(leftEnd, rightEnd)
            builder.add(position, end, operation(left, right))
            if i < a.segmentCount, a.uppers[i] == end { i += 1 }
            if j < b.segmentCount, b.uppers[j] == end { j += 1 }
            guard end < maximum else { break }
            position = end + 1
        }
        return builder.finish()
    }

    /// The condition at `position` (where segment `index` is the first not ending before
    /// it) and the last scalar up to which it holds.
    private func condition(at position: UInt32, segment index: Int) -> (PropertyPredicate, UInt32) {
        guard index < segmentCount else { return (.none, Self.maximum) }
        if lowers[index] <= position { return (predicate(ofSegment: index), uppers[index]) }
        return (.none, lowers[index] - 1)
    }
}
