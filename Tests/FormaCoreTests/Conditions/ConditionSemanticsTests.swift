import Foundation
import Testing

@testable import FormaCore

/// What expressions mean, evaluated against ``ConditionFixtures/valuesForm()``.
@Suite("Condition semantics")
struct ConditionSemanticsTests {
    static let table: [(String, FormValue)] = [
        // A Bool row equals 1 when on, 0 when off; Booleans and numbers count as conditions.
        ("$on == 1", true), ("$on == true", true), ("$on == YES", true), ("$off == 0", true),
        ("$on == 2", false), ("$on", true), ("$off", false), ("$count", 3), ("NOT $on", false), ("!$off", true),
        ("$on AND $off", false), ("$on OR $off", true), ("TRUEPREDICATE", true), ("FALSEPREDICATE OR $on", true),
        // Numbers compare by value, integers with decimals.
        ("$count == 3", true), ("$count == 3.0", true), ("$price == 2.5", true), ("$count > $price", true),
        ("$price <= 2.5", true), ("$price < 2.5", false), ("$count != 4", true),
        // Strings are case- and diacritic-sensitive unless told.
        ("$name == 'Élodie'", true), ("$name == 'élodie'", false), ("$name ==[c] 'élodie'", true),
        ("$name ==[d] 'Elodie'", true), ("$name ==[cd] 'ELODIE'", true), ("$name != 'x'", true),
        ("$name > 'A'", true), ("'b' >[c] 'A'", true), ("'b' > 'A'", true), ("'B' < 'a'", true),
        ("$name CONTAINS 'lod'", true), ("$name CONTAINS 'LOD'", false), ("$name CONTAINS[c] 'LOD'", true),
        ("$name CONTAINS ''", false), ("$name BEGINSWITH 'É'", true), ("$name BEGINSWITH 'E'", false),
        ("$name BEGINSWITH[d] 'E'", true), ("$name ENDSWITH 'die'", true), ("$name ENDSWITH[c] 'DIE'", true),
        ("$name LIKE 'É*e'", true), ("$name LIKE '?lodie'", true), ("$name LIKE 'lod'", false),
        ("$name LIKE[cd] 'e*'", true), ("$name LIKE '*'", true), ("'abcbcd' LIKE 'a*bcd'", true),
        ("$name MATCHES '.lod.*'", true), ("$name MATCHES 'lod'", false), ("$name MATCHES[c] 'élodie'", true),
        ("'2024' MATCHES '[0-9]{4}'", true), ("'x' IN $name", false), ("'lod' IN $name", true),
        // nil equals only nil and orders with nothing.
        ("$empty == nil", true), ("$empty != nil", false), ("$empty == ''", false), ("$empty == 0", false),
        ("$empty == false", false), ("nil == nil", true), ("$empty < 1", false), ("$empty > 1", false),
        ("$empty >= nil", false), ("$empty IS EMPTY", true), ("'' IS EMPTY", true), ("$name IS NOT EMPTY", true),
        ("$count IS EMPTY", false), ("$empty CONTAINS 'a'", false), ("$empty BEGINSWITH 'a'", false),
        // Option rows compare by their options' values, not titles.
        ("$plan == 'pro'", true), ("$plan == 'Professional'", false), ("$plan IN {'pro', 'team'}", true),
        ("$plan IN {'free'}", false),
        // Collections: CONTAINS and IN are membership; quantifiers; collection operators.
        ("$days CONTAINS 'Sat'", true), ("$days CONTAINS 'Sun'", false), ("'Mon' IN $days", true),
        ("$days == {'Mon', 'Sat'}", true), ("$days.@count", 2), ("count($days)", 2), ("count($empty)", 0),
        ("count('abc')", 3), ("ANY $days == 'Sat'", true), ("SOME $days == 'Sun'", false),
        ("ALL $days IN {'Mon', 'Sat', 'Sun'}", true), ("ALL $days == 'Mon'", false), ("NONE $days == 'Sun'", true),
        ("ANY $empty == 1", false), ("ALL $empty == 1", true), ("ANY $count == 3", true),
        ("$days CONTAINS[c] 'sat'", true), ("$scores.@sum", 15), ("$scores.@avg", 5.0), ("$scores.@min", 4),
        ("$scores.@max", 6), ("sum($scores)", 15), ("sum($count, $price, nil)", 5.5), ("max($count, 10, $price)", 10),
        ("min('b', 'a')", "a"), ("min($count, 'a')", nil), ("max($scores)", 6), ("$empty.@sum", 0),
        ("$count BETWEEN {1, 3}", true), ("$count BETWEEN {4, 10}", false), ("$price BETWEEN {$count, 10}", false),
        ("'b' BETWEEN {'a', 'c'}", true), ("$count BETWEEN $scores", false), ("5 BETWEEN $scores", false),
        ("5 BETWEEN {$scores.@min, $scores.@max}", true),
        // Dates compare with dates, ISO 8601 strings, today() and now().
        ("$birthday < today()", true), ("$birthday == '2000-06-15'", true), ("$birthday > '1999-12-31'", true),
        ("$birthday < 'not a date'", false), ("age($birthday)", 23), ("age('2000-06-14')", 24),
        ("age($birthday) >= 18", true), ("today() < now()", true), ("age(3)", nil),
        ("today() == '2024-06-14'", true), ("now()", .date(ConditionFixtures.now)),
        // Arithmetic.
        ("7 / 2", 3.5), ("6 / 2", 3), ("7 % 3", 1), ("7.5 % 2", 1.5), ("1 / 0", nil), ("1 % 0", nil), ("1.0 / 0", nil),
        ("$count * 2 + 1", 7), ("$count * $price", 7.5), ("'a' + 'b'", "ab"), ("'a' + 1", nil), ("-$count", -3),
        ("9223372036854775807 + 1", 9.223372036854775807e18), ("$on + $on", 2), ("$empty + 1", nil),
        ("-(-9223372036854775807 - 1)", 9.223372036854775807e18), ("-$name", nil),
        // Functions.
        ("round(2.5)", 3), ("round(-2.5)", -3), ("round(2.3456, 2)", 2.35), ("round(7)", 7), ("round('x')", nil),
        ("lower('ÀB')", "àb"), ("upper($name)", "ÉLODIE"), ("trim('  x \n')", "x"), ("lower(1)", nil),
        ("iif($on, 'yes', 'no')", "yes"), ("iif($off, 1, 2)", 2), ("iif($empty, 1, 2)", 2),
        // Hidden and disabled states (a row in a hidden section is hidden).
        ("$secret.isHidden", true), ("$name.isHidden", false), ("$extras.isHidden", true),
        ("$inExtras.isHidden", true), ("$go.isDisabled", true), ("$name.isDisabled", false),
        ("$inputs.isDisabled", false), ("$secret.isHidden AND NOT $name.isHidden", true),
        // What cannot be computed is nil, never a crash.
        ("$nope == 1", nil), ("$name == 1", false), ("'a' < 1", false), ("$go == nil", nil),
    ]

    @Test(arguments: table)
    func evaluates(_ text: String, _ expected: FormValue) {
        let form = ConditionFixtures.valuesForm()
        #expect(form.evaluate(Condition(text)) == expected, "\(text)")
    }

    @Test func diacriticFoldingKeepsCase() {
        #expect(StringFolding.fold("Crème Brûlée", .diacriticInsensitive) == "Creme Brulee")
        #expect(StringFolding.fold("Crème Brûlée", [.caseInsensitive, .diacriticInsensitive]) == "creme brulee")
    }

    @Test func likeNeverBacktracksExponentially() throws {
        let text = String(repeating: "a", count: 2_000)
        let pattern = String(repeating: "*a", count: 50) + "b"
        #expect(try LikePattern(pattern, []).matches(text) == false)
        #expect(try LikePattern(pattern, []).matches(text + "b") == true)
    }

    @Test func invalidConditionsEvaluateToNil() {
        let form = ConditionFixtures.valuesForm()
        #expect(form.evaluate("$count >") == nil)
        #expect(form.evaluate(.function(["count"]) { _ in true }) == true)
        #expect(form.evaluate(.function(["nope"]) { _ in true }) == nil)
    }
}
