import FormaCore
import FormaTerminal
import Foundation
import Testing

/// What is shown is what is submitted: text that is not a value of its row stays on screen
/// with a message and blocks the submit.
@MainActor
@Suite struct UnreadableTextTests {
    static func numbersForm() -> Form {
        Form {
            Section {
                IntRow("count") { $0.title = "Count" }
                DecimalRow("price") { $0.title = "Price" }
                URLRow("site") { $0.title = "Site" }
            }
        }
    }

    @Test func integerRowShowingLettersDoesNotSubmitNull() throws {
        let harness = try TerminalHarness(Self.numbersForm())
        harness.press("abc" + Keys.down)
        #expect(harness.screen.contains("abc"))
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("abc"))
        GoldenScreen.check(harness.screen, named: "unreadable-integer")
        harness.finish()
    }

    @Test func decimalRowShowingATimeDoesNotSubmitANumber() throws {
        let harness = try TerminalHarness(Self.numbersForm())
        harness.press(Keys.down + "9:30" + Keys.down)
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.form.values()["price"] == .null)
        #expect(harness.screen.contains("9:30"))
        harness.finish()
    }

    @Test func textThatIsNotAWebAddressIsNotEncodedIntoOne() throws {
        let harness = try TerminalHarness(Self.numbersForm())
        harness.press(Keys.down + Keys.down + "not a url")
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("not a url"))
        #expect(!harness.screen.contains("%20"))
        harness.finish()
    }

    @Test func fixingTheTextSubmitsItsValue() throws {
        let harness = try TerminalHarness(Self.numbersForm())
        harness.press("12a" + Keys.backspace)
        #expect(harness.press(Keys.submit) == .submitted(["count": 12, "price": nil, "site": nil]))
        harness.finish()
    }
}
