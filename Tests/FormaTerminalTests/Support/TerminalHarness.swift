import FormaCore
import FormaTerminal
import Foundation

/// A form running full-screen on a pseudo-terminal opened by the test, driven one key
/// sequence at a time, with the screen read back through a ``VirtualScreen``.
@MainActor
final class TerminalHarness {
    let pty: PseudoTerminal
    let device: TerminalDevice
    let session: FullScreenSession
    let form: Form
    let originalMode: termios
    private(set) var outcome: FormOutcome?

    /// Bytes written to the terminal by the last ``press(_:)``.
    private(set) var lastOutput: [UInt8] = []

    init(
        _ form: Form, title: String = "Test", size: TerminalSize = TerminalSize(rows: 20, columns: 60),
        inline: Bool = false, before: String = "", locale: String = "en_US"
    ) throws {
        form.formatting = FormattingEnvironment(
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
        self.form = form
        pty = try PseudoTerminal(size: size)
        originalMode = pty.childMode
        guard let device = TerminalDevice(fd: pty.child) else { throw PseudoTerminalError.cannotOpen(0) }
        self.device = device
        if !before.isEmpty {
            // What the shell showed before the program started (a prompt, earlier output).
            device.write(Array(before.utf8))
            pty.drain()
        }
        session = FullScreenSession(
            controller: FormController(form: form), title: title, device: device, inline: inline)
        try session.start()
        lastOutput = pty.drain()
    }

    /// Types a key sequence (text and escapes) and lets the session handle all of it.
    @discardableResult
    func press(_ keys: String) -> FormOutcome? {
        press(bytes: Array(keys.utf8))
    }

    @discardableResult
    func press(bytes: [UInt8]) -> FormOutcome? {
        pty.send(bytes)
        var rounds = 0
        while outcome == nil && rounds < 50 {
            rounds += 1
            let before = session.keysHandled
            if let ended = session.step(timeout: rounds == 1 ? 500 : 40) {
                outcome = ended
                break
            }
            if session.keysHandled == before && !session.hasPendingInput && rounds > 1 { break }
        }
        lastOutput = pty.drain()
        return outcome
    }

    /// Lets the form's asynchronous work (checks, options loading, a waiting submit) run
    /// to its end and draws the result; at most `limit` work ticks.
    @discardableResult
    func settle(limit: Int = 200) async -> FormOutcome? {
        var rounds = 0
        while outcome == nil && rounds < limit {
            rounds += 1
            if let ended = session.step(timeout: 10) {
                outcome = ended
                break
            }
            if let ended = await session.service() {
                outcome = ended
                break
            }
            if !session.isBusy { break }
        }
        _ = await session.service()
        lastOutput = pty.drain()
        return outcome
    }

    /// Resizes the window; the session hears of it as from SIGWINCH.
    func resize(_ size: TerminalSize) {
        pty.resize(size)
        device.noteResize()
        _ = session.step(timeout: 200)
        lastOutput = pty.drain()
    }

    var screen: String { pty.screen.snapshot }

    func finish() {
        session.finish()
        pty.drain()
    }
}

/// Keys as a terminal sends them.
enum Keys {
    static let up = "\u{1B}[A", down = "\u{1B}[B", right = "\u{1B}[C", left = "\u{1B}[D"
    static let tab = "\t", backTab = "\u{1B}[Z", enter = "\r", escape = "\u{1B}", backspace = "\u{7F}"
    static let submit = "\u{13}", cancel = "\u{03}", add = "\u{0E}", delete = "\u{18}"
    static let altUp = "\u{1B}[1;3A", altDown = "\u{1B}[1;3B"
}
