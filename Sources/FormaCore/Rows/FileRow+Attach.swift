import Foundation

extension FileRow {
    /// Checks the file at a path and, if the row takes it, makes it the row's value; else
    /// keeps the value and shows the error under the row. Every host's pick ends here.
    ///
    /// Reads at most the first bytes of the file (all of it, up to the limit, when the row
    /// embeds bytes); a directory, a device or a pipe is refused before it is opened.
    @discardableResult
    package func attach(fileAt path: String) -> FileError? {
        record(Self.check(fileAt: path, for: self))
    }

    /// Checks bytes picked from a source that gives no path (a photo library, a camera) and,
    /// if the row takes them, makes them the row's value.
    @discardableResult
    package func attach(bytes: Data, name: String, location: String) -> FileError? {
        record(Self.check(bytes: bytes, name: name, location: location, for: self))
    }

    /// The name a picked file that comes without a path (a photo library's item, a camera's
    /// photo) is saved under before it is attached: the suggested name, or "Photo", made safe
    /// for a file name and shortened to 100 characters, with the extension its bytes show.
    ///
    /// ```swift
    /// FileRow.pickedFileName(suggested: "IMG_0001", bytes: jpeg)   // "IMG_0001.jpg"
    /// ```
    package static func pickedFileName(suggested: String?, bytes: Data) -> String {
        let cleaned = String(
            (suggested ?? "").unicodeScalars.filter {
                $0 != "/" && $0 != "\\" && $0 != ":" && !CharacterSet.controlCharacters.contains($0)
            }
            .prefix(100)
            .map(Character.init)
        ).trimmingCharacters(in: .whitespaces)
        let base = cleaned.isEmpty || cleaned.hasPrefix(".") ? "Photo" : cleaned
        let ext: String? =
            switch FileContent.imageType(of: bytes) {
            case "image/png": "png"
            case "image/jpeg": "jpg"
            case "image/heic": "heic"
            case "image/gif": "gif"
            default: nil
            }
        guard let ext, !base.lowercased().hasSuffix(".\(ext)") else { return base }
        return "\(base).\(ext)"
    }

    /// Records a pick that could not happen (no camera, access refused): the value stays.
    package func pickFailed(_ error: FileError) {
        pickProblem = error
    }

    private func record(_ result: Result<FileReference, FileError>) -> FileError? {
        switch result {
        case .failure(let error):
            pickProblem = error
            return error
        case .success(let reference):
            do {
                if let form {
                    try form.transaction { try setFormValue(reference.formValue) }
                } else {
                    try setFormValue(reference.formValue)
                }
            } catch {
                let failure = FileError.unreadable(path: reference.name)
                pickProblem = failure
                return failure
            }
            pickProblem = nil
            return nil
        }
    }

    static func check(bytes: Data, name: String, location: String, for row: FileRow) -> Result<FileReference, FileError>
    {
        if bytes.count > row.effectiveMaxBytes {
            return .failure(.tooLarge(name: name, byteCount: bytes.count, limit: row.effectiveMaxBytes))
        }
        let reference = FileReference(
            location: location, name: name, contentType: FileContent.contentType(name: name, head: bytes),
            byteCount: bytes.count, bytes: row.embedsBytes ? bytes : nil)
        return checked(reference, head: bytes, for: row)
    }

    static func check(fileAt path: String, for row: FileRow) -> Result<FileReference, FileError> {
        if path.utf8.count > FileError.maxPathBytes {
            return .failure(.badPath("longer than \(FileError.maxPathBytes) bytes"))
        }
        if path.isEmpty { return .failure(.badPath("empty")) }
        if path.contains("\u{0}") { return .failure(.badPath("it holds a NUL character")) }
        if path.contains("\u{FFFD}") { return .failure(.badPath("it is not valid UTF-8 text")) }
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            return .failure(
                FileManager.default.fileExists(atPath: url.path) ? .unreadable(path: path) : .missing(path: path))
        }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else { return .failure(.notAFile(path: path)) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let name = url.lastPathComponent
        if size > row.effectiveMaxBytes {
            return .failure(.tooLarge(name: name, byteCount: size, limit: row.effectiveMaxBytes))
        }
        // Reads one byte past the limit when embedding, so a file that grew since it was
        // measured is still refused.
        let wanted = row.embedsBytes ? row.effectiveMaxBytes + 1 : FileContent.sniffLength
        let head: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            let read = Result { try handle.read(upToCount: wanted) }
            try handle.close()
            head = try read.get() ?? Data()
        } catch {
            return .failure(.unreadable(path: path))
        }
        if row.embedsBytes, head.count > row.effectiveMaxBytes {
            return .failure(.tooLarge(name: name, byteCount: head.count, limit: row.effectiveMaxBytes))
        }
        let reference = FileReference(
            location: url.absoluteString, name: name, contentType: FileContent.contentType(name: name, head: head),
            byteCount: row.embedsBytes ? head.count : size, bytes: row.embedsBytes ? head : nil)
        return checked(reference, head: head, for: row)
    }

    /// The reference if the row takes it, checking an image's first bytes.
    private static func checked(_ reference: FileReference, head: Data, for row: FileRow) -> Result<
        FileReference, FileError
    > {
        if row.takesOnlyImages, FileContent.imageType(of: head) == nil {
            return .failure(.undecodableImage(name: reference.name))
        }
        if let problem = row.problem(with: reference) { return .failure(problem) }
        return .success(reference)
    }
}
