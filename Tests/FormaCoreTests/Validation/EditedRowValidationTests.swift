import Foundation
import Testing

@testable import FormaCore

@Suite("Validation: edited rows")
struct EditedRowValidationTests {
    func form() -> Form {
        let form = Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"; $0.required = true
                }
                TextRow("name") {
                    $0.title = "Name"; $0.required = true
                }
            }
        }
        form.validationTrigger = .onBlur
        return form
    }

    /// A row passed through without an edit shows no error when left; an edited one does;
    /// the submit validates every row whatever was edited.
    @Test func onlyEditedRowsAreValidatedWhenLeft() throws {
        let form = form()
        let email = try #require(form.row(tag: "email"))
        let name = try #require(form.row(tag: "name"))
        form.rowDidEndEditing(email)
        #expect(email.validationErrors.isEmpty)
        #expect(email.hasBeenLeft && !email.hasBeenEdited)
        try form.transaction { try name.setFormValue("Ada") }
        try form.transaction { try name.setFormValue(.null) }
        form.rowDidEndEditing(name)
        #expect(name.hasBeenEdited)
        #expect(name.validationErrors.map(\.message) == ["Name is required"])
        #expect(form.submit().count == 2)
        #expect(email.validationErrors.count == 1)
    }
}
