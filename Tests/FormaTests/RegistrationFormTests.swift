import Forma
import FormaExamples
import Foundation
import Testing

@Suite("Registration example")
struct RegistrationFormTests {
    @Test func theFormIsInferredWithItsAddressAsASubForm() throws {
        let form = RegistrationForm.make()
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        #expect(form.row(tag: "problem") == nil)
        #expect(form.row(tag: "address") is SubFormRow)
        #expect(form.row(tag: "address.city")?.isRequired == true)
        #expect(form.row(tag: "address.postcode") is ZipCodeRow)
        #expect(form.row(tag: "otherInterests")?.title == "Other Interests")
        #expect(form.row(tag: "termsAndConditions") is AppScreenRow)
        let problems = form.submit().compactMap(\.tag)
        #expect(problems == ["email", "password", "address.city"])
    }

    @Test func theModelComesBackFromTheValues() throws {
        let form = RegistrationForm.make()
        var expected = RegistrationForm.Registration()
        expected.email = "ada@example.com"
        expected.password = "secret1"
        expected.repeatPassword = "secret1"
        expected.address.city = "London"
        expected.address.country = .canada
        expected.interests = [.videogames, .cooking]
        expected.otherInterests = [.computers, .sports]
        expected.plan = .maxi
        let report = form.setValues([
            "email": "ada@example.com", "password": "secret1", "repeatPassword": "secret1",
            "address": ["city": "London", "country": "ca"], "interests": ["videogames", "cooking"],
            "otherInterests": 5, "plan": 2,
        ])
        #expect(report.isComplete, "\(report)")
        #expect(form.submit().isEmpty)
        #expect(try form.decode(RegistrationForm.Registration.self) == expected)
    }

    @Test func aRepeatedPasswordThatDiffersIsAProblem() {
        let form = RegistrationForm.make()
        form.setValues(["email": "a@b.c", "password": "one", "repeatPassword": "two", "address": ["city": "Paris"]])
        #expect(form.submit().compactMap(\.tag) == ["repeatPassword"])
    }
}
