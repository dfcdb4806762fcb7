import Forma
import FormaExamples
import Testing

@Suite("Example forms")
struct ExampleFormTests {
    @Test func eventFormTree() {
        let form = EventForm.make()
        #expect(form.definitionIssues.isEmpty)
        #expect(
            form.treeDescription == """
                Form
                ├─ Section
                │  ├─ TextRow "title" = nil
                │  └─ TextRow "location" = nil
                ├─ Section
                │  ├─ SwitchRow "allDay" title="All-day" = false
                │  ├─ DateTimeRow "starts" title="Starts" = "2027-01-15T08:00:00.000Z"
                │  └─ DateTimeRow "ends" title="Ends" = "2027-01-15T09:00:00.000Z"
                ├─ Section
                │  ├─ PushRow "repeat" title="Repeat" = "never"
                │  └─ PushRow "alert" title="Alert" = -1
                └─ Section
                   ├─ URLRow "url" = nil
                   └─ TextAreaRow "notes" = nil
                """)
    }

    @Test func eventFormValues() {
        let form = EventForm.make()
        let report = form.setValues(["title": "Lunch", "repeat": "weekly", "alert": 15, "alarm": 5])
        #expect(report.failures.map(\.description) == ["unknown tag 'alarm'; did you mean 'alert'?"])
        #expect(
            form.values().keys == ["title", "location", "allDay", "starts", "ends", "repeat", "alert", "url", "notes"])
        #expect(form.row(tag: "repeat")?.displayText == "Every Week")
    }

    @Test func signUpFormMasksThePassword() {
        let form = SignUpForm.make()
        form.setValues(["password": "open sesame", "email": "ada@example.com"])
        #expect(!form.treeDescription.contains("open sesame"))
        #expect(form.values(redactingSecrets: true)["password"] == "••••••")
        #expect(form.row(tag: "email")?.isRequired == true)
    }

    @Test func catalogListsEveryExample() {
        #expect(ExampleCatalog.all.map(\.name) == ["event", "signup", "trip", "registration"])
        for example in ExampleCatalog.all { #expect(!example.make().sections.isEmpty) }
    }

    @Test func tripFormConditionsAndTravellers() throws {
        let form = TripForm.make()
        #expect(form.definitionIssues.isEmpty)
        #expect(!form.hasChanges)
        #expect(form.values()["travellers"] == [["name": "Ada Lovelace"]])
        let ada = try #require(form.sections[1].rows.first as? SubFormRow)
        let passport = ada.nestedRows[1]
        #expect(passport.isHidden)
        form.setValues(["abroad": true, "transport": "car"])
        #expect(!passport.isHidden && passport.isRequired)
        #expect(form.row(tag: "seat")?.isHidden == true)
        let report = form.setValues(["travellers": [["name": "Ada", "passport": "P1"], ["name": "Charles"]]])
        #expect(report.isComplete)
        #expect(
            form.values()["travellers"] == [
                ["name": "Ada", "passport": "P1", "passportPhoto": nil],
                ["name": "Charles", "passport": nil, "passportPhoto": nil],
            ])
        #expect(ada.nestedRows[2] is ImageRow && !ada.nestedRows[2].isHidden)
        // An item's rows go by their own tags.
        #expect(form.submit().map(\.tag) == ["destination", "passport"])
    }
}
