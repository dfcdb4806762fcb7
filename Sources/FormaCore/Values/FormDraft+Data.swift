import Foundation

extension FormDraft {
    /// The largest draft read, in bytes.
    package static let byteLimit = 16 << 20

    /// Draft bytes that cannot be used, said as where and what.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The draft as JSON, keys sorted, as a file or a restoration archive keeps it.
    package func jsonData(pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a draft from JSON bytes that came from `name` (a path, "restoration archive"):
    /// more than ``byteLimit`` bytes, text that is not UTF-8 or not JSON (said at its line and
    /// column), and JSON that is not a draft (said by the key that is missing or wrong) are
    /// problems, never a draft with less in it.
    package static func read(_ data: Data, name: String) -> Result<FormDraft, Problem> {
        guard data.count <= byteLimit else {
            return .failure(Problem(description: "\(name): \(data.count) bytes, more than a draft's \(byteLimit)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(description: "\(name): not UTF-8 text"))
        }
        do {
            _ = try FormValue(json: text)
        } catch {
            return .failure(Problem(description: "\(name): \(error)"))
        }
        do {
            return .success(try JSONDecoder().decode(FormDraft.self, from: data))
        } catch let DecodingError.keyNotFound(key, _) {
            return .failure(Problem(description: "\(name): not a Forma draft: no '\(key.stringValue)'"))
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            let place = context.codingPath.map(\.stringValue).joined(separator: ".")
            return .failure(Problem(description: "\(name): not a Forma draft: '\(place)': \(context.debugDescription)"))
        } catch {
            return .failure(Problem(description: "\(name): not a Forma draft: \(error)"))
        }
    }
}

extension Form {
    /// Restores a draft kept as JSON bytes (a restoration archive, a file): bytes that are not
    /// a draft restore nothing and are the report's one failure; otherwise as ``restore(_:)``.
    package func restore(draftData data: Data, name: String) -> SetValuesReport {
        switch FormDraft.read(data, name: name) {
        case .success(let draft):
            return restore(draft)
        case .failure(let problem):
            return SetValuesReport(failures: [ValueError(tag: "draft", reason: .notADraft(problem.description))])
        }
    }
}

extension Form {
    /// The key a host's restoration archive keeps the form's draft under.
    package static let draftArchiveKey = "forma.draft"

    /// The form's draft as JSON bytes for a host's restoration archive, or the line to log
    /// when it cannot be written (a value JSON cannot hold).
    package func draftArchive() -> Result<Data, FormDraft.Problem> {
        do {
            return .success(try draft().jsonData())
        } catch {
            return .failure(FormDraft.Problem(description: "draft not kept for restoration: \(error)"))
        }
    }

    /// Restores the draft a host's restoration archive kept, and gives the lines to log for
    /// what did not fit (empty when all of it did).
    package func restoreDraftArchive(_ data: Data) -> [String] {
        restore(draftData: data, name: "restoration archive").failures.map { "draft not restored: \($0)" }
    }
}
