import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

/// Bad input thrown at a running session: it never crashes, hangs, or leaves the terminal
/// raw or on the alternate screen. (A mebibyte paste is in `PasteTests`; `FORMA_LONG=1`
/// runs a hundred times more rounds.)
@MainActor
@Suite(.serialized) struct HostileSessionTests {
    static var long: Bool { ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" }

    /// Pieces a hostile or broken terminal sends: invalid UTF-8, escapes cut anywhere,
    /// pastes with and without their end, control keys, line breaks.
    static let pieces: [[UInt8]] = [
        [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0x1B], [0x1B, 0x5B], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x4F], Array("\u{1B}[200~".utf8),
        Array("\u{1B}[201~".utf8), Array("\u{1B}[B".utf8), Array("\u{1B}[A".utf8), Array("\u{1B}[C".utf8),
        Array("\u{1B}[1;3A".utf8), Array("\u{1B}[999999999999;1H".utf8), [0x0D], [0x0A], [0x09], [0x7F],
        [0x0E], [0x18], [0x08], [0x00], Array("héllo 日本 👩‍👩‍👧".utf8), Array("a".utf8), Array(" ".utf8),
    ]

    static let sizes: [TerminalSize] = [
        TerminalSize(rows: 1, columns: 1), TerminalSize(rows: 2, columns: 3), TerminalSize(rows: 5, columns: 10),
        TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 8, columns: 200), TerminalSize(rows: 60, columns: 20),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func randomBytesAndResizesNeverBreakTheSession(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let form = seed == 1 ? TripForm.make() : seed == 2 ? SignUpForm.make() : EventForm.make()
        let harness = try TerminalHarness(form)
        let rounds = Self.long ? 2_000 : 20
        for _ in 0..<rounds {
            if harness.outcome != nil { break }
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                let size = Self.sizes[Int.random(in: 0..<Self.sizes.count, using: &generator)]
                harness.resize(size)
            case 1:
                // A storm of resize signals: many at once, one redraw.
                for _ in 0..<Int.random(in: 2...50, using: &generator) { harness.device.noteResize() }
                _ = harness.session.step(timeout: 20)
                harness.pty.drain()
            default:
                var bytes: [UInt8] = []
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    bytes += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &generator)]
                }
                // Ctrl-C and Ctrl-S end the session: kept for the end.
                bytes.removeAll { $0 == 0x03 || $0 == 0x13 }
                harness.press(bytes: bytes)
            }
            let frame = harness.session.view.frame()
            #expect(frame.lines.count == frame.size.rows)
        }
        harness.resize(TerminalSize(rows: 20, columns: 60))
        // A paste whose end never comes ends after a pause; then Ctrl-C cancels.
        harness.press(Keys.escape + Keys.escape)
        usleep(600_000)
        _ = harness.session.step(timeout: 100)
        #expect(harness.press(Keys.cancel + "y") == .cancelled || harness.outcome != nil)
        harness.finish()
        #expect(harness.pty.childMode.c_lflag == harness.originalMode.c_lflag)
        #expect(!harness.pty.screen.usesAlternateScreen)
    }

    /// A window of no size at all (0×0, as some terminals report while opening) and of one
    /// cell: frames are drawn without a crash and keys still work.
    @Test func zeroAndOneCellWindows() throws {
        let view = TerminalFormView(
            controller: FormController(form: TripForm.make()), title: "Trip", size: TerminalSize(rows: 0, columns: 0))
        // A size of nothing is taken as one cell.
        #expect(view.size == TerminalSize(rows: 1, columns: 1))
        #expect(view.frame().lines.count == 1)
        _ = view.handle(.character("x"))
        _ = view.handle(.down)
        view.resize(TerminalSize(rows: 1, columns: 1))
        #expect(view.frame().lines.count == 1)
        _ = view.handle(.enter)
        _ = view.handle(.paste(String(repeating: "y", count: 1_000)))
        #expect(view.frame().lines.count == 1)
        // The form has changed, so Ctrl-C asks first (in one cell), and Ctrl-C again discards.
        #expect(view.handle(.control("c")) == nil)
        #expect(view.frame().lines.count == 1)
        #expect(view.handle(.control("c")) == .cancelled)
    }
}
