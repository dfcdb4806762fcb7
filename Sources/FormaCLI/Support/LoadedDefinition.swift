import FormaCore
import Foundation

/// A definition file read and loaded, its diagnostics printed as `FILE:LINE:COLUMN: …`.
struct LoadedDefinition {
    var form: Form?
    var diagnostics: [DefinitionDiagnostic]

    /// Reads and loads `path`; `nil` (after a message) when the file cannot be read.
    static func load(_ path: String, format: DefinitionFormat) -> LoadedDefinition? {
        let data: Data
        switch InputFile.read(path) {
        case .success(let read): data = read
        case .failure(let error):
            Output.err("forma: \(error.message)")
            return nil
        }
        do {
            switch format {
            case .forma:
                let result = try FormDefinition(data: data).load()
                return LoadedDefinition(form: result.form, diagnostics: result.diagnostics)
            case .threeLvis:
                let result = try ThreeLvisImport(data: data).load()
                return LoadedDefinition(form: result.form, diagnostics: result.diagnostics)
            }
        } catch let error as DefinitionError {
            return LoadedDefinition(form: nil, diagnostics: error.diagnostics)
        } catch {
            return LoadedDefinition(form: nil, diagnostics: [])
        }
    }

    /// Prints the diagnostics on standard error, each line starting with the file's name.
    func printDiagnostics(file: String) {
        for diagnostic in diagnostics {
            let text = diagnostic.description
            Output.err(diagnostic.location == nil ? "\(file): \(text)" : "\(file):\(text)")
        }
    }

    var errorCount: Int { diagnostics.filter(\.isError).count }
}
