import FormaCore
import FormaDefinitions
import Foundation
import Testing

@Suite("The forma command")
struct FormaCommandTests {
    static let definition = #"""
        {"forma": 1, "sections": [{"rows": [
          {"kind": "email", "tag": "email", "validations": [{"rule": "email"}]},
          {"kind": "integer", "tag": "age", "required": true, "validations": [{"rule": "min_value", "value": 18}]},
          {"kind": "password", "tag": "password"},
          {"kind": "text", "tag": "notes", "hidden": "$age > 100", "validations": [{"rule": "min_length", "value": 5}]}
        ]}]}
        """#

    @Test func checkPassesTheExamples() throws {
        for name in ["event", "signup"] {
            let result = try FormaCommand.run(["check", FormaCommand.example(name)])
            #expect(result.status == 0)
            #expect(result.output.hasSuffix("0 errors, 0 warnings\n"))
        }
    }

    @Test func checkPrintsDiagnosticsWithTheFileName() throws {
        let path = try FormaCommand.file(
            "bad.json", #"{"forma": 1, "sections": [{"rows": [{"kind": "integr"}, {"kind": "text", "colour": 1}]}]}"#)
        let result = try FormaCommand.run(["check", path])
        #expect(result.status == 1)
        #expect(
            result.errors == """
                \(path):1:46: error: $.sections[0].rows[0].kind: unknown kind 'integr'; did you mean 'integer'?
                \(path):1:74: warning: $.sections[0].rows[1].colour: unknown key 'colour'

