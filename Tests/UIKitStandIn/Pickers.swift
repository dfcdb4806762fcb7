import Foundation

// The photo library picker (PhotosUI), the camera (UIImagePickerController), the document
// browser and the camera's authorization (AVFoundation): as much as a form's file rows use.

/// A uniform type: its identifier, as UniformTypeIdentifiers has it.
public struct UTType: Hashable, Sendable {
    public let identifier: String
    public init(_ identifier: String) { self.identifier = identifier }
    public init?(mimeType: String) {
        switch mimeType.lowercased() {
        case "image/png": identifier = "public.png"
        case "image/jpeg": identifier = "public.jpeg"
        case "image/heic": identifier = "public.heic"
        case "image/gif": identifier = "com.compuserve.gif"
        case "application/pdf": identifier = "com.adobe.pdf"
        case "text/plain": identifier = "public.plain-text"
        default: return nil
        }
    }
    public static let item = UTType("public.item")
    public static let image = UTType("public.image")
}

/// What the photo library picker shows.
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images")
}

/// How the photo library picker is set up.
public struct PHPickerConfiguration: Hashable, Sendable {
    public var selectionLimit = 1
    public var filter: PHPickerFilter?
    public init() {}
}

/// One picked item.
public struct PHPickerResult: Sendable {
    public let itemProvider: NSItemProvider
    public init(_itemProvider: NSItemProvider) { itemProvider = _itemProvider }
}

@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The photo library picker.
@MainActor
public final class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    /// The person picks these items (none: Cancel).
    public func _finish(_ results: [PHPickerResult]) {
        delegate?.picker(self, didFinishPicking: results)
    }
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

/// The camera (and the old photo picker).
@MainActor
public final class UIImagePickerController: UIViewController {
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    public struct InfoKey: Hashable, Sendable {
        let name: String
        public static let originalImage = InfoKey(name: "originalImage")
        public static let editedImage = InfoKey(name: "editedImage")
    }

    /// Whether the stand-in device has a camera.
    public static var _cameraAvailable = true

    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType == .camera ? _cameraAvailable : true
    }

    public var sourceType = SourceType.photoLibrary
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The person takes a photo.
    public func _pick(_ image: UIImage) {
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: [.originalImage: image])
    }

    /// The person cancels.
    public func _cancel() {
        delegate?.imagePickerControllerDidCancel(self)
    }
}

@MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

/// The document browser.
@MainActor
public final class UIDocumentPickerViewController: UIViewController {
    public let _contentTypes: [UTType]
    public let _asCopy: Bool
    public weak var delegate: (any UIDocumentPickerDelegate)?

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        _contentTypes = contentTypes
        _asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        _contentTypes = []
        _asCopy = false
        super.init(coder: coder)
    }

    /// The person picks these files: the browser goes (it dismisses itself), then tells.
    public func _pick(_ urls: [URL]) {
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
    }
}

/// A kind of media a capture device records.
public struct AVMediaType: Hashable, Sendable {
    let name: String
    public static let video = AVMediaType(name: "video")
}

/// Whether the app may use a capture device.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// The camera's authorization.
@MainActor
public final class AVCaptureDevice {
    /// What the person allowed for the camera, in the stand-in.
    public static var _videoAuthorization = AVAuthorizationStatus.authorized

    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        mediaType == .video ? _videoAuthorization : .authorized
    }
}
