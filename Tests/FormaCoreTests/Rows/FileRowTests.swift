import Foundation
import Testing

@testable import FormaCore

/// Files on disk for file and image row tests, removed when the suite's value goes.
struct FileFixtures {
    let folder: URL

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 40))
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 40))
    static let gif = Data(Array("GIF89a".utf8) + Array(repeating: 0, count: 20))
    static let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + Array(repeating: 0, count: 20))
    static let pdf = Data(Array("%PDF-1.7\n".utf8) + Array(repeating: 0x20, count: 100))

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("forma-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: Data) throws -> String {
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }
}

@Suite("File and image rows")
struct FileRowTests {
    static func makeForm() -> Form {
        Form {
            Section("Documents") {
                ImageRow("photo") {
                    $0.title = "Photo"; $0.maxBytes = 1000
                }
                FileRow("itinerary") {
                    $0.title = "Itinerary"; $0.contentTypes = ["application/pdf"]
                }
            }
        }
    }

    static func reference(_ name: String = "trip.pdf", type: String = "application/pdf", size: Int = 100) -> FormValue {
        [
            "location": .string("file:///tmp/\(name)"), "name": .string(name), "contentType": .string(type),
            "byteCount": .int(size),
        ]
    }

    @Test func anImageRowTakesAPNGAndShowsItsNameAndSize() throws {
        let files = try FileFixtures()
        let form = Self.makeForm()
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.attach(fileAt: try files.write("me.png", FileFixtures.png)) == nil)
        #expect(photo.value?.name == "me.png")
        #expect(photo.value?.contentType == "image/png")
        #expect(photo.value?.byteCount == 48)
        #expect(photo.value?.bytes == nil)
        #expect(photo.displayText == "me.png, 48 bytes")
        #expect(photo.thumbnail?.location == photo.value?.location)
    }

    @Test func magicBytesNameTheImageType() {
        #expect(FileContent.imageType(of: FileFixtures.png) == "image/png")
        #expect(FileContent.imageType(of: FileFixtures.jpeg) == "image/jpeg")
        #expect(FileContent.imageType(of: FileFixtures.gif) == "image/gif")
        #expect(FileContent.imageType(of: FileFixtures.heic) == "image/heic")
        #expect(FileContent.imageType(of: FileFixtures.pdf) == nil)
        #expect(FileContent.imageType(of: Data()) == nil)
        #expect(FileContent.imageType(of: Data([0xFF, 0xD8])) == nil)
    }

    @Test func sizesAreShownInDecimalUnits() {
        #expect(FileError.sizeText(1) == "1 byte")
        #expect(FileError.sizeText(999) == "999 bytes")
        #expect(FileError.sizeText(48_213) == "48.2 KB")
        #expect(FileError.sizeText(10_000_000) == "10 MB")
        #expect(FileError.sizeText(Int.max).hasSuffix("EB"))
    }

    @Test func fileOverLimitIsRefusedAndTheValueKept() throws {
        let files = try FileFixtures()
        let form = Self.makeForm()
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.attach(fileAt: try files.write("small.png", FileFixtures.png)) == nil)
        let big = FileFixtures.png + Data(repeating: 0, count: 2000)
        let error = photo.attach(fileAt: try files.write("big.png", big))
        #expect(error == .tooLarge(name: "big.png", byteCount: 2048, limit: 1000))
        #expect(photo.value?.name == "small.png")
        let controller = FormController(form: form)
        #expect(controller.presentation(of: photo).messages == ["“big.png” is 2 KB; at most 1 KB is allowed"])
    }

    @Test func missingFileIsReported() throws {
        let form = Self.makeForm()
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.attach(fileAt: "/no/such/file.png") == .missing(path: "/no/such/file.png"))
        #expect(photo.value == nil)
        #expect(FormController(form: form).presentation(of: photo).messages == ["No file at “/no/such/file.png”"])
    }

    @Test func undecodableImageIsRefused() throws {
        let files = try FileFixtures()
        let form = Self.makeForm()
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(
            photo.attach(fileAt: try files.write("fake.png", Data("not an image".utf8)))
                == .undecodableImage(name: "fake.png"))
        #expect(
            photo.attach(bytes: Data([0xFF]), name: "cut.jpg", location: "picked:cut.jpg")
                == .undecodableImage(name: "cut.jpg"))
        #expect(photo.value == nil)
    }

    @Test func wrongTypeIsRefused() throws {
        let files = try FileFixtures()
        let form = Self.makeForm()
        let itinerary = try #require(form.row(tag: "itinerary") as? FileRow)
        let error = itinerary.attach(fileAt: try files.write("photo.png", FileFixtures.png))
        #expect(error == .wrongType(name: "photo.png", found: "image/png", allowed: ["application/pdf"]))
        #expect(itinerary.attach(fileAt: try files.write("trip.pdf", FileFixtures.pdf)) == nil)
        #expect(itinerary.value?.contentType == "application/pdf")
        #expect(itinerary.pickProblem == nil)
    }

    @Test func directoryInsteadOfFileIsRefused() throws {
        let files = try FileFixtures()
        let photo = ImageRow("photo")
        #expect(photo.attach(fileAt: files.folder.path) == .notAFile(path: files.folder.path))
    }

    @Test func veryLongPathIsRefusedWithoutTouchingTheDisk() {
        let photo = ImageRow("photo")
        let path = "/" + String(repeating: "a/", count: 5000)
        #expect(photo.attach(fileAt: path) == .badPath("longer than 4096 bytes"))
        #expect(photo.attach(fileAt: "/tmp/a\u{0}b") == .badPath("it holds a NUL character"))
        #expect(photo.attach(fileAt: "") == .badPath("empty"))
    }

    @Test func nonUTF8PathIsRefused() {
        let bytes: [UInt8] = [0x2F, 0x74, 0x6D, 0x70, 0x2F, 0xFF, 0xFE]
        let path = String(decoding: bytes, as: UTF8.self)
        #expect(ImageRow("photo").attach(fileAt: path) == .badPath("it is not valid UTF-8 text"))
    }

    @Test func cameraUnavailableIsNotOffered() {
        let photo = ImageRow("photo")
        #expect(photo.pickSources(cameraAvailable: true) == [.library, .camera, .files])
        #expect(photo.pickSources(cameraAvailable: false) == [.library, .files])
        #expect(FileRow("doc").pickSources(cameraAvailable: true) == [.files])
        photo.pickFailed(.cameraUnavailable)
        #expect(photo.pickProblem?.description == "This device has no camera")
    }

    @Test func permissionDeniedIsShownUnderTheRowAndTheValueKept() throws {
        let form = Self.makeForm()
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.attach(bytes: FileFixtures.png, name: "a.png", location: "picked:a.png") == nil)
        photo.pickFailed(.permissionDenied(.library))
        #expect(photo.value?.name == "a.png")
        #expect(
            FormController(form: form).presentation(of: photo).messages == [
                "Access to photos is not allowed; allow it in Settings"
            ])
    }

    @Test func cancelKeepsTheValue() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(photo.attach(bytes: FileFixtures.png, name: "a.png", location: "picked:a.png") == nil)
        guard case .pickFile(let asked) = controller.activate(photo) else {
            Issue.record("activating an image row did not ask for a file")
            return
        }
        #expect(asked === photo)
        // The person cancels: nothing reaches the row.
        #expect(photo.value?.name == "a.png")
        #expect(controller.presentation(of: photo).messages.isEmpty)
    }

    @Test func anEmptyImageRowShowsNoPhoto() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let photo = try #require(form.row(tag: "photo"))
        let itinerary = try #require(form.row(tag: "itinerary"))
        #expect(controller.presentation(of: photo).placeholder == "No photo")
        #expect(controller.presentation(of: itinerary).placeholder == "No file")
        #expect(photo.kind == "image")
        #expect(itinerary.kind == "file")
    }

    @Test func valuesCarryAReferenceObjectNotBytes() throws {
        let form = Self.makeForm()
        let report = form.setValues(["itinerary": Self.reference()])
        #expect(report.failures.isEmpty)
        #expect(form.values()["itinerary"] == Self.reference())
    }

    @Test func embeddedBytesTravelAsBase64AndComeBack() throws {
        let row = ImageRow("photo") { $0.embedsBytes = true }
        let form = Form { Section { row } }
        #expect(row.attach(bytes: FileFixtures.png, name: "a.png", location: "picked:a.png") == nil)
        let value = form.values()["photo"]
        #expect(value?["base64"] == .string(FileFixtures.png.base64EncodedString()))
        row.value = nil
        #expect(form.setValues(["photo": try #require(value)]).failures.isEmpty)
        #expect(row.value?.bytes == FileFixtures.png)
    }

    @Test func badReferenceObjectInSetValuesIsReportedByPath() throws {
        let form = Self.makeForm()
        let missingName: FormValue = [
            "location": "file:///tmp/a.pdf", "contentType": "application/pdf", "byteCount": 1,
        ]
        var report = form.setValues(["itinerary": missingName])
        #expect(report.failures.map(\.tag) == ["itinerary"])
        guard case .unreadable(_, let expected) = report.failures.first?.reason else {
            Issue.record("expected an unreadable reference, got \(report)")
            return
        }
        #expect(expected == "FileReference")
        report = form.setValues(["itinerary": "trip.pdf"])
        #expect(report.failures.first?.reason == .typeMismatch(expected: .object, found: .string))
        let negative: FormValue = [
            "location": "x", "name": "a.pdf", "contentType": "application/pdf", "byteCount": -1,
        ]
        #expect(form.setValues(["itinerary": negative]).failures.count == 1)
        let badBase64: FormValue = [
            "location": "x", "name": "a.pdf", "contentType": "application/pdf", "byteCount": 3, "base64": "@@@",
        ]
        #expect(form.setValues(["itinerary": badBase64]).failures.count == 1)
        let stranger: FormValue = [
            "location": "x", "name": "a.pdf", "contentType": "application/pdf", "byteCount": 3, "path": "/etc",
        ]
        #expect(form.setValues(["itinerary": stranger]).failures.count == 1)
        #expect(form.row(tag: "itinerary")?.formValue == .null)
    }

    @Test func setValuesRefusesAFileOverTheLimitOrOfAnotherType() throws {
        let form = Self.makeForm()
        let big = form.setValues(["photo": Self.reference("a.png", type: "image/png", size: 5000)])
        #expect(
            big.failures.first?.reason
                == .outOfBounds(Self.reference("a.png", type: "image/png", size: 5000), bounds: "at most 1 KB"))
        let wrong = form.setValues(["itinerary": Self.reference("a.png", type: "image/png")])
        #expect(
            wrong.failures.first?.reason
                == .outOfBounds(Self.reference("a.png", type: "image/png"), bounds: "of type application/pdf"))
        #expect(form.values()["photo"] == .null)
    }

    @Test func contentTypePatternsTakeAWholeFamily() {
        #expect(FileContent.matches("image/png", ["image/*"]))
        #expect(FileContent.matches("IMAGE/PNG", ["image/png"]))
        #expect(!FileContent.matches("application/pdf", ["image/*"]))
        #expect(FileContent.matches("anything/at-all", []))
    }

    @Test func aPickedFileWithoutAPathIsNamedByItsBytes() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
        #expect(FileRow.pickedFileName(suggested: "IMG_0001", bytes: png) == "IMG_0001.png")
        #expect(FileRow.pickedFileName(suggested: "scan.PNG", bytes: png) == "scan.PNG")
        #expect(FileRow.pickedFileName(suggested: nil, bytes: Data([0xFF, 0xD8, 0xFF, 0xE0])) == "Photo.jpg")
        #expect(FileRow.pickedFileName(suggested: "../../etc/passwd", bytes: Data("x".utf8)) == "Photo")
        #expect(FileRow.pickedFileName(suggested: "a/b:c", bytes: Data()) == "abc")
        #expect(FileRow.pickedFileName(suggested: String(repeating: "x", count: 500), bytes: png).count == 104)
    }

    @Test func anImageRowOffersTheCameraOnlyWhenThereIsOne() {
        #expect(ImageRow("p").pickSources(cameraAvailable: true) == [.library, .camera, .files])
        #expect(ImageRow("p").pickSources(cameraAvailable: false) == [.library, .files])
        #expect(FileRow("f").pickSources(cameraAvailable: true) == [.files])
    }

    @Test func theThumbnailIsInTheRowsPresentation() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("thumb-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: url)
        let form = Form {
            Section {
                ImageRow("photo"); FileRow("doc")
            }
        }
        let controller = FormController(form: form)
        let photo = try #require(form.row(tag: "photo") as? ImageRow)
        #expect(controller.presentation(of: photo).thumbnail == nil)
        photo.attach(fileAt: url.path)
        #expect(controller.presentation(of: photo).thumbnail?.location.hasSuffix(url.lastPathComponent) == true)
        let doc = try #require(form.row(tag: "doc") as? FileRow)
        doc.attach(fileAt: url.path)
        #expect(controller.presentation(of: doc).thumbnail == nil)
    }
}
