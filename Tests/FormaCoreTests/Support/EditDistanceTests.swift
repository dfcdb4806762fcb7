import Foundation
import Testing

@testable import FormaCore

/// The banded edit distance against the full matrix, and its cut-offs.
@Suite struct EditDistanceTests {
    /// The full optimal-string-alignment matrix, as the reference.
    static func reference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }

    @Test(arguments: ConditionFuzzing.seeds([1, 2, 3]))
    func bandedAgreesWithTheFullMatrix(seed: UInt64) {
        var random = ConditionFuzzing.Generator(seed: seed)
        for _ in 0..<ConditionFuzzing.caseCount(2_000) {
            let a = (0..<Int(random.next() % 12)).map { _ in UInt32(97 + random.next() % 4) }
            let b = (0..<Int(random.next() % 12)).map { _ in UInt32(97 + random.next() % 4) }
            let limit = Int(random.next() % 6)
            let expected = Self.reference(a, b)
            let banded = EditDistance.distance(a, b, limit: limit)
            #expect(banded == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
        }
    }

    @Test func suggestionsStayTheSame() {
        #expect(EditDistance.nearest(to: "emial", in: ["email", "name", "phone"]) == "email")
        #expect(EditDistance.nearest(to: "NAME", in: ["email", "name"]) == "name")
        #expect(EditDistance.nearest(to: "xyz", in: ["email", "name"]) == nil)
        #expect(EditDistance.nearest(to: "ab", in: ["ac", "ab"]) == "ac")
        #expect(EditDistance.nearest(to: "abd", in: ["abc", "abe"]) == "abc")
    }

    @Test func namesLongerThanTheCutOffGetNoSuggestion() {
        let long = String(repeating: "a", count: EditDistance.maxNameLength + 1)
        #expect(EditDistance.nearest(to: long, in: [long + "b"]) == nil)
        let atLimit = String(repeating: "a", count: EditDistance.maxNameLength)
        #expect(EditDistance.nearest(to: atLimit, in: [atLimit + "b"]) == atLimit + "b")
    }

    /// 1,000 unknown 1,000-character keys took 51 s in "did you mean". Keys that long are now
    /// refused by their length before any suggestion is looked for; 1,000 unknown keys at the
    /// longest length accepted still get their suggestions quickly.
    @Test func thousandUnknownLongKeys() {
        let form = Form { Section { ForEach(0..<200, id: \.self) { TextRow("field\($0)") } } }
        var tooLong = FormValues()
        for i in 0..<1_000 { tooLong["k\(i)" + String(repeating: "x", count: 1_000)] = 1 }
        var longest = FormValues()
        for i in 0..<1_000 {
            let key = "k\(i)"
            longest[key + String(repeating: "x", count: FormValue.Limits.maxKeyLength - key.count)] = 1
        }
        let start = ContinuousClock.now
        let refused = form.setValues(tooLong)
        let report = form.setValues(longest)
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(refused.failures.map(\.reason) == [.exceedsLimit(.keyLength(1_000 + 2))])
        #expect(report.failures.count == 1_000)
        #expect(report.failures.allSatisfy { $0.reason == .unknownTag(suggestion: nil) })
    }

    /// One 1 MB unknown key took 4.3 s and 1.6 GB: `setValue` now refuses it by its length,
    /// and a suggestion for it (as for an unknown tag in a condition) is still bounded.
    @Test func oneMegabyteKey() {
        let form = Form { Section { TextRow("name") } }
        let key = String(repeating: "n", count: 1_000_000)
        let start = ContinuousClock.now
        #expect(throws: ValueError(tag: String(key.prefix(32)) + "…", reason: .exceedsLimit(.keyLength(1_000_000)))) {
            try form.setValue("x", forTag: key)
        }
        #expect(form.suggestTag(for: key) == nil)
        #expect(ContinuousClock.now - start < .seconds(5))
    }
}
