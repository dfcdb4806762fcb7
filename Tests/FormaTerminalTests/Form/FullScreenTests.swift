import FormaCore
import FormaExamples
import FormaTerminal
import Foundation
import Testing

@MainActor
@Suite struct FullScreenTests {
    @Test func eventFormFirstScreen() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        GoldenScreen.check(harness.screen, named: "event-first")
        harness.finish()
    }

    @Test func textFieldTypesWithACursor() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        harness.press("Team lunch" + Keys.left + Keys.left + "X")
        #expect(harness.form.values()["title"] == "Team lunXch")
        GoldenScreen.check(harness.screen, named: "event-typed-title")
        harness.finish()
    }

    @Test func invalidUTF8AndAnEscapeSequenceThatNeverEndsNeverReachTheField() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        harness.press(bytes: Array("ab".utf8) + [0xFF, 0xC3] + Array("c".utf8) + [0x1B, 0x5B])
        // The sequence's end comes after the pause that closes it: it is plain text then.
        harness.press(bytes: [0x44] + Array("d".utf8))
        #expect(harness.form.values()["title"] == "abcDd")
        harness.finish()
    }

    @Test func passwordIsMasked() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        harness.press(Keys.down + Keys.down + "s3cret")
        #expect(harness.form.values()["password"] == "s3cret")
        #expect(!harness.pty.screen.text.contains("s3cret"))
        GoldenScreen.check(harness.screen, named: "signup-password")
        harness.finish()
    }

    @Test func toggleWithSpaceAndCheckWithEnter() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        // Down to "I accept the terms" (a check) past email, username, password, name, birthday, phone, plan, interests.
        for _ in 0..<8 { harness.press(Keys.down) }
        harness.press(" ")
        #expect(harness.form.values()["terms"] == true)
        harness.press(Keys.down + " ")
        #expect(harness.form.values()["newsletter"] == false)
        GoldenScreen.check(harness.screen, named: "signup-toggles")
        harness.finish()
    }

    @Test func selectorOverlayFiltersAndChooses() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        for _ in 0..<5 { harness.press(Keys.down) }
        harness.press(Keys.enter + "week")
        GoldenScreen.check(harness.screen, named: "event-repeat-overlay")
        harness.press(Keys.down + Keys.enter)
        #expect(harness.form.values()["repeat"] == "biweekly")
        GoldenScreen.check(harness.screen, named: "event-repeat-chosen")
        harness.finish()
    }

    @Test func escapeClosesTheOverlayWithoutChoosing() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        for _ in 0..<5 { harness.press(Keys.down) }
        harness.press(Keys.enter + Keys.down)
        harness.press(Keys.escape)
        #expect(harness.form.values()["repeat"] == "never")
        #expect(!harness.pty.screen.text.contains("Filter"))
        harness.finish()
    }

    @Test func multipleSelectionWithSpace() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        for _ in 0..<7 { harness.press(Keys.down) }
        harness.press(Keys.enter + " " + Keys.down + Keys.down + " ")
        GoldenScreen.check(harness.screen, named: "signup-interests-overlay")
        harness.press(Keys.enter)
        #expect(harness.form.values()["interests"] == ["Swift", "Music"])
        harness.finish()
    }

    @Test func segmentedChangesWithArrowsAndHidesTheSeatForACar() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        harness.press(Keys.down + Keys.down + Keys.right)
        #expect(harness.form.values()["transport"] == "plane")
        harness.press(Keys.right)
        #expect(harness.form.values()["transport"] == "car")
        #expect(!harness.pty.screen.text.contains("Seat"))
        GoldenScreen.check(harness.screen, named: "trip-car-hides-seat")
        harness.press(Keys.left)
        #expect(harness.pty.screen.text.contains("Seat"))
        harness.finish()
    }

    @Test func stepperAndSliderStepWithinBounds() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        harness.press(Keys.down + Keys.right + Keys.right)
        #expect(harness.form.values()["nights"] == 5.0)
        for _ in 0..<10 { harness.press(Keys.left) }
        #expect(harness.form.values()["nights"] == 1.0)
        // Down past transport, seat and abroad to the budget slider.
        harness.press(Keys.down + Keys.down + Keys.down + Keys.down + Keys.right)
        #expect(harness.form.values()["budget"] == 1250.0)
        GoldenScreen.check(harness.screen, named: "trip-slider")
        harness.finish()
    }

    @Test func conditionFlipShowsThePassportRow() throws {
        let harness = try TerminalHarness(ListTripForm.make(), title: "Plan a Trip")
        #expect(!harness.pty.screen.text.contains("Passport"))
        for _ in 0..<4 { harness.press(Keys.down) }
        harness.press(" ")
        #expect(harness.form.values()["abroad"] == true)
        #expect(harness.pty.screen.text.contains("Passport no.*"))
        GoldenScreen.check(harness.screen, named: "trip-abroad-shows-passport")
        harness.finish()
    }

    @Test func pickerOpensAnOverlay() throws {
        let harness = try TerminalHarness(TripForm.make(), title: "Plan a Trip")
        harness.press(Keys.down + Keys.down + Keys.down + Keys.enter + Keys.down + Keys.enter)
        #expect(harness.form.values()["seat"] == "aisle")
        harness.finish()
    }

    @Test func dateIsTypedInTheLocalesOrder() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        for _ in 0..<4 { harness.press(Keys.down) }
        harness.press("12/10/1815")
        let expected = try #require(
            DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 1815,
                month: 12, day: 10
            ).date)
        #expect(harness.form.values()["birthday"] == .date(expected))
        GoldenScreen.check(harness.screen, named: "signup-date")
        harness.press("9")
        #expect(harness.pty.screen.text.contains("type it as MM/dd/yyyy"))
        #expect(harness.form.values()["birthday"] == .date(expected))
        harness.finish()
    }

    @Test func textAreaTakesSeveralLines() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        for _ in 0..<8 { harness.press(Keys.tab) }
        harness.press("Bring\rcake" + Keys.up + Keys.down)
        #expect(harness.form.values()["notes"] == "Bring\ncake")
        GoldenScreen.check(harness.screen, named: "event-notes")
        harness.finish()
    }

    @Test func multivaluedSectionAddsMovesAndDeletes() throws {
        let harness = try TerminalHarness(ListTripForm.make(), title: "Plan a Trip")
        for _ in 0..<6 { harness.press(Keys.down) } // the first traveller
        harness.press(Keys.add + "Charles")
        #expect(harness.form.values()["travellers"] == ["Ada Lovelace", "Charles"])
        harness.press(Keys.altUp)
        #expect(harness.form.values()["travellers"] == ["Charles", "Ada Lovelace"])
        GoldenScreen.check(harness.screen, named: "trip-travellers-moved")
        // Ctrl-X asks first; another key keeps the row; a second Ctrl-X deletes it.
        harness.press(Keys.delete)
        #expect(harness.form.values()["travellers"] == ["Charles", "Ada Lovelace"])
        #expect(harness.screen.contains("Press Ctrl-X again to delete “Charles”"))
        harness.press(Keys.right + Keys.delete)
        #expect(harness.form.values()["travellers"] == ["Charles", "Ada Lovelace"])
        harness.press(Keys.delete)
        #expect(harness.form.values()["travellers"] == ["Ada Lovelace"])
        harness.finish()
    }

    @Test func enterOnTheAddRowAddsARowAndFocusesIt() throws {
        let harness = try TerminalHarness(ListTripForm.make(), title: "Plan a Trip")
        for _ in 0..<7 { harness.press(Keys.down) } // past the first traveller to "+ Add traveller"
        harness.press(Keys.enter + "Grace")
        #expect(harness.form.values()["travellers"] == ["Ada Lovelace", "Grace"])
        #expect(harness.pty.screen.text.contains("› Name              Grace"))
        harness.finish()
    }

    @Test func submitWithProblemsFocusesTheFirstAndShowsMessages() throws {
        let harness = try TerminalHarness(SignUpForm.make(), title: "Sign Up")
        harness.press(Keys.down + Keys.down + Keys.down)
        #expect(harness.press(Keys.submit) == nil)
        GoldenScreen.check(harness.screen, named: "signup-submit-errors")
        harness.press("ada@example.com" + Keys.down + "ada" + Keys.down + "pw")
        guard case .submitted(let values)? = harness.press(Keys.submit) else {
            Issue.record("expected a submit")
            return
        }
        #expect(values["email"] == "ada@example.com")
        harness.finish()
        #expect(harness.pty.childMode.c_lflag == harness.originalMode.c_lflag)
    }

    @Test func cancelEndsWithNothingAndRestoresTheTerminal() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        #expect(harness.pty.childMode.c_lflag != harness.originalMode.c_lflag)
        #expect(harness.press("abc" + Keys.cancel + "y") == .cancelled)
        harness.finish()
        let restored = harness.pty.childMode
        #expect(restored.c_lflag == harness.originalMode.c_lflag)
        #expect(restored.c_iflag == harness.originalMode.c_iflag)
        #expect(!harness.pty.screen.usesAlternateScreen)
        #expect(harness.pty.screen.cursorVisible)
    }

    @Test func resizeRedrawsForTheNewSize() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        harness.press("Lunch")
        harness.resize(TerminalSize(rows: 10, columns: 36))
        GoldenScreen.check(harness.screen, named: "event-resized")
        harness.finish()
    }

    @Test func tenColumnsStacksTitlesAndValues() throws {
        let harness = try TerminalHarness(
            TripForm.make(), title: "Plan a Trip", size: TerminalSize(rows: 12, columns: 10))
        harness.press("Rome")
        GoldenScreen.check(harness.screen, named: "trip-ten-columns")
        harness.finish()
    }

    @Test func longFormScrollsToKeepTheFocusInView() throws {
        let form = Form {
            Section("Many") {
                for index in 0..<100 { TextRow("row\(index)") { $0.title = "Row \(index)" } }
            }
        }
        let harness = try TerminalHarness(form, size: TerminalSize(rows: 10, columns: 40))
        for _ in 0..<30 { harness.press(Keys.down) }
        harness.press("x")
        #expect(harness.form.values()["row30"] == "x")
        GoldenScreen.check(harness.screen, named: "long-form-scrolled")
        harness.finish()
    }

    @Test func formWithNothingToEditSaysSoAndSubmits() throws {
        let form = Form {
            Section("About") {
                LabelRow("version") {
                    $0.title = "Version"; $0.value = "1.0"
                }
            }
        }
        let harness = try TerminalHarness(form)
        GoldenScreen.check(harness.screen, named: "nothing-to-edit")
        #expect(harness.press(Keys.enter) == .submitted(["version": "1.0"]))
        harness.finish()
    }

    @Test func onlyChangedLinesAreWritten() throws {
        let harness = try TerminalHarness(EventForm.make(), title: "New Event")
        harness.press("a")
        let one = harness.lastOutput.count
        harness.press("b")
        let output = String(decoding: harness.lastOutput, as: UTF8.self)
        #expect(!output.contains("Location") && !output.contains("Starts"))
        #expect(harness.lastOutput.count < 120)
        #expect(one < 200)
        harness.finish()
    }
}
