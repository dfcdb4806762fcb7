import FormaCore
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct SubFormScreenTests {
    static func makeForm() -> Form {
        Form {
            Section {
                TextRow("name") {
                    $0.title = "Name"; $0.value = "Ada"
                }
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("city") {
                            $0.title = "City"; $0.add(.required())
                        }
                    }
                }
            }
            Section.repeatable("travellers", header: "Travellers") {
                Section("Traveller") { TextRow("who") { $0.title = "Who" } }
            }
        }
    }

    /// Enter on a pushed sub-form opens its screen; Escape goes back with what was typed.
    @Test func aPushedSubFormOpensAsANestedScreen() throws {
        let harness = try TerminalHarness(Self.makeForm(), title: "Trip")
        harness.press(Keys.down)
        harness.press(Keys.enter)
        #expect(harness.screen.contains("Trip › Address"))
        #expect(harness.screen.contains("City"))
        harness.press(Keys.enter)
        harness.press("Paris")
        harness.press(Keys.escape)
        #expect(!harness.screen.contains("Trip › Address"))
        let outcome = harness.press(Keys.submit)
        #expect(outcome == .submitted(["name": "Ada", "address": ["city": "Paris"], "travellers": []]))
        harness.finish()
    }

    /// Enter past the sub-form's last row goes back to the form rather than submitting it.
    @Test func enterPastTheLastRowGoesBack() throws {
        let harness = try TerminalHarness(Self.makeForm(), title: "Trip")
        harness.press(Keys.down)
        harness.press(Keys.enter)
        harness.press(Keys.enter)
        harness.press("Oslo")
        #expect(harness.press(Keys.enter) == nil)
        #expect(!harness.screen.contains("Trip › Address"))
        #expect(harness.form.values()["address"]?["city"] == "Oslo")
        harness.finish()
    }

    /// A submit with a problem inside the sub-form marks the sub-form's row.
    @Test func aProblemInsideMarksTheSubFormsRow() throws {
        let harness = try TerminalHarness(Self.makeForm(), title: "Trip")
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("1 problem"))
        harness.finish()
    }
}
