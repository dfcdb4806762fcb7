import Foundation

/// A row holding a file the person picks: a document, a scan, a photo. Its value is a
/// ``FileReference`` (location, name, content type, size), carried in `form.values()` as a
/// reference object; the bytes come along only when ``embedsBytes`` is set.
///
/// Every pick goes through the same checks, whoever makes it (a photo library, a camera, a
/// path typed in a terminal, a test's `driver.attach(file:to:)`): the file exists and is a
/// regular file, it is no larger than ``maxBytes``, its content type is one of
/// ``contentTypes``, and an image's first bytes are those of a PNG, JPEG, HEIC or GIF image.
/// A pick that fails leaves the value as it was and shows why under the row.
///
/// ```swift
/// FileRow("itinerary") {
///     $0.title = "Itinerary"
///     $0.contentTypes = ["application/pdf"]
///     $0.maxBytes = 2_000_000
/// }
/// ```
public class FileRow: Row<FileReference>, RowConfigurable {
    override var builtInKind: RowKind { .file }

    /// The largest file a row takes unless told otherwise: 10 MB.
    package static let defaultMaxBytes = 10_000_000

    /// The largest file a row embeds (``embedsBytes``): its base64 text must fit in a value's
    /// longest string (`FormValue.Limits.maxStringLength`).
    package static let maxEmbeddedBytes = 750_000

    /// The content types the row takes (`"application/pdf"`, `"image/*"`); empty for any.
    /// An ``ImageRow`` takes PNG, JPEG, HEIC and GIF images unless told otherwise.
    public var contentTypes: [String] {
        get { storedContentTypes ?? Self.defaultContentTypes }
        set {
            storedContentTypes = newValue
            setNeedsUpdate()
        }
    }

    private var storedContentTypes: [String]?

    /// The content types rows of this kind start with.
    class var defaultContentTypes: [String] { [] }

    /// The largest file the row takes, in bytes (10 MB unless told otherwise).
    public var maxBytes = FileRow.defaultMaxBytes {
        didSet { setNeedsUpdate() }
    }

    /// `true` to carry the file's bytes in the value (base64 in `form.values()`), for files
    /// of at most 750,000 bytes; `false` (the default) to carry only the reference.
    public var embedsBytes = false

    /// Why the last pick failed, shown under the row until a pick succeeds.
    package internal(set) var pickProblem: FileError? {
        didSet { if pickProblem != oldValue { setNeedsUpdate() } }
    }

    /// The largest file a pick may bring, counting the limit of embedded bytes.
    package var effectiveMaxBytes: Int {
        embedsBytes ? min(maxBytes, Self.maxEmbeddedBytes) : maxBytes
    }

    /// `true` when the row takes only images, so what it holds must decode as one.
    package var takesOnlyImages: Bool {
        !contentTypes.isEmpty && contentTypes.allSatisfy { $0.lowercased().hasPrefix("image/") }
    }

    /// What the row shows while it holds no file.
    package var emptyText: String { takesOnlyImages ? "No photo" : "No file" }

    /// Where the host may pick a file from, in the order offered: an image row offers the
    /// photo library, the camera (only when there is one) and files; other rows offer files.
    package func pickSources(cameraAvailable: Bool) -> [FileSource] {
        guard takesOnlyImages else { return [.files] }
        return cameraAvailable ? [.library, .camera, .files] : [.library, .files]
    }

    /// The picture a renderer draws beside an image row's name: the held image, when the row
    /// takes only images.
    package var thumbnail: FileThumbnail? {
        guard takesOnlyImages, let value else { return nil }
        return FileThumbnail(location: value.location, bytes: value.bytes)
    }

    override func formatBuiltIn(_ value: FileReference) -> String {
        "\(value.name), \(FileError.sizeText(value.byteCount))"
    }

    package override func editor(in context: EditorContext) -> Editor {
        .selector(SelectorEditor(style: .push, title: title))
    }

    override func rejectionBuiltIn(of candidate: FileReference) -> ValueError.Reason? {
        if let problem = problem(with: candidate) {
            return .outOfBounds(candidate.formValue, bounds: problem.bounds)
        }
        return nil
    }

    /// What is wrong with a reference for this row, or `nil` if the row takes it.
    func problem(with candidate: FileReference) -> FileError? {
        if candidate.byteCount > effectiveMaxBytes {
            return .tooLarge(name: candidate.name, byteCount: candidate.byteCount, limit: effectiveMaxBytes)
        }
        if let bytes = candidate.bytes, takesOnlyImages, FileContent.imageType(of: bytes) == nil {
            return .undecodableImage(name: candidate.name)
        }
        if !FileContent.matches(candidate.contentType, contentTypes) {
            return .wrongType(name: candidate.name, found: candidate.contentType, allowed: contentTypes)
        }
        return nil
    }
}

/// A row holding a photo: a ``FileRow`` that takes PNG, JPEG, HEIC and GIF images, shows a
/// thumbnail and "No photo" while empty, and offers the photo library and the camera.
///
/// ```swift
/// ImageRow("passportPhoto") { $0.title = "Passport photo"; $0.maxBytes = 5_000_000 }
/// ```
public final class ImageRow: FileRow {
    override var builtInKind: RowKind { .image }

    override class var defaultContentTypes: [String] { FileContent.imageTypes }
}

/// Where a file is picked from.
package enum FileSource: String, Sendable, Hashable {
    /// The photo library.
    case library
    /// The camera: a photo taken now.
    case camera
    /// The file system or a document browser.
    case files

    /// The source's name on a renderer's menu of sources.
    package var title: String {
        switch self {
        case .library: "Photo Library"
        case .camera: "Take Photo"
        case .files: "Choose File"
        }
    }
}

/// The picture drawn beside an image row: the held image's location, and its bytes when
/// they are embedded.
package struct FileThumbnail: Sendable, Hashable {
    package var location: String
    package var bytes: Data?
}

extension RowKind {
    /// A file (`FileRow`).
    package static let file: RowKind = "file"
    /// A photo (`ImageRow`).
    package static let image: RowKind = "image"
}
