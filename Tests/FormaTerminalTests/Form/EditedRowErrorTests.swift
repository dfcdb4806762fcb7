import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct EditedRowErrorTests {
    /// Moving with ↓ through required rows marks none of them before anything is typed.
    @Test func movingDownMarksNoUntouchedRow() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        for _ in 0..<4 { harness.press(Keys.down) }
        #expect(!harness.screen.contains("✗"))
        GoldenScreen.check(harness.screen, named: "signup-moved-down-untouched")
        harness.finish()
    }

    /// A row the person edited and left shows its error; the submit shows every row's.
    @Test func editedAndLeftRowShowsItsErrorAndSubmitShowsAll() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        harness.press("x" + Keys.backspace + Keys.down)
        #expect(harness.screen.contains("✗ Email is required"))
        #expect(!harness.screen.contains("✗ Username is required"))
        harness.press(Keys.submit)
        #expect(harness.screen.contains("✗ Username is required"))
        harness.finish()
    }
}
