import FormaCore
import FormaTesting
import Foundation
import Testing

/// Steps beyond the booking form's main path: asynchronous validation, staying in a field,
/// custom values, bounds and refusals.
@Suite("More steps")
struct MoreStepTests {
    @Test func asynchronousValidatorsAreWaitedFor() async throws {
        let driver = try FormDriver(
            Form {
                Section {
                    AccountRow("username") {
                        $0.title = "Username"
                        $0.add(
                            async: AsyncValidator("username_taken", message: "That name is taken", debounce: .zero) {
                                name in
                                name != "taken"
                            })
                    }
                }
            })
        try driver.type("taken", into: "username")
        #expect(driver.screen == "#\n  Username: \"taken\" (validating)")
        await driver.waitForValidation()
        try driver.assertError(on: "username", "That name is taken")
        try driver.type("free", into: "username")
        await driver.waitForValidation()
        try driver.assertNoErrors()
    }

    @Test func stayingInAFieldDefersItsBlurMessages() throws {
        let driver = try FormDriver(BookingForm.make())
        try driver.type("ada@", into: "email", endEditing: false)
        try driver.assertNoErrors()
        #expect(driver.controller.focusedRow?.tag == "email")
        driver.endEditing()
        try driver.assertError(on: "email", "Enter a valid email address")
        #expect(driver.controller.focusedRow == nil)
    }

    @Test func customRowsAndCountdownsTakeAValue() throws {
        let driver = try FormDriver(
            Form {
                Section {
                    CountDownRow("timer") { $0.title = "Timer" }
                    LabelRow("note") { $0.title = "Note" }
                }
            })
        try driver.setValue(.double(3_900), in: "timer")
        #expect(driver.screen.contains("  Timer: 1 h 05 min"))
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.setValue("ten", in: "timer") }
        #expect(failure?.message.hasPrefix(#"setValue("ten", in: "timer"): row "timer" refused "ten": "#) == true)
        #expect(throws: FormaTestingFailure.self) { try driver.setDate(Date(), in: "timer") }
    }

    @Test func datesOutsideThePickersBoundsCannotBePicked() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let driver = try FormDriver(
            Form {
                Section {
                    DateRow("day") {
                        $0.title = "Day"; $0.minimumDate = start
                    }
                }
            })
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.setDate(start.addingTimeInterval(-86_400), in: "day")
        }
        #expect(
            failure?.message == """
                setDate(2023-11-13 22:13:20 +0000, in: "day"): 2023-11-13 22:13:20 +0000 is before the earliest date \
                row "day" allows, 2023-11-14 22:13:20 +0000
                """)
    }

    @Test func aSelectionTheRowRefusesFailsWhenTheScreenCloses() throws {
        let form = Form {
            Section {
                SwitchRow("lock") {
                    $0.title = "Lock"; $0.value = false
                }
                MultipleSelectorRow<String>("tags") {
                    $0.title = "Tags"; $0.options = ["a", "b"]; $0.disabled = "$lock == true"
                }
            }
        }
        let driver = try FormDriver(form)
        try driver.tap("tags")
        try driver.choose("a")
        try form.transaction { try form.row(tag: "lock")?.setFormValue(true) }
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.closeSelector() }
        #expect(
            failure?.message
                == #"closeSelector(): the selection of "Tags" was refused: row 'tags' is no longer available"#)
        #expect(driver.presentedSelector == nil)
    }

    @Test func tappingElsewhereClosesAnOpenScreen() throws {
        let driver = try FormDriver(BookingForm.make())
        try driver.tap("extras")
        try driver.choose("Meal")
        try driver.tap("abroad")
        #expect(driver.presentedSelector == nil)
        try driver.assertValue("extras", equals: ["Meal"])
    }

    @Test func rowsInHiddenSectionsAndForeignRowsAreRefused() throws {
        let driver = try FormDriver(BookingForm.make())
        let stranger = TextRow("stranger")
        #expect(
            #expect(throws: FormaTestingFailure.self) { try driver.tap(.row(stranger)) }?.message
                == #"tap(.row("stranger")): the row .row("stranger") is not in the driven form"#)
        #expect(
            #expect(throws: FormaTestingFailure.self) { try driver.tap(.at(TablePath(section: 9, row: 0))) }?.message
                == "tap(.at(9.0)): no row at 9.0; the table shows [3, 6, 2, 2] rows by section")
        #expect(
            #expect(throws: FormaTestingFailure.self) { try driver.presentation(of: "passport") }?.message
                == #"presentation(of: "passport"): row "passport" is hidden"#)
        #expect(
            #expect(throws: FormaTestingFailure.self) { try driver.move("email", to: 0) }?.message
                == #"move("email", to: 0): row "email" cannot be moved"#)
    }
}

@Suite("Options that load")
struct OptionsLoadingTests {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }

    @Test func optionsAreLoadedThenChosen() async throws {
        let driver = try FormDriver(
            Form {
                Section {
                    PushRow<String>("city") {
                        $0.title = "City"
                        $0.optionsLoader = { [Option("lis", title: "Lisbon"), Option("osl", title: "Oslo")] }
                    }
                }
            })
        let early = #expect(throws: FormaTestingFailure.self) { try driver.choose("Lisbon", in: "city") }
        #expect(
            early?.message == """
                choose("Lisbon", in: "city"): the options of "City" are still loading; \
                tap the row and await driver.loadOptions() first
                """)
        try driver.tap("city")
        #expect(driver.screen == "#\n  City: >\n>> City (push)\n  (loading)")
        try await driver.loadOptions()
        try driver.choose("Lisbon")
        try driver.assertValue("city", equals: "lis")
        try driver.choose("Oslo", in: "city")
        try driver.assertValue("city", equals: "osl")
    }

    @Test func optionsThatFailToLoadSaySo() async throws {
        let driver = try FormDriver(
            Form {
                Section {
                    PushRow<String>("city") {
                        $0.title = "City"; $0.optionsLoader = { throw Offline() }
                    }
                }
            })
        let closed = await #expect(throws: FormaTestingFailure.self) { try await driver.loadOptions() }
        #expect(closed?.message == "loadOptions(): no selector screen is open; tap a selector row first")
        try driver.tap("city")
        let failed = await #expect(throws: FormaTestingFailure.self) { try await driver.loadOptions() }
        #expect(failed?.message == "loadOptions(): the options did not load: offline")
        #expect(driver.screen.hasSuffix(">> City (push)\n  offline"))
    }
}
