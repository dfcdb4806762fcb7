/// The optimal-string-alignment distance from one name of at most 64 scalars to many
/// others, with the bit-vector algorithm of Hyyrö (2003): the name's column of the
/// distance matrix is kept as bit vectors in one 64-bit word, so each scalar of the other
/// string costs a few word operations.
///
/// It computes exactly what ``EditDistance/distance(_:_:limit:)`` computes.
struct BitParallelDistance {
    private let length: Int
    /// For each ASCII scalar, the positions in the name where it occurs.
    private var asciiMasks = [UInt64](repeating: 0, count: 128)
    /// The same for the name's other scalars, searched linearly (a name has at most 64).
    private var otherMasks: [(scalar: UInt32, mask: UInt64)] = []

    /// Prepares `name`, which must have between 1 and 64 scalars.
    init(_ name: [UInt32]) {
        length = min(name.count, 64)
        for (index, scalar) in name.prefix(64).enumerated() {
            let bit = UInt64(1) << UInt64(index)
            if scalar < 128 {
                asciiMasks[Int(scalar)] |= bit
            } else if let slot = otherMasks.firstIndex(where: { $0.scalar == scalar }) {
                otherMasks[slot].mask |= bit
            } else {
                otherMasks.append((scalar, bit))
            }
        }
    }

    private func mask(_ scalar: UInt32) -> UInt64 {
        if scalar < 128 { return asciiMasks[Int(scalar)] }
        for entry in otherMasks where entry.scalar == scalar { return entry.mask }
        return 0
    }

    /// The distance from the name to `other`, or `nil` if it is above `limit`. Stops as
    /// soon as the rest of `other` could not bring it back within `limit`.
    ///
    /// - Complexity: O(`other`) word operations.
    func distance(to other: [UInt32], limit: Int) -> Int? {
        guard length > 0 else { return other.count <= limit ? other.count : nil }
        var vp = UInt64.max
        var vn: UInt64 = 0
        var d0: UInt64 = 0
        var previousMask: UInt64 = 0
        var score = length
        let last = UInt64(1) << UInt64(length - 1)
        var remaining = other.count
        for scalar in other {
            let pm = mask(scalar)
            let transposition = ((~d0 & pm) << 1) & previousMask
            d0 = (((pm & vp) &+ vp) ^ vp) | pm | vn | transposition
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & last != 0 {
                score += 1
            } else if hn & last != 0 {
                score -= 1
            }
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            previousMask = pm
            remaining -= 1
            // The last row moves by at most one per remaining scalar.
            if score - remaining > limit { return nil }
        }
        return score <= limit ? score : nil
    }
}
