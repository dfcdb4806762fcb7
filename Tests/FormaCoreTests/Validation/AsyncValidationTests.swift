import Foundation
import Testing

@testable import FormaCore

@Suite("Asynchronous validation")
struct AsyncValidationTests {
    func makeForm(clock: ManualClock, log: CallLog) -> (Form, AccountRow) {
        let row = AccountRow("username") {
            $0.title = "Username"
            $0.add(.minLength(3))
            $0.add(
                async: AsyncValidator("username_taken", message: "That name is taken", debounce: .milliseconds(300)) {
                    name in
                    log.record(name)
                    return name != "ada"
                })
        }
        let form = Form { Section { row } }
        form.validationClock = clock
        form.validationTrigger = .onChange
        return (form, row)
    }

    @Test func debouncesCancelsAndAppliesOnlyTheLatestValue() async {
        let clock = ManualClock()
        let log = CallLog()
        let (form, row) = makeForm(clock: clock, log: log)
        var started = 0
        form.onAsyncValidationStarted = { started += 1 }
        row.value = "grace"
        #expect(row.isValidating)
        row.value = "ada"
        #expect(row.isValidating)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(300))
        await form.waitForAsyncValidation()
        #expect(log.values == ["ada"], "the first value's check was cancelled during the debounce")
        #expect(!row.isValidating)
        #expect(row.validationErrors.map(\.message) == ["That name is taken"])
        #expect(started == 2)
    }

    @Test func syncFailuresSkipTheAsyncCheck() async {
        let clock = ManualClock()
        let log = CallLog()
        let (form, row) = makeForm(clock: clock, log: log)
        row.value = "ab"
        #expect(!row.isValidating)
        #expect(row.validationErrors.map(\.kind.key) == ["min_length"])
        await form.waitForAsyncValidation()
        #expect(log.values.isEmpty)
    }

    @Test func aNewValueDiscardsAResultInFlight() async {
        let clock = ManualClock()
        let log = CallLog()
        let (form, row) = makeForm(clock: clock, log: log)
        row.value = "ada"
        await clock.waitForSleepers(1)
        row.value = "grace"
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(300))
        await form.waitForAsyncValidation()
        #expect(log.values == ["grace"])
        #expect(row.isValid)
    }

    @Test func asyncValidateAwaitsWithoutDebouncing() async {
        let clock = ManualClock()
        let log = CallLog()
        let (form, row) = makeForm(clock: clock, log: log)
        form.validationTrigger = .onSubmit
        row.value = "ada"
        let errors = await form.validateIncludingAsync()
        #expect(errors.map(\.message) == ["That name is taken"])
        #expect(log.values == ["ada"])
        row.value = "grace"
        #expect(await form.validateIncludingAsync().isEmpty)
    }

    @Test func clearingCancelsTheCheck() async {
        let clock = ManualClock()
        let log = CallLog()
        let (form, row) = makeForm(clock: clock, log: log)
        row.value = "ada"
        row.clearValidationErrors()
        #expect(!row.isValidating)
        clock.advance(by: .seconds(1))
        await form.waitForAsyncValidation()
        #expect(row.isValid)
    }
}
