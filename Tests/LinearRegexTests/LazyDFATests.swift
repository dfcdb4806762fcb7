import Foundation
import Testing

@testable import LinearRegex

/// The lazy DFA against the Pike VM it stands in for: the same answers on seeded random
/// patterns and texts, and the fall-back when its cache reaches the memory limit.
@Suite struct LazyDFATests {
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// The Pike VM's answer, as the reference.
    static func pikeVM(_ regex: RegularExpression, _ text: [UInt32], search: Bool) -> Bool {
        var vm = PikeVM(program: regex.program, text: text)
        return vm.run(whole: !search) != nil
    }

    static func dfa(_ regex: RegularExpression, _ text: [UInt32], search: Bool, limit: Int) -> LazyDFA.Outcome {
        var dfa = LazyDFA(program: regex.program, text: text, search: search, memoryLimit: limit)
        return dfa.run()
    }

    @Test(arguments: FuzzSeeds.seeds([31, 32, 33, 34]))
    func agreesWithThePikeVM(seed: UInt64) throws {
        var random = RegexFuzzing.Generator(seed: seed)
        var disagreements: [String] = []
        for _ in 0..<FuzzSeeds.caseCount(300) {
            let pattern = RegexFuzzing.pattern(&random)
            guard let regex = try? RegularExpression(pattern) else { continue } // refused patterns have nothing to run
            for _ in 0..<4 {
                let length = Int(random.next() % 40)
                let text = (0..<length).map { _ in RegexFuzzing.pick(RegexFuzzing.texts, &random) }.joined()
                let scalars = Self.scalars(text)
                for search in [true, false] {
                    let expected: LazyDFA.Outcome = Self.pikeVM(regex, scalars, search: search) ? .matched : .noMatch
                    let outcome = Self.dfa(regex, scalars, search: search, limit: LazyDFA.defaultMemoryLimit)
                    let small = Self.dfa(regex, scalars, search: search, limit: 600)
                    if outcome != expected || (small != expected && small != .gaveUp) {
                        disagreements.append("\(pattern.debugDescription) \(text.debugDescription) search \(search)")
                    }
                }
            }
            if disagreements.count > 5 { break }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// A search starts the Pike VM where the automaton last had no thread in flight; on
    /// seeded random patterns and long texts it finds the same leftmost match as a Pike VM
    /// run from the start.
    @Test(arguments: FuzzSeeds.seeds([35, 36]))
    func searchFromTheIdlePositionFindsTheLeftmostMatch(seed: UInt64) throws {
        var random = RegexFuzzing.Generator(seed: seed)
        let alphabet = seed % 2 == 0 ? RegexFuzzing.basic : RegexFuzzing.unicode
        var disagreements: [String] = []
        for _ in 0..<FuzzSeeds.caseCount(200) {
            let pattern = RegexFuzzing.pattern(&random, alphabet)
            guard let regex = try? RegularExpression(pattern) else { continue } // refused patterns have nothing to run
            let length = RegularExpression.shortText + Int(random.next() % 40)
            let text = (0..<length).map { _ in RegexFuzzing.pick(alphabet.texts, &random) }.joined()
            let scalars = Self.scalars(text)
            var vm = PikeVM(program: regex.program, text: scalars)
            let expected = vm.run(whole: false)
            if regex.firstMatch(scalars: scalars) != expected {
                disagreements.append("\(pattern.debugDescription) \(text.debugDescription)")
                if disagreements.count > 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// Each transition is computed once: `.*` repeated twelve times then `b` over 10,000
    /// scalars needs a handful, not one per scalar.
    @Test func transitionsAreComputedOnce() throws {
        let regex = try RegularExpression(String(repeating: ".*", count: 12) + "b")
        let text = Self.scalars(String(repeating: "a", count: 9_999) + "!")
        var dfa = LazyDFA(program: regex.program, text: text, search: true)
        #expect(dfa.run() == .noMatch)
        #expect(dfa.computedTransitions < 10)
    }

    /// A pattern whose automaton has a new state at almost every scalar runs out of cache:
    /// the DFA gives up, and matching falls back to the Pike VM with the same answer.
    @Test func cacheOverflowFallsBackToThePikeVM() throws {
        let regex = try RegularExpression("(?:a|b)*a(?:a|b){10}c")
        var random = FuzzSeeds.Generator(seed: 7)
        let letters = (0..<1_500).map { _ in random.next() % 2 == 0 ? "a" : "b" }.joined()
        let limit = 50_000
        let scalars = Self.scalars(letters)
        #expect(Self.dfa(regex, scalars, search: true, limit: limit) == .gaveUp)
        #expect(Self.dfa(regex, scalars, search: true, limit: LazyDFA.defaultMemoryLimit) == .noMatch)
        #expect(regex.firstMatch(scalars: scalars, memoryLimit: limit) == nil)
        #expect(regex.wholeMatch(scalars: scalars, memoryLimit: limit) == false)
        let matching = Self.scalars(letters + "a" + String(repeating: "b", count: 10) + "c")
        #expect(Self.dfa(regex, matching, search: false, limit: limit) == .gaveUp)
        #expect(regex.wholeMatch(scalars: matching, memoryLimit: limit))
        #expect(regex.firstMatch(scalars: matching, memoryLimit: limit) == 0..<matching.count)
    }

    /// Short texts go to the Pike VM; long ones through the DFA give the same answers.
    @Test func shortAndLongTextsAgree() throws {
        let regex = try RegularExpression(#"[a-z]+@[a-z]+\.com"#)
        for text in ["me@example.com", String(repeating: "x", count: 40) + " me@example.com"] {
            #expect(try regex.firstMatch(in: text) != nil)
            #expect(try regex.wholeMatch(text) == (text.count < RegularExpression.shortText))
        }
    }

    /// Assertions that look at the scalars either side keep working inside the text, and
    /// those that look at the end are decided in the last positions.
    @Test func assertionsInsideAndAtTheEnd() throws {
        let cases: [(pattern: String, text: String, search: Bool, expected: Bool)] = [
            (#"\bcat\b"#, String(repeating: "x", count: 50) + " cat " + String(repeating: "y", count: 50), true, true),
            (#"\bcat\b"#, String(repeating: "x", count: 50) + "cat " + String(repeating: "y", count: 50), true, false),
            (
                "(?m)^b$", String(repeating: "a", count: 20) + "\r\nb\r\n" + String(repeating: "a", count: 20), true,
                true
            ),
            ("(?m)^b$", String(repeating: "a", count: 20) + "\rb\r\n" + String(repeating: "a", count: 20), true, true),
            ("(?m)^b$", String(repeating: "a", count: 20) + "xb\n" + String(repeating: "a", count: 20), true, false),
            ("a+$", String(repeating: "a", count: 30) + "\n", true, true),
            ("a+$", String(repeating: "a", count: 30) + "\r\n", true, true),
            ("a+$", String(repeating: "a", count: 30) + "\n\n", true, false),
            ("a+\\z", String(repeating: "a", count: 30) + "\n", true, false),
            ("(?s).+", String(repeating: "a", count: 30) + "\r\n", false, true),
        ]
        for item in cases {
            let regex = try RegularExpression(item.pattern)
            let scalars = Self.scalars(item.text)
            #expect(Self.pikeVM(regex, scalars, search: item.search) == item.expected, "\(item.pattern)")
            let outcome = Self.dfa(regex, scalars, search: item.search, limit: LazyDFA.defaultMemoryLimit)
            #expect(outcome == (item.expected ? .matched : .noMatch), "\(item.pattern) \(item.text.debugDescription)")
        }
    }
}
