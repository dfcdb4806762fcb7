import FormaCore
import FormaDefinitions
import Foundation

/// Reads an input file or standard input, refusing more than a limit without reading it all.
enum InputFile {
    /// The largest input read, in bytes: the definitions' limit.
    static let limit = FormDefinition.Limits().maxBytes

    /// The bytes of `path` (`-` for standard input), or a message saying why not.
    static func read(_ path: String) -> Result<Data, InputError> {
        let name = Output.shown(path)
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(InputError(message: "\(name): no such file"))
            }
            if isDirectory.boolValue { return .failure(InputError(message: "\(name): is a directory")) }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                return .failure(InputError(message: "\(name): cannot be read"))
            }
            handle = opened
        }
        defer {
            if path != "-" {
                // Closing a handle that was only read loses nothing if it fails.
                do { try handle.close() } catch {}
            }
        }
        var data = Data()
        do {
            while data.count <= limit, let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                data.append(chunk)
            }
        } catch {
            return .failure(InputError(message: "\(name): \(Output.shown(error.localizedDescription))"))
        }
        if data.count > limit {
            return .failure(InputError(message: "\(name): longer than \(limit) bytes; not read"))
        }
        return .success(data)
    }
}

/// An input that could not be read.
struct InputError: Error {
    var message: String
}
