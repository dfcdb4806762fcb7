import Foundation
import Testing

@testable import LinearRegex

/// Look-ahead and look-behind, pattern by pattern, and the limits that keep them linear.
@Suite struct LookaroundTests {
    /// (pattern, text, whole match?).
    static let wholeMatches: [(String, String, Bool)] = [
        (#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#, "abc123", true),
        (#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#, "abcdef", false),
        (#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#, "123456", false),
        (#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#, "a1", false),
        ("(?!ab)[a-z]{2}", "ab", false), ("(?!ab)[a-z]{2}", "ac", true),
        ("[a-z]{2}(?<=ab)", "ab", true), ("[a-z]{2}(?<!ab)", "ab", false), ("[a-z]{2}(?<!ab)", "cb", true),
        ("(?<=a*)b", "b", true), ("a*(?<=^a+)b", "aab", true), ("a*(?<=^a+)b", "b", false),
        ("(?=(?=(?=a)))a", "a", true), ("(?=a(?<=a))a", "a", true), ("(?=a(?!b))ab", "ab", false),
        ("((?=a*b)a)*c", "aac", false), ("((?=a*b)a)*b", "aab", true),
        ("(?:(?=a)){2}a", "a", true), ("(?i)(?=A)a", "a", true), ("(?=(?i)A)a", "a", true),
        ("a(?=$)", "a", true), ("a(?=\\b)", "a", true), ("a(?<=\\b.)", "a", true), ("a(?<=\\B.)", "a", false),
        ("(?m)a(?=$)\\nb", "a\nb", true),
    ]

    @Test(arguments: wholeMatches)
    func wholeMatch(pattern: String, text: String, expected: Bool) throws {
        #expect(try RegularExpression(pattern).wholeMatch(text) == expected)
    }

    /// (pattern, text, the first match as (scalar offset, length) or nil).
    static let searches: [(String, String, [Int]?)] = [
        ("\\d+(?= dollars)", "pay 10 euros or 20 dollars", [16, 2]), ("(?<=\\$)\\d+", "cost: $42", [7, 2]),
        ("(?<!\\$)\\b\\d+", "$42 or 17", [7, 2]), ("\\b\\w+(?<!s)\\b", "cats dog", [5, 3]),
        ("(?<=a*)b", "aaab", [3, 1]), ("(?=(a|aa)*c)", "aaac", [0, 0]), ("(?=(a|aa)*c)", "aaa", nil),
        ("q(?!u)", "quit qat", [5, 1]), ("(?<=\\r\\n)x", "x\r\nx", [3, 1]),
    ]

    @Test(arguments: searches)
    func firstMatch(pattern: String, text: String, expected: [Int]?) throws {
        let found = try RegularExpression(pattern).firstMatch(in: text).map { range in
            [
                text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound),
                text.unicodeScalars.distance(from: range.lowerBound, to: range.upperBound),
            ]
        }
        #expect(found == expected)
    }

    /// The public API gives texts of 32 scalars and more to the lazy DFA, whose columns
    /// then carry which look-arounds hold: both matchers agree on long texts.
    @Test(arguments: [
        (#"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$"#, "aB3"), ("(?<!a)b", "ab"), ("(?<=ab)c|x", "abc"),
        ("((?=a*b)a)*c", "aac"), ("\\w+(?=\\.)", "ab. "), ("(?<![a-z])\\d+(?!\\d)", "a12 34"),
    ])
    func longTextsAgreeWithThePikeVM(pattern: String, unit: String) throws {
        let regex = try RegularExpression(pattern)
        for repeats in [1, 4, 12, 40] {
            let text = String(repeating: unit, count: repeats)
            let scalars = text.unicodeScalars.map(\.value)
            var vm = PikeVM(program: regex.program, text: scalars)
            var anchored = PikeVM(program: regex.program, text: scalars)
            #expect(regex.firstMatch(scalars: scalars) == vm.run(whole: false), "\(pattern) on \(text)")
            #expect(regex.wholeMatch(scalars: scalars) == (anchored.run(whole: true) != nil), "\(pattern) on \(text)")
        }
    }

    @Test func moreLookaroundsThanTheLimitAreRefusedWhereTheFirstExtraOneStarts() {
        let limit = RegularExpression.Limits.maxLookarounds
        let accepted = String(repeating: "(?=a)", count: limit) + "a"
        #expect(throws: Never.self) { try RegularExpression(accepted) }
        let hundred = String(repeating: "(?=a)", count: 100) + "a"
        #expect(throws: RegularExpressionError(.tooManyLookarounds(limit: limit), at: 5 * limit)) {
            try RegularExpression(hundred)
        }
        #expect(limit == 64)
    }

    @Test func lookaroundsNestedPastTheLimitAreRefusedAtTheFirstTooDeep() throws {
        let limit = RegularExpression.Limits.maxLookaroundNesting
        #expect(limit == 32)
        let accepted = String(repeating: "(?=a", count: limit) + String(repeating: ")", count: limit) + "a+"
        #expect(try RegularExpression(accepted).wholeMatch(String(repeating: "a", count: limit)))
        #expect(try RegularExpression(accepted).wholeMatch(String(repeating: "a", count: limit - 1)) == false)
        let ahead = String(repeating: "(?=a", count: 100) + String(repeating: ")", count: 100)
        #expect(throws: RegularExpressionError(.lookaroundNestedTooDeeply(behind: false, limit: limit), at: 4 * limit))
        {
            try RegularExpression(ahead)
        }
        let behind = String(repeating: "(?<=a", count: 100) + String(repeating: ")", count: 100)
        let error = RegularExpressionError(.lookaroundNestedTooDeeply(behind: true, limit: limit), at: 5 * limit)
        #expect(throws: error) { try RegularExpression(behind) }
        #expect(error.description == "look-behind nested more than 32 deep in others at offset 160")
    }

    /// A look-behind over a megabyte of text: one pass to fill its table, one to match,
    /// within the work the pattern's cost allows.
    @Test func unboundedLookbehindOverAMegabyteIsMatchedWithinTheBound() throws {
        let regex = try RegularExpression("(?<=a*)b")
        let count = 1_000_000
        #expect(regex.maxInputLength >= count)
        var scalars = [UInt32](repeating: 0x61, count: count - 1)
        scalars.append(0x62)
        var work = 0
        #expect(regex.firstMatch(scalars: scalars, work: &work) == count - 1..<count)
        #expect(work <= 4 * regex.program.cost * count, "\(work / count) steps per scalar, cost \(regex.program.cost)")
        var whole = 0
        #expect(regex.wholeMatch(scalars: scalars, work: &whole) == false)
        #expect(whole <= 4 * regex.program.cost * count)
    }

    /// The patterns of the hardening benchmark on 10,000 `a`s with no match: the work per
    /// scalar stays a small multiple of the pattern's cost.
    @Test(arguments: [
        #"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$"#, "((?=a*b)a)*c", "(?<=a*)b", "(?=(a|aa)*c)",
        String(repeating: "(?=.*a", count: 20) + String(repeating: ")", count: 20) + "b",
    ])
    func hostileLookaroundsCostTheirSizePerScalar(pattern: String) throws {
        let regex = try RegularExpression(pattern)
        let scalars = [UInt32](repeating: 0x61, count: 10_000)
        var first = 0
        var whole = 0
        #expect(regex.firstMatch(scalars: scalars, work: &first) == nil)
        #expect(regex.wholeMatch(scalars: scalars, work: &whole) == false)
        let bound = 4 * regex.program.cost * scalars.count
        #expect(first <= bound, "firstMatch: \(first) steps, bound \(bound)")
        #expect(whole <= bound, "wholeMatch: \(whole) steps, bound \(bound)")
    }

    /// A look-around's table is one bit per position, whatever the pattern in it.
    @Test func tablesTakeABitPerPositionEach() throws {
        let regex = try RegularExpression("(?=a)(?<=a)(?!b)")
        #expect(regex.program.lookarounds.count == 3)
        var work = 0
        let tables = LookaroundTables(program: regex.program, text: [0x61, 0x62, 0x61], work: &work)
        #expect((0...3).map { tables.holding(0b111, at: $0) } == [0b101, 0b010, 0b101, 0b110])
        #expect(tables.memory == 3 * MemoryLayout<UInt64>.size)
    }

    /// A pass whose cache fills up goes on without it, from the same threads: the tables do
    /// not depend on the memory limit (none, a little, the default).
    @Test(arguments: [
        "(?<=a*b)c|(?=[ab]{3}(?!c))", "(?=\\b\\w+\\b)(?<!\\d)", "(?<=^|\\s)x(?=.*y(?<=y))", "(?=(a|b)*a(a|b){4})",
    ])
    func passesGoOnWithoutTheirCacheWhenItIsFull(pattern: String) throws {
        let regex = try RegularExpression(pattern)
        var random = FuzzSeeds.Generator(seed: 7)
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x20, 0x78, 0x79, 0x31]
        let text = (0..<2_000).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        var work = 0
        let full = LookaroundTables(program: regex.program, text: text, work: &work)
        for limit in [0, 600, 3_000] {
            let limited = LookaroundTables(program: regex.program, text: text, passMemoryLimit: limit, work: &work)
            let mask = UInt64(1) << UInt64(regex.program.lookarounds.count) - 1
            #expect((0...text.count).allSatisfy { full.holding(mask, at: $0) == limited.holding(mask, at: $0) })
        }
    }
}
