import FormaTerminal
import Foundation
import Testing

/// The demo binary on a pseudo-terminal: the form on the terminal, the values on standard
/// output, and the terminal given back however the process ends.
@Suite(.serialized) struct DemoTerminalTests {
    private final class Running {
        let pty: PseudoTerminal
        let process = Process()
        let output = Pipe()
        let original: termios

        init(_ arguments: [String]) throws {
            pty = try PseudoTerminal(size: TerminalSize(rows: 20, columns: 60))
            original = pty.childMode
            var limit = rlimit(rlim_cur: 0, rlim_max: 0)
            getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
            limit.rlim_cur = 0
            setrlimit(Int32(RLIMIT_CORE.rawValue), &limit) // no core files from the crash test
            process.executableURL = DemoProcess.binary
            process.arguments = arguments
            // A folder of its own for the demo's drafts: tests running side by side never
            // find each other's.
            let drafts = FileManager.default.temporaryDirectory.appendingPathComponent(
                "forma-demo-test-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
            process.environment = [
                "TERM": "xterm", "NO_COLOR": "1", "LANG": "en_US.UTF-8", "TZ": "UTC", "TMPDIR": drafts.path,
            ]
            process.standardInput = FileHandle(fileDescriptor: pty.child, closeOnDealloc: false)
            process.standardOutput = output
            process.standardError = FileHandle(fileDescriptor: pty.child, closeOnDealloc: false)
            try process.run()
        }

        /// Waits until the screen shows `text` (or five seconds pass).
        @discardableResult
        func waitFor(_ text: String) -> Bool {
            for _ in 0..<250 {
                pty.drain()
                if pty.screen.text.contains(text) { return true }
                usleep(20_000)
            }
            return false
        }

        /// Waits for the demo to end; one that is still running after 20 s is killed and the test
        /// fails, so a demo waiting for a key the test never sends cannot hang the suite.
        func finish() -> (reason: Process.TerminationReason, status: Int32, output: String) {
            var waited = 0
            while process.isRunning && waited < 1_000 {
                pty.drain()
                usleep(20_000)
                waited += 1
            }
            if process.isRunning {
                Issue.record("the demo did not end; screen:\n\(pty.screen.text)")
                kill(process.processIdentifier, SIGKILL)
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            pty.drain()
            return (process.terminationReason, process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        var restored: Bool {
            let mode = pty.childMode
            return mode.c_lflag == original.c_lflag && mode.c_iflag == original.c_iflag
                && mode.c_oflag == original.c_oflag
        }
    }

    @Test func submitWritesValuesToStandardOutputAndTheFormToTheTerminal() throws {
        let running = try Running(["event"])
        #expect(running.waitFor("New Event"))
        #expect(running.waitFor("Location"))
        running.pty.type("Lunch")
        #expect(running.waitFor("Lunch"))
        running.pty.type("\u{13}")
        let result = running.finish()
        #expect(result.status == 0)
        #expect(result.output.contains("\"title\" : \"Lunch\"") || result.output.contains("\"title\": \"Lunch\""))
        #expect(!result.output.contains("\u{1B}"))
        #expect(running.restored)
        #expect(!running.pty.screen.usesAlternateScreen)
    }

    @Test func ctrlCCancelsWithStatus130AndWritesNothing() throws {
        let running = try Running(["trip"])
        #expect(running.waitFor("Plan a Trip"))
        running.pty.type("Rome\u{03}")
        #expect(running.waitFor("Discard changes?"))
        running.pty.type("y")
        let result = running.finish()
        #expect(result.reason == .exit && result.status == 130)
        #expect(result.output.isEmpty)
        #expect(running.restored)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV, SIGABRT])
    func signalsRestoreTheTerminalBeforeTheProcessEnds(signal: Int32) throws {
        let running = try Running(["signup"])
        #expect(running.waitFor("Sign Up"))
        #expect(!running.restored)
        kill(running.process.processIdentifier, signal)
        let result = running.finish()
        #expect(result.reason == .uncaughtSignal && result.status == signal)
        #expect(running.restored)
        #expect(!running.pty.screen.usesAlternateScreen)
        #expect(result.output.isEmpty)
    }

    /// The FXForms-style registration: its address is a sub-form that opens on a screen of its
    /// own and closes with Escape; the values come back nested.
    @Test func registrationOpensItsAddressSubForm() throws {
        let running = try Running(["registration"])
        #expect(running.waitFor("Registration"))
        running.pty.type("ada@example.com\u{1B}[Bsecret1\u{1B}[Bsecret1")
        #expect(running.waitFor("Repeat Password"))
        running.pty.type(String(repeating: "\u{1B}[B", count: 4))
        usleep(100_000)
        running.pty.type("\r") // Enter on Address: its screen
        #expect(running.waitFor("Registration › Address"), "\(running.pty.screen.text)")
        #expect(running.waitFor("Postcode"))
        running.pty.type("1 Rue de Rivoli\u{1B}[BLondon")
        #expect(running.waitFor("London"))
        GoldenScreen.check(running.pty.screen.text, named: "registration-address")
        running.pty.type("\u{1B}") // Escape: back to the form
        #expect(running.waitFor("Other Interests"))
        running.pty.type("\u{13}")
        let result = running.finish()
        #expect(result.status == 0, "\(running.pty.screen.text)")
        let values = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let address = values?["address"] as? [String: Any]
        #expect(address?["city"] as? String == "London")
        #expect(address?["street"] as? String == "1 Rue de Rivoli")
        #expect(running.restored)
    }

    /// The chooser opens the chosen example with Enter on Open, and lists the showcase.
    @Test func chooserOpensTheChosenExampleOnEnter() throws {
        let running = try Running([])
        #expect(running.waitFor("Forma examples"))
        running.pty.type("\r") // Enter on Example: the list
        #expect(running.waitFor("Showcase: every row kind"))
        running.pty.type("trip\r") // filter, choose
        #expect(running.waitFor("Plan a Trip"))
        running.pty.type("\u{1B}[B")
        usleep(100_000)
        running.pty.type("\r") // Enter on Open
        #expect(running.waitFor("Destination"))
        running.pty.type("\u{03}")
        let result = running.finish()
        #expect(result.status == 130)
        #expect(running.restored)
    }
}
