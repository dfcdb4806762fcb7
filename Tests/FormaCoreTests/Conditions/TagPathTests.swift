import Foundation
import Testing

@testable import FormaCore

/// A row holding any form value: objects and lists of objects, as records and sub-forms hold.
final class AnyValueRow: Row<FormValue>, RowConfigurable {
    override var kind: RowKind { "anyValue" }
}

/// The tag path grammar of `Docs/Conditions.md`: how tags are written (bare or quoted), the
/// steps into their values (`.member`, `[index]`), the properties a tag has, and the bounds.
@Suite("Conditions: tag paths")
struct TagPathTests {
    // MARK: Writing tags

    /// Each condition text prints in canonical form: quoted only when needed, double quotes.
    @Test(arguments: [
        ("$plan == 1", "$plan == 1"),
        ("$'plan-type' == 0", #"$"plan-type" == 0"#),
        (#"$"a OR TRUE" == 1"#, #"$"a OR TRUE" == 1"#),
        ("$größe > 1", "$größe > 1"),
        ("$'👍' == 1", #"$"👍" == 1"#),
        ("$'isHidden' == 1", "$isHidden == 1"),
        ("$isHidden.isHidden", "$isHidden.isHidden"),
        ("$a.value == 1", "$a == 1"),
        ("$address.city == 'Paris'", "$address.city == \"Paris\""),
        ("$address.'city name' == 1", #"$address."city name" == 1"#),
        ("$address.\"isHidden\" == 1", #"$address."isHidden" == 1"#),
        ("$address.'@count' == 1", #"$address."@count" == 1"#),
        ("$address.'2nd' == 1", #"$address."2nd" == 1"#),
        ("$travellers[0].name == 'Ada'", "$travellers[0].name == \"Ada\""),
        ("$travellers[LAST].'first name'", #"$travellers[LAST]."first name""#),
        ("$a.b.c[1][FIRST].@count > 1", "$a.b.c[1][FIRST].@count > 1"),
        ("$'a\\tb' == 1", #"$"a\tb" == 1"#),
        ("$'a\u{00A0}b' == 1", #"$"a\u00A0b" == 1"#),
    ])
    func printsCanonically(text: String, canonical: String) throws {
        let condition = Condition(text)
        #expect(condition.diagnostics.isEmpty)
        #expect(condition.node?.text == canonical)
        #expect(Condition(canonical).node == condition.node)
    }

    @Test(arguments: [
        ("plan", "$plan"), ("plan-type", #"$"plan-type""#), ("a OR TRUE", #"$"a OR TRUE""#), ("", #"$"""#),
        ("größe", "$größe"), ("名前", "$名前"), ("a.b", #"$"a.b""#), ("it's", #"$"it's""#),
        (#"say "hi""#, #"$"say \"hi\"""#), ("a\\b", #"$"a\\b""#), ("{x}", #"$"{x}""#), ("1st", "$1st"),
        ("\u{301}a", #"$"́a""#), ("a\u{200B}b", #"$"a\u200Bb""#), ("line\nbreak", #"$"line\nbreak""#),
    ])
    func referencesAreQuotedOnlyWhenNeeded(tag: String, reference: String) {
        #expect(TagSyntax.reference(tag) == reference)
    }

    @Test func membersAreQuotedWhenTheyCouldBeReadAsSomethingElse() {
        #expect(TagSyntax.member("city") == ".city")
        #expect(TagSyntax.member("isHidden") == #"."isHidden""#)
        #expect(TagSyntax.member("value") == #"."value""#)
        #expect(TagSyntax.member("2nd") == #"."2nd""#)
        #expect(TagSyntax.member("@count") == #"."@count""#)
        #expect(TagSyntax.member("first name") == #"."first name""#)
    }

    /// Random tags of quotes, braces, spaces, operators, keywords, non-ASCII and control
    /// characters: the canonical reference parses back to the same tag, alone, with a
    /// property, in a comparison and with members and indexes after it.
    @Test func everyTagRoundTrips() throws {
        let pieces = [
            "a", "Z", "_", "0", "9", " ", "-", "+", "*", "/", "%", "=", "==", "!", "<", ">", "&&", "||", "(", ")",
            "{", "}", "[", "]", ",", ".", "@", ":", "$", "'", "\"", "\\", "\\'", "\\u0041", "\n", "\r\n", "\t",
            "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "\u{200B}", "\u{200D}", "\u{2028}", "\u{FEFF}", "\u{301}",
            "é", "ß", "名", "👍🏽", "🇫🇷", "\u{E0001}", "AND", "OR", "NOT", "TRUE", "nil", "FIRST", "value",
            "isHidden", "@count", "uti", "-equals", "%@", "SELF", "?", "#",
        ]
        var generator = SplitMix(seed: 0x7A6_0A75)
        let rounds = ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" ? 100_000 : 2_000
        for _ in 0..<rounds {
            let count = Int(generator.next() % 12)
            let tag = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let member = (0..<(1 + Int(generator.next() % 4))).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let reference = TagSyntax.reference(tag)
            let cases: [(String, ConditionNode.Kind)] = [
                (reference, .reference(tag: tag, property: .value)),
                (reference + ".isHidden", .reference(tag: tag, property: .isHidden)),
                (
                    reference + TagSyntax.member(member) + "[2]",
                    .index(
                        ConditionNode(.member(ConditionNode(.reference(tag: tag, property: .value)), member)),
                        .at(ConditionNode(.literal(.int(2)))))
                ),
            ]
            for (text, kind) in cases {
                let node = try #require(Condition(text).node, "\(text.debugDescription) does not parse")
                #expect(node.kind == kind, "\(tag.debugDescription) as \(text.debugDescription)")
                #expect(node.text == text)
            }
            let comparison = Condition(reference + " == 1")
            #expect(comparison.diagnostics.isEmpty, "\(tag.debugDescription)")
        }
    }

    /// The longest name reads back; one byte more is refused with a caret at the tag.
    @Test func namesUpToTheLimitRoundTrip() throws {
        let longest = String(repeating: "é", count: TagSyntax.maximumNameLength / 2)
        let node = try #require(Condition(TagSyntax.reference(longest) + " == 1").node)
        #expect(node.references.first?.tag == longest)
        let quoted = String(repeating: "-", count: TagSyntax.maximumNameLength)
        #expect(Condition(TagSyntax.reference(quoted)).diagnostics.isEmpty)
    }

    // MARK: Reading values

    static func records() -> Form {
        Form {
            Section {
                AnyValueRow("traveller") {
                    $0.value = .object(["name": "Ada", "age": 36, "isHidden": "member", "first name": "A."])
                }
                AnyValueRow("travellers") {
                    $0.value = [.object(["name": "Ada", "age": 36]), .object(["name": "Grace"]), "not an object"]
                }
                TextRow("isHidden") { $0.value = "tag" }
                TextRow("plan-type") { $0.value = "pro" }
            }
            Section {
                AnyValueRow { $0.value = .object(["city": "Paris"]) }
                AnyValueRow { $0.value = .object(["city": "Oslo"]) }
            }.configured { $0.multivaluedTag = "addresses" }
        }
    }

    @Test(arguments: [
        ("$traveller.name", "Ada" as FormValue),
        ("$traveller.age + 1", 37),
        ("$traveller.missing", nil),
        (#"$traveller."first name""#, "A."),
        (#"$traveller."isHidden""#, "member"),
        ("$traveller.isHidden", false),
        ("$isHidden", "tag"),
        ("$isHidden.isHidden", false),
        ("$travellers[0].name", "Ada"),
        ("$travellers[1].age", nil),
        ("$travellers[5].name", nil),
        ("$travellers[LAST].name", nil),
        ("$travellers.name", .array(["Ada", "Grace", .null])),
        ("ANY $travellers.name == 'Grace'", true),
        ("$travellers.age.@sum", 36),
        ("$travellers[FIRST]['name']", "Ada"),
        ("$addresses[1].city", "Oslo"),
        ("$addresses.city", .array(["Paris", "Oslo"])),
        (#"$"plan-type" == 'pro'"#, true),
        ("$'plan-type' == 'pro'", true),
    ])
    func readsIntoValues(text: String, expected: FormValue) {
        let form = Self.records()
        let condition = Condition(text)
        #expect(condition.diagnostics.isEmpty)
        #expect(form.evaluate(condition) == expected, "\(text)")
        let owner = AnyValueRow("probe") { $0.formula = condition }
        #expect(throws: Never.self) { try form.sections[0].append(owner) }
        #expect(form.conditionDiagnostics.map(\.description) == [], "\(text)")
    }

    /// A condition reading a member re-evaluates when the row's value changes.
    @Test func membersAreDependencies() {
        let form = Self.records()
        #expect(throws: Never.self) {
            try form.sections[0].append(TextRow("note") { $0.hidden = "$traveller.name == 'Grace'" })
        }
        #expect(form.row(tag: "note")?.isHidden == false)
        form.setValues(["traveller": .object(["name": "Grace"])])
        #expect(form.row(tag: "note")?.isHidden == true)
    }

    // MARK: Diagnostics

    /// Problems the parser finds, with their carets.
    @Test(arguments: [
        (
            "$a[0].isHidden",
            """
            error: 'isHidden' is a property of a row or section and comes right after its tag or path, as in $tag.isHidden or $address.city.isHidden; write ."isHidden" for a member of that name
             --> condition 1:6
              |
            1 | $a[0].isHidden
              |      ^~~~~~~~~
            """
        ),
        (
            "$list[-1] == 1",
            """
            error: index -1 is not a whole number from 0 to 999999; elements count from 0, and [LAST] is the last one
             --> condition 1:7
              |
            1 | $list[-1] == 1
              |       ^~
            """
        ),
        (
            "$list[1000000]",
            """
            error: index 1000000 is not a whole number from 0 to 999999; elements count from 0, and [LAST] is the last one
             --> condition 1:7
              |
            1 | $list[1000000]
              |       ^~~~~~~
            """
        ),
        (
            "$list[99999999999999999999999]",
            """
            error: index 1e+23 is not a whole number from 0 to 999999; elements count from 0, and [LAST] is the last one
             --> condition 1:7
              |
            1 | $list[99999999999999999999999]
              |       ^~~~~~~~~~~~~~~~~~~~~~~
            """
        ),
        (
            "$list[1.5]",
            """
            error: index 1.5 is not a whole number from 0 to 999999; elements count from 0, and [LAST] is the last one
             --> condition 1:7
              |
            1 | $list[1.5]
              |       ^~~
            """
        ),
    ])
    func syntaxProblems(text: String, expected: String) {
        #expect(Condition(text).diagnostics.map(\.description) == [expected])
    }

    /// A path of 33 steps is refused at the 33rd; 32 are fine.
    @Test func deepPathsAreBounded() {
        let fine = "$a" + String(repeating: ".b", count: TagSyntax.maximumSteps)
        #expect(Condition(fine).diagnostics.isEmpty)
        let deep = Condition(fine + "[0]")
        #expect(deep.problems.map(\.problem) == [.pathTooLong(limit: TagSyntax.maximumSteps)])
        #expect(deep.problems.first?.range == (fine.count)..<(fine.count + 1))
        let huge = Condition("$a" + String(repeating: ".b", count: 100_000))
        #expect(huge.problems.map(\.problem) == [.pathTooLong(limit: TagSyntax.maximumSteps)])
    }

    /// A tag or member name over the limit is refused, with a caret from the `$`.
    @Test func longNamesAreBounded() {
        let long = String(repeating: "x", count: TagSyntax.maximumNameLength + 1)
        for text in ["$'\(long)' == 1", "$\(long) == 1"] {
            let diagnostics = Condition(text).problems
            #expect(diagnostics.map(\.problem) == [.nameTooLong(bytes: long.utf8.count, limit: 1_024)])
            #expect(diagnostics.first?.range.lowerBound == 0)
        }
        let member = Condition("$a.'\(long)' == 1").problems
        #expect(member.map(\.problem) == [.nameTooLong(bytes: long.utf8.count, limit: 1_024)])
        #expect(member.first?.range.lowerBound == 3)
        let megabyte = String(repeating: "y", count: 1 << 20)
        #expect(Condition("$'\(megabyte)'").diagnostics.first?.message.count ?? 0 < 200)
    }

    /// Problems that need the form: "did you mean" for quoted tags, properties and joined
    /// paths; members of values that have none; sub-form paths that do not exist yet.
    @Test(arguments: [
        (
            #"$"plan-typ" == 'pro'"#,
            """
            error: unknown tag 'plan-typ'; did you mean 'plan-type' (written $"plan-type")?
             --> row 'probe' (hidden) 1:1
              |
            1 | $"plan-typ" == 'pro'
              | ^~~~~~~~~~~
            """
        ),
        (
            "$home.city == 'Paris'",
            """
            error: unknown tag 'home'; no row or section of the form has it
             --> row 'probe' (hidden) 1:1
              |
            1 | $home.city == 'Paris'
              | ^~~~~
            """
        ),
        (
            "$plan.type == 'pro'",
            """
            error: unknown tag 'plan'; did you mean 'plan.type' (written $"plan.type")?
             --> row 'probe' (hidden) 1:1
              |
            1 | $plan.type == 'pro'
              | ^~~~~~~~~~
            """
        ),
        (
            "$count.isHiden",
            """
            error: unknown property 'isHiden'; did you mean 'isHidden'?
             --> row 'probe' (hidden) 1:8
              |
            1 | $count.isHiden
              |        ^~~~~~~
            """
        ),
        (
            "$count.city == 1",
            """
            error: 'count' holds a number, which has no member 'city'; after a tag, write value, isHidden or isDisabled
             --> row 'probe' (hidden) 1:8
              |
            1 | $count.city == 1
              |        ^~~~
            """
        ),
        (
            "$traveller.isHiden == 1",
            """
            warning: '.isHiden' reads a member of the value; did you mean the property 'isHidden'? (write ."isHiden" for the member)
             --> row 'probe' (hidden) 1:12
              |
            1 | $traveller.isHiden == 1
              |            ^~~~~~~
            """
        ),
        (
            "lower($plain).city == 1",
            """
            warning: '.city' needs an object or a list, not a string; the result is nil
             --> row 'probe' (hidden) 1:15
              |
            1 | lower($plain).city == 1
              |               ^~~~
            """
        ),
        (
            "$addresse.@count > 1",
            """
            error: unknown tag 'addresse'; did you mean 'addresses'?
             --> row 'probe' (hidden) 1:1
              |
            1 | $addresse.@count > 1
              | ^~~~~~~~~
            """
        ),
    ])
    func formProblems(text: String, expected: String) {
        let form = Form {
            Section {
                TextRow("plan-type")
                TextRow("plan.type")
                TextRow("plain")
                IntRow("count")
                AnyValueRow("traveller")
                TextRow("probe") { $0.hidden = Condition(text) }
            }
            Section { TextRow() }.configured { $0.multivaluedTag = "addresses" }
        }
        #expect(form.conditionDiagnostics.map(\.description) == [expected])
    }

    /// Quoting the member says it is meant: no warning.
    @Test func quotedMembersNamedLikePropertiesAreNotWarnedAbout() {
        let form = Form {
            Section {
                AnyValueRow("traveller")
                TextRow("probe") { $0.hidden = #"$traveller."isHiden" == 1"# }
            }
        }
        #expect(form.conditionDiagnostics.isEmpty)
    }
}
