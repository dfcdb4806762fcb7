/// A set of Unicode scalars compiled for matching: what a character class (also `.`, `\d`,
/// `\w`, `\p{…}`, a letter under `(?i)`) stands for once its ranges, nested classes, set
/// operations, case closure and negation have been worked out at compile time.
///
/// It is a sorted list of disjoint segments of scalars. A segment holds either all of its
/// scalars or those satisfying a ``PropertyPredicate``, so properties are not spelled out
/// into ranges: `\p{L}` is one segment asking one question. Membership is a binary search
/// over the segments, after a bitmap for ASCII, plus at most five property look-ups:
/// ``cost`` probes, whatever the class was written as.
///
/// - Complexity: `contains` is O(log segments); the set operations are linear in the
///   segments of their operands.
struct ScalarSet: Sendable, Hashable {
    /// The first scalar of each segment, ascending.
    private(set) var lowers: [UInt32] = []
    /// The last scalar of each segment; segments neither overlap nor touch with one label.
    private(set) var uppers: [UInt32] = []
    /// Each segment's label: 0 for all its scalars, `k` for those of `predicates[k - 1]`.
    private(set) var labels: [Int32] = []
    private(set) var predicates: [PropertyPredicate] = []
    /// What each predicate reads of a scalar's properties.
    private var needs: [PropertyPredicate.Needs] = []
    /// Membership of the ASCII scalars, 0 to 63 and 64 to 127.
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0
    /// The most probes ``contains(_:work:)`` takes: one, the binary search's steps and the
    /// property look-ups.
    private(set) var cost = 1
    /// `true` if the set is known to be a union of case classes (``caseClosed()`` gives it
    /// back as it is); set operations on such sets keep it.
    var isCaseClosed = false

    /// The largest scalar value.
    static let maximum: UInt32 = 0x10FFFF

    var segmentCount: Int { lowers.count }

    /// The empty set.
    init() {}

    /// The scalars of `ranges`, in any order, overlapping or not.
    init(ranges: [ClosedRange<UInt32>]) {
        var builder = Builder()
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            builder.add(range.lowerBound, range.upperBound, .all)
        }
        self = builder.finish()
    }

    /// One scalar.
    static func scalar(_ value: Unicode.Scalar) -> ScalarSet { ScalarSet(ranges: [value.value...value.value]) }

    /// Every scalar satisfying `predicate`.
    init(_ predicate: PropertyPredicate) {
        var builder = Builder()
        builder.add(0, Self.maximum, predicate)
        self = builder.finish()
    }

    /// `true` if `scalar` is in the set.
    func contains(_ scalar: UInt32) -> Bool {
        var work = 0
        return contains(scalar, work: &work)
    }

    /// `true` if `scalar` is in the set; adds the probes taken (at most ``cost``) to `work`.
    @inline(__always)
    func contains(_ scalar: UInt32, work: inout Int) -> Bool {
        work += 1
        if scalar < 64 { return asciiLow & (1 << UInt64(scalar)) != 0 }
        if scalar < 128 { return asciiHigh & (1 << UInt64(scalar - 64)) != 0 }
        var low = 0
        var high = lowers.count
        while low < high {
            work += 1
            let middle = (low + high) >> 1
            if lowers[middle] <= scalar { low = middle + 1 } else { high = middle }
        }
        guard low > 0, scalar <= uppers[low - 1] else { return false }
        let label = Int(labels[low - 1])
        if label == 0 { return true }
        guard let value = Unicode.Scalar(scalar) else { return false }
        let needs = needs[label - 1]
        work += needs.lookups
        return predicates[label - 1].contains(PropertyPredicate.Signature(value, needs: needs))
    }

    /// Segment `index`'s condition.
    func predicate(ofSegment index: Int) -> PropertyPredicate {
        let label = Int(labels[index])
        return label == 0 ? .all : predicates[label - 1]
    }

    /// Builds a set from segments added in ascending order.
    struct Builder {
        private var set = ScalarSet()
        private var labelOf: [PropertyPredicate: Int32] = [:]
        private var lastPredicate = PropertyPredicate.all
        private var lastLabel: Int32 = 0

        /// Adds `lower...upper` under `predicate`, after everything added so far.
        mutating func add(_ lower: UInt32, _ upper: UInt32, _ predicate: PropertyPredicate) {
            guard predicate != .none else { return }
            var lower = lower
            if let last = set.uppers.last {
                if upper <= last { return } // within a segment already added (overlapping input)
                lower = max(lower, last + 1)
            }
            let label = label(of: predicate)
            if let last = set.uppers.last, last + 1 == lower, set.labels[set.labels.count - 1] == label {
                set.uppers[set.uppers.count - 1] = upper
                return
            }
            set.lowers.append(lower)
            set.uppers.append(upper)
            set.labels.append(label)
        }

        private mutating func label(of predicate: PropertyPredicate) -> Int32 {
            if predicate == lastPredicate { return lastLabel }
            let label: Int32
            if predicate == .all {
                label = 0
            } else if let known = labelOf[predicate] {
                label = known
            } else {
                set.predicates.append(predicate)
                label = Int32(set.predicates.count)
                labelOf[predicate] = label
            }
            (lastPredicate, lastLabel) = (predicate, label)
            return label
        }

        /// The set, with its ASCII bitmap and cost worked out.
        mutating func finish() -> ScalarSet {
            var result = set
            result.needs = result.predicates.map(\.needs)
            for segment in 0..<result.lowers.count where result.lowers[segment] < 128 {
                let predicate = result.predicate(ofSegment: segment)
                for value in result.lowers[segment]...min(result.uppers[segment], 127)
                where predicate.contains(PropertyPredicate.Signature.ascii[Int(value)]) {
                    if value < 64 {
                        result.asciiLow |= 1 << UInt64(value)
                    } else {
                        result.asciiHigh |= 1 << UInt64(value - 64)
                    }
                }
            }
            let searchSteps = Int.bitWidth - result.lowers.count.leadingZeroBitCount
            result.cost = 1 + searchSteps + (result.needs.map(\.lookups).max() ?? 0)
            return result
        }
    }
}
