import Forma
import FormaDefinitions
import Foundation
import Testing

/// The JSON examples of `Docs/Definitions.md`, loaded.
@Suite("Definitions guide")
struct DefinitionGuideTests {
    static func guideDefinitions() throws -> [String] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Definitions.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst().compactMap { block in
            let body = block.components(separatedBy: "```").first ?? ""
            return body.hasPrefix("{\n  \"forma\"") ? body : nil
        }
    }

    @Test func everyDefinitionInTheGuideLoadsAndRoundTrips() throws {
        let definitions = try Self.guideDefinitions()
        #expect(definitions.count == 3)
        for text in definitions {
            let result = try FormDefinition(json: text).load()
            #expect(result.diagnostics.isEmpty)
            let form = try #require(result.form)
            #expect(try form.definition().jsonString() == text)
        }
    }

    @Test func orderExampleComputesTheTotal() throws {
        let form = try Form(json: try #require(Self.guideDefinitions().first))
        #expect(form.row(tag: "seats")?.isHidden == true)
        form.setValues(["plan": "team", "seats": 4])
        #expect(form.values()["total"] == 50.0)
        form.setValues(["seats": 600])
        #expect(form.validate().map(\.message) == ["Call us for more than 500 seats"])
    }
}
