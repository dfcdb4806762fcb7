extension ConditionDiagnostic {
    /// The 1-based line and column where the fault starts.
    ///
    /// A ``range`` that reaches outside ``expression`` is clamped to it, so any range gives a
    /// location inside the text (or 1:1 for empty text).
    package var location: (line: Int, column: Int) {
        let fault = TextFault(text: expression, range: range)
        return (fault.line, fault.column)
    }

    /// Renders the diagnostic:
    ///
    /// ```
    /// error: unknown tag 'agee'; did you mean 'age'?
    ///  --> row 'drink' (hidden) 1:1
    ///   |
    /// 1 | $agee >= 18
    ///   | ^~~~~
    /// ```
    func rendered() -> String {
        (isError ? "error: " : "warning: ") + Self.oneLine(message) + "\n"
            + TextFault(text: expression, range: range).caret(site: site.map(\.description) ?? "condition")
    }

    /// A message on one line: line breaks and other control characters escaped.
    package static func oneLine(_ text: String) -> String { TextFault.oneLine(text) }

    /// The diagnostic as every problem of a form is reported: code `condition.` and the
    /// problem's name, located in the expression.
    package var diagnostic: Diagnostic {
        Diagnostic(
            code: "condition." + problem.caseName, severity: isError ? .error : .warning,
            message: message, location: .text(expression, range: range), description: rendered())
    }
}
