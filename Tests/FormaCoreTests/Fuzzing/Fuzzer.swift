import Foundation
import Testing

@testable import FormaCore

/// Runs one fuzzer: many small cases, each from its own seed, so that any failing case can be
/// run again alone.
///
/// - In `swift test`, `bounded` cases (a fraction of a second each fuzzer).
/// - With `FORMA_LONG=1`, `FORMA_FUZZ_ITERATIONS` cases (default: `bounded × 1,000`),
///   stopping early when `FORMA_FUZZ_SECONDS` is set and that many seconds have passed.
///   The runner prints `FUZZ <name> cases=… seconds=…` at the end.
/// - `FORMA_FUZZ_SEED=0x…` runs that one case seed only (as printed by a failure).
/// - `FORMA_FUZZ_TRACE=1` prints every case seed before it runs, so that the last line
///   before a trap names the case.
///
/// A case reports a finding by throwing ``Finding`` with a minimal reproduction; the runner
/// records it with the case seed and the command that runs it again, and stops.
struct Fuzzer {
    /// The suite's random generator (SplitMix64), shared with the other seeded tests.
    typealias Generator = ConditionFuzzing.Generator

    /// A failure found by a case: what is wrong, and the smallest input found that shows it.
    struct Finding: Error, CustomStringConvertible {
        var message: String
        var reproduction: String
        var description: String { "\(message)\nminimal reproduction:\n\(reproduction)" }
    }

    /// The name the fuzzer is filtered by (`swift test --filter <name>`).
    let name: String
    /// The first case's seed; case `i` runs from `base + i`.
    let base: UInt64
    /// The number of cases in a normal `swift test`.
    let bounded: Int

    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Whether the long mode is on (`FORMA_LONG=1`).
    static var isLong: Bool { environment["FORMA_LONG"] == "1" }

    /// Reads a number written in decimal or with a `0x` prefix.
    static func number(_ text: String?) -> UInt64? {
        guard let text else { return nil }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// The seeds to run and the time allowed.
    var plan: (seeds: [UInt64], seconds: Double?) {
        if let seed = Self.number(Self.environment["FORMA_FUZZ_SEED"]) { return ([seed], nil) }
        guard Self.isLong else { return ((0..<UInt64(bounded)).map { base &+ $0 }, nil) }
        let count = Self.number(Self.environment["FORMA_FUZZ_ITERATIONS"]).map(Int.init) ?? bounded * 1_000
        let seconds = Self.environment["FORMA_FUZZ_SECONDS"].flatMap(Double.init)
        return ((0..<UInt64(count)).map { base &+ $0 }, seconds)
    }

    /// Runs the cases; returns how many ran.
    @discardableResult
    func run(_ body: (inout Generator) throws -> Void) -> Int {
        let (seeds, seconds) = plan
        let clock = ContinuousClock()
        let start = clock.now
        let trace = Self.environment["FORMA_FUZZ_TRACE"] == "1"
        var cases = 0
        for seed in seeds {
            if let seconds, (clock.now - start) > .seconds(seconds) { break }
            if trace { FileHandle.standardError.write(Data("FUZZ \(name) case \(Self.hex(seed))\n".utf8)) }
            var random = Generator(seed: seed)
            cases += 1
            do {
                try body(&random)
            } catch {
                Issue.record(
                    """
                    fuzzer \(name), case seed \(Self.hex(seed)): \(error)
                    run it again with: FORMA_FUZZ_SEED=\(Self.hex(seed)) swift test --filter \(name)
                    """)
                break
            }
        }
        if Self.isLong {
            let elapsed = clock.now - start
            print("FUZZ \(name) cases=\(cases) seconds=\(elapsed.components.seconds)")
        }
        return cases
    }

    static func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

    /// The smallest sub-list of `items` found for which `fails` still holds: chunks are
    /// taken out, halving their size, until no single item can go (a simple delta debugging).
    static func shrink<T>(_ items: [T], fails: ([T]) -> Bool) -> [T] {
        var current = items
        var chunk = max(1, current.count / 2)
        while true {
            var removed = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if fails(candidate) {
                    current = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removed { return current }
            if !removed { chunk = max(1, chunk / 2) }
        }
    }

    /// The kind of a problem: its text up to the first colon. Shrinking keeps the kind, so
    /// that the reproduction shows the same failure, not another one met on the way.
    static func kind(_ problem: String?) -> Substring? { problem?.prefix { $0 != ":" } }

    /// The shortest text found by taking characters out of `text` for which `fails` holds.
    static func shrink(_ text: String, fails: (String) -> Bool) -> String {
        String(shrink(Array(text)) { fails(String($0)) })
    }
}

extension Fuzzer.Generator {
    /// A random index below `count` (which must be positive).
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// `true` with probability 1 / `n`.
    mutating func oneIn(_ n: Int) -> Bool { next() % UInt64(n) == 0 }

    /// A random element.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
