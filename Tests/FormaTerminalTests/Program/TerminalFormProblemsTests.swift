import FormaCore
import Testing

@testable import FormaTerminal

/// A form's own problems are printed before it opens in the terminal.
@Suite("A terminal form's problems")
struct TerminalFormProblemsTests {
    @Test func anUnknownTagIsPrintedWithItsCaret() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("drink") { $0.hidden = "$agee < 18" }
            }
        }
        let text = try #require(TerminalForm.problemsText(of: form))
        #expect(
            text == """
                error: unknown tag 'agee'; did you mean 'age'?
                 --> row 'drink' (hidden) 1:1
                  |
                1 | $agee < 18
                  | ^~~~~

                """)
    }

    @Test func aFormWithoutProblemsPrintsNothing() {
        #expect(TerminalForm.problemsText(of: Form { Section { TextRow("name") } }) == nil)
    }

    @Test func controlCharactersInATagAreShownInert() throws {
        let form = Form {
            Section {
                SwitchRow("x") { $0.hidden = "$'a\u{1b}[2J' == true" }
            }
        }
        let text = try #require(TerminalForm.problemsText(of: form))
        #expect(!text.contains("\u{1b}"))
    }
}
