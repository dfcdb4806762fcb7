import FormaCore
import FormaTesting
import Foundation
import Testing

/// How each editor, state and section is drawn on the driver's screen.
@Suite("Screen text")
struct ScreenTests {
    @Test func everyEditorHasItsOwnLine() throws {
        let form = Form {
            Section("Editors", footer: "All of them.") {
                PasswordRow("secret") {
                    $0.title = "Password"; $0.value = "hunter2"
                }
                TextAreaRow("notes") {
                    $0.title = "Notes"; $0.value = "two\nlines \"quoted\""
                }
                TextAreaRow("empty") { $0.placeholder = "Anything else?" }
                SliderRow("volume") {
                    $0.title = "Volume"; $0.minimum = 0; $0.maximum = 10; $0.step = 0.5; $0.value = 2.5
                }
                PickerRow<String>("seat") {
                    $0.title = "Seat"
                    $0.options = [Option("window", title: "Window"), Option("aisle", title: "Aisle")]
                    $0.value = "aisle"
                }
                TimeRow("at") {
                    $0.title = "At"; $0.value = Date(timeIntervalSince1970: 45_000)
                }
                LabelRow("version") {
                    $0.title = "Version"; $0.value = "2.1"
                }
                CheckRow("agree") { $0.value = true }
                ButtonRow("go") { $0.title = "Go" }
            }
        }
        let driver = try FormDriver(form)
        try driver.assertScreen(
            """
            # Editors
              Password: "•••••••"
              Notes: "two\\nlines \\"quoted\\""
              "" (placeholder: Anything else?)
              Volume: 2.5 (0 to 10)
              Seat: Window [Aisle]
              At: 12:30 PM
              Version: 2.1
              [x]
              <Go>
              footer: All of them.
            """)
        try driver.tap("seat")
        #expect(driver.screen.contains("  Seat: Window [Aisle] (open)"))
        try driver.choose("Window", in: "seat")
        try driver.assertValue("seat", equals: "window")
    }

    @Test func disabledRowsAndCollapsedSectionsAreMarked() throws {
        let form = Form {
            Section("Shown") {
                SwitchRow("lock") {
                    $0.title = "Lock"; $0.value = true
                }
                TextRow("name") {
                    $0.title = "Name"; $0.disabled = "$lock == true"
                }
            }
            Section("Advanced") {
                IntRow("retries") { $0.title = "Retries" }
            }.configured {
                $0.isCollapsible = true; $0.isCollapsed = true
            }
        }
        let driver = try FormDriver(form)
        try driver.assertScreen(
            """
            # Shown
              Lock: on
              Name: "" (disabled)
            # Advanced (collapsed)
            """)
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.type("3", into: "retries") }
        #expect(
            failure?.message == #"type("3", into: "retries"): row "retries" is in the collapsed section "Advanced""#)
        driver.controller.toggleCollapsed(sectionAt: 1)
        try driver.type("3", into: "retries")
        try driver.assertValue("retries", equals: 3)
    }

    @Test func aSelectorScreenShowsItsGroupsAndFilter() throws {
        let form = Form {
            Section {
                PushRow<String>("city") {
                    $0.title = "City"
                    $0.options = [
                        Option("lis", title: "Lisbon"), Option("lon", title: "London"), Option("osl", title: "Oslo"),
                    ]
                    $0.value = "osl"
                }
            }
        }
        let driver = try FormDriver(form)
        try driver.tap("city")
        driver.presentedSelector?.filterText = "l"
        try driver.assertScreen(
            """
            #
              City: Oslo >
            >> City (push)
              filter: "l"
              ( ) Lisbon
              ( ) London
              (x) Oslo
            """)
        driver.presentedSelector?.filterText = "lo"
        try driver.choose("London")
        #expect(driver.screen == "#\n  City: London >")
    }

    @Test func theSameStepsGiveTheSameScreen() throws {
        func run() throws -> String {
            let driver = try FormDriver(BookingForm.make())
            try driver.setDate(Date(timeIntervalSince1970: 0), in: "departure")
            try driver.choose(["Lounge"], in: "extras")
            _ = driver.submit()
            return driver.screen
        }
        let first = try run()
        #expect(try run() == first)
        #expect(first.contains("  Departure: Jan 1, 1970"))
    }
}
