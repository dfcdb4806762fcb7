import Forma
import Foundation
import Testing

// The Forma side of every example in "Docs/Migrating from FXForms.md", as written there.

struct Registration: Codable {
    var email = ""
    var password = ""
    var repeatPassword = ""
    var name = ""
    var age = 0
    var agreedToTerms = false
}

@MainActor
@Suite("Migrating from FXForms")
struct FXFormsMigrationTests {
    @Test func aFormFromAModel() throws {
        let inferred = try Form.inferred(from: Registration(), sectionTitle: "Account")
        let form = inferred.form
        #expect(
            form.allRows.map(\.title) == ["Email", "Password", "Repeat Password", "Name", "Age", "Agreed To Terms"])
        #expect(
            form.allRows.map(\.typeName) == [
                "EmailRow", "PasswordRow", "PasswordRow", "NameRow", "IntRow", "SwitchRow",
            ])
        #expect(inferred.skipped.isEmpty)
    }

    static func registrationForm() -> Form {
        Form {
            Section("Account") {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true; $0.add(.email)
                }
                PasswordRow("password") {
                    $0.title = "Password"; $0.add(.minLength(8))
                }
                PasswordRow("repeatPassword") {
                    $0.title = "Repeat Password"; $0.add(.equalTo("password"))
                }
            }
            Section("Details") {
                NameRow("name") { $0.title = "Name" }
                IntRow("age") {
                    $0.title = "Age"; $0.value = 0; $0.add(.range(0...120))
                }
                CheckRow("agreedToTerms") {
                    $0.title = "I agree to the terms"; $0.value = false
                }
            }
            Section {
                ButtonRow("submit") { $0.title = "Submit" }
            }
        }
    }

    @Test func fieldsWritten() throws {
        let form = Self.registrationForm()
        try form.setValues(from: Registration(email: "ada@example.com", password: "analytical", name: "Ada", age: 36))
        form[Tag<String>("repeatPassword")] = "analytical"
        let registration = try form.decode(Registration.self)
        #expect(registration.name == "Ada")
        #expect(registration.age == 36)
        #expect(form.validate().isEmpty)
    }

    @Test func actions() {
        var submitted: FormValues?
        let form = Self.registrationForm()
        (form.row(tag: "submit") as? ButtonRow)?.onTap { button in
            guard let form = button.form, form.submit().isEmpty else { return }
            submitted = form.values()
        }
        form.setValues(["email": "ada@example.com", "password": "analytical", "repeatPassword": "analytical"])
        #expect((form.row(tag: "submit") as? ButtonRow)?.tap() == true)
        #expect(submitted?["email"] == .string("ada@example.com"))
    }

    @Test func optionsAndInline() {
        let form = Form {
            Section {
                PushRow<String>("gender") {
                    $0.title = "Gender"; $0.options = ["Male", "Female", "Other"]
                }
                PickerRow<String>("country") {
                    $0.title = "Country"; $0.options = ["France", "Italy", "Norway"]
                }
                DateRow("dateOfBirth") {
                    $0.title = "Date of Birth"; $0.presentation = .inline
                }
                MultipleSelectorRow<String>("interests") {
                    $0.title = "Interests"; $0.options = ["Music", "Sport"]
                }
            }
        }
        #expect(form.setValues(["gender": "Female", "interests": ["Music"]]).isComplete)
        #expect(form.row(tag: "gender")?.displayText == "Female")
    }

    @Test func collections() {
        let form = Form {
            Section("Friends").configured {
                $0.multivalued = [.insert, .delete, .reorder]
                $0.multivaluedTag = "friends"
                $0.makeRow = { _ in NameRow { $0.placeholder = "Name" } }
            }
        }
        #expect(form.setValues(["friends": ["Grace", "Alan"]]).isComplete)
        #expect(form.values().jsonString() == #"{"friends":["Grace","Alan"]}"#)
    }

    @Test func conditionalFields() {
        let form = Form {
            Section {
                SwitchRow("hasCompany") {
                    $0.title = "I work for a company"; $0.value = false
                }
                TextRow("company") {
                    $0.title = "Company"; $0.hidden = "$hasCompany == false"
                }
            }
        }
        #expect(form.row(tag: "company")?.isHidden == true)
        form[Tag<Bool>("hasCompany")] = true
        #expect(form.row(tag: "company")?.isHidden == false)
    }

    @Test func subFormRows() {
        let member = Form {
            Section("Member") {
                NameRow("name") { $0.title = "Name" }
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("street") { $0.title = "Street" }
                        TextRow("city") {
                            $0.title = "City"; $0.required = true
                        }
                    }
                }
            }
        }
        member.setValues(["name": "Ada", "address": ["street": "12 St James's Square", "city": "London"]])
        let city = member[Tag<String>("address.city")] // "London"
        #expect(city == "London")
        #expect(member.submit().isEmpty)
    }

    @Test func records() {
        let trip = Form {
            Section.repeatable("travellers", header: "Travellers", itemTitle: "Traveller") {
                Section("Traveller") {
                    NameRow("name") {
                        $0.title = "Name"; $0.required = true
                    }
                    IntRow("age") { $0.title = "Age" }
                }
            }
        }
        trip.setValues(["travellers": [["name": "Ada", "age": 36], ["name": "Grace", "age": 45]]])
        let travellers = trip.values()["travellers"]?.jsonString()
        // [{"name":"Ada","age":36},{"name":"Grace","age":45}]
        #expect(travellers == #"[{"name":"Ada","age":36},{"name":"Grace","age":45}]"#)
    }

    @Test func nestedModelsInferred() throws {
        struct Traveller: Codable { var name = ""; var age = 0 }
        struct Address: Codable { var street = ""; var city = "" }
        struct Member: Codable {
            var name = ""
            var address = Address()
            var travellers: [Traveller] = []
        }
        let inferred = try Form.inferred(from: Member())
        inferred.form.setValues(["address": ["city": "London"], "travellers": [["name": "Ada", "age": 36]]])
        let decoded = try inferred.form.decode(Member.self) // decoded.travellers[0].name == "Ada"
        #expect(decoded.travellers[0].name == "Ada")
        #expect(decoded.address.city == "London")
        #expect(inferred.form.row(tag: "address") is SubFormRow)
    }
}
