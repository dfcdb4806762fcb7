import FormaCore
import Foundation

/// The `forma` command: picks a subcommand and runs it.
enum CommandLineTool {
    static let commands: [any Command.Type] = [
        CheckCommand.self, ValidateCommand.self, FillCommand.self, SchemaCommand.self,
    ]

    static func run(_ arguments: [String]) async -> ExitStatus {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            Output.out(usage)
            return arguments.isEmpty ? .unusable : .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            Output.err("forma: unknown command '\(Output.shown(name))'" + didYouMean(name) + "\n\n" + usage)
            return .unusable
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Output.out(command.help)
            return .success
        }
        do {
            let options = try Options(rest, flags: command.flags)
            return await command.run(options)
        } catch let error as UsageError {
            Output.err("forma \(name): \(error.message)\n\n\(command.help)")
            return .unusable
        } catch {
            Output.err("forma \(name): \(Output.shown("\(error)"))")
            return .unusable
        }
    }

    static func didYouMean(_ name: String) -> String {
        let names = commands.map { $0.name }
        let close = names.filter { $0.hasPrefix(name.prefix(2)) }
        return close.count == 1 ? "; did you mean '\(close[0])'?" : ""
    }

    static var usage: String {
        """
        USAGE: forma <command> [options]

        Works on Forma definitions (see Docs/Definitions.md).

        COMMANDS:
        \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        Run 'forma <command> --help' for a command's options.
        Exit status: 0 success, 1 problems found, 2 unusable input.
        """
    }
}

/// How the command ends.
enum ExitStatus: Int32 {
    case success = 0
    case problems = 1
    case unusable = 2
    case cancelled = 130
}

/// A subcommand.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    /// The flags the command takes (`--values`); `--format` is taken by every command.
    static var flags: [String] { get }
    static func run(_ options: Options) async -> ExitStatus
}
