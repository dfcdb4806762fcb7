import Foundation
import Testing

@testable import FormaCore

/// What NSPredicate's further syntax and functions mean, evaluated against
/// ``ConditionFixtures/valuesForm()``: index expressions, `**`, literals in other bases,
/// escapes, `[n]`, `CAST`, and every function that applies to values.
@Suite("Condition semantics: NSPredicate functions and syntax")
struct ConditionFunctionSemanticsTests {
    static let table: [(String, FormValue)] = [
        // Index expressions; out of range, fractional and negative computed indexes are nil
        // (constant ones are refused: see TagPathTests).
        ("$days[FIRST]", "Mon"), ("$days[LAST]", "Sat"), ("$days[SIZE]", 2), ("$days[1]", "Sat"),
        ("$days[2]", nil), ("$days[1 - 2]", nil), ("$days[1 / 2]", nil), ("$scores[$count - 2]", 5),
        ("$empty[FIRST]", nil), ("$empty[SIZE]", 0), ("{1, 2, 3}[LAST]", 3), ("$name[FIRST]", nil),
        ("$name[SIZE]", 6), ("$days[FIRST] == 'Mon'", true), ("$scores[0] + $scores[LAST]", 10),
        // The power operator.
        ("2 ** 10", 1024), ("2 ** 3 ** 2", 512), ("(2 ** 3) ** 2", 64), ("-2 ** 2", 4), ("-(2 ** 2)", -4),
        ("2 ** -1", 0.5), ("4 ** 0.5", 2.0), ("2 ** 63", 9.223372036854775808e18), ("(0 - 8) ** 0.5", nil),
        ("10 ** 400", nil), ("$count ** 2", 9), ("'a' ** 2", nil), ("0 ** 0", 1), ("$on ** 3", 1),
        // Integers in other bases.
        ("0x1F", 31), ("0o17 + 0b101", 20), ("0xff == 255", true),
        // Escapes; \* and \? keep LIKE's wildcards literal.
        ("'a*c' LIKE 'a\\*c'", true), ("'abc' LIKE 'a\\*c'", false), ("'abc' LIKE 'a*c'", true),
        ("'a?' LIKE 'a\\?'", true), ("'ab' LIKE 'a\\?'", false), ("'a\\\\b' LIKE 'a\\\\\\\\b'", true),
        ("'\\x41' == 'A'", true), ("'\\101' == 'A'", true), ("'\\t' == '\\011'", true),
        // Functions in the colon form; [n] compares as written.
        ("uppercase:('abc')", "ABC"), ("lowercase:($name)", "élodie"), ("uppercase('x') == 'X'", true),
        ("$name ==[n] 'Élodie'", true), ("$name ==[cn] 'élodie'", false), ("$name BEGINSWITH[n] 'É'", true),
        // CAST, with NSPredicate's meanings: numbers and dates by seconds from 2001-01-01.
        ("CAST(0, 'NSDate') == '2001-01-01T00:00:00Z'", true), ("CAST(CAST(86400, 'NSDate'), 'NSNumber')", 86400.0),
        ("CAST('12', 'NSNumber')", 12), ("CAST(' 2.5kg', 'NSNumber')", 2.5), ("CAST('abc', 'NSNumber')", 0),
        ("CAST('-1e2', 'NSNumber')", -100.0), ("CAST(3, 'NSString')", "3"), ("CAST(2.5, 'NSString')", "2.5"),
        ("CAST($on, 'NSNumber')", 1), ("CAST($empty, 'NSString')", nil), ("CAST($price, 'NSNumber')", 2.5),
        ("CAST($birthday, 'NSString')", "2000-06-15T00:00:00Z"), ("CAST('2024-06-14', 'NSDate') == today()", true),
        ("CAST('x', 'NSDate')", nil), ("CAST($days, 'NSString')", nil),
        // Statistics; nils are skipped, anything but numbers makes them nil.
        ("average($scores)", 5.0), ("average(1, 2)", 1.5), ("average({})", nil), ("median($scores)", 5),
        ("median({4, 1, 3, 2})", 2.5), ("median({1, 3})", 2), ("median({1.5})", 1.5), ("median({'a'})", nil),
        ("mode({1, 2, 2, 3, 3})", [2, 3]), ("mode({1, 1.0, 2})", [1]), ("mode({'a', 'b', 'a'})", ["a"]),
        ("mode({})", []), ("stddev({2, 4, 4, 4, 5, 5, 7, 9})", 2.0), ("stddev({})", nil), ("stddev(3)", 0.0),
        ("sum($scores) / count($scores) == average($scores)", true),
        // Mathematics; integers stay integers where the result is whole.
        ("sqrt(16)", 4.0), ("sqrt(-1)", nil), ("log(1000)", 3.0), ("ln(1)", 0.0), ("exp(0)", 1.0), ("exp(1000)", nil),
        ("floor(2.7)", 2), ("floor(-2.5)", -3), ("ceiling(2.1)", 3), ("abs(-3)", 3), ("abs(-2.5)", 2.5),
        ("trunc(-2.7)", -2), ("floor(7)", 7), ("sqrt('x')", nil), ("log(0)", nil), ("abs($on)", 1),
        ("abs(-9223372036854775807 - 1)", 9.223372036854775808e18), ("floor(1e300)", 1e300),
        // BEGINSWITH, ENDSWITH and CONTAINS with an empty right side are false.
        ("'abc' BEGINSWITH ''", false), ("'abc' ENDSWITH ''", false), ("'' CONTAINS ''", false),
        ("'abc' CONTAINS 'b'", true), ("'' BEGINSWITH 'a'", false),
        // randomn needs a positive bound.
        ("randomn(0)", nil), ("randomn(1)", 0), ("randomn('x')", nil),
    ]

