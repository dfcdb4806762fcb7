/// What a form screen does about a form's problems when it installs the form: every
/// diagnostic goes to the app's handler and to the log; an error in a form built in Swift
/// also stops a debug build, where the developer who wrote it is looking. A form loaded from
/// a definition (which may come from a server) never stops the app.
///
/// ```swift
/// if let report = InstalledFormReport(form) {
///     onDiagnostics?(report.diagnostics)
///     for line in report.logLines { log(line) }
///     if report.stopsDebugBuild { assertionFailure(report.summary) }
/// }
/// ```
package struct InstalledFormReport: Equatable, Sendable {
    /// Every problem of the form, errors first.
    package let diagnostics: [Diagnostic]
    /// `true` for a form built in Swift with an error-level problem.
    package let stopsDebugBuild: Bool

    /// The report for `form`, or `nil` when it has no problem.
    package init?(_ form: Form) {
        let all = form.diagnostics
        guard !all.isEmpty else { return nil }
        diagnostics = all.filter { $0.severity == .error } + all.filter { $0.severity == .warning }
        stopsDebugBuild = !form.isFromDefinition && all.contains { $0.severity == .error }
    }

    /// One line per problem: `forma: error[condition.unknownTag]: unknown tag 'agee'…`, its
    /// message on one line.
    package var logLines: [String] {
        diagnostics.map { "forma: \($0.severity.rawValue)[\($0.code)]: " + TextFault.oneLine($0.message) }
    }

    /// What a stopped debug build says: how many problems, then each as a compiler prints it.
    package var summary: String {
        let errors = diagnostics.filter { $0.severity == .error }
        return "The form has \(errors.count) error(s); fix them or see form.diagnostics:\n"
            + errors.map(\.description).joined(separator: "\n")
    }
}
