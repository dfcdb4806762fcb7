import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// The reader's bookkeeping that loading keeps cheap (key checks that start where the last
/// key was found, duplicates found without a set for short lists, paths kept in one array)
/// still finds and places every problem.
@Suite("Definitions: reader bookkeeping")
struct DefinitionReaderBookkeepingTests {
    /// The diagnostics of a definition whose sections are given as JSON text, without lines
    /// and columns.
    func problems(sections: String) -> [String] {
        let text = #"{"forma": 1, "sections": [\#(sections)]}"#
        do {
            return try FormDefinition(json: text).load().diagnostics.map { diagnostic in
                diagnostic.description.split(separator: " ", maxSplits: 1).dropFirst().joined()
            }
        } catch {
            return ["\(error)"]
        }
    }

    @Test func keysInAnyOrderAreKnownAndAnUnknownOneIsReported() {
        let row =
            #"{"keepsInlineEditorExpanded": true, "value": "v", "placeholdr": "p", "title": "T", "tag": "a", "kind": "text"}"#
        #expect(
            problems(sections: #"{"rows": [\#(row)]}"#) == [
                "warning: $.sections[0].rows[0].placeholdr: unknown key 'placeholdr'; did you mean 'placeholder'?"
            ])
    }

    @Test func aKeyGivenTwiceIsReportedWhereverItIs() {
        let row = #"{"kind": "text", "title": "A", "tag": "a", "title": "B"}"#
        #expect(
            problems(sections: #"{"rows": [\#(row)]}"#) == [
                "error: $.sections[0].rows[0].title: duplicate key 'title'"
            ])
    }

    @Test func aKeyRepeatedAtOnceOrAfterAnUnknownKeyIsReported() {
        let row = #"{"kind": "text", "tag": "a", "titel": 1, "titel": 2, "value": "v", "value": "w"}"#
        #expect(
            problems(sections: #"{"rows": [\#(row)]}"#) == [
                "warning: $.sections[0].rows[0].titel: unknown key 'titel'; did you mean 'title'?",
                "warning: $.sections[0].rows[0].titel: unknown key 'titel'; did you mean 'title'?",
                "error: $.sections[0].rows[0].titel: duplicate key 'titel'",
                "error: $.sections[0].rows[0].value: duplicate key 'value'",
            ])
    }

    @Test func aKeyGivenTwiceIsFoundWhenAKindsTraitsRepeatACommonKey() throws {
        var registry = DefinitionRegistry()
        registry.register(RatingRow.self, traits: ["title", "stars"], read: { _, _ in }, write: { _ in FormValues() })
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "rating", "title": "A", "title": "B"}]}]}"#
        let problems = try FormDefinition(json: text).load(registry: registry).diagnostics.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("$.sections[0].rows[0].title: duplicate key 'title'") == true)
    }

    @Test func rowsOfAlternatingKindsEachGetTheirOwnKind() throws {
        var registry = DefinitionRegistry()
        registry.register(
            RatingRow.self, traits: ["stars"],
            read: { row, traits in if case .int(let n)? = traits["stars"] { row.stars = n } },
            write: { _ in FormValues() })
        let rows = [
            #"{"kind": "rating", "tag": "r1", "stars": 2}"#, #"{"kind": "rating", "tag": "r2", "stars": 3}"#,
            #"{"kind": "text", "tag": "t1"}"#, #"{"kind": "rating", "tag": "r3"}"#, #"{"kind": "text", "tag": "t2"}"#,
            #"{"kind": "email", "tag": "e"}"#, #"{"kind": "text", "tag": "t3"}"#,
        ]
        let text = #"{"forma": 1, "sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#
        let form = try Form(json: text, registry: registry)
        #expect((form.row(tag: "r1") as? RatingRow)?.stars == 2)
        #expect((form.row(tag: "r2") as? RatingRow)?.stars == 3)
        #expect(form.row(tag: "r3") is RatingRow)
        #expect(["t1", "t2", "t3"].allSatisfy { form.row(tag: $0) is TextRow })
        #expect(form.row(tag: "e") is EmailRow)
    }

    @Test func everyListOfAllowedKeysHoldsEachKeyOnce() {
        let lists =
            [
                DefinitionReader.formKeys, DefinitionReader.sectionKeys, DefinitionReader.multivaluedKeys,
                DefinitionReader.namedFormKeys, DefinitionReader.repeatableKeys, DefinitionReader.optionKeys,
                DefinitionReader.choiceKeys, RuleSpec.ruleKeys,
            ] + RuleSpec.groups.map(\.1)
            + KindCodec.builtIn.values.flatMap { [$0.allowedKeys, $0.allowedKeysWithoutTag] }
        for list in lists { #expect(Set(list).count == list.count, "\(list)") }
    }

    @Test(arguments: [3, 15, 16, 17, 40])
    func aDuplicatedOptionIsFoundInShortAndLongLists(count: Int) {
        let options = (0..<count).map { #"{"value": "v\#($0)"}"# } + [#"{"value": "v1"}"#]
        let row = #"{"kind": "picker", "tag": "p", "options": [\#(options.joined(separator: ", "))]}"#
        #expect(
            problems(sections: #"{"rows": [\#(row)]}"#) == [
                "error: $.sections[0].rows[0].options[\(count)].value: two options have the value \"v1\""
            ])
    }

    @Test func aWholeNumberDuplicatingADecimalOptionIsFoundPastTheSetThreshold() {
        let options = (0..<20).map { #"{"value": \#($0).5}"# } + [#"{"value": 2.0}"#, #"{"value": 2}"#]
        let row =
            #"{"kind": "picker", "tag": "p", "valueType": "double", "options": [\#(options.joined(separator: ", "))]}"#
        #expect(
            problems(sections: #"{"rows": [\#(row)]}"#) == [
                "error: $.sections[0].rows[0].options[21].value: two options have the value 2.0"
            ])
    }

    @Test func duplicatedTagsNameTheirFirstUseInSectionsRowsAndMultivaluedSections() {
        let sections = """
            {"tag": "s", "rows": [{"kind": "text", "tag": "a"}]},
            {"rows": [{"kind": "text", "tag": "b"}, {"kind": "text", "tag": "s"}]},
            {"multivalued": {"tag": "b"}, "rows": [{"kind": "text", "tag": "a"}]}
            """
        #expect(
            problems(sections: sections) == [
                "error: $.sections[1].rows[1].tag: duplicate tag 's'; first used at $.sections[0].tag",
                "error: $.sections[2].rows[0].tag: duplicate tag 'a'; first used at $.sections[0].rows[0].tag",
                "error: $.sections[2].multivalued.tag: duplicate tag 'b'; first used at $.sections[1].rows[0].tag",
            ])
    }

    @Test func ruleProblemsArePlacedAtTheirRuleAfterManyRows() {
        let rows = (0..<30).map {
            #"{"kind": "text", "tag": "t\#($0)", "validations": [{"rule": "min_length", "value": 2}]}"#
        }
        let bad =
            #"{"kind": "text", "tag": "x", "validations": [{"all": [{"rule": "min_length"}, {"rule": "equal_to", "value": "nobody"}]}]}"#
        #expect(
            problems(sections: #"{"rows": [\#((rows + [bad]).joined(separator: ", "))]}"#) == [
                "error: $.sections[0].rows[30].validations[0].all[0]: missing required key 'value'",
                "error: $.sections[0].rows[30].validations[0].all[1].value: unknown tag 'nobody'",
            ])
    }

    @Test func conditionProblemsArePlacedAtTheirRowWhenAnEarlierRowFailed() {
        let rows =
            #"{"kind": "nope"}, {"kind": "text", "tag": "a"}, {"kind": "text", "tag": "b", "hidden": "$missing == 1"}"#
        let found = problems(sections: #"{"title": "S", "rows": [\#(rows)]}"#)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("error: $.sections[0].rows[0].kind: unknown kind 'nope'") == true)
        #expect(found.last?.hasPrefix("error: $.sections[0].rows[2].hidden:") == true)
    }

    @Test func anInlineTemplateMayNotHaveATag() {
        let section = #"{"multivalued": {"template": {"kind": "text", "tag": "t"}}, "rows": []}"#
        #expect(
            problems(sections: section) == [
                "warning: $.sections[0].multivalued.template.tag: unknown key 'tag'"
            ])
    }
}
