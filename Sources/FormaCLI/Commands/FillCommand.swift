/// `forma fill DEF.json`: the terminal renderer is not part of this build.
enum FillCommand: Command {
    static let name = "fill"
    static let summary = "Fill a form in the terminal (not yet available)"
    static let flags: [String] = []
    static let help = """
        USAGE: forma fill <definition.json> [--format forma]

        Would open the form in the terminal renderer and print the values as JSON. The
        terminal renderer is not available yet, so this command checks the definition,
        says so and exits with status 2.
        """

    static func run(_ options: Options) -> ExitStatus {
        guard options.positional.count == 1, let path = options.positional.first else {
            Output.err("forma fill: expected one definition file\n\n\(help)")
            return .unusable
        }
        guard let loaded = LoadedDefinition.load(path, format: options.format) else { return .unusable }
        loaded.printDiagnostics(file: path)
        Output.err("forma fill: not yet available: this build has no terminal renderer")
        return .unusable
    }
}
