import FormaCore
import FormaTesting
import Foundation
import Testing

/// The examples of `Docs/Testing.md`, line for line, run as tests.
enum SignUpForm {
    static func make() -> Form {
        Form {
            Section("Account") {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true; $0.add(.email)
                }
                PasswordRow("password") {
                    $0.title = "Password"; $0.required = true; $0.add(.minLength(8))
                }
            }
            Section("Profile") {
                SegmentedRow<String>("plan") {
                    $0.title = "Plan"
                    $0.options = [Option("free", title: "Free"), Option("pro", title: "Pro")]
                    $0.value = "free"
                }
                MultipleSelectorRow<String>("interests") {
                    $0.title = "Interests"; $0.options = ["Swift", "Design", "Music"]
                }
                SwitchRow("company") {
                    $0.title = "Company account"; $0.value = false
                }
                TextRow("vat") {
                    $0.title = "VAT number"; $0.hidden = "$company == false"; $0.required = "$company == true"
                }
            }
            Section("Team") {
                EmailRow { $0.placeholder = "colleague@example.com" }
            }.configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "team"
                $0.insertMode = .addButton(title: "Invite")
                $0.makeRow = { _ in EmailRow { $0.placeholder = "colleague@example.com" } }
            }
            Section {
                CheckRow("terms") {
                    $0.title = "I accept the terms"; $0.value = false
                }
                ButtonRow("create") {
                    $0.title = "Create Account"; $0.disabled = "$terms == false"
                }
            }
        }
    }
}

@Suite("Testing guide")
struct TestingGuideTests {
    @Test func signUpNeedsAValidEmail() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.type("ada@", into: "email")
        try driver.assertError(on: "email", "Enter a valid email address")
        try driver.type("ada@example.com", into: "email")
        try driver.assertNoErrors()
        try driver.assertValue("email", equals: "ada@example.com")
    }

    @Test func theFirstScreen() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.assertScreen(
            """
            # Account
              Email*: ""
              Password*: ""
            # Profile
              Plan: [Free] Pro
              Interests: >
              Company account: off
            # Team
              "" (placeholder: colleague@example.com)
              <Invite>
            #
              [ ] I accept the terms
              <Create Account> (disabled)
            """)
    }

    @Test func aCompanyAccountAsksForItsVATNumber() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.assertHidden("vat")
        try driver.toggle("company")
        try driver.assertShown("vat")
        #expect(try driver.presentation(of: "vat").isRequired)
    }

    @Test func choosingOptions() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.choose("Pro", in: "plan") // a segmented control
        try driver.choose(["Swift", "Music"], in: "interests") // a multiple selector
        try driver.assertValue("interests", equals: ["Swift", "Music"])

        try driver.tap("interests") // open the screen…
        try driver.choose("Design") // …tap a choice on it…
        try driver.closeSelector() // …and go back
        try driver.assertValue("interests", equals: ["Swift", "Design", "Music"])
    }

    @Test func aServerRefusalShowsUntilEdited() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.setErrors(["email": ["Already taken"]])
        try driver.assertError(on: "email", "Already taken")
        try driver.type("grace@example.com", into: "email")
        try driver.assertChanged(["email"])
        try driver.reset()
        try driver.assertChanged([])
    }

    @Test func invitingColleagues() throws {
        let driver = try FormDriver(SignUpForm.make())
        try driver.type("grace@example.com", into: .item(0, in: "team"))
        let added = try driver.add(to: "team")
        try driver.type("alan@example.com", into: .row(added))
        try driver.move(.item(1, in: "team"), to: 0)
        try driver.assertValue("team", equals: ["alan@example.com", "grace@example.com"])
        try driver.delete(.item(1, in: "team"))
        try driver.assertValue("team", equals: ["alan@example.com"])
    }

    @Test func submitting() throws {
        let driver = try FormDriver(SignUpForm.make())
        let result = driver.submit()
        #expect(result.errors.map(\.tag) == ["email", "password"])
        try driver.assertError(on: "password", "Password is required")

        try driver.type("ada@example.com", into: "email")
        try driver.type("correct horse", into: "password")
        try driver.toggle("terms")
        try driver.tap("create")
        let values = try driver.submitValues()
        #expect(values["plan"] == "free")
    }

    @Test func aFormFromItsDefinition() throws {
        let driver = try FormDriver(
            json: """
                {"forma": 1, "sections": [{"title": "Contact", "rows": [
                  {"kind": "email", "tag": "email", "title": "Email", "required": true}
                ]}]}
                """)
        try driver.type("ada@example.com", into: "email")
        try driver.assertValue("email", equals: "ada@example.com")
    }

    @Test func aMistypedTag() throws {
        let driver = try FormDriver(SignUpForm.make())
        let failure = #expect(throws: FormaTestingFailure.self) {
            try driver.type("ada@example.com", into: "emial")
        }
        #expect(
            failure?.message == """
                type("ada@example.com", into: "emial"): no row tagged "emial"; did you mean "email"?
                visible rows: email, password, plan, interests, company, terms, create
                """)
    }
}
