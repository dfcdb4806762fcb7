import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct LayoutTests {
    static func longTitleForm() -> Form {
        Form {
            Section {
                TextRow("name") { $0.title = "Name" }
                SwitchRow("all") {
                    $0.title = "Send me news about absolutely everything"
                    $0.value = true
                }
            }
        }
    }

    /// A title longer than the title column never runs into its value.
    @Test func longTitleDoesNotRunIntoItsValue() throws {
        let harness = try TerminalHarness(Self.longTitleForm(), size: TerminalSize(rows: 12, columns: 60))
        #expect(!harness.screen.contains("everything●"))
        #expect(harness.screen.contains("● On"))
        GoldenScreen.check(harness.screen, named: "long-title-60")
        harness.finish()
    }

    @Test func longTitleKeepsItsValueAtFortyColumns() throws {
        let harness = try TerminalHarness(Self.longTitleForm(), size: TerminalSize(rows: 12, columns: 40))
        #expect(harness.screen.contains("● On"))
        GoldenScreen.check(harness.screen, named: "long-title-40")
        harness.finish()
    }
}

@MainActor
@Suite struct NarrowSegmentTests {
    static func form() -> Form {
        Form {
            Section {
                SegmentedRow<String>("transport") {
                    $0.title = "Transport"
                    $0.options = [
                        Option("train", title: "Train"), Option("plane", title: "Aeroplane"),
                        Option("car", title: "Car"),
                    ]
                    $0.value = "car"
                }
            }
        }
    }

    /// The chosen segment is always shown whole (or cut with `…`), never cut off silently.
    @Test(arguments: [20, 24, 30, 34])
    func chosenSegmentIsShownAtNarrowWidths(columns: Int) throws {
        let harness = try TerminalHarness(Self.form(), size: TerminalSize(rows: 8, columns: columns))
        #expect(harness.screen.contains("[Car]"))
        GoldenScreen.check(harness.screen, named: "segments-\(columns)-columns")
        harness.finish()
    }
}

@MainActor
@Suite struct GrowingWindowTests {
    /// Growing the window brings back the rows hidden above instead of leaving empty lines
    /// below.
    @Test func growingTheWindowShowsRowsFromAbove() throws {
        let form = Form {
            Section {
                for index in 0..<12 { TextRow("row\(index)") { $0.title = "Row \(index)" } }
            }
        }
        let harness = try TerminalHarness(form, size: TerminalSize(rows: 8, columns: 40))
        for _ in 0..<11 { harness.press(Keys.down) }
        harness.resize(TerminalSize(rows: 18, columns: 40))
        #expect(harness.screen.contains("Row 0"))
        GoldenScreen.check(harness.screen, named: "grown-window")
        harness.finish()
    }
}

@MainActor
@Suite struct NarrowHelpLineTests {
    /// However narrow the window, the help line keeps how to submit and how to cancel.
    @Test(arguments: [20, 30, 36, 40, 60])
    func helpLineKeepsSubmitAndCancel(columns: Int) throws {
        let harness = try TerminalHarness(NarrowSegmentTests.form(), size: TerminalSize(rows: 8, columns: columns))
        let help = harness.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(help.contains("cancel") || help.contains("quit"))
        #expect(help.contains("submit") || help.contains("ok"))
        harness.finish()
    }
}
