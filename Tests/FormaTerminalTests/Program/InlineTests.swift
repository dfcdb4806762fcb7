import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct InlineTests {
    /// `--inline`: the form is drawn below the prompt on the main screen, and stays there,
    /// in the scrollback, with the cursor under it, when the session ends.
    @Test func inlineFormIsDrawnBelowThePromptAndLeftInTheScrollback() throws {
        let harness = try TerminalHarness(
            TripForm.make(), title: "Plan a Trip", size: TerminalSize(rows: 30, columns: 60), inline: true,
            before: "$ forma-demo trip --inline\r\n")
        #expect(!harness.pty.screen.usesAlternateScreen)
        harness.press("Lisbon")
        #expect(harness.screen.contains("$ forma-demo trip --inline"))
        #expect(harness.screen.contains("Destination*      Lisbon"))
        GoldenScreen.check(harness.screen, named: "inline-trip")
        #expect(harness.press(Keys.cancel + "y") == .cancelled)
        harness.finish()
        #expect(harness.screen.contains("$ forma-demo trip --inline"))
        #expect(harness.screen.contains("Lisbon"))
        #expect(harness.pty.screen.cursorRow == 21)
        #expect(harness.pty.childMode.c_lflag == harness.originalMode.c_lflag)
    }
}
