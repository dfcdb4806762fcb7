import Testing

@testable import FormaCore

/// An observation ends when it is cancelled or released, like a Combine `AnyCancellable`.
@Suite("Form observations")
struct FormObservationTests {
    private final class Screen {}

    @Test func aReleasedObservationNeverCallsBack() {
        let form = Form { Section { TextRow("a") } }
        let before = form.observerCount
        var heard = 0
        var observation: FormObservation? = form.observe { _ in heard += 1 }
        form.row(tag: "a")?.title = "A"
        #expect(heard == 1)
        #expect(observation != nil)
        observation = nil
        #expect(form.observerCount == before)
        form.row(tag: "a")?.title = "B"
        #expect(heard == 1)
    }

    @Test func aReleasedOwnerObservationNeverCallsBackWhileItsOwnerLives() {
        let form = Form { Section { TextRow("a") } }
        let screen = Screen()
        let before = form.observerCount
        var heard = 0
        var observation: FormObservation? = form.observe(for: screen) { _, _ in heard += 1 }
        form.row(tag: "a")?.title = "A"
        #expect(heard == 1)
        #expect(observation != nil)
        observation = nil
        form.row(tag: "a")?.title = "B"
        #expect(heard == 1)
        #expect(form.observerCount == before)
        withExtendedLifetime(screen) {}
    }

    @Test func aCancelledObservationReleasedLaterLeavesOtherObserversAlone() {
        let form = Form { Section { TextRow("a") } }
        var heard = 0
        var first: FormObservation? = form.observe { _ in heard += 10 }
        let second = form.observe { _ in heard += 1 }
        first?.cancel()
        first = nil
        form.row(tag: "a")?.title = "A"
        #expect(heard == 1)
        second.cancel()
        #expect(first == nil)
    }

    @Test func anObservationOutlivingItsFormIsReleasedQuietly() {
        var form: Form? = Form { Section { TextRow("a") } }
        let observation = form?.observe { _ in }
        form = nil
        #expect(observation != nil)
    }
}