    @Test(arguments: table)
    func evaluates(_ text: String, _ expected: FormValue) {
        let form = ConditionFixtures.valuesForm()
        #expect(Condition(text).diagnostics.isEmpty, "\(text)")
        #expect(form.evaluate(Condition(text)) == expected, "\(text)")
    }

    @Test func randomNumbersComeFromTheSeededGenerator() {
        let form = ConditionFixtures.valuesForm()
        form.conditionEnvironment.randomSeed = 42
        let first = (0..<5).map { _ in form.evaluate("random()") }
        let bounded = (0..<50).map { _ in form.evaluate("randomn(10)") }
        form.conditionEnvironment.randomSeed = 42
        #expect((0..<5).map { _ in form.evaluate("random()") } == first)
        for value in first {
            guard case .double(let x) = value else {
                Issue.record("random() gave \(value)")
                continue
            }
            #expect(x >= 0 && x < 1)
        }
        #expect(Set(first).count == 5)
        for value in bounded {
            guard case .int(let n) = value else {
                Issue.record("randomn(10) gave \(value)")
                continue
            }
            #expect((0..<10).contains(n))
        }
        #expect(Set(bounded).count > 5)
        form.conditionEnvironment.randomSeed = 7
        #expect((0..<5).map { _ in form.evaluate("random()") } != first)
    }

    @Test func likeReadsBackslashesAsEscapes() throws {
        #expect(
            LikePattern.elements(of: "a\\*?**\\") == [.literal("a"), .literal("*"), .anyOne, .anyRun, .literal("\\")])
        #expect(try LikePattern("a\\*", []).matches("a*"))
        #expect(try !LikePattern("a\\*", []).matches("ab"))
    }

    /// LIKE runs on the linear-time regular expression engine: its pattern becomes a regular
    /// expression in which only the wildcards are special.
    @Test func likeTranslatesToARegularExpression() throws {
        #expect(
            LikePattern.regularExpression(for: LikePattern.elements(of: "a.b*c?(x)\\*é\t")) == #"a\.b.*c.\(x\)\*é\x{9}"#
        )
        for (text, pattern, expected) in [
            ("a.b", "a.b", true), ("axb", "a.b", false), ("(x)", "(*)", true), ("a+b", "a+b", true),
            ("[x]", "[?]", true), ("a\nb", "a*b", true), ("a\tb", "a?b", true), ("^$", "^$", true),
            ("a|b", "a|b", true), ("b", "a|b", false), ("ÉCOLE", "é*", false),
        ] {
            #expect(try LikePattern(pattern, []).matches(text) == expected, "\(text) LIKE \(pattern)")
        }
        #expect(try LikePattern("é*", [.caseInsensitive]).matches("ÉCOLE"))
        #expect(try LikePattern("e*", [.caseInsensitive, .diacriticInsensitive]).matches("ÉCOLE"))
    }

    @Test func aLikePatternTooLongForTheEngineIsDiagnosed() {
        let pattern = String(repeating: "ab", count: 3_000)
        let condition = Condition("$name LIKE '\(pattern)'")
        guard case .invalidLikePattern = condition.problems.first?.problem else {
            Issue.record("expected a LIKE pattern problem, got \(condition.diagnostics)")
            return
        }
        #expect(ConditionFixtures.valuesForm().evaluate(Condition("$name LIKE $name + '\(pattern)'")) == false)
    }

    @Test func matchesTakesPatternsSwiftRegexRejects() {
        let form = ConditionFixtures.valuesForm()
        #expect(form.evaluate("'a-+9' MATCHES '[a-z0-9-+]+'") == true)
        #expect(form.evaluate("'ÉLODIE' MATCHES[c] 'élodie'") == true)
        #expect(form.evaluate("'ÉLODIE' MATCHES[cn] 'élodie'") == false)
    }
}
