/// A map from identities — any `Int`, dense or sparse, negative, `Int.min` or `Int.max` — to
/// non-negative integers, by open addressing with linear probing in one flat array sized to
/// the input. The diff builds one per snapshot side instead of a `Dictionary`: no per-element
/// allocation, no resizing, one cache line per lookup in the common case.
///
/// Slots are chosen by a strong 64-bit mix of the key with a seed drawn once per process, so
/// no choice of identities — adversarial or merely regular, such as multiples of a large
/// number — can be arranged in advance to collide.
struct IdentityTable {
    /// Key and value of each slot, interleaved; a value of `empty` marks a free slot.
    private let slots: [Int]
    private let mask: Int
    private let seed: UInt64
    /// For sets of identities only: one bit per hash of a key, in a bitmap with about 16
    /// bits per key, so that the many lookups of absent keys are settled by one
    /// well-predicted bit test. Empty for other tables.
    private var filter: [UInt64] = []
    private var filterShift: UInt64 = 0
    private var filterMultiplier: UInt64 = 1
    private static let empty = -1

    /// The seed of every table in this process.
    private static let processSeed = UInt64.random(in: .min ... .max)

    /// The sections of a snapshot: identity → index. The first of duplicates wins.
    init(sections: [FormSnapshot.SectionEntry]) {
        var builder = Builder(capacity: sections.count)
        for (i, section) in sections.enumerated() { builder.insert(section.id.rawValue, i) }
        (slots, mask, seed) = (builder.slots, builder.mask, builder.seed)
    }

    /// The rows of a snapshot's sections that lie in `gaps` (runs of rows of one section
    /// each), less those `skipping` marks with a non-negative number (by flat index,
    /// `offsets[section] + row`): identity → place, packed as `section << 32 | row`. The
    /// first of duplicates wins.
    init(rowsOf sections: [FormSnapshot.SectionEntry], in gaps: [SnapshotMatch.Gap], offsets: [Int], skipping: [Int]?) {
        var count = 0
        for gap in gaps {
            if let skipping {
                let base = offsets[gap.section]
                for r in gap.rows where skipping[base + r] < 0 { count += 1 }
            } else {
                count += gap.rows.count
            }
        }
        var builder = Builder(capacity: count)
        for gap in gaps {
            let rows = sections[gap.section].rows
            let packed = gap.section << 32
            let base = offsets[gap.section]
            for r in gap.rows where skipping.map({ $0[base + r] < 0 }) ?? true {
                builder.insert(rows[r].rawValue, packed | r)
            }
        }
        (slots, mask, seed) = (builder.slots, builder.mask, builder.seed)
    }

    /// A set of row identities (each stored with the value 0), for ``contains(_:)``.
    init(identities: Set<RowID>) {
        var builder = Builder(capacity: identities.count)
        var bits = 64
        var shift: UInt64 = 58
        while bits < identities.count * 16 {
            bits <<= 1
            shift -= 1
        }
        var filter = [UInt64](repeating: 0, count: bits / 64)
        for id in identities {
            builder.insert(id.rawValue, 0)
            let bit = Self.filterBit(id.rawValue, Self.processFilterMultiplier, shift)
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        (slots, mask, seed) = (builder.slots, builder.mask, builder.seed)
        self.filter = filter
        filterShift = shift
        filterMultiplier = Self.processFilterMultiplier
    }

    /// Whether `key` is in a set built by ``init(identities:)``. Most keys are absent and
    /// settled by the filter, whose bit is chosen by one multiplication (a universal hash
    /// with a secret odd multiplier); the table's strong mix is left for the rest.
    @inline(__always)
    func contains(_ key: Int) -> Bool {
        if !filter.isEmpty {
            let bit = Self.filterBit(key, filterMultiplier, filterShift)
            if filter[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
        }
        var slot = Self.start(key, seed, mask)
        while true {
            let stored = slots[2 * slot + 1]
            if stored == Self.empty { return false }
            if slots[2 * slot] == key { return true }
            slot = (slot + 1) & mask
        }
    }

    /// The odd multiplier of the filters' hash, drawn once per process.
    private static let processFilterMultiplier = UInt64.random(in: .min ... .max) | 1

    @inline(__always)
    private static func filterBit(_ key: Int, _ multiplier: UInt64, _ shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* multiplier) >> shift)
    }

    /// Fills the slots of a table under construction.
    private struct Builder {
        var slots: [Int]
        let mask: Int
        let seed = IdentityTable.processSeed

        /// Room for `capacity` keys with the load at or below two thirds.
        init(capacity: Int) {
            var size = 16
            while size * 2 < capacity * 3 { size <<= 1 }
            slots = [Int](repeating: IdentityTable.empty, count: size * 2)
            mask = size - 1
        }

        /// Stores `value` (non-negative) for `key` unless the key is already present.
        mutating func insert(_ key: Int, _ value: Int) {
            var slot = IdentityTable.start(key, seed, mask)
            while true {
                if slots[2 * slot + 1] == IdentityTable.empty {
                    slots[2 * slot] = key
                    slots[2 * slot + 1] = value
                    return
                }
                if slots[2 * slot] == key { return }
                slot = (slot + 1) & mask
            }
        }
    }

    @inline(__always)
    private static func mix(_ key: Int, _ seed: UInt64) -> UInt64 {
        var z = UInt64(bitPattern: Int64(key)) ^ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always)
    private static func start(_ key: Int, _ seed: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: mix(key, seed)) & mask
    }

    /// The value stored for `key`, or `-1`.
    @inline(__always)
    func value(for key: Int) -> Int {
        var slot = Self.start(key, seed, mask)
        while true {
            let stored = slots[2 * slot + 1]
            if stored == Self.empty || slots[2 * slot] == key { return stored }
            slot = (slot + 1) & mask
        }
    }
}
