import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct ButtonTests {
    /// `[ Create Account ]` has no action of its own: Enter on it submits the form.
    @Test func buttonWithoutAnActionSubmitsOnEnter() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        for _ in 0..<12 { harness.press(Keys.down) }
        #expect(harness.screen.contains("› [ Create Account ]"))
        #expect(harness.press(Keys.enter) == nil)
        #expect(harness.screen.contains("problems"))
        harness.finish()
    }

    @Test func buttonWithoutAnActionSubmitsOnSpace() throws {
        let form = Form {
            Section {
                TextRow("name") {
                    $0.title = "Name"; $0.value = "Ada"
                }
                ButtonRow("go") { $0.title = "Go" }
            }
        }
        let harness = try TerminalHarness(form)
        harness.press(Keys.down)
        #expect(harness.press(" ") == .submitted(["name": "Ada"]))
        harness.finish()
    }

    @Test func buttonWithAnActionRunsItAndDoesNotSubmit() throws {
        var taps = 0
        let button = ButtonRow("go") { $0.title = "Go" }
        button.onTap { _ in taps += 1 }
        let form = Form { Section { button } }
        let harness = try TerminalHarness(form)
        #expect(harness.press(Keys.enter) == nil)
        #expect(taps == 1)
        harness.finish()
    }
}
