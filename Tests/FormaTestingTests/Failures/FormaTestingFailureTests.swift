import FormaCore
import FormaTesting
import Testing

@Suite("Failure descriptions")
struct FormaTestingFailureTests {
    @Test func aFailureShowsTheScreenUnderItsMessage() throws {
        let driver = try FormDriver(
            Form {
                Section("Account") {
                    SwitchRow("news") {
                        $0.title = "News"; $0.value = true
                    }
                }
            })
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.tap("new") }
        #expect(
            failure?.description == """
                tap("new"): no row tagged "new"; did you mean "news"?
                visible rows: news

                The screen shows:
                  # Account
                    News: on
                """)
    }

    @Test func aFailureWithoutAScreenIsItsMessage() {
        let failure = FormaTestingFailure(message: "expected 3 travellers, found 2")
        #expect(failure.description == "expected 3 travellers, found 2")
        #expect(
            FormaTestingFailure(message: "m", screen: "# A\n  B: on").description
                == "m\n\nThe screen shows:\n  # A\n    B: on")
    }
}
