import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct KeyHelpTests {
    /// `?` on a row that is not typed into lists every key; any key goes back.
    @Test func questionMarkListsEveryKeyBinding() throws {
        let harness = try TerminalHarness(
            TripForm.make(), title: "Plan a Trip", size: TerminalSize(rows: 24, columns: 70))
        harness.press(Keys.down) // Nights, a stepper
        harness.press("?")
        #expect(harness.screen.contains("Ctrl-X Ctrl-X"))
        GoldenScreen.check(harness.screen, named: "key-help")
        harness.press(Keys.right)
        #expect(!harness.screen.contains("Ctrl-X Ctrl-X"))
        #expect(harness.form.values()["nights"] == 3.0)
        harness.finish()
    }

    /// In a text field `?` is text.
    @Test func questionMarkIsTextInATextField() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        harness.press("Why?")
        #expect(harness.form.values()["destination"] == "Why?")
        harness.finish()
    }
}
