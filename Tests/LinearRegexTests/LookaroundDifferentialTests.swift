import Foundation
import Testing

@testable import LinearRegex

/// Seeded random patterns with look-aheads and look-behinds, nested, negated and next to
/// anchors and loops, against ``BacktrackingReference`` on small texts, and against
/// `NSRegularExpression` (ICU) wherever ICU takes the pattern (it refuses unbounded
/// look-behind). The lazy DFA is checked on the same short texts the public API would give
/// the Pike VM. A bounded slice runs here; `FORMA_LONG=1` runs a hundred times more.
@Suite struct LookaroundDifferentialTests {
    @Test(arguments: FuzzSeeds.seeds([21, 22, 23, 24]))
    func agreesWithBacktrackingAndICU(seed: UInt64) {
        var random = FuzzSeeds.Generator(seed: seed)
        var disagreements: [String] = []
        var comparedWithICU = 0
        let cases = FuzzSeeds.caseCount(120)
        for _ in 0..<cases {
            let pattern = Self.pattern(&random)
            let texts = (0..<6).map { _ in Self.text(&random) }
            if let disagreement = Self.compare(pattern, texts: texts, comparedWithICU: &comparedWithICU) {
                disagreements.append(disagreement)
                if disagreements.count > 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        // ICU takes most of them (it refuses unbounded look-behind): the comparison is not vacuous.
        #expect(comparedWithICU > cases * 2)
    }

    static let literals = ["a", "b", "c", "1", "A", " ", "\\d", "\\w", "\\W", ".", "[ab]", "[^a]", "[a-c1]"]
    static let anchors = ["^", "$", "\\b", "\\B"]
    static let letters = ["a", "b", "c", "1", "A", " ", "b", "a"]

    static func pattern(_ random: inout FuzzSeeds.Generator) -> String {
        var pattern = alternation(&random, depth: 0)
        if !pattern.contains("(?") { pattern = "(?=" + pattern + ")" + alternation(&random, depth: 1) }
        return pattern
    }

    static func alternation(_ random: inout FuzzSeeds.Generator, depth: Int) -> String {
        let branches = random.next() % 5 == 0 ? 2 : 1
        return (0..<branches).map { _ in concatenation(&random, depth: depth) }.joined(separator: "|")
    }

    static func concatenation(_ random: inout FuzzSeeds.Generator, depth: Int) -> String {
        (0..<(1 + Int(random.next() % 3))).map { _ in quantified(&random, depth: depth) }.joined()
    }

    static func quantified(_ random: inout FuzzSeeds.Generator, depth: Int) -> String {
        let (atom, repeatable) = atom(&random, depth: depth)
        guard repeatable, random.next() % 3 == 0 else { return atom }
        var quantifier = RegexFuzzing.pick(["*", "+", "?", "{2}", "{1,3}", "{0,2}"], &random)
        if random.next() % 5 == 0, !atom.hasSuffix(")") { quantifier += "?" }
        return atom + quantifier
    }

    static func atom(_ random: inout FuzzSeeds.Generator, depth: Int) -> (String, repeatable: Bool) {
        switch random.next() % 10 {
        case 0, 1, 2, 3: return (RegexFuzzing.pick(literals, &random), true)
        case 4: return (RegexFuzzing.pick(anchors, &random), false)
        case 5, 6:
            guard depth < 3 else { return (RegexFuzzing.pick(literals, &random), true) }
            let open = RegexFuzzing.pick(["(?:", "("], &random)
            return (open + alternation(&random, depth: depth + 1) + ")", true)
        default:
            guard depth < 3 else { return (RegexFuzzing.pick(literals, &random), true) }
            let open = RegexFuzzing.pick(["(?=", "(?!", "(?<=", "(?<!"], &random)
            return (open + alternation(&random, depth: depth + 1) + ")", false)
        }
    }

    static func text(_ random: inout FuzzSeeds.Generator) -> String {
        (0..<Int(random.next() % 8)).map { _ in RegexFuzzing.pick(letters, &random) }.joined()
    }

    /// The first disagreement between the engine and the references on `texts`, if any.
    static func compare(_ pattern: String, texts: [String], comparedWithICU: inout Int) -> String? {
        let ours: RegularExpression
        do {
            ours = try RegularExpression(pattern)
        } catch {
            return "pattern \(pattern.debugDescription): refused \(error)"
        }
        let icu = try? NSRegularExpression(pattern: pattern)
        let icuWhole = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
        // Where a match ends after a loop whose body can match nothing depends on how a
        // backtracking engine orders empty iterations; where it starts does not.
        var parser = RegexParser(pattern, options: [])
        let nullableLoop = (try? parser.parse()).map(RegexFuzzing.hasNullableLoop) ?? true
        for text in texts {
            let scalars = text.unicodeScalars.map(\.value)
            let found = ours.firstMatch(scalars: scalars)
            let whole = ours.wholeMatch(scalars: scalars)
            var dfaSearch = LazyDFA(program: ours.program, text: scalars, search: true)
            var dfaWhole = LazyDFA(program: ours.program, text: scalars, search: false)
            let dfaFound = dfaSearch.run()
            let dfaWholeFound = dfaWhole.run()
            let describe = "pattern \(pattern.debugDescription) text \(text.debugDescription)"
            if dfaFound != (found == nil ? .noMatch : .matched) || dfaWholeFound != (whole ? .matched : .noMatch) {
                return
                    "\(describe): lazy DFA \(dfaFound) \(dfaWholeFound), Pike VM \(String(describing: found)) \(whole)"
            }
            // Repeated past 32 scalars, the public API runs the lazy DFA first and starts the
            // Pike VM where the DFA last had no thread in flight: the same answers as the VM alone.
            if !scalars.isEmpty {
                let long = Array(repeatElement(scalars, count: 40 / scalars.count + 1).joined())
                var alone = PikeVM(program: ours.program, text: long)
                var aloneWhole = PikeVM(program: ours.program, text: long)
                let expectedLong = alone.run(whole: false)
                let expectedLongWhole = aloneWhole.run(whole: true) != nil
                if ours.firstMatch(scalars: long) != expectedLong || ours.wholeMatch(scalars: long) != expectedLongWhole
                {
                    return
                        "\(describe) repeated to \(long.count): the lazy DFA then the Pike VM differ from the Pike VM"
                }
            }
            func trimmed(_ range: Range<Int>?) -> Range<Int>? {
                nullableLoop ? range.map { $0.lowerBound..<$0.lowerBound } : range
            }
            let expected: Range<Int>?
            let expectedWhole: Bool
            do {
                let reference = try BacktrackingReference(pattern, text: text)
                expected = try reference.firstMatch()
                expectedWhole = try reference.wholeMatch()
            } catch {
                continue // past the reference's budget
            }
            if trimmed(found) != trimmed(expected) || whole != expectedWhole {
                return
                    "\(describe): ours \(String(describing: found)) \(whole), backtracking \(String(describing: expected)) \(expectedWhole)"
            }
            if let icu, let icuWhole {
                comparedWithICU += 1
                let all = NSRange(location: 0, length: (text as NSString).length)
                let icuFound = icu.firstMatch(in: text, range: all).flatMap { Range($0.range, in: text) }.map {
                    text.unicodeScalars.distance(
                        from: text.startIndex, to: $0.lowerBound)..<text.unicodeScalars.distance(
                            from: text.startIndex, to: $0.upperBound)
                }
                let icuWholeFound = icuWhole.firstMatch(in: text, range: all) != nil
                if trimmed(found) != trimmed(icuFound) || whole != icuWholeFound {
                    return
                        "\(describe): ours \(String(describing: found)) \(whole), ICU \(String(describing: icuFound)) \(icuWholeFound)"
                }
            }
        }
        return nil
    }
}
