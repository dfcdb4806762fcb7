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
public struct DefinitionDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var problem: DefinitionProblem
    /// Where in the document.
    public var path: DefinitionPath
    /// Line and column in the text, when the definition was read from text.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ problem: DefinitionProblem, at path: DefinitionPath, location: SourceLocation? = nil) {
        self.problem = problem
        self.path = path
        self.location = location
    }

    /// `true` for an error; `false` for a warning.
    public var isError: Bool { problem.isError }

    /// The problem in words.
    public var message: String { problem.message }

    /// `LINE:COLUMN: error: PATH: MESSAGE`, then for conditions the string and a caret.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += (isError ? "error: " : "warning: ") + "\(path): \(message)"
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
    /// Every problem found.
    public var diagnostics: [DefinitionDiagnostic]

    /// Creates an error.
    public init(diagnostics: [DefinitionDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The errors only.
    public var errors: [DefinitionDiagnostic] { diagnostics.filter(\.isError) }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Bounds on what a definition may cost to read. Text beyond them gets a diagnostic, never
/// unbounded time or memory.
///
/// ```swift
/// var limits = DefinitionLimits()
/// limits.maxBytes = 1 << 20
/// ```
public struct DefinitionLimits: Sendable, Hashable {
    /// The longest text read, in bytes.
    public var maxBytes = 16 << 20
    /// The deepest nesting of arrays and objects.
    public var maxDepth = 64

    /// The default limits: 16 MiB, 64 levels.
    public init() {}
}
