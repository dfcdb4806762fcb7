import FormaCore
import FormaTesting
import Foundation
import Testing

@Suite("Driving a form")
struct FormDriverTests {
    @Test func theFirstScreenShowsEveryVisibleRowFromItsPresentation() throws {
        let driver = try FormDriver(BookingForm.make())
        try driver.assertScreen(
            """
            # Traveller
              Name*: ""
              Email*: "" (placeholder: you@example.com)
              Age: ""
            # Trip
              Destination: >
              Class: [Economy] Business
              Abroad: off
              Departure:
              Bags: 1 (0 to 3)
              Extras: >
            # Phones
              "555 0100"
              <Add phone>
            #
              [ ] I accept the terms
              <Book> (disabled)
            """)
        try driver.assertHidden("passport")
        try driver.assertDisabled("book")
    }

    @Test func aSwitchShowsTheRowItsConditionHid() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(try driver.toggle("abroad"))
        try driver.assertShown("passport")
        #expect(try driver.presentation(of: "passport").isRequired)
        #expect(try driver.toggle("abroad") == false)
        try driver.assertHidden("passport")
        #expect(driver.table.appliedUpdates.count == 2)
    }

    @Test func validationFailsThenTheFixClearsTheMessage() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(try driver.type("ada@", into: "email"))
        try driver.assertError(on: "email", "Enter a valid email address")
        let result = driver.submit()
        #expect(result.values == nil)
        #expect(result.errors.map(\.tag) == ["name", "email"])
        try driver.assertError(on: "name", "Name is required")

        try driver.type("Ada", into: "name")
        try driver.type("ada@example.com", into: "email")
        try driver.assertNoErrors()
        let values = try driver.submitValues()
        #expect(values["email"] == "ada@example.com")
        #expect(values["phones"] == ["555 0100"])
    }

    @Test func textThatIsNotAValueStaysAsADraft() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(try driver.type("4x", into: "age") == false)
        #expect(driver.screen.contains(#"  Age: "4x" (not a valid value)"#))
        try driver.assertValue("age", equals: .null)
        #expect(try driver.type("42", into: "age"))
        try driver.assertValue("age", equals: 42)
    }

    @Test func choosingInSelectorsSegmentsAndMultipleSelectors() throws {
        let driver = try FormDriver(BookingForm.make())
        try driver.choose("Oslo", in: "destination")
        try driver.choose("Business", in: "class")
        try driver.choose(["Meal", "Insurance"], in: "extras")
        try driver.assertValue("destination", equals: "osl")
        try driver.assertValue("class", equals: "business")
        try driver.assertValue("extras", equals: ["Meal", "Insurance"])
        #expect(driver.presentedSelector == nil)

        try driver.choose(["Lounge"], in: "extras")
        try driver.assertValue("extras", equals: ["Lounge"])
        try driver.choose([], in: "extras")
        try driver.assertValue("extras", equals: .null)
    }

    @Test func aTappedSelectorStaysOpenOnTheScreenUntilAChoice() throws {
        let driver = try FormDriver(BookingForm.make())
        guard case .presentSelector = try driver.tap("destination") else {
            Issue.record("a push row opens its screen")
            return
        }
        #expect(
            driver.screen.hasSuffix(
                """
                >> Destination (push)
                  ( ) Lisbon
                  ( ) Oslo
                  ( ) Rome
                """))
        try driver.choose("Rome")
        #expect(driver.presentedSelector == nil)
        #expect(try driver.presentation(of: "destination").displayText == "Rome")

        try driver.tap("extras")
        try driver.choose("Meal")
        try driver.choose("Lounge")
        #expect(
            driver.screen.hasSuffix(
                """
                >> Extras (multiple)
                  [x] Meal
                  [x] Lounge
                  [ ] Insurance
                """))
        try driver.assertValue("extras", equals: .null)
        try driver.closeSelector()
        try driver.assertValue("extras", equals: ["Meal", "Lounge"])
    }

    @Test func datesAndNumbersArePickedWithinTheirBounds() throws {
        let driver = try FormDriver(BookingForm.make())
        try driver.setDate(Date(timeIntervalSince1970: 1_709_510_400), in: "departure")
        #expect(driver.screen.contains("  Departure: Mar 4, 2024"))
        #expect(try driver.setNumber(7, in: "bags") == 3)
        #expect(driver.screen.contains("  Bags: 3 (0 to 3)"))
        try driver.tap("departure")
        #expect(driver.screen.contains("  Departure: Mar 4, 2024 (open)"))
    }

    @Test func phonesAreAddedTypedMovedAndDeleted() throws {
        let driver = try FormDriver(BookingForm.make())
        let added = try driver.add(to: "phones")
        #expect(driver.controller.focusedRow === added)
        try driver.type("555 0199", into: .row(added))
        try driver.move(.item(1, in: "phones"), to: 0)
        try driver.assertValue("phones", equals: ["555 0199", "555 0100"])
        // The add row stays last: a drag below it lands on the last phone.
        #expect(try driver.move(.item(0, in: "Phones"), to: 5) == 1)
        try driver.assertValue("phones", equals: ["555 0100", "555 0199"])
        try driver.delete(.item(0, in: "phones"))
        try driver.assertValue("phones", equals: ["555 0199"])
        #expect(
            driver.screen.contains(
                """
                # Phones
                  "555 0199"
                  <Add phone>
                """))
    }

    @Test func theTermsEnableTheButtonThatRunsItsAction() throws {
        let form = BookingForm.make()
        var booked = 0
        (form.row(tag: "book") as? ButtonRow)?.onTap { _ in booked += 1 }
        let driver = try FormDriver(form)
        try driver.toggle("terms")
        guard case .ranButton = try driver.tap(.title("Book")) else {
            Issue.record("an enabled button runs")
            return
        }
        #expect(booked == 1)
    }

    @Test func rowsAreNamedByTitlePathAndPlace() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(try driver.row(.title("Age")).tag == "age")
        #expect(try driver.row(.at(TablePath(section: 1, row: 2))).tag == "abroad")
        #expect(try driver.row(.item(0, in: "phones")).formValue == "555 0100")
        let tag = "email"
        #expect(try driver.row(.tag(tag)) === driver.form.row(tag: "email"))
    }
}
