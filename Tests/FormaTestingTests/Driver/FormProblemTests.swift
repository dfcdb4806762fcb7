import FormaCore
import FormaTesting
import Testing

/// A form with a problem nobody meant fails the test where it is driven, before any step.
@Suite("A driven form's own problems")
struct FormProblemTests {
    static func misspelt() -> Form {
        Form {
            Section {
                IntRow("age")
                SwitchRow("drink") { $0.hidden = "$agee < 18" }
            }
        }
    }

    @Test func anUnknownTagInAConditionFailsTheDriver() {
        let failure = #expect(throws: FormaTestingFailure.self) { try FormDriver(Self.misspelt()) }
        #expect(failure?.message.contains("[condition.unknownTag]") == true)
        #expect(failure?.message.contains("did you mean 'age'?") == true)
    }

    @Test func aProblemTheTestExpectsIsAccepted() throws {
        let form = Self.misspelt()
        let driver = try FormDriver(form, expecting: ["condition.unknownTag"])
        #expect(driver.form.diagnostics.map(\.code) == ["condition.unknownTag"])
    }

    @Test func aDuplicateTagFailsTheDriver() {
        let form = Form {
            Section {
                TextRow("name")
                TextRow("name")
            }
        }
        let failure = #expect(throws: FormaTestingFailure.self) { try FormDriver(form) }
        #expect(failure?.message.contains("[form.duplicateTag]") == true)
    }

    @Test func warningsDoNotFailTheDriver() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("adult") { $0.hidden = "$age == 'x'" }
            }
        }
        #expect(form.diagnostics.map(\.severity) == [.warning])
        _ = try FormDriver(form)
    }
}
