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

@MainActor
@Suite struct DateFieldTests {
    /// ← → move over the month, day and year; + - step the one the cursor is in; typing
    /// still works.
    @Test func arrowsMoveOverFieldsAndPlusMinusStepThem() throws {
        let harness = try TerminalHarness(DateDraftTests.form())
        // 11/24/2026 with the cursor at its end: ← goes to the year, ← again to the day.
        harness.press(Keys.left + Keys.left + "+")
        #expect(harness.screen.contains("11/25/2026"))
        harness.press(Keys.left + "-") // the month
        #expect(harness.screen.contains("10/25/2026"))
        harness.press(Keys.right + Keys.right + "++") // the year
        #expect(harness.screen.contains("10/25/2028"))
        GoldenScreen.check(harness.screen, named: "date-fields-stepped")
        guard case .date(let date)? = harness.form.values()["day"] else {
            Issue.record("no date")
            return
        }
        #expect(date.timeIntervalSince1970 == 1_856_044_800) // 2028-10-25 UTC
        // Typed text is still accepted.
        harness.press("\u{15}" + "01/02/2027")
        #expect(harness.screen.contains("01/02/2027"))
        harness.finish()
    }
}
