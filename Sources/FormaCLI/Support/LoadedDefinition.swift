import FormaCore
import FormaDefinitions
import Foundation

/// A definition file read and loaded, its diagnostics printed as `FILE:LINE:COLUMN: …`.
struct LoadedDefinition {
    var form: Form?
    var diagnostics: [Diagnostic]

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
    ///
    /// The path, the message and a condition's lines are each made visible on their own, so
    /// a line break in a key shows as `\u{a}` and cannot start a line that looks like
    /// another diagnostic.
    func printDiagnostics(file: String) {
        let name = Output.shown(file)
        for diagnostic in diagnostics {
            var text = ""
            var path = ""
            if case .json(let jsonPath, let at) = diagnostic.location {
                text = at.map { "\($0): " } ?? ""
                path = Output.shown(jsonPath) + ": "
            }
            text += diagnostic.severity.rawValue + ": " + path + Output.shown(diagnostic.message)
            Output.err(text.first?.isNumber == true ? "\(name):\(text)" : "\(name): \(text)")
            // A condition's string and caret, after the first line.
            for line in diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
                Output.err(Output.shown(String(line)))
            }
        }
    }

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
}
