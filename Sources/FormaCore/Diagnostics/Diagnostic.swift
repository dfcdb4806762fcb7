/// A problem Forma found in a form: in a condition, a validation pattern, the form's build or
/// a JSON definition. Every such problem, wherever it comes from, is one of these: a stable
/// ``code`` to match on, a ``severity``, a ``message`` in words, and where it is — a range of
/// a condition's or a pattern's text, or a path in a JSON document.
///
/// ```swift
/// let form = Form {
///     Section {
///         IntRow("age")
///         SwitchRow("drink") { $0.hidden = "$agee < 18" }
///     }
/// }
/// for diagnostic in form.diagnostics where diagnostic.severity == .error {
///     print(diagnostic.code)   // condition.unknownTag
///     print(diagnostic)
///     // error: unknown tag 'agee'; did you mean 'age'?
///     //  --> row 'drink' (hidden) 1:1
///     //   |
///     // 1 | $agee < 18
///     //   | ^~~~~
/// }
/// ```
///
/// A condition with an error is not evaluated (it takes its safe value), a refused pattern
/// fails every value with a message saying so, and a definition with an error does not load;
/// warnings leave things working.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The thing with the problem does not work: a condition is not evaluated, a pattern
        /// matches nothing, a definition does not load.
        case error
        /// It works, but probably not as meant.
        case warning
    }

    /// Where a problem is.
    public enum Location: Sendable, Hashable {
        /// Characters `range` of `text`: a condition's expression or a pattern.
        case text(String, range: Range<Int>)
        /// A value of a JSON document: its path (`$.sections[1].rows[3].kind`) and, when the
        /// document was read from text, its line and column.
        case json(path: String, at: SourceLocation?)
    }

    /// What kind of problem it is, stable across releases: the domain and the problem's name,
    /// such as `condition.unknownTag`, `pattern.refused`, `form.duplicateTag` or
    /// `definition.unknownKind`.
    public let code: String
    /// Whether it stops something from working.
    public let severity: Severity
    /// The problem in words. It may quote what was written (a key, a tag), control
    /// characters included; ``description`` shows them escaped, on one line.
    public let message: String
    /// Where it is, when that is known.
    public let location: Location?
    /// The problem as a compiler prints it: severity and message, the place, and for a text
    /// the line with a caret under the fault.
    public let description: String

    /// Creates a diagnostic; its ``description`` is made from the other parts.
    ///
    /// ```swift
    /// let diagnostic = Diagnostic(code: "app.staleDraft", severity: .warning, message: "draft is old")
    /// ```
    public init(code: String, severity: Severity, message: String, location: Location? = nil) {
        self.init(code: code, severity: severity, message: message, location: location, description: nil)
    }

    /// Creates a diagnostic with a rendering of its own (a condition's caret under its site).
    package init(code: String, severity: Severity, message: String, location: Location?, description: String?) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.description = description ?? Self.render(severity: severity, message: message, location: location)
    }

    /// `true` for an error.
    package var isError: Bool { severity == .error }

    private static func render(severity: Severity, message: String, location: Location?) -> String {
        let head = "\(severity.rawValue): \(TextFault.oneLine(message))"
        switch location {
        case nil: return head
        case .json(let path, let at): return (at.map { "\($0): " } ?? "") + "\(severity.rawValue): \(path): \(message)"
        case .text(let text, let range): return head + "\n" + TextFault(text: text, range: range).caret(site: "text")
        }
    }
}
