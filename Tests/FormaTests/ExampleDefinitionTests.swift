import Forma
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
        #expect(try swiftBuilt.definition().jsonString() == text)
        #expect(try loaded.definition().jsonString() == text)
    }
}
