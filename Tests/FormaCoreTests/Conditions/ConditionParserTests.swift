import Testing

@testable import FormaCore

/// The grammar: each expression parses, and prints back in canonical form (which shows how
/// it was grouped). Parsing the canonical text gives the same tree.
@Suite("Condition grammar")
struct ConditionParserTests {
    static let canonicalForms: [(String, String)] = [
        // Comparison operators and their NSPredicate spellings.
        ("$a == 1", "$a == 1"),
        ("$a = 1", "$a == 1"),
        ("$a != 1", "$a != 1"),
        ("$a <> 1", "$a != 1"),
        ("$a < 1", "$a < 1"),
        ("$a <= 1", "$a <= 1"),
        ("$a =< 1", "$a <= 1"),
        ("$a > 1", "$a > 1"),
        ("$a >= 1", "$a >= 1"),
        ("$a => 1", "$a >= 1"),
        // Logic, in words and symbols, with precedence NOT > AND > OR.
        ("$a AND $b OR $c", "$a AND $b OR $c"),
        ("$a && ($b || $c)", "$a AND ($b OR $c)"),
        ("$a OR $b AND $c", "$a OR $b AND $c"),
        ("($a OR $b) AND $c", "($a OR $b) AND $c"),
        ("NOT $a == 1 AND $b", "NOT $a == 1 AND $b"),
        ("!($a && $b) || $c", "NOT ($a AND $b) OR $c"),
        ("not not $a", "NOT NOT $a"),
        ("$a and $b and $c", "$a AND $b AND $c"),
        ("$a AND ($b AND $c)", "$a AND ($b AND $c)"),
        // Tags and properties.
        ("$a.value == 1", "$a == 1"),
        ("$a.isHidden", "$a.isHidden"),
        ("$a.isDisabled == false", "$a.isDisabled == false"),
        ("$'guest.ada@example.com' == 1", "$\"guest.ada@example.com\" == 1"),
        ("$\"two words\".isHidden", "$\"two words\".isHidden"),
        ("$größe > 2", "$größe > 2"),
        ("$2fa == true", "$2fa == true"),
        // String operators and modifiers.
        ("$name CONTAINS 'ada'", "$name CONTAINS \"ada\""),
        ("$name contains[c] 'ada'", "$name CONTAINS[c] \"ada\""),
        ("$name BEGINSWITH[cd] \"É\"", "$name BEGINSWITH[cd] \"É\""),
        ("$name endswith[dc] 'x'", "$name ENDSWITH[cd] \"x\""),
        ("$code LIKE 'AB-*'", "$code LIKE \"AB-*\""),
        ("$zip MATCHES '[0-9]{5}'", "$zip MATCHES \"[0-9]{5}\""),
        ("$name ==[c] 'ADA'", "$name ==[c] \"ADA\""),
        // Collections.
        ("$x IN {1, 2, 3}", "$x IN {1, 2, 3}"),
        ("$x IN {}", "$x IN {}"),
        ("$x IN {'a', $b}", "$x IN {\"a\", $b}"),
        ("$age BETWEEN {18, 60}", "$age BETWEEN {18, 60}"),
        ("ANY $tags == 'x'", "ANY $tags == \"x\""),
        ("SOME $tags == 'x'", "ANY $tags == \"x\""),
        ("ALL $scores > 5", "ALL $scores > 5"),
        ("NONE $days IN {'Sat', 'Sun'}", "NONE $days IN {\"Sat\", \"Sun\"}"),
        ("$tags.@count > 2", "$tags.@count > 2"),
        ("$prices.@sum / $prices.@count", "$prices.@sum / $prices.@count"),
        ("$notes IS EMPTY", "$notes IS EMPTY"),
        ("$notes is not empty", "$notes IS NOT EMPTY"),
        // Constants.
        ("TRUEPREDICATE", "true"),
        ("FALSEPREDICATE", "false"),
        ("$a == YES", "$a == true"),
        ("$a == no", "$a == false"),
        ("$a == NULL", "$a == nil"),
        ("$a == Nil", "$a == nil"),
        ("$a == 1.5", "$a == 1.5"),
        ("$a == 1e3", "$a == 1000.0"),
        ("$a == 2.5E-3", "$a == 0.0025"),
        ("$a == 99999999999999999999", "$a == 1e+20"),
        ("$a == 'it\\'s'", "$a == \"it's\""),
        ("$a == \"tab\\there\\n\"", "$a == \"tab\\there\\n\""),
        ("$a == '\\u00e9'", "$a == \"é\""),
        // Arithmetic.
        ("$price * $quantity + 1", "$price * $quantity + 1"),
        ("$price * ($quantity + 1)", "$price * ($quantity + 1)"),
        ("$a - ($b - $c)", "$a - ($b - $c)"),
        ("$a - $b - $c", "$a - $b - $c"),
        ("$a + ($b + $c)", "$a + ($b + $c)"),
        ("$a % 2 == 0", "$a % 2 == 0"),
        ("-$a", "-$a"),
        ("- 5 < $a", "-5 < $a"),
        ("2 - -3", "2 - -3"),
        ("-(-$a)", "-(-$a)"),
        ("-($a + 1)", "-($a + 1)"),
        ("($a > 1) == true", "($a > 1) == true"),
        // Functions.
        ("today()", "today()"),
        ("$d < NOW()", "$d < now()"),
        ("age($birthday) >= 18", "age($birthday) >= 18"),
        ("iif($vip, 0, $fee)", "iif($vip, 0, $fee)"),
        ("ROUND($x, 2)", "round($x, 2)"),
        ("sum($a, $b, 3)", "sum($a, $b, 3)"),
        ("lower(trim($name)) == 'ada'", "lower(trim($name)) == \"ada\""),
        ("count($tags) > max(1, $min)", "count($tags) > max(1, $min)"),
        // Index expressions, on lists and on anything that gives one.
        ("$tags[FIRST]", "$tags[FIRST]"),
        ("$tags[last] == 'x'", "$tags[LAST] == \"x\""),
        ("$tags[Size] > 1", "$tags[SIZE] > 1"),
        ("$tags[1 + $i]", "$tags[1 + $i]"),
        ("{1, 2}[0]", "{1, 2}[0]"),
        ("$rows[FIRST][0]", "$rows[FIRST][0]"),
        ("$tags[FIRST].@count", "$tags[FIRST].@count"),
        ("-$tags[LAST]", "-$tags[LAST]"),
        ("$tags[($i == 1)]", "$tags[($i == 1)]"),
        // The power operator: tighter than *, looser than unary minus, grouping to the right.
        ("2 ** 3 ** 2", "2 ** 3 ** 2"),
        ("(2 ** 3) ** 2", "(2 ** 3) ** 2"),
        ("-2 ** 2", "-2 ** 2"),
        ("-(2 ** 2)", "-(2 ** 2)"),
        ("-$a ** 2", "-$a ** 2"),
        ("$a * $b ** 2", "$a * $b ** 2"),
        ("($a * $b) ** 2", "($a * $b) ** 2"),
        ("2 ** -1", "2 ** -1"),
        // Integer literals in other bases.
        ("$a == 0x1F", "$a == 31"),
        ("$a == 0XfF", "$a == 255"),
        ("$a == 0o17", "$a == 15"),
        ("$a == 0B101", "$a == 5"),
        ("$a == -0x10", "$a == -16"),
        // NSPredicate's string escapes; \? and \* keep their backslash for LIKE.
        ("$a == '\\a\\b\\f\\v'", "$a == \"\\u0007\\u0008\\u000C\\u000B\""),
        ("$a == '\\x41\\101\\0'", "$a == \"AA\\u0000\""),
        ("$a LIKE 'a\\*b\\?'", "$a LIKE \"a\\\\*b\\\\?\""),
        // Function calls in NSPredicate's colon form, and the new functions.
        ("uppercase:('a')", "uppercase(\"a\")"),
        ("LOWERCASE:($name) == 'x'", "lowercase($name) == \"x\""),
        ("average($xs) + median($xs) + stddev($xs)", "average($xs) + median($xs) + stddev($xs)"),
        ("mode({1, 2})", "mode({1, 2})"),
        ("sqrt(16) + ln(1) + log(100) + exp(0)", "sqrt(16) + ln(1) + log(100) + exp(0)"),
        ("floor($x) + CEILING($x) + abs($x) + trunc($x)", "floor($x) + ceiling($x) + abs($x) + trunc($x)"),
        ("random() < 0.5 OR randomn(10) == 3", "random() < 0.5 OR randomn(10) == 3"),
        ("cast($d, 'NSNumber') > 0", "CAST($d, \"NSNumber\") > 0"),
        // The [n] option.
        ("$a ==[n] 'x'", "$a ==[n] \"x\""),
        ("$a BEGINSWITH[ncd] 'x'", "$a BEGINSWITH[cdn] \"x\""),
        // White space is free.
        ("  $a\n==\t1  ", "$a == 1"),
    ]

