import Foundation

/// A file a ``FileRow`` or ``ImageRow`` holds: where it is, its name, content type and size,
/// and its bytes only when the row was asked to embed them (``FileRow/embedsBytes``).
///
/// In `form.values()` a file is a reference object, not its bytes:
/// `{"location": "file:///…/passport.jpg", "name": "passport.jpg", "contentType": "image/jpeg",
/// "byteCount": 48213}`, with `"base64"` added only when the bytes are embedded.
///
/// ```swift
/// let photo = FileReference(
///     location: "file:///tmp/passport.jpg", name: "passport.jpg", contentType: "image/jpeg", byteCount: 48213)
/// ```
public struct FileReference: FormValueConvertible, Hashable {
    /// Where the file is: a file URL, or an identifier of the app's own store.
    public var location: String
    /// The file's name, shown in the row.
    public var name: String
    /// The file's content type (`"image/jpeg"`, `"application/pdf"`).
    public var contentType: String
    /// The file's size in bytes.
    public var byteCount: Int
    /// The file's bytes, when embedded; `nil` otherwise.
    public var bytes: Data?

    /// Creates a reference to a file.
    package init(location: String, name: String, contentType: String, byteCount: Int, bytes: Data? = nil) {
        self.location = location
        self.name = name
        self.contentType = contentType
        self.byteCount = byteCount
        self.bytes = bytes
    }

    /// The keys of a reference object.
    static let keys: Set<String> = ["location", "name", "contentType", "byteCount", "base64"]

    public var formValue: FormValue {
        var members: [(String, FormValue)] = [
            ("location", .string(location)), ("name", .string(name)), ("contentType", .string(contentType)),
            ("byteCount", .int(byteCount)),
        ]
        if let bytes { members.append(("base64", .string(bytes.base64EncodedString()))) }
        return .object(FormValues(members))
    }

    /// Reads a reference object; `nil` for anything else: a missing or mistyped key, a key
    /// it does not know, a negative size, base64 that does not decode or does not match the
    /// size.
    public init?(formValue: FormValue) {
        guard case .object(let object) = formValue, object.keys.allSatisfy(Self.keys.contains),
            case .string(let location)? = object["location"], !location.isEmpty,
            case .string(let name)? = object["name"],
            case .string(let contentType)? = object["contentType"],
            case .int(let byteCount)? = object["byteCount"], byteCount >= 0
        else { return nil }
        var bytes: Data?
        switch object["base64"] {
        case nil: bytes = nil
        case .string(let text)?:
            guard let decoded = Data(base64Encoded: text), decoded.count == byteCount else { return nil }
            bytes = decoded
        case _?: return nil
        }
        self.init(location: location, name: name, contentType: contentType, byteCount: byteCount, bytes: bytes)
    }

    public static var expectedKind: FormValueKind { .object }
}
