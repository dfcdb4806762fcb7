import Testing

@testable import FormaCore

@Suite("Errors from elsewhere")
struct ExternalErrorsTests {
    func makeForm() -> Form {
        Form {
            Section("Account") {
                EmailRow("email") { $0.title = "Email" }
                TextRow("name") { $0.title = "Name" }
            }
            Section("Emails") {
                EmailRow { $0.value = "a@example.com" }
                EmailRow { $0.value = "b@example.com" }
            }.configured { $0.multivaluedTag = "emails" }
        }
    }

    @Test func errorsShowUnderTheirRowsAndInThePresentation() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        let report = form.setErrors(["email": ["Already taken"], "emails[1]": ["Bounced"]])
        #expect(report.isComplete)
        let email = try #require(form.row(tag: "email"))
        #expect(email.validationErrors.map(\.message) == ["Already taken"])
        #expect(email.validationErrors.first?.kind.key == "external")
        #expect(!email.isValid)
        #expect(controller.presentation(of: email).messages == ["Already taken"])
        #expect(form.sections[1].rows[1].validationErrors.map(\.message) == ["Bounced"])
        #expect(form.sections[1].rows[0].validationErrors.isEmpty)
    }

    @Test func unknownTagsItemsPastTheEndAndBadPathsAreReportedNotDropped() {
        let form = makeForm()
        let report = form.setErrors([
            "emial": ["x"], "emails[5]": ["y"], "emails[": ["z"], "address.city": ["w"], "phones[0]": ["v"],
        ])
        #expect(report.failures.count == 5)
        #expect(report.failures.contains(ValueError(tag: "emails[5]", reason: .noSuchItem(index: 5, count: 2))))
        #expect(report.failures.contains(ValueError(tag: "emial", reason: .unknownTag(suggestion: "email"))))
        #expect(form.validationErrors.isEmpty)
    }

    @Test func errorsClearWhenTheRowChangesByDefault() throws {
        let form = makeForm()
        form.setErrors(["email": ["Already taken"]])
        #expect(form.submit().map(\.message) == ["Already taken"])
        let email = try #require(form.row(tag: "email") as? EmailRow)
        email.value = "new@example.com"
        #expect(email.validationErrors.isEmpty)
        #expect(form.submit().isEmpty)
    }

    @Test func untilNextSubmitKeepsErrorsThroughEditsAndClearsOnSubmit() throws {
        let form = makeForm()
        form.setErrors(["email": ["Already taken"]], clearing: .untilNextSubmit)
        let email = try #require(form.row(tag: "email") as? EmailRow)
        email.value = "new@example.com"
        #expect(email.validationErrors.map(\.message) == ["Already taken"])
        #expect(form.submit().isEmpty)
        #expect(email.validationErrors.isEmpty)
    }

    @Test func theFirstRowGivenErrorsIsFocusedAndTheMessagesAnnounced() throws {
        let form = makeForm()
        let controller = FormController(form: form)
        var announced: [String] = []
        var focused: [String?] = []
        controller.onAnnouncement = { announced.append($0) }
        controller.onFocusRequest = { focused.append($0.tag) }
        form.setErrors(["name": ["Too short"], "email": ["Already taken"]])
        #expect(controller.focusedRow === form.row(tag: "email"))
        #expect(focused == ["email"])
        #expect(announced == ["Already taken. Too short"])
    }

    @Test func aThrowingTransactionUndoesErrorsFromElsewhere() throws {
        let form = makeForm()
        struct Refusal: Error {}
        #expect(throws: Refusal.self) {
            try form.transaction {
                form.setErrors(["email": ["Already taken"]])
                throw Refusal()
            }
        }
        #expect(form.validationErrors.isEmpty)
    }

    @Test func jsonInTheCommonShapeAndInFormaValidateShape() throws {
        let common = try Form.externalErrors(json: #"{"errors": {"email": ["Already taken"], "name": "Too short"}}"#)
        #expect(common.errors.map(\.path) == ["email", "name"])
        #expect(common.errors.map(\.messages) == [["Already taken"], ["Too short"]])
        let validate = try Form.externalErrors(
            json: #"""
                {"valid": false, "rows": {"email": {"accepted": true, "errors": [{"rule": "email", "message": "Enter a valid email address"}]},
                 "age": {"accepted": false, "problem": "'age' expects int, got string"}}}
                """#)
        #expect(validate.errors.map(\.path) == ["email", "age"])
        #expect(
            validate.errors.map(\.messages) == [["Enter a valid email address"], ["'age' expects int, got string"]])
        #expect(validate.failures.isEmpty)
    }

    @Test func badJSONIsReportedWithWhereAndWhat() {
        #expect(throws: JSONError(line: 1, column: 12, message: "expected a value, found the end of the text")) {
            try Form.externalErrors(json: #"{"errors": "#)
        }
        #expect(throws: JSONError(line: 1, column: 1, message: "expected an object of errors")) {
            try Form.externalErrors(json: "[1]")
        }
        let read = try? Form.externalErrors(json: #"{"errors": {"email": 3}}"#)
        #expect(
            read?.failures == [ValueError(tag: "email", reason: .unreadable(.int(3), expected: "a list of messages"))])
    }

    @Test func tagPathsParseDottedPathsForLater() {
        #expect(TagPath("travellers[0].name")?.components.map(\.name) == ["travellers", "name"])
        #expect(TagPath("travellers[0].name")?.components.map(\.index) == [0, nil])
        #expect(TagPath("a..b") == nil)
        #expect(TagPath("a[-1]") == nil)
        #expect(TagPath("a[1]x") == nil)
        #expect(TagPath("a[99999999999]") == nil)
        #expect(TagPath("") == nil)
    }
}
