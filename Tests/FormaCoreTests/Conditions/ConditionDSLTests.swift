import Foundation
import Testing

@testable import FormaCore

/// The Swift DSL builds the same syntax trees as the text.
@Suite("Condition DSL")
struct ConditionDSLTests {
    static let pairs: [(Condition, String)] = [
        (.value("age") >= 18 && .value("country") == "US", "$age >= 18 AND $country == 'US'"),
        (.value("age") >= 18 || .value("vip") == true, "$age >= 18 OR $vip == true"),
        (.value("a") == 1 && .value("b") == 2 && .value("c") == 3, "$a == 1 AND $b == 2 AND $c == 3"),
        ((.value("a") == 1 || .value("b") == 2) && .value("c") == 3, "($a == 1 OR $b == 2) AND $c == 3"),
        (!.value("subscribe"), "NOT $subscribe"),
        (.not(.value("a") == 1), "NOT $a == 1"),
        (.value("email") != nil, "$email != nil"),
        (.value("end") < .value("start") + 1, "$end < $start + 1"),
        (.value("price") * .value("quantity"), "$price * $quantity"),
        (.value("price") * .value("quantity") * 2, "$price * $quantity * 2"),
        (.value("a") - (.value("b") - .value("c")), "$a - ($b - $c)"),
        (.value("a") / 2 % 3, "$a / 2 % 3"),
        (-.value("charge"), "-$charge"),
        (.value("x") > -5, "$x > -5"),
        (.value("ratio") <= 0.5, "$ratio <= 0.5"),
        (.value(Tag<Int>("age")) > 17, "$age > 17"),
        (.isHidden("details"), "$details.isHidden"),
        (.isDisabled("email") == false, "$email.isDisabled == false"),
        (.value("name").contains("ada", .caseInsensitive), "$name CONTAINS[c] 'ada'"),
        (.value("name").contains(.value("needle")), "$name CONTAINS $needle"),
        (.value("phone").beginsWith("+44"), "$phone BEGINSWITH '+44'"),
        (.value("mail").endsWith("@x.org", [.caseInsensitive, .diacriticInsensitive]), "$mail ENDSWITH[cd] '@x.org'"),
        (.value("code").like("AB-??-*"), "$code LIKE 'AB-??-*'"),
        (.value("zip").matches("[0-9]{5}"), "$zip MATCHES '[0-9]{5}'"),
        (.value("plan").in(["pro", "team"]), "$plan IN {'pro', 'team'}"),
        (Condition.literal("Mon").in(.value("days")), "'Mon' IN $days"),
        (.value("age").between(18, 65), "$age BETWEEN {18, 65}"),
        (.value("notes").isEmpty, "$notes IS EMPTY"),
        (.value("notes").isNotEmpty, "$notes IS NOT EMPTY"),
        (.value("guests").count > 4, "$guests.@count > 4"),
        (.value("prices").sum, "$prices.@sum"),
        (.value("phones").first, "$phones[FIRST]"),
        (.value("steps").last == "done", "$steps[LAST] == 'done'"),
        (.value("phones")[1], "$phones[1]"),
        (.value("side").power(2), "$side ** 2"),
        (.value("a").power(.value("b")) * 2, "$a ** $b * 2"),
        ((.value("a") * 2).power(2), "($a * 2) ** 2"),
        (.average(.value("scores")), "average($scores)"),
        (.median(.value("a"), .value("b")), "median($a, $b)"),
        (.mode(.value("answers")).count > 1, "mode($answers).@count > 1"),
        (.stddev(.value("scores")), "stddev($scores)"),
        (.sqrt(.value("area")), "sqrt($area)"),
        (.floor(.value("items") / 12), "floor($items / 12)"),
        (.ceiling(.value("items") / 12), "ceiling($items / 12)"),
        (.abs(.value("delta")) < 1, "abs($delta) < 1"),
        (.random >= 0.1, "random() >= 0.1"),
        (.value("prices").average, "$prices.@avg"),
        (.value("prices").minimum, "$prices.@min"),
        (.value("prices").maximum, "$prices.@max"),
        (.any(.value("days")) == "Sun", "ANY $days == 'Sun'"),
        (.all(.value("scores")) >= 5, "ALL $scores >= 5"),
        (.none(.value("days")).in(["Sat", "Sun"]), "NONE $days IN {'Sat', 'Sun'}"),
        (.value("deadline") < .today, "$deadline < today()"),
        (.value("closes") < .now, "$closes < now()"),
        (.age(.value("birthday")) >= 18, "age($birthday) >= 18"),
        (.count(.value("guests")) > 4, "count($guests) > 4"),
        (.sum(.value("a"), .value("b")), "sum($a, $b)"),
        (.min(.value("a"), .value("b")), "min($a, $b)"),
        (.max(.value("a")), "max($a)"),
        (.round(.value("x")), "round($x)"),
        (.round(.value("x"), 2), "round($x, 2)"),
        (.lower(.value("code")) == "none", "lower($code) == 'none'"),
        (.upper(.value("code")), "upper($code)"),
        (.trim(.value("name")) == "", "trim($name) == ''"),
        (.iif(.value("vip"), .literal(0), .value("fee")), "iif($vip, 0, $fee)"),
        (.value("first") + " " + .value("last"), "$first + ' ' + $last"),
        (.value("a") == 1 && "$b == 2", "$a == 1 AND $b == 2"),
        (true, "TRUEPREDICATE"),
        (.constant(false), "FALSEPREDICATE"),
    ]

    @Test(arguments: pairs)
    func buildsTheSameTree(_ built: Condition, _ text: String) throws {
        guard let node = built.node, let parsed = Condition(text).node else {
            Issue.record("\(built) or \(text) is not an expression")
            return
        }
        #expect(node == parsed)
        #expect(Condition(built.description).description == built.description)
    }

    @Test func describesItself() {
        #expect(
            (Condition.value("age") >= 18 && .value("country") == "US").description
                == "$age >= 18 AND $country == \"US\"")
        #expect(Condition("$a=1").description == "$a=1", "parsed conditions keep their text")
        #expect(Condition(booleanLiteral: true).description == "true")
        #expect(Condition.function(["a", "b c"]) { _ in true }.description == "function($a, $\"b c\")")
        #expect(Condition.literal(.date(ConditionFixtures.date(2024, 1, 2))).description == "\"2024-01-02T00:00:00Z\"")
    }

    @Test func invalidPartsMakeInvalidWholes() {
        let combined = Condition.value("a") == 1 && "$b =="
        #expect(combined.diagnostics.map(\.message) == ["expected a value, found end of condition"])
        #expect(combined.description == "$b ==")
    }

    @Test func conditionsAreSendable() async {
        let shared: Condition = .value("age") >= 18
        let text = await Task.detached { shared.description }.value
        #expect(text == "$age >= 18")
    }
}
