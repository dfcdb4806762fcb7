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

/// The default pick: the row's sources in an action sheet, UIKit's pickers, the pick attached.
@MainActor
@Suite("The default file pick on the stand-in", .serialized)
struct DefaultFilePickTests {
    func makeSkin(camera: Bool = true, authorization: AVAuthorizationStatus = .authorized) -> Skin {
        UIImagePickerController._cameraAvailable = camera
        AVCaptureDevice._videoAuthorization = authorization
        return Skin(
            Form {
                Section {
                    ImageRow("photo") { $0.title = "Photo" }
                    FileRow("itinerary") { $0.title = "Itinerary" }
                }
            })
    }

    func restore() {
        UIImagePickerController._cameraAvailable = true
        AVCaptureDevice._videoAuthorization = .authorized
    }

    func row(_ skin: Skin, _ tag: String) throws -> FileRow {
        try #require(skin.screen.form.row(tag: tag) as? FileRow)
    }

    /// Taps the row and then a source of its action sheet; the picker presented, if any.
    func choose(_ source: String, on skin: Skin) throws -> UIViewController? {
        skin.tap(tag: "photo")
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        sheet._tap(source)
        return skin.screen.presentedViewController
    }

    func pickFromLibrary(_ data: Data, name: String?, on skin: Skin) async throws {
        let library = try #require(try choose("Photo Library", on: skin) as? PHPickerViewController)
        #expect(library.configuration.filter == .images)
        #expect(library.configuration.selectionLimit == 1)
        let picking = try #require(skin.screen.filePicking)
        library._finish([PHPickerResult(_itemProvider: NSItemProvider(_data: data, suggestedName: name))])
        await picking.load?.value
        #expect(skin.screen.presentedViewController == nil)
        #expect(skin.screen.filePicking == nil)
    }

    @Test func tappingAnImageRowOffersItsSourcesAnchoredAtTheRow() throws {
        let skin = makeSkin()
        defer { restore() }
        skin.tap(tag: "photo")
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Photo")
        #expect(sheet.actions.map(\.title) == ["Photo Library", "Take Photo", "Choose File", "Cancel"])
        #expect(sheet.popoverPresentationController?.sourceView === skin.cell(tag: "photo"))
    }

    @Test func aLibraryPickIsAttachedAndShownAsAThumbnail() async throws {
        let skin = makeSkin()
        defer { restore() }
        try await pickFromLibrary(FilePickTests.png, name: "IMG_0001", on: skin)
        let row = try row(skin, "photo")
        #expect(row.value?.name == "IMG_0001.png")
        #expect(row.value?.byteCount == 48)
        #expect(skin.screen.formController.presentation(of: row).messages.isEmpty)
        let cell = try #require(skin.cell(tag: "photo", as: ValueCell.self))
        #expect(cell.thumbnailView.image != nil)
        #expect(cell.thumbnailView.isHidden == false)
    }

    @Test func theCameraIsNotOfferedWithoutOne() throws {
        let skin = makeSkin(camera: false)
        defer { restore() }
        skin.tap(tag: "photo")
        let sheet = try #require(skin.screen.presentedViewController as? UIAlertController)
        #expect(sheet.actions.map(\.title) == ["Photo Library", "Choose File", "Cancel"])
    }

