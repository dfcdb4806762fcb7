import FormaCore
import FormaDefinitions

/// `forma schema [DEF.json] --values`: prints the definition format's schema, or the schema
/// of the values a definition's form accepts.
enum SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the JSON Schema of definitions, or of a form's values"
    static let flags = ["--values"]
    static let help = """
        USAGE: forma schema
               forma schema <definition.json> --values [--format forma|3lvis]

        Without arguments, prints the JSON Schema (2020-12) of the definition format, for
        editors to complete and check definitions. With a definition and --values, prints
        the schema of the values its form accepts (types, options, lengths, bounds,
        patterns, required rows), for services that check submissions with standard tools.

        Exit status: 0 printed, 2 the definition cannot be used.
        """

    static func run(_ options: Options) -> ExitStatus {
        let wantsValues = options.flags.contains("--values")
        switch (options.positional.count, wantsValues) {
        case (0, false):
            Output.json(FormDefinition.jsonSchema())
            return .success
        case (1, true):
            let path = options.positional[0]
            guard let loaded = LoadedDefinition.load(path, format: options.format) else { return .unusable }
            guard let form = loaded.form else {
                loaded.printDiagnostics(file: path)
                return .unusable
            }
            Output.json(form.valuesSchema())
            return .success
        case (1, false):
            Output.err("forma schema: a definition file needs --values (the format's schema takes no file)\n\n\(help)")
            return .unusable
        default:
            Output.err("forma schema: expected no argument, or a definition file and --values\n\n\(help)")
            return .unusable
        }
    }
}
