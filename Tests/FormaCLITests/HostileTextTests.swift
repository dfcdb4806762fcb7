import FormaCore
import Foundation
import Testing

/// Text from a definition, a values file or a file name that tries to take over the
/// terminal `forma` prints to: set its title, clear it, recolour it, start a sequence with
/// the one-byte CSI, reorder what follows with bidirectional overrides.
@Suite("The forma command and hostile text")
struct HostileTextTests {
    static let attack = #"\u001b]0;pwned\u0007\u001b[2J\u001b[31m\u009b2J\u202eevil\u2066"#
    static let shown = #"\u{1b}]0;pwned\u{7}\u{1b}[2J\u{1b}[31m\u{9b}2J\u{202e}evil\u{2066}"#

    /// Keys, kinds, titles, options and values all carrying the attack.
    static var definition: String {
        #"""
        {"forma": 1, "title": "T\#(attack)",
         "sections": [{"title": "S\#(attack)", "rows": [
          {"kind": "text", "tag": "name", "title": "N\#(attack)", "placeholder": "P\#(attack)",
           "value": "V\#(attack)", "colour\#(attack)": 1},
          {"kind": "pushSelector", "tag": "plan", "title": "Plan",
           "options": [{"value": "a\#(attack)", "title": "A\#(attack)"}], "value": "a\#(attack)"},
          {"kind": "integr\#(attack)"},
          {"kind": "text", "tag": "cond", "hidden": "$nam\#(attack) == 1"}
         ]}]}
        """#
    }

    /// Everything a person would see: no control character but the line breaks `forma`
    /// writes itself.
    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            let value = $0.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    @Test func checkShowsHostileKeysValuesAndFileNamesInertly() throws {
        let path = try FormaCommand.file("def\u{1B}[2J\u{202E}.json", Self.definition)
        let result = try FormaCommand.run(["check", path])
        #expect(result.status == 1)
        #expect(Self.isClean(result.errors), "\(result.errors.debugDescription)")
        #expect(Self.isClean(result.output), "\(result.output.debugDescription)")
        #expect(result.errors.contains("unknown key 'colour\(Self.shown)'"))
        #expect(result.errors.contains("unknown kind 'integr\(Self.shown)'"))
        #expect(result.errors.contains(#"def\u{1b}[2J\u{202e}.json:"#))
        #expect(result.output.hasPrefix(#"/"#) && result.output.contains(#"def\u{1b}[2J\u{202e}.json: "#))
        // One diagnostic per line: a line break in a key cannot start a line of its own.
        let broken = try FormaCommand.file(
            "def.json", #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "x\ny.json:1:1: error: fake": 1}]}]}"#)
        let spoof = try FormaCommand.run(["check", broken])
        #expect(!spoof.errors.split(separator: "\n").contains { $0.hasPrefix("y.json") })
        #expect(spoof.errors.contains(#"unknown key 'x\u{a}y.json:1:1: error: fake'"#))
    }

    @Test func validateWritesEscapedJSONAndInertMessages() throws {
        let definition = #"""
            {"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name",
              "validations": [{"rule": "min_length", "value": 50, "message": "M\#(Self.attack)"}]}]}]}
            """#
        let path = try FormaCommand.file("form.json", definition)
        let values = #"{"name": "V\#(Self.attack)\u007f", "k\#(Self.attack)": 1}"#
        let result = try FormaCommand.run(["validate", path], input: Data(values.utf8))
        #expect(result.status == 1)
        #expect(Self.isClean(result.output), "\(result.output.debugDescription)")
        // The escapes are JSON's own: the report reads back to the very same text.
        let report = try FormValue(json: result.output)
        let attack = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31m\u{9B}2J\u{202E}evil\u{2066}"
        #expect(report["values"]?["name"] == .string("V\(attack)\u{7F}"))
        #expect(report["unknownKeys"] == [.string("k\(attack)")])
        #expect(report["rows"]?["name"]?["errors"] == [["rule": "min_length", "message": .string("M\(attack)")]])

        let missing = try FormaCommand.run(["validate", path, "/nonexistent\u{1B}[2J.json"])
        #expect(missing.status == 2)
        #expect(Self.isClean(missing.errors))
        #expect(missing.errors.contains(#"/nonexistent\u{1b}[2J.json: no such file"#))
    }

    @Test func fillShowsHostileTextInertlyAndWritesEscapedJSON() throws {
        let definition = #"""
            {"forma": 1, "title": "T\#(Self.attack)", "sections": [{"title": "S\#(Self.attack)", "rows": [
              {"kind": "text", "tag": "name", "title": "N\#(Self.attack)", "value": "V\#(Self.attack)"},
              {"kind": "pushSelector", "tag": "plan", "title": "Plan",
               "options": [{"value": "a\#(Self.attack)", "title": "A\#(Self.attack)"}]}]}]}
            """#
        let path = try FormaCommand.file("form.json", definition)
        let result = try FormaCommand.run(["fill", path, "--accessible"], input: Data("\n1\n".utf8))
        #expect(result.status == 0)
        #expect(Self.isClean(result.errors), "\(result.errors.debugDescription)")
        #expect(Self.isClean(result.output), "\(result.output.debugDescription)")
        #expect(result.errors.contains("N\(Self.shown)"))
        #expect(result.errors.contains("A\(Self.shown)"))
        let attack = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31m\u{9B}2J\u{202E}evil\u{2066}"
        #expect(try FormValue(json: result.output) == ["name": .string("V\(attack)"), "plan": .string("a\(attack)")])
    }

    @Test func schemaWritesEscapedJSON() throws {
        let definition = #"""
            {"forma": 1, "title": "T\#(Self.attack)", "sections": [{"rows": [
              {"kind": "text", "tag": "name", "title": "N\#(Self.attack)", "value": "V\#(Self.attack)"},
              {"kind": "pushSelector", "tag": "plan", "title": "P\#(Self.attack)",
               "options": [{"value": "a\#(Self.attack)", "title": "A\#(Self.attack)"}]}]}]}
            """#
        let path = try FormaCommand.file("form.json", definition)
        let result = try FormaCommand.run(["schema", path, "--values"])
        #expect(result.status == 0)
        #expect(Self.isClean(result.output))
        #expect(try FormValue(json: result.output)["properties"]?["name"] != nil)
    }

    @Test func hostileArgumentsAreShownInertly() throws {
        let option = try FormaCommand.run(["check", "--x\u{1B}[2J\u{9B}"])
        #expect(option.status == 2)
        #expect(Self.isClean(option.errors))
        #expect(option.errors.contains(#"unknown option '--x\u{1b}[2J\u{9b}'"#))
        let command = try FormaCommand.run(["ch\u{1B}]0;x\u{7}"])
        #expect(command.status == 2)
        #expect(Self.isClean(command.errors))
        #expect(command.errors.contains(#"unknown command 'ch\u{1b}]0;x\u{7}'"#))
        let format = try FormaCommand.run(["check", "--format", "x\u{202E}y", "a.json"])
        #expect(Self.isClean(format.errors))
    }
}
