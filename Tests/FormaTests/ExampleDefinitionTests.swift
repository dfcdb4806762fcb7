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

    /// Examples the definition format cannot describe yet: sub-forms, a bitfield, a screen of
    /// the app's own.
    static let withoutDefinition: Set<String> = ["registration"]

    @Test func everyOtherExampleHasADefinitionFile() {
        for example in ExampleCatalog.all {
            let hasFile = (try? Self.definitionText(example.name)) != nil
            #expect(hasFile != Self.withoutDefinition.contains(example.name), "\(example.name)")
        }
    }

    @Test(arguments: ExampleCatalog.all.map(\.name).filter { !withoutDefinition.contains($0) })
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