    @Test func aCameraNotAllowedShowsWhyAndPresentsNoPicker() throws {
        let skin = makeSkin(authorization: .denied)
        defer { restore() }
        let presented = try choose("Take Photo", on: skin)
        #expect(presented == nil)
        let row = try row(skin, "photo")
        #expect(row.value == nil)
        #expect(
            skin.screen.formController.presentation(of: row).messages == [
                "Access to the camera is not allowed; allow it in Settings"
            ])
    }

    @Test func aRestrictedCameraShowsWhyToo() throws {
        let skin = makeSkin(authorization: .restricted)
        defer { restore() }
        #expect(try choose("Take Photo", on: skin) == nil)
        #expect(try row(skin, "photo").pickProblem == .permissionDenied(.camera))
    }

    @Test func aPhotoTakenIsAttached() throws {
        let skin = makeSkin(authorization: .notDetermined)
        defer { restore() }
        let camera = try #require(try choose("Take Photo", on: skin) as? UIImagePickerController)
        #expect(camera.sourceType == .camera)
        camera._pick(try #require(UIImage(data: FilePickTests.png)))
        let row = try row(skin, "photo")
        #expect(row.value?.name == "Photo.png")
        #expect(skin.screen.presentedViewController == nil)
    }

    @Test func cancellingAPickerKeepsTheValue() async throws {
        let skin = makeSkin()
        defer { restore() }
        try await pickFromLibrary(FilePickTests.png, name: "first", on: skin)
        let row = try row(skin, "photo")
        #expect(row.value?.name == "first.png")
        let library = try #require(try choose("Photo Library", on: skin) as? PHPickerViewController)
        library._finish([])
        #expect(row.value?.name == "first.png")
        #expect(skin.screen.presentedViewController == nil)
        let camera = try #require(try choose("Take Photo", on: skin) as? UIImagePickerController)
        camera._cancel()
        #expect(row.value?.name == "first.png")
        #expect(skin.screen.presentedViewController == nil)
        #expect(skin.screen.filePicking == nil)
    }

    @Test func anUndecodablePickedImageShowsTheErrorUnderTheRow() async throws {
        let skin = makeSkin()
        defer { restore() }
        try await pickFromLibrary(Data("not a picture".utf8), name: "IMG_0002", on: skin)
        let row = try row(skin, "photo")
        #expect(row.value == nil)
        #expect(
            skin.screen.formController.presentation(of: row).messages == [
                "“IMG_0002” is not a PNG, JPEG, HEIC or GIF image"
            ])
        let cell = try #require(skin.cell(tag: "photo", as: ValueCell.self))
        #expect(cell.thumbnailView.isHidden)
    }

    @Test func aLibraryItemThatCannotLoadShowsWhy() async throws {
        let skin = makeSkin()
        defer { restore() }
        let library = try #require(try choose("Photo Library", on: skin) as? PHPickerViewController)
        let picking = try #require(skin.screen.filePicking)
        library._finish([PHPickerResult(_itemProvider: NSItemProvider(_data: nil, suggestedName: "IMG_0003"))])
        await picking.load?.value
        let row = try row(skin, "photo")
        #expect(row.value == nil)
        #expect(row.pickProblem == .unreadable(path: "IMG_0003"))
    }

    @Test func aFileRowOpensTheDocumentBrowserAtOnce() throws {
        let skin = makeSkin()
        defer { restore() }
        skin.tap(tag: "itinerary")
        let documents = try #require(skin.screen.presentedViewController as? UIDocumentPickerViewController)
        #expect(documents._contentTypes == [.item])
        #expect(documents._asCopy)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trip-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4".utf8).write(to: url)
        documents._pick([url])
        #expect(try row(skin, "itinerary").value?.name == url.lastPathComponent)
    }
}

/// An app's own picker in place of the default one (the example in Docs/UIKit.md).
final class ScanningScreen: FormViewController {
    var scanned: URL?

    func presentScanner(_ done: (URL) -> Void) {
        if let scanned { done(scanned) }
    }

    override func pickFile(for row: FileRow, from indexPath: IndexPath) {
        presentScanner { url in self.attach(fileAt: url, to: row) }
    }
}

@MainActor
@Suite("An app's own file picker")
struct OwnFilePickerTests {
    @Test func anOverridingScreenPresentsNoSheetAndAttachesItsPick() throws {
        let screen = ScanningScreen()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4".utf8).write(to: url)
        screen.scanned = url
        let skin = Skin(Form { Section { FileRow("scan") { $0.title = "Scan" } } }, screen: screen)
        skin.tap(tag: "scan")
        #expect(screen.presentedViewController == nil)
        #expect((screen.form.row(tag: "scan") as? FileRow)?.value?.name == url.lastPathComponent)
    }
}
