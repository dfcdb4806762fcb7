import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct DiscardPromptTests {
    /// Ctrl-C on a form with changes asks first; any key but y goes back to the form.
    @Test func ctrlCOnAChangedFormAsksBeforeDiscarding() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        harness.press("Rome")
        #expect(harness.press(Keys.cancel) == nil)
        #expect(harness.screen.contains("Discard changes? y/n"))
        GoldenScreen.check(harness.screen, named: "discard-changes")
        #expect(harness.press("n") == nil)
        #expect(!harness.screen.contains("Discard changes? y/n"))
        #expect(harness.form.values()["destination"] == "Rome")
        harness.press(Keys.cancel)
        #expect(harness.press("y") == .cancelled)
        harness.finish()
    }

    /// A form without changes cancels at once.
    @Test func ctrlCOnAnUnchangedFormCancelsAtOnce() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        #expect(harness.press(Keys.cancel) == .cancelled)
        harness.finish()
    }
}
