import Foundation

/// Runs the built `forma` executable (beside the test bundle) and captures what it prints.
enum FormaCommand {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("forma")
    }

    /// Runs `forma arguments…`, feeding `input` on standard input.
    static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }

    /// A file in a fresh temporary directory holding `contents`.
    static func file(_ name: String, _ contents: Data) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forma-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    static func file(_ name: String, _ text: String) throws -> String {
        try file(name, Data(text.utf8))
    }

    /// `Example/Definitions/NAME.json` in the source tree.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Example/Definitions/\(name).json").path
    }
}
