/// `forma check DEF.json`: prints the definition's diagnostics.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Print a definition's errors and warnings"
    static let flags: [String] = []
    static let help = """
        USAGE: forma check <definition.json> [--format forma|3lvis]

        Loads the definition and prints every problem like a compiler:
          FILE:LINE:COLUMN: error: JSON-PATH: message

        OPTIONS:
          --format 3lvis   read a 3lvis Form JSON document; what Forma has no equivalent
                           for is reported as a warning with its path
          -h, --help       show this help

        Exit status: 0 no errors (warnings allowed), 1 errors, 2 the file cannot be read.
        """

    static func run(_ options: Options) -> ExitStatus {
        guard options.positional.count == 1, let path = options.positional.first else {
            Output.err("forma check: expected one definition file\n\n\(help)")
            return .unusable
        }
        guard let loaded = LoadedDefinition.load(path, format: options.format) else { return .unusable }
        loaded.printDiagnostics(file: path)
        let warnings = loaded.diagnostics.count - loaded.errorCount
        Output.out(
            "\(Output.shown(path)): \(loaded.errorCount) error\(loaded.errorCount == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        )
        return loaded.errorCount == 0 ? .success : .problems
    }
}
