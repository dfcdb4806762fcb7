import FormaCore
import Foundation

extension FormDriver {
    /// Attaches the file at a URL to a file or image row, as a person's pick does: the row
    /// checks that the file exists, is no larger than its limit, is of a type it takes and,
    /// for an image row, is a PNG, JPEG, HEIC or GIF image.
    ///
    /// ```swift
    /// try driver.attach(file: URL(fileURLWithPath: "/tmp/passport.jpg"), to: "passportPhoto")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not a file row, is hidden or
    ///   disabled, or refuses the file (saying why, as the row then shows); the row keeps
    ///   its value.
    public func attach(file url: URL, to reference: RowReference) throws {
        let step = "attach(file: \(url.lastPathComponent), to: \(reference))"
        let row = try fileRow(reference, step: step)
        if let error = row.attach(fileAt: url.path) { throw failure(step, error.description) }
    }

    /// Attaches bytes picked from a source that gives no file (a photo library, a camera) to
    /// a file or image row, through the same checks as ``attach(file:to:)``.
    ///
    /// ```swift
    /// try driver.attach(file: pngBytes, named: "photo.png", to: "passportPhoto")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not a file row, is hidden or
    ///   disabled, or refuses the bytes; the row keeps its value.
    public func attach(file bytes: Data, named name: String, to reference: RowReference) throws {
        let step = "attach(file: \(name), to: \(reference))"
        let row = try fileRow(reference, step: step)
        if let error = row.attach(bytes: bytes, name: name, location: "picked:" + name) {
            throw failure(step, error.description)
        }
    }

    /// The file row a reference names, activated as a tap does.
    private func fileRow(_ reference: RowReference, step: String) throws -> FileRow {
        let row = try resolve(reference, step: step)
        guard let fileRow = row as? FileRow else {
            throw failure(
                step, "row \(reference) is \(controller.presentation(of: row).editor.spokenName), not a file row")
        }
        _ = try editablePath(of: row, reference, step: step)
        try closeSelector(step: step)
        guard case .pickFile = controller.activate(row) else {
            throw failure(step, "tapping row \(reference) did not ask for a file")
        }
        return fileRow
    }
}
