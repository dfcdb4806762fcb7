import Testing

@testable import FormaCore

/// Diagnostics that need the form — tags, types, cycles — pinned with their full text.
@Suite("Condition diagnostics in a form")
struct ConditionFormDiagnosticTests {
    static func form(_ property: ConditionProperty, _ condition: Condition) -> Form {
        let form = Form {
            Section("Contact", tag: "contact") {
                IntRow("age")
                TextRow("name")
                DateRow("birthday")
                MultipleSelectorRow<String>("tags")
                ButtonRow("go")
                IntRow("total")
                TextRow("target")
            }
        }
        let owner = property == .formula ? "total" : "target"
        guard let row = form.row(tag: owner) else { return form }
        switch property {
        case .hidden: row.hidden = condition
        case .disabled: row.disabled = condition
        case .required: row.required = condition
        case .formula: row.formula = condition
        }
        return form
    }

    static let cases: [(ConditionProperty, String, String)] = [
        // A property typo after a row whose value has no members (once a syntax error; a
        // name after a tag whose value may have members reads a member).
        (
            .hidden, "$age.isHiden",
            """
            error: unknown property 'isHiden'; did you mean 'isHidden'?
             --> row 'target' (hidden) 1:6
              |
            1 | $age.isHiden
              |      ^~~~~~~
            """
        ),
        (
            .hidden, "$name.colour == 1",
            """
            error: 'name' holds a string, which has no member 'colour'; after a tag, write value, isHidden or isDisabled
             --> row 'target' (hidden) 1:7
              |
            1 | $name.colour == 1
              |       ^~~~~~
            """
        ),
        (
            .hidden, "$contact.isHiden",
            """
            error: unknown property 'isHiden'; did you mean 'isHidden'?
             --> row 'target' (hidden) 1:10
              |
            1 | $contact.isHiden
              |          ^~~~~~~
            """
        ),
        (
            .hidden, "$agee >= 18",
            """
            error: unknown tag 'agee'; did you mean 'age'?
             --> row 'target' (hidden) 1:1
              |
            1 | $agee >= 18
              | ^~~~~
            """
        ),
        (
            .hidden, "$age >= 18 AND $zzz == 1",
            """
            error: unknown tag 'zzz'; no row or section of the form has it
             --> row 'target' (hidden) 1:16
              |
            1 | $age >= 18 AND $zzz == 1
              |                ^~~~
            """
        ),
        (
            .disabled, "$contact == 1",
            """
            error: 'contact' is a section, which has no value; use $contact.isHidden or $contact.isDisabled
             --> row 'target' (disabled) 1:1
              |
            1 | $contact == 1
              | ^~~~~~~~
            """
        ),
        (
            .hidden, "$go == 1",
            """
            error: 'go' is a ButtonRow, which has no value
             --> row 'target' (hidden) 1:1
              |
            1 | $go == 1
              | ^~~
            """
        ),
        (
            .hidden, "$name == 1",
            """
            warning: '==' compares a string with a number; it is never true
             --> row 'target' (hidden) 1:7
              |
            1 | $name == 1
              |       ^~
            """
        ),
        (
            .hidden, "$name <> 1",
            """
            warning: '!=' compares a string with a number; it is always true
             --> row 'target' (hidden) 1:7
              |
            1 | $name <> 1
              |       ^~
            """
        ),
        (
            .required, "$age.isHidden == 'x'",
            """
            warning: '==' compares a Boolean with a string; it is never true
             --> row 'target' (required) 1:15
              |
            1 | $age.isHidden == 'x'
              |               ^~
            """
        ),
        (
            .hidden, "$birthday > 5",
            """
            warning: '>' compares a date with a number; it is never true
             --> row 'target' (hidden) 1:11
              |
            1 | $birthday > 5
              |           ^
            """
        ),
        (
            .hidden, "$age > nil",
            """
            warning: '>' compares a number with nil; it is never true
             --> row 'target' (hidden) 1:6
              |
            1 | $age > nil
              |      ^
            """
        ),
        (
            .hidden, "$age CONTAINS 1",
            """
            warning: CONTAINS needs a string or a list on its left, not a number; it is never true
             --> row 'target' (hidden) 1:6
              |
            1 | $age CONTAINS 1
              |      ^~~~~~~~
            """
        ),
        (
            .hidden, "$name CONTAINS 1",
            """
            warning: 'CONTAINS' compares a string with a number; it is never true
             --> row 'target' (hidden) 1:7
              |
            1 | $name CONTAINS 1
              |       ^~~~~~~~
            """
        ),
        (
            .hidden, "1 IN 5",
            """
            warning: IN needs a string or a list on its right, not a number; it is never true
             --> row 'target' (hidden) 1:3
              |
            1 | 1 IN 5
              |   ^~
            """
        ),
        (
            .hidden, "$name BEGINSWITH[c] 1",
            """
            warning: BEGINSWITH needs a string on its right, not a number; it is never true
             --> row 'target' (hidden) 1:7
              |
            1 | $name BEGINSWITH[c] 1
              |       ^~~~~~~~~~
            """
        ),
        (
            .hidden, "$age LIKE 'a*'",
            """
            warning: LIKE needs a string on its left, not a number; it is never true
             --> row 'target' (hidden) 1:6
              |
            1 | $age LIKE 'a*'
              |      ^~~~
            """
        ),
        (
            .hidden, "$age BETWEEN {'a', 'z'}",
            """
            warning: 'BETWEEN' compares a number with a string; it is never true
             --> row 'target' (hidden) 1:6
              |
            1 | $age BETWEEN {'a', 'z'}
              |      ^~~~~~~
            """
        ),
        (
            .hidden, "$age BETWEEN 5",
            """
            warning: BETWEEN needs a list on its right, not a number; it is never true
             --> row 'target' (hidden) 1:6
              |
            1 | $age BETWEEN 5
              |      ^~~~~~~
            """
        ),
        (
            .hidden, "$name * 2 > 1",
            """
            warning: '*' cannot combine a string and a number; the result is nil
             --> row 'target' (hidden) 1:7
              |
            1 | $name * 2 > 1
              |       ^
            """
        ),
        (
            .hidden, "age($age) > 1",
            """
            warning: 'age' needs a date, not a number; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | age($age) > 1
              | ^~~
            """
        ),
        (
            .hidden, "lower($tags) == 'x'",
            """
            warning: 'lower' needs a string, not a list; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | lower($tags) == 'x'
              | ^~~~~
            """
        ),
        (
            .hidden, "-$name > 1",
            """
            warning: '-' needs a number, not a string; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | -$name > 1
              | ^
            """
        ),
        (
            .hidden, "$name.@sum > 1",
            """
            warning: '@sum' needs a list, not a string; the result is nil
             --> row 'target' (hidden) 1:6
              |
            1 | $name.@sum > 1
              |      ^~~~~
            """
        ),
        (
            .hidden, "$name",
            """
            error: a condition must be true or false, but this gives a string
             --> row 'target' (hidden) 1:1
              |
            1 | $name
              | ^~~~~
            """
        ),
        (
            .required, "nil",
            """
            error: a condition must be true or false, but this gives nil
             --> row 'target' (required) 1:1
              |
            1 | nil
              | ^~~
            """
        ),
        (
            .formula, "upper($name)",
            """
            error: the formula gives a string, but IntRow 'total' holds int
             --> row 'total' (formula) 1:1
              |
            1 | upper($name)
              | ^~~~~~~~~~~~
            """
        ),
        (
            .disabled, "$age > 1 AND",
            """
            error: expected a value, found end of condition
             --> row 'target' (disabled) 1:13
              |
            1 | $age > 1 AND
              |             ^
            """
        ),
        // Functions, CAST and index expressions.
        (
            .hidden, "CAST($age, 'NSInteger') > 1",
            """
            error: CAST converts to 'NSDate', 'NSNumber' or 'NSString', not 'NSInteger'
             --> row 'target' (hidden) 1:12
              |
            1 | CAST($age, 'NSInteger') > 1
              |            ^~~~~~~~~~~
            """
        ),
        (
            .hidden, "CAST($age, $name) > 1",
            """
            error: CAST needs a class name in quotes as its second argument, as in CAST($x, 'NSNumber')
             --> row 'target' (hidden) 1:12
              |
            1 | CAST($age, $name) > 1
              |            ^~~~~
            """
        ),
        (
            .hidden, "sqrt($name) > 1",
            """
            warning: 'sqrt' needs a number, not a string; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | sqrt($name) > 1
              | ^~~~
            """
        ),
        (
            .hidden, "$age[FIRST] == 1",
            """
            warning: '[FIRST]' needs a list, not a number; the result is nil
             --> row 'target' (hidden) 1:5
              |
            1 | $age[FIRST] == 1
              |     ^~~~~~~
            """
        ),
        (
            .hidden, "$tags['x'] == 1",
            """
            warning: '[n]' needs a number, not a string; the result is nil
             --> row 'target' (hidden) 1:7
              |
            1 | $tags['x'] == 1
              |       ^~~
            """
        ),
        (
            .hidden, "uppercase($age) == 'X'",
            """
            warning: 'uppercase' needs a string, not a number; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | uppercase($age) == 'X'
              | ^~~~~~~~~
            """
        ),
        (
            .formula, "mode($tags)",
            """
            error: the formula gives a list, but IntRow 'total' holds int
             --> row 'total' (formula) 1:1
              |
            1 | mode($tags)
              | ^~~~~~~~~~~
            """
        ),
        (
            .hidden, "average($name) > 1",
            """
            warning: 'average' needs a list, not a string; the result is nil
             --> row 'target' (hidden) 1:1
              |
            1 | average($name) > 1
              | ^~~~~~~
            """
        ),
        (
            .hidden, "$tags.@count ** 'x' > 1",
            """
            warning: '**' cannot combine a number and a string; the result is nil
             --> row 'target' (hidden) 1:14
              |
            1 | $tags.@count ** 'x' > 1
              |              ^~
            """
        ),
    ]

