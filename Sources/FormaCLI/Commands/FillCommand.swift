import FormaCore
import FormaDefinitions
import FormaTerminal
import Foundation

/// `forma fill DEF.json`: fills the form in the terminal and prints its values.
enum FillCommand: Command {
    static let name = "fill"
    static let summary = "Fill a form in the terminal and print its values"
    static let flags = ["--accessible", "--inline", "--draft"]
    static let help = """
        USAGE: forma fill <definition.json> [--accessible] [--inline] [--draft FILE] [--format forma|3lvis]

        Opens the form in the terminal renderer — full screen on a terminal, or the line
        mode (one question at a time) when standard input is not a terminal, TERM is dumb,
        or --accessible is given; --inline draws it below the prompt and leaves it in the
        scrollback instead of using the alternate screen — and prints the submitted values as JSON on standard
        output.

        --draft FILE restores the draft in FILE when it exists (what no longer fits the form
        is reported, the rest restored), saves the form's draft there when it is cancelled
        with changes, and removes the file once the form is submitted. Secret values are
        never written to it. A file that is not a draft stops the command: nothing is lost.

        Exit status: 0 submitted, 1 the form could not be filled, 2 the definition cannot
        be used, 130 cancelled.
        """

    static func run(_ options: Options) async -> ExitStatus {
        guard options.positional.count == 1, let path = options.positional.first else {
            Output.err("forma fill: expected one definition file\n\n\(help)")
            return .unusable
        }
        guard let loaded = LoadedDefinition.load(path, format: options.format) else { return .unusable }
        loaded.printDiagnostics(file: path)
        guard let form = loaded.form else { return .unusable }
        var draft: FormDraft?
        if let draftPath = options.draft {
            switch DraftFile.read(draftPath) {
            case .success(let read): draft = read
            case .failure(let problem):
                Output.err("forma fill: \(Output.shown(problem.description))")
                return .unusable
            }
        }
        let outcome = await fill(
            form, title: form.title ?? title(forFile: path), accessible: options.flags.contains("--accessible"),
            inline: options.flags.contains("--inline"), draft: draft, draftPath: options.draft)
        switch outcome {
        case .submitted(let values):
            // A 3lvis form's values in 3lvis Form's shape: `companies[0].name`.
            let shown =
                options.format == .threeLvis
                ? FormValue.object(ThreeLvisImport.threeLvisValues(values)) : .object(values)
            Output.json(shown.jsonString(pretty: true))
            return .success
        case .cancelled:
            return .cancelled
        case .failed(let reason):
            Output.err("forma fill: \(Output.shown(reason))")
            return .problems
        }
    }

    /// The title of a definition without one: its file's name, without the folder and the
    /// extension, words separated (`travel-claim.json` is "Travel claim").
    static func title(forFile path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard let first = words.first, path != "-" else { return "Form" }
        return first.uppercased() + words.dropFirst()
    }

    @MainActor
    private static func fill(
        _ form: sending Form, title: String, accessible: Bool, inline: Bool, draft: FormDraft?, draftPath: String?
    ) async -> FormOutcome {
        if let draft, let draftPath {
            for failure in form.restore(draft).failures {
                Output.err("forma fill: \(Output.shown(draftPath)): not restored: \(Output.shown(failure.description))")
            }
        }
        let outcome = await TerminalForm.run(form, title: title, accessible: accessible, inline: inline)
        if let draftPath, let line = DraftFile.settle(form, outcome: outcome, path: draftPath) {
            Output.err("forma fill: \(Output.shown(line))")
        }
        return outcome
    }
}