    @Test(arguments: canonicalForms)
    func canonicalForm(_ text: String, _ expected: String) throws {
        let node = try ConditionParser.parse(text).get()
        #expect(node.text == expected)
        let reparsed = try ConditionParser.parse(node.text).get()
        #expect(reparsed == node)
    }

    @Test func listsOfConstantsAreConstants() throws {
        let node = try ConditionParser.parse("$x IN {1, 'a', nil, {true}}").get()
        guard case .comparison(.in, [], _, let list) = node.kind else {
            Issue.record("expected IN, got \(node.kind)")
            return
        }
        #expect(list.kind == .literal([1, "a", nil, [true]]))
    }

    @Test func rangesPointIntoTheText() throws {
        let node = try ConditionParser.parse("$age >= 18 AND $country == 'US'").get()
        let references = node.references.map { "\($0.tag)@\($0.range)" }
        #expect(references == ["age@0..<4", "country@15..<23"])
        guard case .logical(.and, let items) = node.kind else {
            Issue.record("expected AND")
            return
        }
        #expect(items[0].anchor == 5..<7)
        #expect(items[1].anchor == 24..<26)
    }

    @Test func conditionsListTheirTags() {
        #expect(Condition("$a > 1 OR $b.isHidden OR $a < 0").tags == ["a", "b"])
        #expect(Condition("$a >").tags == [])
        #expect(Condition.function(["x", "y", "x"]) { _ in true }.tags == ["x", "y"])
    }
}
