import Foundation
import Testing

@testable import FormaCore

/// The bit-parallel distance and the suggestion search built on it, against the full
/// matrix and against a plain search over every candidate.
@Suite struct BitParallelDistanceTests {
    /// A random string of up to `maxLength` scalars over a small alphabet with one
    /// non-ASCII letter and one uppercase letter, so matches, swaps and folding all happen.
    static func text(_ random: inout ConditionFuzzing.Generator, maxLength: Int) -> [UInt32] {
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x64, 0xE9, 0x42]
        return (0..<Int(random.next() % UInt64(maxLength + 1))).map { _ in
            alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
    }

    @Test(arguments: ConditionFuzzing.seeds([11, 12, 13]))
    func agreesWithTheFullMatrix(seed: UInt64) {
        var random = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(2_000) {
            var a = Self.text(&random, maxLength: random.next() % 4 == 0 ? 64 : 12)
            if a.isEmpty { a = [0x61] }
            let b = Self.text(&random, maxLength: random.next() % 4 == 0 ? 70 : 12)
            let limit = Int(random.next() % 8)
            let expected = EditDistanceTests.reference(a, b)
            let fast = BitParallelDistance(a).distance(to: b, limit: limit)
            #expect(fast == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
            #expect(fast == EditDistance.distance(a, b, limit: limit), "\(a) \(b) limit \(limit)")
        }
    }

    @Test func swapsCostOne() {
        #expect(BitParallelDistance([0x61, 0x62]).distance(to: [0x62, 0x61], limit: 4) == 1)
        #expect(BitParallelDistance([0x61, 0x62, 0x63]).distance(to: [0x63, 0x61], limit: 4) == 3)
        #expect(BitParallelDistance([0x61]).distance(to: [], limit: 4) == 1)
        #expect(BitParallelDistance([0x61]).distance(to: [0x62, 0x62, 0x62], limit: 1) == nil)
    }

    /// The nearest candidate as the search was first written: fold each, full matrix.
    static func referenceNearest(to name: String, in candidates: [String]) -> String? {
        let target = name.lowercased().unicodeScalars.map(\.value)
        guard !target.isEmpty, target.count <= EditDistance.maxNameLength else { return nil }
        let limit = min(EditDistance.maxEdits, max(1, (target.count + 2) / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let d = EditDistanceTests.reference(target, candidate.lowercased().unicodeScalars.map(\.value))
            guard d <= limit else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.candidate
    }

    @Test(arguments: ConditionFuzzing.seeds([21, 22]))
    func nearestAgreesWithAPlainSearch(seed: UInt64) {
        var random = ConditionFuzzing.Generator(seed: seed)
        func string(_ maxLength: Int) -> String {
            String(String.UnicodeScalarView(Self.text(&random, maxLength: maxLength).compactMap(Unicode.Scalar.init)))
        }
        for _ in 0..<ConditionFuzzing.caseCount(300) {
            let name = string(random.next() % 8 == 0 ? 66 : 9)
            let candidates = (0..<Int(random.next() % 30)).map { _ in string(random.next() % 8 == 0 ? 66 : 9) }
            let expected = Self.referenceNearest(to: name, in: candidates)
            #expect(EditDistance.nearest(to: name, in: candidates) == expected, "\(name) in \(candidates)")
        }
    }

    /// A 57-character key against 200 short tags: every candidate is skipped on length
    /// before it is folded (this cost 50 ms for 1,000 keys when each was folded first).
    @Test func longKeyAgainstShortTagsSkipsOnLength() {
        let tags = (0..<200).map { "field_\($0)_name" }
        let key = "fiedl_7_name" + String(repeating: "q", count: 45)
        #expect(EditDistance.nearest(to: key, in: tags) == nil)
        #expect(EditDistance.nearest(to: "fiedl_7_name", in: tags) == "field_7_name")
    }
}

/// The fact the suggestion search relies on to skip short candidates unread.
@Suite struct LowercasingLengthTests {
    @Test func noScalarLowercasesToMoreScalarsThanItsUTF8Bytes() {
        var worst: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { continue }
            let mapped = scalar.properties.lowercaseMapping.unicodeScalars.count
            if mapped > String(scalar).utf8.count { worst.append(String(value, radix: 16)) }
        }
        #expect(worst.isEmpty, "\(worst)")
        #expect("İ".lowercased().unicodeScalars.count == 2)
    }
}
