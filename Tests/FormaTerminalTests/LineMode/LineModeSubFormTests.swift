import FormaCore
import FormaTerminal
import Foundation
import Testing

/// The line mode steps into pushed sub-forms under a heading, and offers to add and remove
/// records.
@MainActor
@Suite struct LineModeSubFormTests {
    static func makeForm(inlineItems: Bool = true) -> Form {
        let form = Form {
            Section("Person") {
                NameRow("name") { $0.title = "Name" }
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("street") { $0.title = "Street" }
                        TextRow("city") {
                            $0.title = "City"
                            $0.add(.required())
                            $0.add(.minLength(3))
                        }
                    }
                }
            }
            Section.repeatable("travellers", header: "Travellers", itemTitle: "Traveller", inline: inlineItems) {
                Section("Traveller") { NameRow("name") { $0.title = "Name" } }
            }
        }
        form.setValues(["travellers": [["name": "Ada"], ["name": "Bob"]]])
        return form
    }

    @Test func stepsIntoASubFormAndAddsAndRemovesRecords() throws {
        let answers = [
            "Grace", // name
            "1 Rue de Rivoli", "Paris", // address
            "", "n", // Ada kept
            "", "y", // Bob removed
            "y", "Linus", "n", // one added, kept
            "n", // no more
        ]
        let (outcome, transcript) = try runLineMode(Self.makeForm(), answers: answers.joined(separator: "\n") + "\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)\n\(transcript)")
            return
        }
        #expect(
            values.jsonString()
                == #"{"name":"Grace","address":{"street":"1 Rue de Rivoli","city":"Paris"},"travellers":[{"name":"Ada"},{"name":"Linus"}]}"#
        )
        #expect(transcript.contains("\nTest › Address\n"))
        #expect(transcript.contains("Street: 1 Rue de Rivoli"))
        #expect(transcript.contains("Remove Traveller 1? (y/n) [n]: n"))
        #expect(transcript.contains("Remove Traveller 2? (y/n) [n]: y"))
        #expect(transcript.contains("Add another to Travellers? (y/n) [n]: y"))
        #expect(!transcript.contains("Remove (")) // the button itself is never asked as a row
    }

    @Test func aFileRowTakesAPathThroughTheRowsChecks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer {
            do { try FileManager.default.removeItem(at: folder) } catch { Issue.record("\(folder.path): \(error)") }
        }
        let text = folder.appendingPathComponent("notes.txt")
        try Data("not a picture".utf8).write(to: text)
        let png = folder.appendingPathComponent("photo.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: png)
        let form = Form { Section { ImageRow("photo") { $0.title = "Photo" } } }
        let answers = [folder.appendingPathComponent("missing.png").path, text.path, png.path]
        let (outcome, transcript) = try runLineMode(form, answers: answers.joined(separator: "\n") + "\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)\n\(transcript)")
            return
        }
        #expect(values["photo"]?["name"] == "photo.png")
        #expect(transcript.components(separatedBy: "Photo, a file's path: ").count == 4)
        #expect(transcript.components(separatedBy: "✗ ").count == 3)
    }

    @Test func aProblemInsideASubFormIsAskedAgainInsideIt() throws {
        let answers = ["Grace", "", "Pa", "", "", "", "", "n", "Paris"]
        let (outcome, transcript) = try runLineMode(Self.makeForm(), answers: answers.joined(separator: "\n") + "\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)\n\(transcript)")
            return
        }
        #expect(values["address"]?.jsonString() == #"{"street":null,"city":"Paris"}"#)
        let parts = transcript.components(separatedBy: "1 problem:")
        #expect(parts.count == 2)
        #expect(parts.last?.contains("Test › Address") == true)
    }

    @Test func pushedRecordsAreSteppedIntoOneByOne() throws {
        let answers = ["", "", "Lyon", "Ada L", "", "n"]
        let (outcome, transcript) = try runLineMode(
            Self.makeForm(inlineItems: false), answers: answers.joined(separator: "\n") + "\n")
        guard case .submitted(let values) = outcome else {
            Issue.record("expected a submit, got \(outcome)\n\(transcript)")
            return
        }
        #expect(values["travellers"]?.jsonString() == #"[{"name":"Ada L"},{"name":"Bob"}]"#)
        #expect(transcript.contains("Test › Traveller\n"))
    }

    @Test func theRemoveQuestionSpeaksTheFormsLanguage() throws {
        let answers = ["", "", "Paris", "", "j", "", "n", "n"]
        let (outcome, transcript) = try runLineMode(
            Self.makeForm(), answers: answers.joined(separator: "\n") + "\n", locale: "de_DE")
        #expect(transcript.contains("Traveller 1 entfernen? (y/n) [n]: "), "\(transcript)")
        _ = outcome
    }

    @Test func inputEndingInsideASubFormFails() throws {
        let (outcome, _) = try runLineMode(Self.makeForm(), answers: "Grace\n1 Rue\n")
        guard case .failed = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
    }
}