                """)
        #expect(result.output == "\(path): 1 error, 1 warning\n")
    }

    @Test func validateReportsEveryEntryAndKeepsTheGoodOnes() throws {
        let path = try FormaCommand.file("form.json", Self.definition)
        let values = #"{"email": "nope", "age": "ten", "password": "secret", "notes": "x", "alarm": 1}"#
        let result = try FormaCommand.run(["validate", path], input: Data(values.utf8))
        #expect(result.status == 1)
        let report = try FormValue(json: result.output)
        #expect(report["valid"] == false)
        #expect(report["rows"]?["email"]?["accepted"] == true)
        #expect(report["rows"]?["email"]?["errors"] == [["rule": "email", "message": "Enter a valid email address"]])
        #expect(report["rows"]?["age"]?["accepted"] == false)
        #expect(report["rows"]?["age"]?["problem"] == "'age' expects int, got string")
        #expect(
            report["rows"]?["notes"]?["errors"] == [
                ["rule": "min_length", "message": "This field must be at least 5 characters"]
            ])
        #expect(report["unknownKeys"] == ["alarm"])
        #expect(report["values"]?["password"] == "••••••")
        #expect(report["values"]?["email"] == "nope")
    }

    @Test func validateAcceptsGoodValuesFromAFile() throws {
        let path = try FormaCommand.file("form.json", Self.definition)
        let values = try FormaCommand.file("values.json", #"{"email": "ada@example.com", "age": 200, "notes": "x"}"#)
        let result = try FormaCommand.run(["validate", path, values])
        #expect(result.status == 0)
        let report = try FormValue(json: result.output)
        #expect(report["valid"] == true)
        #expect(report["rows"]?["notes"]?["hidden"] == true)
    }

    @Test(arguments: [
        (Data(#"{"email": "a@b.co", "age": 2"#.utf8), "invalid JSON"),
        (Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), "not valid UTF-8"),
        (Data(String(repeating: "[", count: 10_000).utf8), "nested deeper than 64 levels"),
        (Data(#"{"age": 99999999999999999999999}"#.utf8), "out of range"),
        (Data("[1, 2]".utf8), "expected a JSON object"),
    ])
    func unusableValuesExitWithTwo(values: Data, message: String) throws {
        let path = try FormaCommand.file("form.json", Self.definition)
        let result = try FormaCommand.run(["validate", path], input: values)
        #expect(result.status == 2)
        #expect(result.errors.contains(message))
    }

    @Test func hostileDefinitionsGetDiagnostics() throws {
        let cases: [(Data, String)] = [
            (
                Data(#"{"forma": 1, "sections": [{"rows": [{"kind": "#.utf8),
                "invalid JSON: expected a value, found the end of the text"
            ),
            (Data(String(repeating: "[", count: 10_000).utf8), "nested deeper than 64 levels"),
            (Data([0x7B, 0xC3, 0x28, 0x7D]), "not valid UTF-8"),
            (
                Data(#"{"forma": 1, "sections": [{"rows": [{"kind": "integer", "value": 1e999}]}]}"#.utf8),
                "is out of range"
            ),
            (
                Data(
                    #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "a", "hidden": "$b.isHidden"}, {"kind": "text", "tag": "b", "hidden": "$a.isHidden"}]}]}"#
                        .utf8), "cycle"
            ),
        ]
        for (contents, message) in cases {
            let path = try FormaCommand.file("def.json", contents)
            let result = try FormaCommand.run(["check", path])
            #expect(result.status == 1, "\(message)")
            #expect(result.errors.contains(message), "\(message): \(result.errors)")
        }
    }

    @Test func aHundredMegabyteFileIsNotRead() throws {
        let path = try FormaCommand.file("huge.json", Data())
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let result = try FormaCommand.run(["check", path])
        #expect(result.status == 2)
        #expect(result.errors.contains("longer than 16777216 bytes; not read"))
    }

    @Test func schemaPrintsTheFormatsAndTheValuesSchemas() throws {
        let format = try FormaCommand.run(["schema"])
        #expect(format.status == 0)
        #expect(format.output == FormDefinition.jsonSchema() + "\n" || format.output == FormDefinition.jsonSchema())
        let values = try FormaCommand.run(["schema", FormaCommand.example("signup"), "--values"])
        #expect(values.status == 0)
        #expect(try FormValue(json: values.output)["required"] == ["email", "username", "password"])
    }

    @Test func threeLvisFormat() throws {
        let path = try FormaCommand.file(
            "3lvis.json",
            #"[{"id": "g", "title": "G", "sections": [{"id": "s", "fields": [{"id": "n", "type": "name", "size": {"width": 30}}]}]}]"#
        )
        let result = try FormaCommand.run(["check", "--format", "3lvis", path])
        #expect(result.status == 0)
        #expect(
            result.errors.contains("warning: $[0].sections[0].fields[0].size: the field's 'size' has no equivalent"))
    }

    @Test func fillInLineModeFromStandardInput() throws {
        let path = try FormaCommand.file(
            "form.json",
            #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name"}, {"kind": "integer", "tag": "age"}]}]}"#
        )
        let result = try FormaCommand.run(["fill", path, "--accessible"], input: Data("Ada\n36\n".utf8))
        #expect(result.status == 0)
        #expect(try FormValue(json: result.output) == ["name": "Ada", "age": 36])
    }

    /// A definition without a title is filled under its file's name, not its path.
    @Test func fillTitleIsTheFileNameWhenTheDefinitionHasNone() throws {
        let path = try FormaCommand.file(
            "travel-claim.json", #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name"}]}]}"#)
        let result = try FormaCommand.run(["fill", path, "--accessible"], input: Data("Ada\n".utf8))
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("Travel claim\n"))
        #expect(!result.errors.contains(path))
    }

    @Test func helpAndUsage() throws {
        for command in ["check", "validate", "fill", "schema"] {
            let result = try FormaCommand.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("USAGE: forma \(command)"))
        }
        #expect(try FormaCommand.run([]).status == 2)
        #expect(try FormaCommand.run(["chek"]).errors.contains("did you mean 'check'?"))
        #expect(try FormaCommand.run(["check"]).status == 2)
        #expect(try FormaCommand.run(["check", "/nonexistent.json"]).errors.contains("no such file"))
        #expect(try FormaCommand.run(["check", "--format", "xml", "a.json"]).status == 2)
    }
}
