import FormaCore
import FormaTesting
import Testing

@Suite("Change steps")
struct ChangeStepTests {
    func makeDriver() throws -> FormDriver {
        try FormDriver(
            Form {
                Section {
                    EmailRow("email") { $0.title = "Email" }
                    TextRow("name") { $0.title = "Name" }
                }
            })
    }

    @Test func setErrorsShowsThemAndTypingClearsThem() throws {
        let driver = try makeDriver()
        try driver.setErrors(["email": ["Already taken"]])
        try driver.assertError(on: "email", "Already taken")
        try driver.type("ada@example.com", into: "email")
        try driver.assertNoErrors()
    }

    @Test func setErrorsFailsOnAnUnknownTag() throws {
        let driver = try makeDriver()
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.setErrors(["emial": ["x"]]) }
        #expect(failure?.message.hasPrefix(#"setErrors("emial"): unknown tag 'emial'; did you mean 'email'?"#) == true)
    }

    @Test func assertChangedAndReset() throws {
        let driver = try makeDriver()
        try driver.assertChanged([])
        try driver.type("Ada", into: "name")
        try driver.assertChanged(["name"])
        let failure = #expect(throws: FormaTestingFailure.self) { try driver.assertChanged([]) }
        #expect(failure?.message.hasPrefix(#"assertChanged([]): changed: "name""#) == true)
        try driver.reset()
        try driver.assertChanged([])
        try driver.assertValue("name", equals: .null)
    }
}
