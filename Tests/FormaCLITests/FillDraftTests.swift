import FormaCore
import Foundation
import Testing

@Suite("forma fill --draft")
struct FillDraftTests {
    static let definition =
        #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name"}, {"kind": "integer", "tag": "age"}]}]}"#

    @Test func aDraftThatIsNotJSONSaysWhereAndStops() throws {
        let path = try FormaCommand.file("draft-form.json", Self.definition)
        let draft = try FormaCommand.file("bad-draft.json", "{\"version\": 1,\n  \"values\": {\"name\": }}")
        let result = try FormaCommand.run(
            ["fill", path, "--accessible", "--draft", draft], input: Data("Ada\n36\n".utf8))
        #expect(result.status == 2)
        #expect(result.errors.contains("bad-draft.json: JSON error at 2:22: expected a value"))
    }

    @Test func aDraftThatIsNotADraftSaysWhat() throws {
        let path = try FormaCommand.file("draft-form.json", Self.definition)
        let draft = try FormaCommand.file("other-draft.json", #"{"name": "Ada"}"#)
        let result = try FormaCommand.run(
            ["fill", path, "--accessible", "--draft", draft], input: Data("Ada\n36\n".utf8))
        #expect(result.status == 2)
        #expect(result.errors.contains("other-draft.json: not a Forma draft: no 'version'"))
    }

    @Test func aDraftFromANewerVersionIsReportedAndRemovedAfterTheSubmit() throws {
        let path = try FormaCommand.file("draft-form.json", Self.definition)
        let draft = try FormaCommand.file("future-draft.json", #"{"version": 9, "values": {"name": "Ada"}}"#)
        let result = try FormaCommand.run(
            ["fill", path, "--accessible", "--draft", draft], input: Data("Ada\n36\n".utf8))
        #expect(result.status == 0)
        #expect(result.errors.contains("not restored: 'draft' is version 9, newer than this library reads (1)"))
        #expect(!FileManager.default.fileExists(atPath: draft))
    }
}
