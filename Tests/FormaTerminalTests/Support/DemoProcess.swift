import Foundation
import Testing

/// The `forma-demo` binary built next to the tests, run as a person (or a script) would.
enum DemoProcess {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("forma-demo")
    }

    /// Runs the demo with `arguments`, `input` on standard input, and returns its exit
    /// status, standard output and standard error.
    static func run(_ arguments: [String], input: String?, environment: [String: String] = [:]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        // A folder of its own for the demo's drafts, so runs side by side never share one.
        let drafts = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forma-demo-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": drafts.path]) { $1 }
            .merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        if let input {
            let stdin = Pipe()
            process.standardInput = stdin
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
        )
    }
}
