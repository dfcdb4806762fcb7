import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: file and image rows")
struct DefinitionFileKindTests {
    static let text = """
        {
          "forma": 1,
          "sections": [
            {
              "rows": [
                {
                  "kind": "image",
                  "tag": "photo",
                  "title": "Photo",
                  "maxBytes": 5000000
                },
                {
                  "kind": "file",
                  "tag": "itinerary",
                  "contentTypes": ["application/pdf", "image/*"],
                  "embedsBytes": true
                }
              ]
            }
          ]
        }
        """

    @Test func fileAndImageRowsLoadWithTheirTraits() throws {
        let form = try Form(json: Self.text)
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.maxBytes == 5_000_000)
        #expect(photo.contentTypes == ["image/png", "image/jpeg", "image/heic", "image/gif"])
        #expect(!photo.embedsBytes)
        let itinerary = try #require(form.row(tag: "itinerary") as? FileRow)
        #expect(!(itinerary is ImageRow))
        #expect(itinerary.contentTypes == ["application/pdf", "image/*"])
        #expect(itinerary.maxBytes == FileRow.defaultMaxBytes)
        #expect(itinerary.embedsBytes)
    }

    @Test func fileAndImageRowsWriteBackTheSameDocument() throws {
        let form = try Form(json: Self.text)
        #expect(try form.definition().jsonString() == Self.text + "\n")
    }

    @Test func theDocumentMatchesTheSchema() throws {
        let checker = SchemaChecker(root: try FormValue(json: FormDefinition.jsonSchema()))
        #expect(checker.failures(of: try FormValue(json: Self.text)) == [])
    }

    @Test func badContentTypesAndLimitsAreReportedByPath() throws {
        let text = """
            {"forma": 1, "sections": [{"rows": [
              {"kind": "file", "tag": "a", "contentTypes": ["pdf", 3, "image/*"], "maxBytes": 0}
            ]}]}
            """
        let result = try FormDefinition(json: text).load()
        let messages = result.diagnostics.map(\.description)
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.contains("sections[0].rows[0].") })
        #expect(messages.contains { $0.contains("contentTypes holds \"pdf\"") })
        #expect(messages.contains { $0.contains("contentTypes holds a number") })
        #expect(messages.contains { $0.contains("maxBytes") })
    }

    @Test func aBadReferenceValueIsReportedByPath() throws {
        let text = """
            {"forma": 1, "sections": [{"rows": [{"kind": "image", "tag": "p", "value": {"name": "x"}}]}]}
            """
        let result = try FormDefinition(json: text).load()
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description.contains("sections[0].rows[0].value") == true)
    }

    @Test func contentTypesAreCheckedForm() {
        #expect(KindCodec.isContentType("image/png"))
        #expect(KindCodec.isContentType("image/*"))
        #expect(KindCodec.isContentType("application/vnd.ms-excel"))
        #expect(!KindCodec.isContentType("*/*"))
        #expect(!KindCodec.isContentType("image/"))
        #expect(!KindCodec.isContentType("a/b/c"))
        #expect(!KindCodec.isContentType(String(repeating: "a", count: 300) + "/b"))
    }
}
