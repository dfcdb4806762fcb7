/// Simple (one scalar to one scalar) case folding, as ICU uses for case-insensitive
/// matching of single scalars. Full foldings that change length (`ß` → `ss`) are not used.
enum CaseFolding {
    /// The scalar `value` folds to: its single-scalar uppercase, then that one's
    /// single-scalar lowercase (so `ſ`, `S` and `s` all fold to `s`, the Kelvin sign to `k`).
    static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) ? value + 0x20 : value
        }
        // Dotless i folds to itself outside Turkish rules, as in Unicode's CaseFolding.txt.
        guard value != 0x131, let scalar = Unicode.Scalar(value) else { return value }
        let upper = single(scalar.properties.uppercaseMapping) ?? scalar
        let lower = single(upper.properties.lowercaseMapping) ?? upper
        if lower != upper { return lower.value }
        return (single(scalar.properties.lowercaseMapping) ?? scalar).value
    }

    /// `value` and the scalars it may equal when case is ignored: its fold, lowercase,
    /// uppercase and titlecase where they are single scalars.
    static func variants(of value: UInt32) -> [UInt32] {
        guard let scalar = Unicode.Scalar(value) else { return [value] }
        if value < 0x80 {
            let lower = (value >= 0x41 && value <= 0x5A) ? value + 0x20 : value
            switch lower {
            case 0x6B: return [value, 0x6B, 0x4B, 0x212A] // k, K, Kelvin sign
            case 0x73: return [value, 0x73, 0x53, 0x17F] // s, S, long s
            case 0x61...0x7A: return [value, lower, lower - 0x20]
            default: return [value]
            }
        }
        let properties = scalar.properties
        var result: [UInt32] = [value, fold(value)]
        for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
            if let other = single(mapping) { result.append(other.value) }
        }
        return result
    }

    private static func single(_ text: String) -> Unicode.Scalar? {
        var iterator = text.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first
    }
}
