import Forma
import FormaTesting
import Testing

/// The examples of `Docs/SubForms.md`, run.
@Suite("Sub-forms guide")
struct SubFormGuideTests {
    @Test func subFormRows() throws {
        let form = Form {
            Section("Person") {
                TextRow("name") { $0.title = "Name" }
                SubFormRow("address", title: "Address") {
                    Section {
                        TextRow("street") { $0.title = "Street" }
                        TextRow("city") {
                            $0.title = "City"; $0.add(.required())
                        }
                    }
                }
                LabelRow("parisNote") {
                    $0.title = "Bonjour"; $0.hidden = "$address.city != 'Paris'"
                }
            }
        }
        form.setValues(["name": "Ada", "address": ["street": "1 Rue de Rivoli", "city": "Paris"]])
        let json = form.values().jsonString()
        // {"name":"Ada","address":{"street":"1 Rue de Rivoli","city":"Paris"},"parisNote":null}
        #expect(
            json
                == #"{"name":"Ada","address":{"street":"1 Rue de Rivoli","city":"Paris"},"parisNote":null}"#)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func repeatableSections() throws {
        let trip = Form {
            Section("Trip") { TextRow("destination") { $0.title = "Destination" } }
            Section.repeatable("travellers", header: "Travellers") {
                Section("Traveller") {
                    NameRow("name") {
                        $0.title = "Name"; $0.add(.required())
                    }
                    IntRow("age") { $0.title = "Age" }
                }
            }
            Section {
                LabelRow("adaNote") {
                    $0.title = "Ada is coming"; $0.hidden = "$travellers[0].name != 'Ada'"
                }
            }
        }
        trip.setValues(["travellers": [["name": "Ada", "age": 36], ["name": "Grace"]]])
        let travellers = trip.values()["travellers"]?.jsonString()
        // [{"name":"Ada","age":36},{"name":"Grace","age":null}]
        #expect(travellers == #"[{"name":"Ada","age":36},{"name":"Grace","age":null}]"#)
        #expect(trip.row(tag: "adaNote")?.isHidden == false)
    }

    @Test func appScreens() throws {
        let signUp = Form {
            Section {
                AppScreenRow("terms") {
                    $0.title = "Terms"; $0.add(.required())
                }
            }
        }
        let controller = FormController(form: signUp)
        if case .presentAppScreen(let row) = controller.activate(signUp.sections[0].rows[0]) {
            row.value = .bool(true) // what the app's screen answered
        }
        let answered = signUp.values().jsonString() // {"terms":true}
        #expect(answered == #"{"terms":true}"#)
    }
}
