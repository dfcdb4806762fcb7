import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Every failure the fuzzers found, kept as a test so that it stays fixed. Each names the
/// fuzzer and the case seed that found it.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// `fuzzJSONHostileTexts`, case 0x16004b: `1e999` was read as infinity, a value JSON cannot
    /// carry, which was then written as `null`. It is now refused where the number starts.
    @Test func regressionJSONNumberBeyondDouble() throws {
        let cases: [(text: String, column: Int, number: String)] = [
            ("1e999", 1, "1e999"), ("-1e999", 1, "-1e999"), (#"{"timer": 1e400}"#, 11, "1e400"),
            ("[1, 2e308]", 5, "2e308"),
        ]
        for (text, column, number) in cases {
            #expect(throws: JSONError(line: 1, column: column, message: "number out of range: \(number)")) {
                try FormValue(json: text)
            }
        }
        #expect(try FormValue(json: "1e-999") == .double(0))
        #expect(try FormValue(json: "1.7976931348623157e308") == .double(.greatestFiniteMagnitude))
    }

    /// `fuzzDefinitionLoading`, case 0x1703c5: when a row before it failed to load, a
    /// formula's problem was placed at the form's index of its row, which in the document is
    /// another row (here one without a formula, so the diagnostic had no line either).
    @Test func regressionConditionDiagnosticAfterARowThatFailed() throws {
        let text = #"""
            {"forma": 1, "sections": [{"rows": [
              {"kind": "nope"},
              {"kind": "text"},
              {"kind": "decimal", "tag": "total", "formula": "$price * 2"}
            ]}]}
            """#
        let diagnostics = try FormDefinition(json: text).load().details
        #expect(
            diagnostics.map { "\($0.location.map(String.init(describing:)) ?? "-") \($0.path)" } == [
                "2:12 $.sections[0].rows[0].kind",
                "4:50 $.sections[0].rows[2].formula",
            ])
    }

    /// `fuzzGeneratedDefinitions`, case 0x180003: two rows sharing a tag (an error of its
    /// own) were one entry in the map from condition sites to the document, so a condition
    /// problem of the first was placed at the second, which has no such key, and had no line.
    @Test func regressionConditionDiagnosticOfADuplicatedTag() throws {
        let text = #"""
            {"forma": 1, "sections": [{"rows": [
              {"kind": "text", "tag": "a", "required": "$a == (1"},
              {"kind": "text", "tag": "a"}
            ]}]}
            """#
        let diagnostics = try FormDefinition(json: text).load().details
        #expect(
            diagnostics.map { "\($0.location.map(String.init(describing:)) ?? "-") \($0.path)" } == [
                "3:27 $.sections[0].rows[1].tag",
                "2:44 $.sections[0].rows[0].required",
            ])
    }

    /// `fuzzSetValuesRefusedEntriesChangeNothing`, case 0x362f74: an unknown key that reads
    /// like an item (`phones[0]`) and a bad item of `phones` give failures with the same name;
    /// each is reported, and neither changes the section.
    @Test func regressionItemNamedLikeAKey() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        let before = form.values(includeHidden: true)
        let report = form.setValues(["phones": [1.5, "555-0101"], "phones[0]": "555-0102"])
        #expect(report.failures.map(\.tag) == ["phones[0]", "phones[0]"])
        #expect(
            report.failures.map(\.reason) == [
                .typeMismatch(expected: .string, found: .double), .unknownTag(suggestion: "phones"),
            ])
        #expect(form.values(includeHidden: true) == before)
    }
}
