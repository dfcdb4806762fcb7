import FormaCore
import FormaTesting
import Foundation
import Testing

@Suite("Attaching files")
struct FileDriverTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 40))

    func temporaryFile(_ name: String, _ bytes: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forma-driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url
    }

    @Test func theGuideExampleAttachesAPassportPhoto() throws {
        let passport = try temporaryFile("passport.png", Self.png)
        let form = Form {
            Section("Documents") {
                ImageRow("passportPhoto") {
                    $0.title = "Passport photo"
                    $0.maxBytes = 5_000_000
                }
                FileRow("itinerary") {
                    $0.title = "Itinerary"
                    $0.contentTypes = ["application/pdf"]
                }
            }
        }
        let driver = try FormDriver(form)
        try driver.attach(file: passport, to: "passportPhoto")
        #expect(try driver.presentation(of: "passportPhoto").displayText == "passport.png, 48 bytes")
        #expect(form.values()["passportPhoto"]?["name"] == "passport.png")
    }

    @Test func attachingBytesGoesThroughTheSameChecks() throws {
        let driver = try FormDriver(Form { Section { ImageRow("photo") { $0.maxBytes = 10 } } })
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.attach(file: Self.png, named: "big.png", to: "photo")
        }
        #expect(failure?.message.contains("“big.png” is 48 bytes; at most 10 bytes is allowed") == true)
        try driver.assertValue("photo", equals: .null)
    }

    @Test func undecodableImageFailsTheStepAndKeepsTheValue() throws {
        let driver = try FormDriver(Form { Section { ImageRow("photo") } })
        try driver.attach(file: Self.png, named: "a.png", to: "photo")
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.attach(file: Data("hello".utf8), named: "b.png", to: "photo")
        }
        #expect(failure?.message.contains("“b.png” is not a PNG, JPEG, HEIC or GIF image") == true)
        #expect(try driver.presentation(of: "photo").displayText == "a.png, 48 bytes")
        try driver.assertError(on: "photo", "“b.png” is not a PNG, JPEG, HEIC or GIF image")
    }

    @Test func missingFileFailsTheStep() throws {
        let driver = try FormDriver(Form { Section { FileRow("doc") } })
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.attach(file: URL(fileURLWithPath: "/no/such/doc.pdf"), to: "doc")
        }
        #expect(failure?.message.contains("No file at “/no/such/doc.pdf”") == true)
    }

    @Test func attachingToAnotherKindOfRowFails() throws {
        let driver = try FormDriver(Form { Section { TextRow("name") } })
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.attach(file: Self.png, named: "a.png", to: "name")
        }
        #expect(failure?.message.contains("not a file row") == true)
    }
}
