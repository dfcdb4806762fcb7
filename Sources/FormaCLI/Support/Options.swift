/// A command's arguments: positional ones, flags and `--format NAME`.
struct Options {
    var positional: [String] = []
    var flags: Set<String> = []
    var format: DefinitionFormat = .forma
    /// The file named by `--draft FILE`, for commands that allow it.
    var draft: String?

    init(_ arguments: [String], flags allowed: [String]) throws {
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--format" {
                guard i + 1 < arguments.count else {
                    throw UsageError(message: "--format needs a value: forma or 3lvis")
                }
                guard let format = DefinitionFormat(rawValue: arguments[i + 1]) else {
                    throw UsageError(
                        message: "unknown format '\(Output.shown(arguments[i + 1]))'; expected forma or 3lvis")
                }
                self.format = format
                i += 2
                continue
            }
            if argument == "--draft", allowed.contains(argument) {
                guard i + 1 < arguments.count else { throw UsageError(message: "--draft needs a file") }
                draft = arguments[i + 1]
                i += 2
                continue
            }
            if argument.hasPrefix("--") {
                guard allowed.contains(argument) else {
                    throw UsageError(message: "unknown option '\(Output.shown(argument))'")
                }
                flags.insert(argument)
            } else {
                positional.append(argument)
            }
            i += 1
        }
    }
}

/// The formats definitions are read in.
enum DefinitionFormat: String {
    case forma
    case threeLvis = "3lvis"
}

/// Arguments that do not make a command.
struct UsageError: Error {
    var message: String
}
