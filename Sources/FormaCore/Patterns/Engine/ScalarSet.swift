/// A set of Unicode scalars, as a character class describes it: ranges, properties and
/// the set operations ICU allows inside `[…]` (nesting, `&&`, `--`, `^`).
///
/// Nesting is bounded by the parser (``RegularExpression/Limits/maxNesting``), so the
/// recursive membership test and teardown are bounded too.
indirect enum ScalarSet: Sendable {
    /// Scalars within any of the ranges.
    case ranges([ClosedRange<UInt32>])
    /// Scalars with a property.
    case property(ScalarProperty)
    /// Scalars in any of the sets.
    case union([ScalarSet])
    /// Scalars in both.
    case intersection(ScalarSet, ScalarSet)
    /// Scalars in the first and not in the second.
    case subtraction(ScalarSet, ScalarSet)
    /// Scalars not in the set.
    case negation(ScalarSet)
    /// Scalars equal under simple case folding to a scalar in the set: a class under `(?i)`.
    /// ICU closes each bracket over case before negating it, so `(?i)[^a]` matches
    /// neither `a` nor `A`, and the parser wraps in that order.
    case caseClosed(ScalarSet)

    /// `true` if `scalar` is in the set.
    func contains(_ scalar: UInt32) -> Bool {
        switch self {
        case .ranges(let ranges):
            for range in ranges where range.contains(scalar) { return true }
            return false
        case .property(let property):
            guard let value = Unicode.Scalar(scalar) else { return false }
            return property.contains(value)
        case .union(let sets):
            for set in sets where set.contains(scalar) { return true }
            return false
        case .intersection(let a, let b): return a.contains(scalar) && b.contains(scalar)
        case .subtraction(let a, let b): return a.contains(scalar) && !b.contains(scalar)
        case .negation(let set): return !set.contains(scalar)
        case .caseClosed(let set):
            if set.contains(scalar) { return true }
            for variant in CaseFolding.variants(of: scalar) where variant != scalar {
                if set.contains(variant) { return true }
            }
            return false
        }
    }

    /// A single scalar.
    static func scalar(_ value: Unicode.Scalar) -> ScalarSet { .ranges([value.value...value.value]) }
}
