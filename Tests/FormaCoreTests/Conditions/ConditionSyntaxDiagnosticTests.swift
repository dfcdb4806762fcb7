import Testing

@testable import FormaCore

/// Every syntax diagnostic, pinned with its full text: message, location and caret.
@Suite("Condition syntax diagnostics")
struct ConditionSyntaxDiagnosticTests {
    static let cases: [(String, String)] = [
        (
            "$age >=",
            """
            error: expected a value, found end of condition
             --> condition 1:8
              |
            1 | $age >=
              |        ^
            """
        ),
        (
            "$age >= 18 AND",
            """
            error: expected a value, found end of condition
             --> condition 1:15
              |
            1 | $age >= 18 AND
              |               ^
            """
        ),
        (
            "",
            """
            error: expected a value, found end of condition
             --> condition 1:1
              |
            1 | \("")
              | ^
            """
        ),
        (
            "$a == 'abc",
            """
            error: unterminated string; it needs a closing '
             --> condition 1:7
              |
            1 | $a == 'abc
              |       ^~~~
            """
        ),
        (
            "$a # 1",
            """
            error: unexpected character '#'
             --> condition 1:4
              |
            1 | $a # 1
              |    ^
            """
        ),
        (
            "$a == 1e",
            """
            error: invalid number '1e'
             --> condition 1:7
              |
            1 | $a == 1e
              |       ^~
            """
        ),
        (
            "$a == 1e999",
            """
            error: invalid number '1e999'
             --> condition 1:7
              |
            1 | $a == 1e999
              |       ^~~~~
            """
        ),
        (
            "$a == 'x\\q'",
            """
            error: invalid escape sequence '\\q' in a string
             --> condition 1:9
              |
            1 | $a == 'x\\q'
              |         ^~
            """
        ),
        (
            "$a == '\\u12'",
            """
            error: invalid escape sequence '\\u12'' in a string
             --> condition 1:8
              |
            1 | $a == '\\u12'
              |        ^~~~~
            """
        ),
        (
            "adult == true",
            """
            error: unknown name 'adult'; write '$adult' for the value of the row tagged 'adult'
             --> condition 1:1
              |
            1 | adult == true
              | ^~~~~
            """
        ),
        (
            "age >= 18",
            """
            error: 'age' is a function; call it as 'age()', or write '$age' for the row tagged 'age'
             --> condition 1:1
              |
            1 | age >= 18
              | ^~~
            """
        ),
        (
            "$a ANDD $b",
            """
            error: unknown name 'ANDD'; did you mean 'AND'?
             --> condition 1:4
              |
            1 | $a ANDD $b
              |    ^~~~
            """
        ),
        (
            "$a == 1 $b",
            """
            error: expected an operator or the end of the condition, found '$b'
             --> condition 1:9
              |
            1 | $a == 1 $b
              |         ^~
            """
        ),
        (
            "$a == 1)",
            """
            error: expected an operator or the end of the condition, found ')'
             --> condition 1:8
              |
            1 | $a == 1)
              |        ^
            """
        ),
        (
            "($a == 1",
            """
            error: expected ')', found end of condition
             --> condition 1:9
              |
            1 | ($a == 1
              |         ^
            """
        ),
        (
            "$a IN {1, 2",
            """
            error: expected ',' or '}', found end of condition
             --> condition 1:12
              |
            1 | $a IN {1, 2
              |            ^
            """
        ),
        (
            "$ == 1",
            """
            error: expected a tag name after '$', found ' '
             --> condition 1:1
              |
            1 | $ == 1
              | ^~
            """
        ),
        (
            "tody() > $d",
            """
            error: unknown function 'tody'; did you mean 'today'?
             --> condition 1:1
              |
            1 | tody() > $d
              | ^~~~
            """
        ),
        (
            "$d < today",
            """
            error: 'today' is a function; call it as 'today()', or write '$today' for the row tagged 'today'
             --> condition 1:6
              |
            1 | $d < today
              |      ^~~~~
            """
        ),
        (
            "age() > 3",
            """
            error: 'age' takes 1 argument but was given 0
             --> condition 1:1
              |
            1 | age() > 3
              | ^~~~~
            """
        ),
        (
            "round($x, 1, 2) > 3",
            """
            error: 'round' takes 1 or 2 arguments but was given 3
             --> condition 1:1
              |
            1 | round($x, 1, 2) > 3
              | ^~~~~~~~~~~~~~~
            """
        ),
        (
            "today(1)",
            """
            error: 'today' takes no arguments but was given 1
             --> condition 1:1
              |
            1 | today(1)
              | ^~~~~~~~
            """
        ),
        (
            "sum() > 1",
            """
            error: 'sum' takes at least 1 argument but was given 0
             --> condition 1:1
              |
            1 | sum() > 1
              | ^~~~~
            """
        ),
        (
            "$a.@cuont > 1",
            """
            error: unknown property '@cuont'; did you mean '@count'?
             --> condition 1:5
              |
            1 | $a.@cuont > 1
              |     ^~~~~
            """
        ),
        (
            "$a ==[x] 1",
            """
            error: unknown comparison option 'x'; use [c], [d], [cd] or [n]
             --> condition 1:7
              |
            1 | $a ==[x] 1
              |       ^
            """
        ),
        (
            "$a CONTAINS[c 'x'",
            """
            error: expected ']', found a string
             --> condition 1:15
              |
            1 | $a CONTAINS[c 'x'
              |               ^~~
            """
        ),
        (
            "$a < $b < $c",
            """
            error: comparisons cannot be chained; combine them with AND
             --> condition 1:9
              |
            1 | $a < $b < $c
              |         ^
            """
        ),
        (
            "$a IS EMPTY IS EMPTY",
            """
            error: comparisons cannot be chained; combine them with AND
             --> condition 1:13
              |
            1 | $a IS EMPTY IS EMPTY
              |             ^~
            """
        ),
        (
            "$a IS NOTHING",
            """
            error: expected EMPTY, found 'NOTHING'
             --> condition 1:7
              |
            1 | $a IS NOTHING
              |       ^~~~~~~
            """
        ),
        (
            "ANY $tags",
            """
            error: ANY must be followed by a comparison, as in ANY $tags == 'x'
             --> condition 1:1
              |
            1 | ANY $tags
              | ^~~~~~~~~
            """
        ),
        (
            "$age BETWEEN {1, 2, 3}",
            """
            error: BETWEEN needs a list of two values, {lower, upper}; this list has 3
             --> condition 1:14
              |
            1 | $age BETWEEN {1, 2, 3}
              |              ^~~~~~~~~
            """
        ),
        (
            "$zip MATCHES '(a'",
            """
            error: invalid regular expression: a group is not closed with ')' at offset 0
             --> condition 1:14
              |
            1 | $zip MATCHES '(a'
              |              ^~~~
            """
        ),
        (
            "$a == 1 AND\n$b ==",
            """
            error: expected a value, found end of condition
             --> condition 2:6
              |
            2 | $b ==
              |      ^
            """
        ),
        (
            "$größe == 'é' AND €",
            """
            error: unknown name '€'; write '$"€"' for the value of the row tagged '€'
             --> condition 1:19
              |
            1 | $größe == 'é' AND €
              |                   ^
            """
        ),
        (
            "AND $a",
            """
            error: expected a value, found 'AND'
             --> condition 1:1
              |
            1 | AND $a
              | ^~~
            """
        ),
        (
            "$a. == 1",
            """
            error: expected a property or member name after '.', found '=='
             --> condition 1:5
              |
            1 | $a. == 1
              |     ^~
            """
        ),
        (
            "frobnicate($a)",
            """
            error: unknown function 'frobnicate'
             --> condition 1:1
              |
            1 | frobnicate($a)
              | ^~~~~~~~~~
            """
        ),
        (
            "$a.isHidden.isDisabled",
            """
            error: 'isDisabled' is a property of a row or section and comes right after its tag or path, as in $tag.isDisabled or $address.city.isDisabled; write ."isDisabled" for a member of that name
             --> condition 1:12
              |
            1 | $a.isHidden.isDisabled
              |            ^~~~~~~~~~~
            """
        ),
        // NSPredicate syntax that Forma leaves out, and the new syntax's mistakes.
        (
            "first > 3",
            """
            error: unknown name 'first'; write '$first' for the value of the row tagged 'first'
             --> condition 1:1
              |
            1 | first > 3
              | ^~~~~
            """
        ),
        (
            "$a == %@",
            """
            error: format arguments such as %@ and %K are not supported; write the value itself, or $tag for the value of a row
             --> condition 1:7
              |
            1 | $a == %@
              |       ^~
            """
        ),
        (
            "%K == 1",
            """
            error: format arguments such as %@ and %K are not supported; write the value itself, or $tag for the value of a row
             --> condition 1:1
              |
            1 | %K == 1
              | ^~
            """
        ),
        (
            "SELF == 'x'",
            """
            error: SELF is not supported; name the row whose value you mean with $tag
             --> condition 1:1
              |
            1 | SELF == 'x'
              | ^~~~
            """
        ),
        (
            "SUBQUERY($a, $x, $x > 1).@count > 0",
            """
            error: SUBQUERY is not supported; use ANY, ALL or NONE before a comparison, or .@count
             --> condition 1:1
              |
            1 | SUBQUERY($a, $x, $x > 1).@count > 0
              | ^~~~~~~~
            """
        ),
        (
            "FUNCTION($a, 'foo') == 1",
            """
            error: FUNCTION is not supported; use a built-in function, or a closure with Condition.function or Condition.computed
             --> condition 1:1
              |
            1 | FUNCTION($a, 'foo') == 1
              | ^~~~~~~~
            """
        ),
        (
            "$a UTI-EQUALS 'public.jpeg'",
            """
            error: UTI-EQUALS is not supported; compare the type identifier with ==
             --> condition 1:4
              |
            1 | $a UTI-EQUALS 'public.jpeg'
              |    ^~~~~~~~~~
            """
        ),
        (
            "$a uti-conforms-to 'public.image'",
            """
            error: UTI-CONFORMS-TO is not supported; compare the type identifier with ==, IN or ENDSWITH
             --> condition 1:4
              |
            1 | $a uti-conforms-to 'public.image'
              |    ^~~~~~~~~~~~~~~
            """
        ),
        (
            "$a == 0x",
            """
            error: invalid number '0x'
             --> condition 1:7
              |
            1 | $a == 0x
              |       ^~
            """
        ),
        (
            "$a == 0b102",
            """
            error: invalid number '0b102'
             --> condition 1:7
              |
            1 | $a == 0b102
              |       ^~~~~
            """
        ),
        (
            "$a == 0xFFFFFFFFFFFFFFFFFF",
            """
            error: invalid number '0xFFFFFFFFFFFFFFFFFF'
             --> condition 1:7
              |
            1 | $a == 0xFFFFFFFFFFFFFFFFFF
              |       ^~~~~~~~~~~~~~~~~~~~
            """
        ),
        (
            "$a == '\\400'",
            """
            error: invalid escape sequence '\\400' in a string
             --> condition 1:8
              |
            1 | $a == '\\400'
              |        ^~~~
            """
        ),
        (
            "upper:'a'",
            """
            error: expected '(' and the function's arguments, found a string
             --> condition 1:7
              |
            1 | upper:'a'
              |       ^~~
            """
        ),
        (
            "$a[FIRST",
            """
            error: expected ']', found end of condition
             --> condition 1:9
              |
            1 | $a[FIRST
              |         ^
            """
        ),
        (
            "$a[]",
            """
            error: expected a value, found ']'
             --> condition 1:4
              |
            1 | $a[]
              |    ^
            """
        ),
        (
            "randomn() > 1",
            """
            error: 'randomn' takes 1 argument but was given 0
             --> condition 1:1
              |
            1 | randomn() > 1
              | ^~~~~~~~~
            """
        ),
        (
            "CAST($a) == 1",
            """
            error: 'CAST' takes 2 arguments but was given 1
             --> condition 1:1
              |
            1 | CAST($a) == 1
              | ^~~~~~~~
            """
        ),
    ]