    @Test(arguments: cases)
    func diagnostic(_ property: ConditionProperty, _ text: String, _ expected: String) {
        let diagnostics = Self.form(property, Condition(text)).conditionDiagnostics
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func multivaluedValuesHaveNoHiddenOrDisabledState() throws {
        let form = Form {
            Section("Phones") { PhoneRow { $0.value = "1" } }.configured { $0.multivaluedTag = "phones" }
            Section {
                TextRow("note") { $0.hidden = "$phones.isHidden" }
                TextRow("other") { $0.hidden = .function(["phones"]) { _ in true } }
                TextRow("count") { $0.hidden = "$phones.@count > 0" }
            }
        }
        #expect(
            form.conditionDiagnostics.map(\.description) == [
                """
                error: 'phones' names the values of a multivalued section, which have no isHidden; give the section a tag and read its isHidden
                 --> row 'note' (hidden) 1:1
                  |
                1 | $phones.isHidden
                  | ^~~~~~~~~~~~~~~~
                """
            ])
        // The safe value for the invalid one; the closure and the count read the values.
        #expect(form.row(tag: "note")?.isHidden == false)
        #expect(form.row(tag: "other")?.isHidden == true)
        #expect(form.row(tag: "count")?.isHidden == true)
    }

    @Test func validConditionsHaveNoDiagnostics() {
        for text in ["$age >= 18", "$contact.isHidden", "$go.isDisabled", "ANY $tags == 'x'", "$birthday < today()"] {
            #expect(Self.form(.hidden, Condition(text)).conditionDiagnostics.isEmpty, "\(text)")
        }
        #expect(Self.form(.formula, "$age * 2").conditionDiagnostics.isEmpty)
    }

