import Foundation
import Testing

@testable import LinearRegex

/// Patterns whose character classes once cost their size on every scalar, kept with the
/// work the matchers count (instructions visited, scalars compared, the probes of each class
/// test), never time: a class test must cost about log2 of its ranges, and the work of a
/// whole match must stay within what ``RegularExpression/maxInputLength`` allows for.
@Suite struct RegexBoundedWorkTests {
    /// Four thousand distinct scalars, every other one from U+0100: under `(?i)` they and
    /// their case partners make thousands of ranges.
    static let largeClass =
        "(?i)[" + String(String.UnicodeScalarView((0..<4_000).compactMap { Unicode.Scalar(0x100 + 2 * $0) })) + "]|z"

    /// 580 empty properties in one class.
    static let emptyProperties = "(?i)[" + String(repeating: "\\P{Any}", count: 580) + "]|z"

    /// A text none of whose scalars is in either class (CJK ideographs, cycling through 500
    /// so that the automaton meets new ones), ending in the `z` that the second branch finds:
    /// the Pike VM then runs over all of it.
    static func text(length: Int) -> [UInt32] {
        (0..<length - 1).map { 0x4E00 + UInt32($0 % 500) } + [0x7A]
    }

    /// The work of `firstMatch` and of `wholeMatch` on `text`, and of the Pike VM searching
    /// all of it alone (as it does when the automaton's cache is full).
    static func work(_ regex: RegularExpression, _ text: [UInt32]) -> (first: Int, whole: Int, found: Range<Int>?) {
        var first = 0
        var whole = 0
        let found = regex.firstMatch(scalars: text, work: &first)
        _ = regex.wholeMatch(scalars: text, work: &whole)
        var vm = PikeVM(program: regex.program, text: text)
        let alone = vm.run(whole: false)
        #expect(alone == found)
        return (first, max(whole, vm.work), found)
    }

    /// `(?i)[` 4,000 distinct scalars `]|z` on 1,000,000 characters took 249 s: each scalar
    /// was compared with every range, and every case variant of it again.
    @Test func largeCaseInsensitiveClassCostsItsLogarithmPerScalar() throws {
        let regex = try RegularExpression(Self.largeClass)
        let text = Self.text(length: 20_000)
        let (first, whole, found) = Self.work(regex, text)
        #expect(found == text.count - 1..<text.count)
        #expect(first < 40 * text.count, "firstMatch: \(first / text.count) per scalar")
        #expect(whole < 40 * text.count, "wholeMatch or the Pike VM: \(whole / text.count) per scalar")
        #expect(regex.maxInputLength == RegularExpression.Limits.maxInputLength)
    }

    /// `(?i)[` 580 × `\P{Any}` `]|z` on 1,000,000 characters took 56 s: the class was tested
    /// item by item, though it is empty.
    @Test func classOfEmptyPropertiesCostsNothingPerScalar() throws {
        let regex = try RegularExpression(Self.emptyProperties)
        let text = Self.text(length: 20_000)
        let (first, whole, found) = Self.work(regex, text)
        #expect(found == text.count - 1..<text.count)
        #expect(first < 20 * text.count, "firstMatch: \(first / text.count) per scalar")
        #expect(whole < 20 * text.count, "wholeMatch or the Pike VM: \(whole / text.count) per scalar")
        #expect(regex.maxInputLength == RegularExpression.Limits.maxInputLength)
    }

    /// The limit's cost model bounds the work counted: a match costs at most a small
    /// multiple of the text's length times ``RegexProgram/cost``, for the patterns above and
    /// for seeded random patterns with classes of every kind.
    @Test(arguments: FuzzSeeds.seeds([21, 22]))
    func workStaysWithinTheCostModel(seed: UInt64) throws {
        var random = RegexFuzzing.Generator(seed: seed)
        var patterns = [Self.largeClass, Self.emptyProperties]
        for _ in 0..<FuzzSeeds.caseCount(100) {
            patterns.append(RegexFuzzing.pattern(&random, seed % 2 == 0 ? RegexFuzzing.basic : RegexFuzzing.unicode))
        }
        for pattern in patterns {
            guard let regex = try? RegularExpression(pattern) else { continue } // refused patterns have nothing to run
            for length in [5, 40, 300] {
                let text = (0..<length).map { _ in RegexFuzzing.pick(RegexFuzzing.unicode.texts, &random) }.joined()
                let scalars = text.unicodeScalars.map(\.value)
                let (first, whole, _) = Self.work(regex, scalars)
                let bound = Self.costFactor * (scalars.count + 2) * regex.program.cost
                #expect(first <= bound && whole <= bound, "\(pattern.debugDescription): \(first), \(whole) > \(bound)")
            }
        }
    }

    /// How many times the cost model a match may take: the automaton and the Pike VM each
    /// visit every instruction a bounded number of times per scalar.
    static let costFactor = 6
}
