import Forma
import Foundation
import Testing

// The examples of Docs/Validation.md (errors from elsewhere) and Docs/Changes.md (changed
// state, reset and drafts), as written there, with what they show.
@Suite("Everyday guide examples")
struct EverydayGuideTests {
    @Test func errorsFromElsewhere() throws {
        let form = Form {
            Section { EmailRow("email") { $0.title = "Email" } }
        }
        let report = form.setErrors(["email": ["Already taken"], "emial": ["Unknown"]])
        let failures = report.failures.map(\.description) // ["unknown tag 'emial'; did you mean 'email'?"]
        try form.setErrors(json: #"{"errors": {"email": ["Already taken"]}}"#)
        let shown = form.row(tag: "email")?.validationErrors.map(\.message) // ["Already taken"]
        #expect(failures == ["unknown tag 'emial'; did you mean 'email'?"])
        #expect(shown == ["Already taken"])
    }

    @Test func jsonErrorsThatAreNotJSONSayWhere() {
        let form = Form { Section { EmailRow("email") } }
        #expect(throws: JSONError.self) { try form.setErrors(json: "{\"errors\": [") }
        let report = try? form.setErrors(json: #"{"rows": {"email": {"errors": [{"message": "Taken"}]}, "x": 1}}"#)
        #expect(report?.failures.map(\.tag) == ["x"])
        #expect(form.row(tag: "email")?.validationErrors.map(\.message) == ["Taken"])
    }

    @Test func changedStateResetAndDrafts() throws {
        let form = Form {
            Section { TextRow("title") { $0.value = "Lunch" } }
        }
        form[Tag<String>("title")] = "Dinner"
        let changed = form.changedTags // ["title"]
        let data = try JSONEncoder().encode(form.draft(focusedTag: "title"))
        form.reset()
        let restored = form.restore(try JSONDecoder().decode(FormDraft.self, from: data))
        let nothingLost = restored.isComplete // true: the title is "Dinner" again
        form.markSaved() // after saving, form.hasChanges is false
        #expect(changed == ["title"])
        #expect(nothingLost)
        #expect(form[Tag<String>("title")] == "Dinner")
        #expect(!form.hasChanges)
    }
}