    @Test func aFormulaNeedsARowWithAValue() {
        let form = Self.form(.hidden, false)
        form.row(tag: "go")?.formula = "1"
        #expect(
            form.conditionDiagnostics.map(\.description) == [
                """
                error: ButtonRow 'go' has no value for a formula to compute
                 --> row 'go' (formula) 1:1
                  |
                1 | 1
                  | ^
                """
            ])
    }

    @Test func diagnosticsComeInFormOrder() {
        let form = Form {
            Section(tag: "section") {
                TextRow("alpha") {
                    $0.hidden = "$xray == 1"; $0.required = "$yankee"
                }
            }
        }
        form.disabled = "$zulu"
        form.sections[0].hidden = "$whisky"
        #expect(
            form.conditionDiagnostics.map { "\($0.site?.description ?? "-"): \($0.message)" } == [
                "form (disabled): unknown tag 'zulu'; no row or section of the form has it",
                "section 'section' (hidden): unknown tag 'whisky'; no row or section of the form has it",
                "row 'alpha' (hidden): unknown tag 'xray'; no row or section of the form has it",
                "row 'alpha' (required): unknown tag 'yankee'; no row or section of the form has it",
            ])
    }

    @Test func swiftConditionsAreShownAsText() {
        let form = Self.form(.hidden, .value("agee") >= 18 && .value("name").contains("x", .caseInsensitive))
        #expect(
            form.conditionDiagnostics.map(\.description) == [
                """
                error: unknown tag 'agee'; did you mean 'age'?
                 --> row 'target' (hidden) 1:1
                  |
                1 | $agee >= 18 AND $name CONTAINS[c] "x"
                  | ^~~~~
                """
            ])
    }

    @Test func closuresReportTheirTags() {
        let form = Self.form(.hidden, .function(["age", "nmae"]) { _ in true })
        #expect(
            form.conditionDiagnostics.map(\.description) == [
                """
                error: unknown tag 'nmae'; did you mean 'name'?
                 --> row 'target' (hidden) 1:16
                  |
                1 | function($age, $nmae)
                  |                ^~~~~
                """
            ])
    }

    @Test func closuresCannotBeCombined() {
        let condition = Condition.function(["age"]) { _ in true } && "$name == 'x'"
        #expect(
            condition.diagnostics.map(\.description) == [
                """
                error: a function condition cannot be combined with other conditions; combine them inside the function
                 --> condition 1:1
                  |
                1 | function($age)
                  | ^~~~~~~~~~~~~~
                """
            ])
    }

    @Test func swiftTreesAreLimitedInDepth() {
        var condition: Condition = .value("a")
        for _ in 0..<300 { condition = condition + 1 }
        #expect(condition.diagnostics.first?.message == "condition is nested too deeply (more than 200 levels)")
        var logic: Condition = .value("a") == 1
        for i in 0..<300 { logic = logic && .value("b") == .int(i) }
        #expect(logic.diagnostics.isEmpty)
    }

    @Test func warningsLeaveTheConditionWorking() {
        let form = Self.form(.hidden, "$name == 1 OR $age > 17")
        #expect(form.conditionDiagnostics.map(\.isError) == [false])
        form[Tag<Int>("age")] = 18
        #expect(form.row(tag: "target")?.isHidden == true)
    }

    /// The quick check a loader makes before diagnosing every condition again agrees with
    /// the diagnostics: errors, warnings and cycles say "maybe", a clean form says no.
    @Test(arguments: [
        ("$age > 18", false), ("$agee > 18", true), ("$age >", true), ("$age == 'x'", true), ("$a", true),
    ])
    func quickCheckAgreesWithTheDiagnostics(hidden: String, expected: Bool) {
        let form = Form {
            Section {
                IntRow("age")
                LabelRow("note") { $0.hidden = Condition(hidden) }
                IntRow("a") { $0.formula = "$b + 1" }
                IntRow("b") { $0.formula = hidden == "$a" ? "$a + 1" : "1" }
            }
        }
        #expect(form.mayHaveConditionDiagnostics() == expected)
        #expect(form.conditionDiagnostics.isEmpty == !expected)
    }
}
