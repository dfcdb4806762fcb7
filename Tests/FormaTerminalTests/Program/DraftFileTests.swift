import FormaCore
import FormaExamples
import Foundation
import Testing

@testable import FormaTerminal

@MainActor
@Suite struct DraftFileTests {
    func path(_ name: String, _ text: String? = nil) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forma-draft-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        if let text { try Data(text.utf8).write(to: file) }
        return file.path
    }

    @Test func noFileIsNoDraft() throws {
        #expect(try DraftFile.read(path("none.json")).get() == nil)
    }

    @Test func aFileThatIsNotJSONSaysWhereAndWhat() throws {
        let file = try path("bad.json", "{\"version\": 1,\n  \"values\": ]}")
        #expect(
            DraftFile.read(file) == .failure(.init(description: "\(file): JSON error at 2:13: expected a value")))
    }

    @Test func jsonThatIsNotADraftSaysWhichKey() throws {
        let file = try path("other.json", #"{"values": {}}"#)
        #expect(DraftFile.read(file) == .failure(.init(description: "\(file): not a Forma draft: no 'version'")))
        let wrong = try path("wrong.json", #"{"version": "one"}"#)
        guard case .failure(let problem) = DraftFile.read(wrong) else {
            Issue.record("a version that is not a number was read")
            return
        }
        #expect(problem.description.hasPrefix("\(wrong): not a Forma draft: 'version':"))
    }

    @Test func aCancelledChangedFormIsSavedAndRestoredAndASubmitRemovesIt() throws {
        let file = try path("trip.json")
        let form = TripForm.make()
        form[Tag<String>("destination")] = "Rome"
        #expect(DraftFile.settle(form, outcome: .cancelled, path: file) == "draft saved to \(file)")
        let draft = try #require(try DraftFile.read(file).get())
        let fresh = TripForm.make()
        #expect(fresh.restore(draft).isComplete)
        #expect(fresh[Tag<String>("destination")] == "Rome")
        #expect(DraftFile.settle(fresh, outcome: .submitted(fresh.values()), path: file) == nil)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func anUnchangedCancelledFormSavesNothing() throws {
        let file = try path("unchanged.json")
        #expect(DraftFile.settle(TripForm.make(), outcome: .cancelled, path: file) == nil)
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
