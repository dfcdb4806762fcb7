import FormaCore
import FormaTerminal
import Foundation
import Testing

/// A custom row holding a whole number from 1 to 5.
private final class StarsRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { RowKind("stars") }
    override func rejection(of candidate: Int) -> ValueError.Reason? {
        (1...5).contains(candidate) ? nil : .notAnOption(candidate.formValue)
    }
}

/// A custom row holding a list: no text form.
private final class TagsRow: Row<[String]>, RowConfigurable {
    override var kind: RowKind { RowKind("tags") }
}

@MainActor
@Suite struct CustomRowTests {
    static func form() -> Form {
        Form {
            Section {
                TextRow("name") { $0.title = "Name" }
                StarsRow("stars") {
                    $0.title = "Stars"; $0.value = 3
                }
                TagsRow("tags") {
                    $0.title = "Tags"; $0.value = ["a"]
                }
                TextRow("last") { $0.title = "Last" }
            }
        }
    }

    /// ↓ stops on a custom row with a text form, and typing sets its value.
    @Test func customRowWithATextFormIsEditable() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press(Keys.down)
        #expect(harness.screen.contains("› Stars"))
        harness.press(Keys.backspace + "5")
        #expect(harness.form.values()["stars"] == 5)
        harness.press("9")
        #expect(harness.form.values()["stars"] == 5)
        #expect(harness.screen.contains("59"))
        #expect(harness.screen.contains("✗ Not a value this row takes"))
        harness.press("x")
        #expect(harness.screen.contains("✗ Not a whole number"))
        harness.press(Keys.backspace)
        harness.press(Keys.backspace + Keys.backspace + "4" + Keys.down)
        #expect(harness.form.values()["stars"] == 4)
        GoldenScreen.check(harness.screen, named: "custom-row-tags-focused")
        harness.finish()
    }

    /// A custom row without a text form takes focus and says it cannot be edited here.
    @Test func customRowWithoutATextFormSaysSo() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press(Keys.down + Keys.down)
        #expect(harness.screen.contains("› Tags"))
        #expect(harness.screen.contains("cannot be edited here"))
        harness.press(Keys.enter)
        #expect(harness.screen.contains("Tags cannot be edited here"))
        harness.finish()
    }
}
