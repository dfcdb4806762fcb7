import Foundation
import Testing
import UIKitStandIn

@testable import FormaCore
@testable import FormaUIKitSkin

/// A screen whose picker is the test: it records which row asked for a file.
final class PickingScreen: FormViewController {
    var asked: [FileRow] = []

    override func pickFile(for row: FileRow, from indexPath: IndexPath) {
        asked.append(row)
    }
}

@MainActor
@Suite("File rows on the stand-in")
struct FilePickTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 40))

    func makeSkin() -> (Skin, PickingScreen) {
        let screen = PickingScreen()
        let skin = Skin(Form { Section { ImageRow("photo") { $0.title = "Photo" } } }, screen: screen)
        return (skin, screen)
    }

    @Test func tappingAnImageRowAsksTheScreenToPickAndAttachChecksThePick() throws {
        let (skin, screen) = makeSkin()
        skin.tap(tag: "photo")
        let row = try #require(screen.asked.first)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("skin-\(UUID().uuidString).png")
        try Self.png.write(to: url)
        screen.attach(fileAt: url, to: row)
        #expect(row.value?.name == url.lastPathComponent)
        #expect(screen.formController.presentation(of: row).displayText == "\(url.lastPathComponent), 48 bytes")
    }

    @Test func cancelLeavesTheValue() throws {
        let (skin, screen) = makeSkin()
        skin.tap(tag: "photo")
        #expect(screen.asked.count == 1)
        #expect(screen.form.values()["photo"] == .null)
    }

    @Test func permissionDeniedIsShownUnderTheRow() throws {
        let (skin, screen) = makeSkin()
        skin.tap(tag: "photo")
        let row = try #require(screen.asked.first)
        row.pickFailed(.permissionDenied(.camera))
        #expect(
            screen.formController.presentation(of: row).messages == [
                "Access to the camera is not allowed; allow it in Settings"
            ])
        #expect(row.value == nil)
    }

    @Test func anUndecodableImageIsRefusedAndShown() throws {
        let (skin, screen) = makeSkin()
        skin.tap(tag: "photo")
        let row = try #require(screen.asked.first)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("skin-\(UUID().uuidString).png")
        try Data("not a picture".utf8).write(to: url)
        screen.attach(fileAt: url, to: row)
        #expect(row.value == nil)
        #expect(
            screen.formController.presentation(of: row).messages.first?.hasSuffix(
                "is not a PNG, JPEG, HEIC or GIF image") == true)
    }
}
