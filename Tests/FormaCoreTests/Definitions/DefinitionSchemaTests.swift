import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: JSON Schemas")
struct DefinitionSchemaTests {
    @Test func checkedInSchemaIsTheOneTheLibraryMakes() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Docs/forma-definition.schema.json")
        #expect(try String(contentsOf: url, encoding: .utf8) == FormDefinition.jsonSchema())
    }

    @Test(arguments: [DefinitionFixtures.everything, DefinitionFixtures.minimal])
    func fixturesTheLoaderAcceptsMatchTheSchema(text: String) throws {
        let checker = SchemaChecker(root: try FormValue(json: FormDefinition.jsonSchema()))
        #expect(try FormDefinition(json: text).load().diagnostics.isEmpty)
        #expect(checker.failures(of: try FormValue(json: text)) == [])
    }

    @Test(arguments: [
        #"{"forma": 1, "sections": [{"rows": [{"kind": "integr"}]}]}"#,
        #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "placeholdr": "x"}]}]}"#,
        #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "keyboard": "emial"}]}]}"#,
        #"{"forma": 1, "sections": [{"rows": [{"kind": "slider", "value": "loud"}]}]}"#,
        #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "validations": [{"rule": "min_lenght"}]}]}]}"#,
        #"{"forma": 2, "sections": []}"#,
        #"{"sections": []}"#,
    ])
    func documentsTheLoaderReportsFailTheSchema(text: String) throws {
        let checker = SchemaChecker(root: try FormValue(json: FormDefinition.jsonSchema()))
        #expect(!checker.failures(of: try FormValue(json: text)).isEmpty)
        #expect(!(try FormDefinition(json: text).load().diagnostics.isEmpty))
    }

    @Test func valuesSchemaChecksSubmissions() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        let checker = SchemaChecker(root: try FormValue(json: form.valuesSchema()))
        let schema = try FormValue(json: form.valuesSchema())
        #expect(schema["properties"]?["size"]?["anyOf"]?.description.contains(#"{"enum":["S","M","L"]}"#) == true)
        #expect(schema["properties"]?["phones"]?["items"] == ["type": "string"])
        // The form's own values pass.
        #expect(checker.failures(of: .object(form.values(includeHidden: true))) == [])
        let bad: FormValue = ["size": "XL", "quantity": 0, "title": "x", "password": "abcdefgh", "colour": "red"]
        let failures = checker.failures(of: bad)
        #expect(failures.contains { $0.hasPrefix("$.size") })
        #expect(failures.contains { $0.hasPrefix("$.quantity") })
        #expect(failures.contains { $0.hasPrefix("$.title") })
        #expect(failures.contains { $0.hasPrefix("$.password") })
        #expect(failures.contains("$: additional property colour"))
    }

    @Test func valuesSchemaRequiresRowsAndConditionalRows() throws {
        let form = try Form(
            json: #"""
                {"forma": 1, "sections": [{"rows": [
                  {"kind": "check", "tag": "newsletter"},
                  {"kind": "email", "tag": "email", "required": "$newsletter == true"},
                  {"kind": "integer", "tag": "age", "required": true, "validations": [{"rule": "min_value", "value": 18}]}
                ]}]}
                """#)
        let checker = SchemaChecker(root: try FormValue(json: form.valuesSchema()))
        #expect(checker.failures(of: ["age": 20]) == [])
        #expect(checker.failures(of: [:]) == ["$: required age"])
        #expect(checker.failures(of: ["age": 20, "newsletter": true]) == ["$: required email"])
        #expect(checker.failures(of: ["age": 12]).contains { $0.hasPrefix("$.age") })
    }
}
