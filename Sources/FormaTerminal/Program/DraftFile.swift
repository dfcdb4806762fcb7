import FormaCore
import Foundation

/// A form's draft kept in a file between runs, as `forma fill --draft` and the demo keep it:
/// restored at the start, saved when a changed form is cancelled, removed once submitted.
package enum DraftFile {
    /// A draft file that cannot be used, said as where and what.
    package typealias Problem = FormDraft.Problem

    /// Reads a draft: `nil` when there is no file; a syntax error says its line and column,
    /// a file that is not a draft says which key is missing or wrong.
    package static func read(_ path: String) -> Result<FormDraft?, Problem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .success(nil) }
        if isDirectory.boolValue { return .failure(Problem(description: "\(path): is a directory")) }
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size <= FormDraft.byteLimit else {
                return .failure(
                    Problem(description: "\(path): \(size) bytes, more than a draft's \(FormDraft.byteLimit)"))
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(Problem(description: "\(path): cannot be read: \(error.localizedDescription)"))
        }
        return FormDraft.read(data, name: path).map { $0 }
    }

    /// Saves a form's draft (secret rows never in it).
    package static func write(_ draft: FormDraft, to path: String) throws {
        try draft.jsonData(pretty: true).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// After a form ends: saves its draft when it was cancelled with changes, removes the
    /// file when it was submitted. Returns a line to tell the person, if any.
    @MainActor
    package static func settle(_ form: Form, outcome: FormOutcome, path: String) -> String? {
        switch outcome {
        case .cancelled where form.hasChanges:
            do {
                try write(form.draft(), to: path)
                return "draft saved to \(path)"
            } catch {
                return "\(path): draft not saved: \(error.localizedDescription)"
            }
        case .submitted:
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            do {
                try FileManager.default.removeItem(atPath: path)
                return nil
            } catch {
                return "\(path): draft not removed: \(error.localizedDescription)"
            }
        default:
            return nil
        }
    }
}
