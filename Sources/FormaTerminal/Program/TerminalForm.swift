import FormaCore
import Foundation

/// Fills a form in the terminal, choosing how: full-screen on the controlling terminal when
/// there is one, or the accessible line mode when standard input is not a terminal, `TERM`
/// is `dumb`, no terminal can be opened, or `accessible` is asked for.
///
/// ```swift
/// let outcome = await TerminalForm.run(SignUpForm.make(), title: "Sign Up")
/// if case .submitted(let values) = outcome { print(values.jsonString()) }
/// exit(outcome.exitStatus)
/// ```
public enum TerminalForm {
    /// Runs the form and returns how it ended; the terminal is restored before it returns.
    ///
    /// `inline` draws the form in place below the prompt and leaves it in the scrollback
    /// (the alternate screen is the default). `theme` picks the colours (else `FORMA_THEME`, else the standard ones). It runs on the main actor, where the form's asynchronous work (validators, options
    /// loaders) runs too while keys are awaited.
    @MainActor
    public static func run(
        _ form: Form, title: String, accessible: Bool = false, theme: Palette.Theme? = nil, inline: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> FormOutcome {
        if let problems = problemsText(of: form) { FileHandle.standardError.write(Data(problems.utf8)) }
        let controller = FormController(form: form)
        if !accessible, environment["TERM"] != "dumb", isatty(STDIN_FILENO) == 1,
            let device = TerminalDevice.controlling()
        {
            let session = FullScreenSession(
                controller: controller, title: title, device: device,
                palette: Palette(environment: environment, theme: theme),
                inline: inline)
            return await session.run()
        }
        return LineModeSession(controller: controller, title: title, input: STDIN_FILENO, output: STDERR_FILENO).run()
    }

    /// The form's problems (`form.diagnostics`) as a person at a terminal reads them before
    /// the form opens — each as a compiler prints it, control characters made visible — or
    /// `nil` when it has none.
    package static func problemsText(of form: Form) -> String? {
        guard let report = InstalledFormReport(form) else { return nil }
        let lines = report.diagnostics.flatMap { diagnostic in
            diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map {
                TerminalText.sanitized(String($0))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
