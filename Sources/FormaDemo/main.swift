import Forma
import FormaExamples
import FormaTerminal
import Foundation

// forma-demo: fills the example forms in the terminal. See `forma-demo --help`.

/// Every example, the showcase of every row kind included.
let catalog: [(name: String, title: String, make: @Sendable () -> Form)] =
    ExampleCatalog.all + [
        (name: "showcase", title: "Showcase: every row kind", make: { @Sendable in ShowcaseForm.make() })
    ]
let arguments: DemoArguments
switch DemoArguments.parse(Array(CommandLine.arguments.dropFirst()), known: catalog.map(\.name)) {
case .success(let parsed): arguments = parsed
case .failure(let error):
    FileHandle.standardError.write(Data("forma-demo: \(error)\n".utf8))
    exit(2)
}

let theme = arguments.theme.flatMap(Palette.Theme.init(rawValue:))

switch arguments.action {
case .help:
    let list = catalog.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \($0.title)" }.joined(
        separator: "\n")
    print(DemoArguments.usage.replacingOccurrences(of: "EXAMPLES", with: list))
case .print:
    printExamples(catalog.filter { arguments.examples.isEmpty || arguments.examples.contains($0.name) })
case .fill:
    var name = arguments.examples.first
    if name == nil {
        switch await TerminalForm.run(
            ExampleChooser.make(catalog), title: "Forma examples", accessible: arguments.accessible, theme: theme,
            inline: arguments.inline)
        {
        case .submitted(let values):
            if case .string(let chosen)? = values["example"] { name = chosen }
        case let other:
            if case .failed(let reason) = other { FileHandle.standardError.write(Data("forma-demo: \(reason)\n".utf8)) }
            exit(other.exitStatus)
        }
    }
    guard let example = catalog.first(where: { $0.name == name }) else { exit(2) }
    // A form cancelled with changes is kept as a draft and restored when it opens again.
    let drafts = FileManager.default.temporaryDirectory.appendingPathComponent("forma-demo", isDirectory: true)
    let draftPath = drafts.appendingPathComponent("\(example.name).draft.json").path
    let form = example.make()
    switch DraftFile.read(draftPath) {
    case .success(let draft?):
        for failure in form.restore(draft).failures {
            FileHandle.standardError.write(Data("forma-demo: \(draftPath): not restored: \(failure)\n".utf8))
        }
    case .success(nil): break
    case .failure(let problem):
        FileHandle.standardError.write(Data("forma-demo: \(problem) (left as it is)\n".utf8))
    }
    let outcome = await TerminalForm.run(
        form, title: example.title, accessible: arguments.accessible, theme: theme, inline: arguments.inline)
    do {
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        if let line = DraftFile.settle(form, outcome: outcome, path: draftPath) {
            FileHandle.standardError.write(Data("forma-demo: \(line)\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(Data("forma-demo: drafts cannot be kept: \(error.localizedDescription)\n".utf8))
    }
    switch outcome {
    case .submitted(let values):
        print(values.jsonString(pretty: true))
    case .cancelled:
        break
    case .failed(let reason):
        FileHandle.standardError.write(Data("forma-demo: \(reason)\n".utf8))
    }
    exit(outcome.exitStatus)
}
