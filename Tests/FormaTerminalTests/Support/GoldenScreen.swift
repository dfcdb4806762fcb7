import Foundation
import Testing

/// Recorded screens under `Tests/FormaTerminalTests/Screens/`. A test compares what a
/// virtual terminal shows with its file; `FORMA_RECORD=1 swift test` writes the files
/// instead (then read the diff before committing them).
enum GoldenScreen {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Screens")

    static var recording: Bool { ProcessInfo.processInfo.environment["FORMA_RECORD"] == "1" }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        if recording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "no recorded screen \(name).txt; run FORMA_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "screen \(name) differs from its recording", sourceLocation: sourceLocation)
    }
}
