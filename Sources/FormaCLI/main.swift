import Foundation

// forma: checks definitions, validates values against them, exports schemas.
//   forma check DEF.json
//   forma validate DEF.json [VALUES.json | -]
//   forma fill DEF.json
//   forma schema [DEF.json --values]
// Exit status: 0 success, 1 problems found, 2 unusable input or usage.

let status = await CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
