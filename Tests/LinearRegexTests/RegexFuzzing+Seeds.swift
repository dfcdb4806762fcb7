import Foundation

/// Seeds and case counts of the engine's fuzz tests: a seeded generator, so that every run —
/// and every failure — can be repeated.
enum FuzzSeeds {
    /// SplitMix64: small, fast, and good enough to drive a fuzzer.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// How many cases a test runs: a bounded number normally, a hundred times more with
    /// `FORMA_LONG=1`.
    static func caseCount(_ bounded: Int) -> Int {
        ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" ? bounded * 100 : bounded
    }

    /// The seeds of a test, plus `FORMA_SEED` when it is set (to explore further).
    static func seeds(_ base: [UInt64]) -> [UInt64] {
        guard let extra = ProcessInfo.processInfo.environment["FORMA_SEED"].flatMap(UInt64.init) else { return base }
        return base + [extra]
    }
}
