import Foundation

/// Why a file could not be attached to a ``FileRow``: what went wrong and with which file.
/// The row keeps its value and shows the error's description under itself.
///
/// ```swift
/// if case .tooLarge(_, let size, let limit) = error { print(size, limit) }
/// ```
package enum FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is larger than the row's limit.
    case tooLarge(name: String, byteCount: Int, limit: Int)
    /// Nothing is at the path.
    case missing(path: String)
    /// The path names a directory or another thing that is not a regular file.
    case notAFile(path: String)
    /// The path is unusable: too long, not valid UTF-8 text, or holding a NUL character.
    case badPath(String)
    /// The file is there but could not be read.
    case unreadable(path: String)
    /// The row takes images and the file's bytes are not those of a PNG, JPEG, HEIC or GIF image.
    case undecodableImage(name: String)
    /// The file's content type is not one the row takes.
    case wrongType(name: String, found: String, allowed: [String])
    /// The device has no camera.
    case cameraUnavailable
    /// The person did not allow access to the source.
    case permissionDenied(FileSource)

    /// The longest path a pick takes, in UTF-8 bytes.
    static let maxPathBytes = 4096

    package var description: String {
        switch self {
        case .tooLarge(let name, let size, let limit):
            "\(Self.shown(name)) is \(Self.sizeText(size)); at most \(Self.sizeText(limit)) is allowed"
        case .missing(let path): "No file at \(Self.shown(path))"
        case .notAFile(let path): "\(Self.shown(path)) is not a file"
        case .badPath(let problem): "The path is unusable: \(problem)"
        case .unreadable(let path): "\(Self.shown(path)) cannot be read"
        case .undecodableImage(let name): "\(Self.shown(name)) is not a PNG, JPEG, HEIC or GIF image"
        case .wrongType(let name, let found, let allowed):
            "\(Self.shown(name)) is \(found); expected \(allowed.joined(separator: ", "))"
        case .cameraUnavailable: "This device has no camera"
        case .permissionDenied(let source):
            switch source {
            case .library: "Access to photos is not allowed; allow it in Settings"
            case .camera: "Access to the camera is not allowed; allow it in Settings"
            case .files: "Access to files is not allowed"
            }
        }
    }

    /// The error as the bounds of `ValueError.Reason.outOfBounds`.
    var bounds: String {
        switch self {
        case .tooLarge(_, _, let limit): "at most \(Self.sizeText(limit))"
        case .undecodableImage: "a PNG, JPEG, HEIC or GIF image"
        case .wrongType(_, _, let allowed): "of type \(allowed.joined(separator: ", "))"
        default: description
        }
    }

    /// A name or path as shown in a message: quoted, and shortened to 80 characters.
    static func shown(_ text: String) -> String {
        let shortened = text.count > 80 ? "…" + text.suffix(79) : Substring(text)
        return "“\(shortened)”"
    }

    /// A size in decimal units: "512 bytes", "48.2 KB", "10 MB".
    package static func sizeText(_ bytes: Int) -> String {
        if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var scale = 1000
        var unit = 0
        while bytes / scale >= 1000, unit < units.count - 1 {
            scale *= 1000
            unit += 1
        }
        let tenths = (bytes / (scale / 10)) % 10
        let whole = bytes / scale
        return tenths == 0 ? "\(whole) \(units[unit])" : "\(whole).\(tenths) \(units[unit])"
    }
}

/// Content types recognised by their first bytes and file name extensions, without any
/// platform framework.
enum FileContent {
    /// The image types an ``ImageRow`` takes.
    static let imageTypes = ["image/png", "image/jpeg", "image/heic", "image/gif"]

    /// How many first bytes ``imageType(of:)`` reads.
    static let sniffLength = 16

    /// The image type the bytes begin with, or `nil` when they are not a PNG, JPEG, HEIC or GIF image.
    static func imageType<Bytes: Collection<UInt8>>(of bytes: Bytes) -> String? {
        let head = Array(bytes.prefix(sniffLength))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("ftyp".utf8), at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if ["heic", "heix", "hevc", "hevx", "mif1", "msf1", "heim", "heis"].contains(brand) {
                return "image/heic"
            }
        }
        return nil
    }

    /// The content type a file's bytes show, else the one its name's extension suggests.
    static func contentType<Bytes: Collection<UInt8>>(name: String, head: Bytes) -> String {
        if let image = imageType(of: head) { return image }
        if Array(head.prefix(5)) == Array("%PDF-".utf8) { return "application/pdf" }
        let ext = name.split(separator: ".").count > 1 ? name.split(separator: ".").last.map(String.init) ?? "" : ""
        switch ext.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "heic", "heif": return "image/heic"
        case "gif": return "image/gif"
        case "pdf": return "application/pdf"
        case "txt": return "text/plain"
        case "csv": return "text/csv"
        case "json": return "application/json"
        default: return "application/octet-stream"
        }
    }

    /// `true` when `type` is among `allowed` (`"image/*"` takes every image); any type
    /// matches an empty list.
    static func matches(_ type: String, _ allowed: [String]) -> Bool {
        if allowed.isEmpty { return true }
        let type = type.lowercased()
        return allowed.contains { pattern in
            let pattern = pattern.lowercased()
            if pattern.hasSuffix("/*") { return type.hasPrefix(pattern.dropLast()) }
            return pattern == type
        }
    }
}