    @Test(arguments: cases)
    func diagnostic(_ text: String, _ expected: String) {
        let diagnostics = Condition(text).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description == expected)
        #expect(diagnostics.first?.isError == true)
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "(", count: 70) + "$a" + String(repeating: ")", count: 70)
        let diagnostic = Condition(deep).problems.first
        #expect(
            diagnostic?.description == """
                error: condition is nested too deeply (more than 64 levels)
                 --> condition 1:65
                  |
                1 | \(deep)
                  | \(String(repeating: " ", count: 64))^
                """)
        #expect(diagnostic?.range == 64..<65)
        let fine = String(repeating: "(", count: 60) + "$a" + String(repeating: ")", count: 60)
        #expect(Condition(fine).diagnostics.isEmpty)
    }

    @Test func longChainsAreLimited() {
        let long = "$a" + String(repeating: " + 1", count: 250)
        #expect(Condition(long).diagnostics.first?.message == "condition is nested too deeply (more than 200 levels)")
        let logic = Array(repeating: "$a == 1", count: 1000).joined(separator: " AND ")
        #expect(Condition(logic).diagnostics.isEmpty)
    }

    @Test func locationIsLineAndColumn() {
        let diagnostic = Condition("$a == 1 OR\n  $b ==\n").problems[0]
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 1)
    }
}
