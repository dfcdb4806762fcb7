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
    private var slots: [Int]
    private let mask: Int
    private let seed: UInt64
    private static let empty = -1

    /// The seed of every table in this process.
    private static let processSeed = UInt64.random(in: .min ... .max)

    /// A table for up to `capacity` keys; the load stays at or below one half.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int](repeating: Self.empty, count: size * 2)
        mask = size - 1
        seed = Self.processSeed
    }

    @inline(__always)
    private func start(_ key: Int) -> Int {
        var z = UInt64(bitPattern: Int64(key)) ^ seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(truncatingIfNeeded: z) & mask
    }

    /// Stores `value` (non-negative) for `key` unless the key is already present; returns
    /// whether it was stored.
    @discardableResult
    mutating func insertIfAbsent(_ key: Int, _ value: Int) -> Bool {
        var slot = start(key)
        while true {
            let stored = slots[2 * slot + 1]
            if stored == Self.empty {
                slots[2 * slot] = key
                slots[2 * slot + 1] = value
                return true
            }
            if slots[2 * slot] == key { return false }
            slot = (slot + 1) & mask
        }
    }

    /// The value stored for `key`, or `-1`.
    @inline(__always)
    func value(for key: Int) -> Int {
        var slot = start(key)
        while true {
            let stored = slots[2 * slot + 1]
            if stored == Self.empty || slots[2 * slot] == key { return stored }
            slot = (slot + 1) & mask
        }
    }
}
