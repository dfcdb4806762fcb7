import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct DateDraftTests {
    static func form() -> Form {
        Form {
            Section {
                DateRow("day") {
                    $0.title = "Day"
                    $0.value =
                        DateComponents(
                            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"),
                            year: 2026,
                            month: 11, day: 24
                        ).date
                }
                TextRow("note") { $0.title = "Note" }
            }
        }
    }

    /// An unreadable date stays on screen with its message after Tab, instead of the old
    /// date coming back, and the submit refuses it.
    @Test func unreadableDateSurvivesTabAndBlocksSubmit() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press("\u{15}" + "31/31/2026" + Keys.tab)
        #expect(harness.screen.contains("31/31/2026"))
        #expect(harness.screen.contains("✗ type it as MM/dd/yyyy"))
        #expect(!harness.screen.contains("Nov 24, 2026"))
        GoldenScreen.check(harness.screen, named: "date-unreadable-after-tab")
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("1 problem: type it as MM/dd/yyyy"))
        // Back on the row (the submit moved focus there), the typed text is still there to fix.
        harness.press("\u{15}" + "11/25/2026")
        guard case .submitted(let values)? = harness.press(Keys.submit), case .date(let date)? = values["day"] else {
            Issue.record("not submitted")
            return
        }
        #expect(date.timeIntervalSince1970 == 1_795_564_800)
        harness.finish()
    }

    /// Clearing the date clears its value: the screen and the values agree.
    @Test func clearedDateIsEmptyOnScreenAndInTheValues() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press("\u{15}" + Keys.tab)
        #expect(!harness.screen.contains("2026"))
        #expect(harness.press(Keys.submit) == .submitted(["day": nil, "note": nil]))
        harness.finish()
    }
}
