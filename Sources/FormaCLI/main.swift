import Foundation

// forma: checks definitions and validates values against them.
//   forma check DEF.json
//   forma validate DEF.json [VALUES.json | -]
//   forma fill DEF.json
// Exit status: 0 success, 1 problems found, 2 unusable input or usage.

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
