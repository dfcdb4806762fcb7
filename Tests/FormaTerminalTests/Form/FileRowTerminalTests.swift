import FormaCore
import FormaTerminal
import Foundation
import Testing

@testable import FormaTerminal

@MainActor
@Suite struct FileRowTerminalTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 40))

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forma-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func makeForm() -> Form {
        Form {
            Section {
                ImageRow("photo") {
                    $0.title = "Photo"; $0.maxBytes = 1000
                }
            }
        }
    }

    @Test func theRowShowsNoPhotoThenTheNameAndSizeOfATypedPath() throws {
        let dir = try folder()
        try Self.png.write(to: dir.appendingPathComponent("passport.png"))
        let form = makeForm()
        let harness = try TerminalHarness(form)
        #expect(harness.screen.contains("No photo"))
        _ = harness.press(Keys.enter)
        #expect(harness.screen.contains("File for Photo"))
        _ = harness.press(dir.appendingPathComponent("pass").path)
        _ = harness.press(Keys.tab)
        #expect(harness.screen.contains("passport.png▏"))
        _ = harness.press(Keys.enter)
        #expect(harness.screen.contains("passport.png, 48 bytes"))
        #expect(form.values()["photo"]?["name"] == "passport.png")
        harness.finish()
    }

    @Test func escapeKeepsTheValue() throws {
        let form = makeForm()
        let harness = try TerminalHarness(form)
        _ = harness.press(Keys.enter)
        _ = harness.press("/tmp/x")
        _ = harness.press(Keys.escape)
        #expect(!harness.screen.contains("File for Photo"))
        #expect(form.values()["photo"] == .null)
        harness.finish()
    }

    @Test func aMissingFileIsShownAndTheValueKept() throws {
        let form = makeForm()
        let harness = try TerminalHarness(form)
        _ = harness.press(Keys.enter)
        _ = harness.press("/no/such.png")
        _ = harness.press(Keys.enter)
        #expect(harness.screen.contains("No file at “/no/such.png”"))
        #expect(form.values()["photo"] == .null)
        harness.finish()
    }

    @Test func hostilePathDirectoryInsteadOfFile() throws {
        let dir = try folder()
        let row = ImageRow("photo")
        let form = Form { Section { row } }
        let view = TerminalFormView(
            controller: FormController(form: form), title: "T", size: TerminalSize(rows: 24, columns: 80))
        view.beginFilePrompt(for: row)
        view.handleFilePrompt(.paste(dir.path))
        view.handleFilePrompt(.enter)
        #expect(view.status == "“\(dir.path)” is not a file")
        #expect(row.value == nil)
    }

    @Test func hostilePathVeryLongIsCappedAndRefused() throws {
        let row = ImageRow("photo")
        let form = Form { Section { row } }
        let view = TerminalFormView(
            controller: FormController(form: form), title: "T", size: TerminalSize(rows: 24, columns: 80))
        view.beginFilePrompt(for: row)
        view.handleFilePrompt(.paste(String(repeating: "a/", count: 100_000)))
        #expect(view.filePrompt?.text.utf8.count == FilePrompt.maxBytes)
        view.handleFilePrompt(.tab)
        view.handleFilePrompt(.enter)
        #expect(view.status == "The path is unusable: longer than 4096 bytes")
    }

    @Test func hostilePathNonUTF8BytesAreRefused() throws {
        let row = ImageRow("photo")
        let form = Form { Section { row } }
        let view = TerminalFormView(
            controller: FormController(form: form), title: "T", size: TerminalSize(rows: 24, columns: 80))
        view.beginFilePrompt(for: row)
        view.handleFilePrompt(.paste("/tmp/"))
        view.handleFilePrompt(.invalid)
        view.handleFilePrompt(.enter)
        #expect(view.status == "The path is unusable: it is not valid UTF-8 text")
        #expect(row.value == nil)
    }

    @Test func completionReadsABoundedListing() throws {
        let dir = try folder()
        for n in 0..<1500 {
            try Data().write(to: dir.appendingPathComponent("f\(n)"))
        }
        let completed = TerminalFormView.completed(dir.path + "/f")
        #expect(completed.hasPrefix(dir.path + "/f"))
        #expect(TerminalFormView.completed(dir.path + "/zzz") == dir.path + "/zzz")
        let other = try folder()
        let sub = other.appendingPathComponent("only")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        #expect(TerminalFormView.completed(other.path + "/on") == sub.path + "/")
    }
}
