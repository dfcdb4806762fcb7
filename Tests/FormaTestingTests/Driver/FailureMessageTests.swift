import FormaCore
import FormaTesting
import Testing

/// Every failure says what the step looked for and what it found, in these exact words.
@Suite("Failure messages")
struct FailureMessageTests {
    /// The message of the failure a step throws.
    func message(_ step: () throws -> Void) -> String? {
        #expect(throws: FormaTestingFailure.self) { try step() }?.message
    }

    @Test func aMistypedTagGetsTheNearestTagAndTheRowsOnScreen() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.type("ada@example.com", into: "emial") } == """
                type("ada@example.com", into: "emial"): no row tagged "emial"; did you mean "email"?
                visible rows: name, email, age, destination, class, abroad, departure, bags, extras, terms, book
                """)
        #expect(
            message { try driver.tap("zzz") } == """
                tap("zzz"): no row tagged "zzz"
                visible rows: name, email, age, destination, class, abroad, departure, bags, extras, terms, book
                """)
    }

    @Test func aMultivaluedTagNamesItsSectionNotARow() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.tap("phones") } == """
                tap("phones"): no row tagged "phones"
                "phones" names the section "Phones"; name one of its rows with .item(index, in: "phones")
                visible rows: name, email, age, destination, class, abroad, departure, bags, extras, terms, book
                """)
    }

    @Test func hiddenAndDisabledRowsCannotBeUsed() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.type("X123", into: "passport") }
                == #"type("X123", into: "passport"): row "passport" is hidden"#)
        #expect(message { try driver.tap("book") } == #"tap("book"): row "book" is disabled"#)
        #expect(message { try driver.assertShown("passport") } == #"assertShown("passport"): row "passport" is hidden"#)
        #expect(message { try driver.assertHidden("email") } == #"assertHidden("email"): row "email" is shown"#)
        #expect(message { try driver.assertDisabled("email") } == #"assertDisabled("email"): row "email" is enabled"#)
    }

    @Test func aStepOnTheWrongKindOfRowNamesTheEditor() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.type("yes", into: "abroad") }
                == #"type("yes", into: "abroad"): row "abroad" is a switch, not typed into"#)
        #expect(
            message { try driver.toggle("email") }
                == #"toggle("email"): row "email" is a text field, not a switch or check mark"#)
        #expect(
            message { try driver.choose("Oslo", in: "bags") }
                == #"choose("Oslo", in: "bags"): row "bags" is a stepper, which has no options to choose from"#)
        #expect(
            message { try driver.setNumber(2, in: "departure") }
                == #"setNumber(2.0, in: "departure"): row "departure" is a date picker, not a slider or stepper"#)
        #expect(
            message { try driver.choose(["Oslo", "Rome"], in: "destination") }
                == #"choose(["Oslo", "Rome"], in: "destination"): row "destination" takes one option"#)
    }

    @Test func anUnknownOptionGetsTheNearestTitleAndTheOptions() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.choose("Olso", in: "destination") } == """
                choose("Olso", in: "destination"): no option titled "Olso"; did you mean "Oslo"?
                options: Lisbon, Oslo, Rome
                """)
        #expect(
            message { try driver.choose("First", in: "class") } == """
                choose("First", in: "class"): no option titled "First"
                options: Economy, Business
                """)
        #expect(
            message { try driver.choose("Oslo") }
                == #"choose("Oslo"): no selector screen is open; tap a selector row first"#)
    }

    @Test func sectionsAndPlacesInThemAreChecked() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.add(to: "phone") } == """
                add(to: "phone"): no section named "phone"; did you mean "phones"?
                sections: Traveller, Trip, phones
                """)
        #expect(
            message { try driver.add(to: "Trip") } == #"add(to: "Trip"): section "Trip" does not allow adding rows"#)
        #expect(
            message { try driver.delete(.item(3, in: "phones")) }
                == #"delete(.item(3, in: "phones")): section "phones" shows 1 row; there is no row 3"#)
        #expect(message { try driver.delete("email") } == #"delete("email"): row "email" cannot be deleted"#)
        #expect(
            message { try driver.tap(.title("Emial")) } == """
                tap(.title("Emial")): no row titled "Emial" on screen; did you mean "Email"?
                row titles: Name, Email, Age, Destination, Class, Abroad, Departure, Bags, Extras, Add phone, I accept the terms, Book
                """)
    }

    @Test func aScreenMismatchShowsALineDiff() throws {
        let driver = try FormDriver(
            Form {
                Section("Account") {
                    EmailRow("email") {
                        $0.title = "Email"; $0.value = "ada@example.com"
                    }
                    SwitchRow("news") {
                        $0.title = "News"; $0.value = true
                    }
                }
            })
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.assertScreen(
                """
                # Account
                  Email: "ada@example.org"
                  News: on
                """)
        }
        #expect(
            failure?.message == """
                assertScreen: the screen differs (- expected, + shown):
                  # Account
                -   Email: "ada@example.org"
                +   Email: "ada@example.com"
                    News: on
                """)
        #expect(failure?.description == failure?.message)
    }

    @Test func valuesAndErrorsSayWhatTheRowHolds() throws {
        let driver = try FormDriver(BookingForm.make())
        #expect(
            message { try driver.assertValue("class", equals: "business") }
                == #"assertValue("class", equals: "business"): "class" holds "economy""#)
        #expect(
            message { try driver.assertValue("phones", equals: []) }
                == #"assertValue("phones", equals: []): "phones" holds ["555 0100"]"#)
        #expect(
            message { try driver.assertValue("clas", equals: "business") } == """
                assertValue("clas", equals: "business"): no row tagged "clas"; did you mean "class"?
                visible rows: name, email, age, destination, class, abroad, departure, bags, extras, terms, book
                """)
        #expect(
            message { try driver.assertError(on: "email") }
                == #"assertError(on: "email"): row "email" shows no message; no row shows a message"#)
        _ = driver.submit()
        #expect(
            message { try driver.assertError(on: "email", "Enter a valid email address") }
                == #"assertError(on: "email", "Enter a valid email address"): row "email" shows "Email is required""#)
        #expect(
            message { try driver.assertNoErrors() } == """
                assertNoErrors(): messages on screen:
                  name: Name is required
                  email: Email is required
                """)
        #expect(
            message { _ = try driver.submitValues() } == """
                submitValues(): the form did not submit; 2 validation errors:
                  name: Name is required
                  email: Email is required
                """)
    }

    @Test func aDefinitionThatDoesNotLoadListsItsProblems() {
        let failure = #expect(throws: FormaTestingFailure.self) {
            _ = try FormDriver(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "txt", "tag": "name"}]}]}"#)
        }
        #expect(failure?.message.hasPrefix("FormDriver(json:): the definition does not load:\n") == true)
        #expect(failure?.message.contains("unknown kind 'txt'; did you mean 'text'?") == true)
    }
}
