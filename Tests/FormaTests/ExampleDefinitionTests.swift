import Forma
import FormaDefinitions
import FormaExamples
import Foundation
import Testing

@Suite("Example definitions")
struct ExampleDefinitionTests {
    /// `Example/Definitions/NAME.json`, read from the source tree.
    static func definitionText(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Example/Definitions/\(name).json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test(arguments: ExampleCatalog.all.map(\.name))
    func definitionFileLoadsIntoTheSameForm(name: String) throws {
        let swiftBuilt = try #require(ExampleCatalog.all.first { $0.name == name }).make()
        let text = try Self.definitionText(name)
        let loaded = try Form(json: text)
        #expect(loaded.treeDescription == swiftBuilt.treeDescription)
        #expect(loaded.values() == swiftBuilt.values())
        #expect(try loaded.definition().jsonString() == text)
        if swiftBuilt.sections.contains(where: { $0.makeRow != nil }) {
            // A row maker written as a closure cannot be written back; the file gives the same
            // rows as a template instead, and loads into the same form.
            #expect(throws: DefinitionError.self) { try swiftBuilt.definition() }
        } else {
            #expect(try swiftBuilt.definition().jsonString() == text)
        }
    }
}
