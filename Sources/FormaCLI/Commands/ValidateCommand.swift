import FormaCore
import FormaDefinitions
import Foundation

/// `forma validate DEF.json [VALUES.json]`: applies submitted values and validates them.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Check submitted values against a definition; print a JSON report"
    static let flags: [String] = []
    static let help = """
        USAGE: forma validate <definition.json> [<values.json> | -] [--format forma|3lvis]

        Applies the values (a JSON object of tag → value; standard input when no file or
        '-' is given) to the form, runs its conditions and formulas, validates as a submit
        does, and prints a JSON report on standard output:

          {"valid": false,
           "rows": {"email": {"accepted": true, "errors": [{"rule": "email", "message": "…"}]},
                    "age": {"accepted": false, "problem": "'age' expects int, got string"},
                    "notes": {"accepted": true, "hidden": true, "errors": []}},
           "unknownKeys": ["alarm"],
           "values": {…}}

        Bad entries are each reported; the good ones are kept and validated. Hidden rows
        are not validated. Secret values (passwords) are masked in "values".

        Exit status: 0 valid, 1 invalid, 2 the definition or the values cannot be used.
        """

    static func run(_ options: Options) -> ExitStatus {
        guard (1...2).contains(options.positional.count) else {
            Output.err("forma validate: expected a definition file and a values file (or standard input)\n\n\(help)")
            return .unusable
        }
        let definitionPath = options.positional[0]
        let valuesPath = options.positional.count == 2 ? options.positional[1] : "-"
        guard let loaded = LoadedDefinition.load(definitionPath, format: options.format) else { return .unusable }
        guard let form = loaded.form else {
            loaded.printDiagnostics(file: definitionPath)
            return .unusable
        }
        let values: FormValues
        switch readValues(valuesPath) {
        case .success(let read): values = read
        case .failure(let error):
            Output.err("forma validate: \(error.message)")
            return .unusable
        }
        // 3lvis Form's values name an item's field `companies[0].name`; both shapes are read.
        let isThreeLvis = options.format == .threeLvis
        var report = ValidationReport.make(
            form: form, values: isThreeLvis ? ThreeLvisImport.formaValues(values) : values)
        if isThreeLvis, case .object(var json) = report.json, case .object(let shown)? = json["values"] {
            json["values"] = .object(ThreeLvisImport.threeLvisValues(shown))
            report.json = .object(json)
        }
        Output.json(report.json.jsonString(pretty: true))
        return report.isValid ? .success : .problems
    }

    /// The values file as an object of named values.
    static func readValues(_ path: String) -> Result<FormValues, InputError> {
        let data: Data
        switch InputFile.read(path) {
        case .success(let read): data = read
        case .failure(let error): return .failure(error)
        }
        let name = path == "-" ? "standard input" : Output.shown(path)
        let document: FormValue
        do {
            document = try FormDefinition.readJSON(data)
        } catch let error as DefinitionError {
            return .failure(
                InputError(
                    message:
                        "\(name): \(error.diagnostics.map { Output.shown($0.description) }.joined(separator: "; "))"))
        } catch {
            return .failure(InputError(message: "\(name): \(Output.shown("\(error)"))"))
        }
        guard case .object(let values) = document else {
            return .failure(
                InputError(message: "\(name): expected a JSON object of tag → value, found \(document.kind)"))
        }
        return .success(values)
    }
}
