/// What `forma-demo` was asked to do.
struct DemoArguments: Equatable {
    enum Action: Equatable {
        case help
        case print
        case fill
    }

    var action: Action = .fill
    var examples: [String] = []
    var accessible = false
    /// `--inline`: the form drawn below the prompt and left in the scrollback.
    var inline = false
    /// The colour theme asked for with `--theme=NAME`.
    var theme: String?
    static let themes = ["standard", "high-contrast", "monochrome"]

    static let usage = """
        usage: forma-demo [example] [options]

        Opens an example form in the terminal; when it is submitted its values are written to
        standard output as JSON (so `forma-demo event > event.json` works). Without an example,
        a list of examples to choose from opens first.

        examples:
        EXAMPLES
        options:
          --accessible   ask one row at a time as plain prompts (also used when standard input
                         is not a terminal, or TERM=dumb)
          --inline       draw the form below the prompt and leave it in the scrollback
                         (instead of the alternate screen)
          --theme=NAME   colours: standard, high-contrast or monochrome (also FORMA_THEME=NAME)
          --print        print each example as a tree, fill it with sample values and print them
                         (--non-interactive is the same)
          -h, --help     show this help

        keys: ↑↓/Tab move · type to edit · Space toggles · ←→ change · Enter chooses or moves on
              Ctrl-S submits · Ctrl-C cancels (exit status 130, nothing written; a changed form
              asks first, and is kept as a draft in the temporary directory, restored the next
              time the example opens)
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String], known: [String]) -> Result<DemoArguments, DemoArgumentError> {
        var parsed = DemoArguments()
        for argument in arguments {
            switch argument {
            case "-h", "--help": parsed.action = .help
            case "--print", "--non-interactive": if parsed.action != .help { parsed.action = .print }
            case "--accessible": parsed.accessible = true
            case "--inline": parsed.inline = true
            case let option where option.hasPrefix("--theme="):
                let name = String(option.dropFirst("--theme=".count))
                guard themes.contains(name) else { return .failure(.unknownTheme(name)) }
                parsed.theme = name
            default:
                if argument.hasPrefix("-") { return .failure(.unknownOption(argument)) }
                guard known.contains(argument) else { return .failure(.unknownExample(argument, known: known)) }
                parsed.examples.append(argument)
            }
        }
        if parsed.action == .fill && parsed.examples.count > 1 { return .failure(.severalExamples(parsed.examples)) }
        return .success(parsed)
    }
}

/// A command line `forma-demo` cannot follow.
enum DemoArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case unknownExample(String, known: [String])
    case severalExamples([String])
    case unknownTheme(String)

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)' (see forma-demo --help)"
        case .unknownExample(let name, let known):
            "unknown example '\(name)'; choose from: \(known.joined(separator: ", "))"
        case .unknownTheme(let name):
            "unknown theme '\(name)'; choose from: \(DemoArguments.themes.joined(separator: ", "))"
        case .severalExamples(let names):
            "one example at a time can be filled in (got \(names.joined(separator: ", "))); --print shows several"
        }
    }
}
