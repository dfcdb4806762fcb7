import FormaCore

/// A problem with a definition, located like a compiler error: the JSON path of the value,
/// its line and column when the text is at hand, and what is wrong.
///
/// ```swift
/// print(diagnostic)
/// // 14:19: error: $.sections[1].rows[3].kind: unknown kind 'nmber'; did you mean 'number'?
/// ```
///
/// A condition or formula problem also shows the string with a caret under the fault.
package struct DefinitionDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package var problem: DefinitionProblem
    /// Where in the document.
    package var path: DefinitionPath
    /// Line and column in the text, when the definition was read from text.
    package var location: SourceLocation?

    /// Creates a diagnostic.
    package init(_ problem: DefinitionProblem, at path: DefinitionPath, location: SourceLocation? = nil) {
        self.problem = problem
        self.path = path
        self.location = location
    }

    /// `true` for an error; `false` for a warning.
    package var isError: Bool { problem.isError }

    /// The problem in words.
    package var message: String { problem.message }

    /// The diagnostic as every problem is reported: code `definition.` and the problem's name
    /// (a condition's problem keeps its `condition.` code), located by its JSON path.
    package var diagnostic: Diagnostic {
        let code: String
        if case .condition(let condition) = problem {
            code = condition.diagnostic.code
        } else {
            code = "definition." + problem.caseName
        }
        return Diagnostic(
            code: code, severity: isError ? .error : .warning, message: message,
            location: .json(path: path.description, at: location), description: description)
    }

    /// `LINE:COLUMN: error: PATH: MESSAGE` on one line (line breaks in a key or a message
    /// escaped), then for conditions the string and a caret.
    package var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += (isError ? "error: " : "warning: ") + TextFault.oneLine("\(path): \(message)")
        if case .condition(let diagnostic) = problem {
            // The condition's own rendering, without its first two lines (message and site).
            let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            text += "\n" + lines.joined(separator: "\n")
        }
        return text
    }
}

/// A definition that could not be loaded: every problem found, errors and warnings, in
/// document order.
///
/// ```swift
/// do { let form = try Form(json: text) } catch let error as DefinitionError {
///     for diagnostic in error.diagnostics { print(diagnostic) }
/// }
/// ```
public struct DefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every problem found, with its details.
    package let details: [DefinitionDiagnostic]

    /// Every problem found, errors and warnings, in document order: made once, with the error.
    public let diagnostics: [Diagnostic]

    /// Creates an error.
    package init(details: [DefinitionDiagnostic]) {
        self.details = details
        diagnostics = details.map(\.diagnostic)
    }

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { details.map(\.description).joined(separator: "\n") }
}
