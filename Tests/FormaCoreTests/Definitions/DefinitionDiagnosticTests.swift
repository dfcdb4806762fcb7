import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: diagnostics")
struct DefinitionDiagnosticTests {
    /// Loads a definition whose one section holds `rows` (JSON text) and returns the
    /// diagnostics as printed.
    func diagnostics(rows: String, extra: String = "") -> [String] {
        let text = #"{"forma": 1, \#(extra)"sections": [{"rows": [\#(rows)]}]}"#
        do {
            return try FormDefinition(json: text).load().diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    @Test(arguments: [
        // Unknown kind, with a suggestion.
        (
            #"{"kind": "integr", "tag": "n"}"#,
            "1:46: error: $.sections[0].rows[0].kind: unknown kind 'integr'; did you mean 'integer'?"
        ),
        // Wrong type.
        (
            #"{"kind": "text", "tag": 5}"#,
            "1:61: error: $.sections[0].rows[0].tag: expected a string, found a number"
        ),
        // Missing required key.
        (#"{"tag": "a"}"#, "1:37: error: $.sections[0].rows[0]: missing required key 'kind'"),
        // Unknown key: a warning with a suggestion.
        (
            #"{"kind": "text", "placeholdr": "x"}"#,
            "1:54: warning: $.sections[0].rows[0].placeholdr: unknown key 'placeholdr'; did you mean 'placeholder'?"
        ),
        // Options whose values do not share the row's type.
        (
            #"{"kind": "picker", "options": [{"value": 1}, {"value": "two"}]}"#,
            #"1:92: error: $.sections[0].rows[0].options[1].value: option value is string, but the row's options hold int"#
        ),
        (
            #"{"kind": "picker", "valueType": "bool", "options": [{"value": 1}]}"#,
            #"1:99: error: $.sections[0].rows[0].options[0].value: option value is int, but the row's options hold bool"#
        ),
        // A regex that does not compile.
        (
            #"{"kind": "text", "validations": [{"rule": "format", "value": "(a"}]}"#,
            "1:98: error: $.sections[0].rows[0].validations[0].value: the pattern (a cannot be used: a group is not closed with ')' at offset 0"
        ),
        // Bounds the wrong way round.
        (
            #"{"kind": "slider", "minimum": 10, "maximum": 1}"#,
            "1:67: error: $.sections[0].rows[0].minimum: the minimum 10 is greater than the maximum 1"
        ),
        // A value the row cannot hold, and a number too large for it.
        (
            #"{"kind": "integer", "value": "ten"}"#,
            "1:66: error: $.sections[0].rows[0].value: row expects int, got string"
        ),
        (
            #"{"kind": "integer", "value": 123456789012345678901234567890}"#,
            "1:66: error: $.sections[0].rows[0].value: the number 123456789012345678901234567890 is out of range"
        ),
        (
            #"{"kind": "integer", "value": 1e300}"#,
            "1:66: error: $.sections[0].rows[0].value: the number 1e+300 is out of range"
        ),
        (
            #"{"kind": "pushSelector", "options": [{"value": "a"}], "value": "b"}"#,
            #"1:100: error: $.sections[0].rows[0].value: row has no option with value "b""#
        ),
        // Rules.
        (
            #"{"kind": "integer", "validations": [{"rule": "min_lenght", "value": 2}]}"#,
            "1:82: error: $.sections[0].rows[0].validations[0].rule: unknown rule 'min_lenght'; did you mean 'min_length'?"
        ),
        (
            #"{"kind": "integer", "validations": [{"rule": "min_length", "value": 2}]}"#,
            "1:73: error: $.sections[0].rows[0].validations[0].rule: rule 'min_length' does not apply to a integer row"
        ),
        (
            #"{"kind": "text", "validations": [{"rule": "equal_to", "value": "pasword"}]}"#,
            "1:100: error: $.sections[0].rows[0].validations[0].value: unknown tag 'pasword'"
        ),
        // Words.
        (
            #"{"kind": "text", "keyboard": "emial"}"#,
            "1:66: error: $.sections[0].rows[0].keyboard: unknown value 'emial'"
                + " (expected one of: default, asciiCapable, emailAddress, url, phonePad, numberPad, decimalPad, twitter, namePhonePad)"
        ),
        (
            #"{"kind": "date", "presentation": "inlin"}"#,
            "1:70: error: $.sections[0].rows[0].presentation: unknown value 'inlin'; did you mean 'inline'?"
        ),
    ])
    func reportsEachProblemWithItsPathAndPlace(rows: String, expected: String) {
        #expect(diagnostics(rows: rows) == [expected])
    }

    @Test func duplicateTagsNameTheFirstUse() {
        #expect(
            diagnostics(rows: #"{"kind": "text", "tag": "a"}, {"kind": "email", "tag": "a"}"#) == [
                "1:92: error: $.sections[0].rows[1].tag: duplicate tag 'a'; first used at $.sections[0].rows[0].tag"
            ])
    }

    @Test func templateNamingAMissingRow() throws {
        let text =
            #"{"forma": 1, "sections": [{"multivalued": {"template": "phon"}, "rows": [{"kind": "phone", "tag": "phone"}]}]}"#
        let result = try FormDefinition(json: text).load()
        #expect(
            result.diagnostics.map(\.description) == [
                "1:56: error: $.sections[0].multivalued.template: the template names row 'phon', which the section does not have; did you mean 'phone'?"
            ])
    }

    @Test func everyProblemIsCollected() {
        let found = diagnostics(
            rows: #"{"kind": "nmber"}, {"kind": "text", "tag": 1}, {"tag": "x"}, {"kind": "slider", "step": -1}"#)
        #expect(found.count == 4)
        #expect(
            found.map { $0.split(separator: " ")[2] } == [
                "$.sections[0].rows[0].kind:", "$.sections[0].rows[1].tag:", "$.sections[0].rows[2]:",
                "$.sections[0].rows[3].step:",
            ])
    }

    @Test func conditionProblemsCarryThePathAndACaret() {
        let found = diagnostics(
            rows: #"{"kind": "integer", "tag": "age"}, {"kind": "text", "tag": "drink", "hidden": "$agee >= 18"}"#)
        #expect(
            found == [
                """
                1:115: error: $.sections[0].rows[1].hidden: unknown tag 'agee'; did you mean 'age'?
                  |
                1 | $agee >= 18
                  | ^~~~~
                """
            ])
        let syntax = diagnostics(rows: #"{"kind": "decimal", "tag": "t", "formula": "$t *"}"#)
        #expect(syntax.first?.hasPrefix("1:80: error: $.sections[0].rows[0].formula: ") == true)
        #expect(syntax.first?.hasSuffix("1 | $t *\n  |     ^") == true)
    }

    @Test func conditionCyclesAreReported() {
        let found = diagnostics(
            rows:
                #"{"kind": "text", "tag": "a", "hidden": "$b.isHidden"}, {"kind": "text", "tag": "b", "hidden": "$a.isHidden"}"#
        )
        #expect(found.count == 2)
        #expect(
            found.allSatisfy {
                $0.contains("error: $.sections[0].rows[") && $0.contains(".hidden: ") && $0.contains("cycle")
            })
    }

    @Test func versionKey() throws {
        #expect(
            try FormDefinition(json: #"{"sections": []}"#).load().diagnostics.map(\.description) == [
                #"1:1: error: $: missing the version key "forma" (write "forma": 1)"#
            ])
        #expect(
            try FormDefinition(json: #"{"forma": 2, "sections": []}"#).load().diagnostics.map(\.description) == [
                "1:11: error: $.forma: unsupported version 2; this library reads version 1"
            ])
        #expect(
            try FormDefinition(json: #"{"forma": 1}"#).load().diagnostics.map(\.description) == [
                "1:1: error: $: missing required key 'sections'"
            ])
    }

    @Test func warningsLeaveTheFormLoaded() throws {
        let result = try FormDefinition(json: #"{"forma": 1, "colour": "red", "sections": []}"#).load()
        #expect(result.form != nil)
        #expect(result.diagnostics.map(\.isError) == [false])
    }

    @Test func duplicateKeys() {
        #expect(
            diagnostics(rows: #"{"kind": "text", "kind": "email"}"#) == [
                "1:54: error: $.sections[0].rows[0].kind: duplicate key 'kind'"
            ])
    }
}

@Suite("Definitions: many options")
struct ManyOptionsDefinitionTests {
    /// A selector of 10,000 options loads (each option checked against the ones before it
    /// by hashing, not by a scan), and a duplicate among them is still found, `2` and `2.0`
    /// included for a decimal selector.
    @Test func tenThousandOptionsLoadAndDuplicatesAreFound() throws {
        let options = (0..<10_000).map { #"{"value": \#($0).5}"# } + [#"{"value": 9999.5}"#]
        let text =
            #"{"forma": 1, "sections": [{"rows": [{"kind": "pushSelector", "tag": "pick", "options": ["#
            + options.joined(separator: ", ") + "]}]}]}"
        let result = try FormDefinition(json: text).load()
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description.contains("two options have the value 9999.5") == true)
        let mixed =
            #"{"forma": 1, "sections": [{"rows": [{"kind": "pushSelector", "tag": "n", "options": [{"value": 2.5}, {"value": 2}, {"value": 2.0}]}]}]}"#
        #expect(
            try FormDefinition(json: mixed).load().diagnostics.map(\.description).contains {
                $0.contains("two options have the value 2")
            })
    }
}
