import Foundation
import Testing

@testable import FormaCore

@Suite("Form validation")
struct FormValidationTests {
    func signUp() -> Form {
        Form {
            Section {
                EmailRow("email") {
                    $0.title = "Email"
                    $0.required = true
                    $0.add(.email)
                }
                PasswordRow("password") {
                    $0.title = "Password"
                    $0.add(.minLength(8))
                }
                PasswordRow("confirm") {
                    $0.title = "Confirm password"
                    $0.add(.equalTo("password"))
                }
                IntRow("age") {
                    $0.title = "Age"
                    $0.add(.range(18...120))
                }
                TextRow("nickname") {
                    $0.title = "Nickname"
                    $0.hidden = true
                    $0.required = true
                }
            }
        }
    }

    @Test func validateReturnsErrorsInFormOrderWithRowsAndMessages() {
        let form = signUp()
        form.setValues(["password": "short", "confirm": "other", "age": 12])
        let errors = form.validate()
        #expect(
            errors.map(\.description) == [
                "email [0, 0] required: Email is required",
                "password [0, 1] min_length: Password must be at least 8 characters",
                "confirm [0, 2] equal_to: Confirm password does not match password",
                "age [0, 3] min_value: Age must be at least 18",
            ])
        #expect(form.row(tag: "email")?.isValid == false)
        #expect(form.row(tag: "email")?.validationErrors.count == 1)
        #expect(form.validationErrors == errors)
    }

    @Test func requiredComesFromTheRowsCondition() {
        let form = Form {
            Section {
                SwitchRow("subscribe") { $0.value = false }
                EmailRow("email") {
                    $0.title = "Email"; $0.required = "$subscribe == true"; $0.add(.email)
                }
            }
        }
        #expect(form.validate().isEmpty)
        form.row(FormaCore.Tag<Bool>("subscribe"))?.value = true
        #expect(form.validate().map(\.message) == ["Email is required"])
        form.row(FormaCore.Tag<String>("email"))?.value = "not an email"
        #expect(form.validate().map(\.message) == ["Enter a valid email address"])
    }

    @Test func hiddenAndDisabledRowsAreSkippedUnlessAsked() {
        let form = signUp()
        form.setValues(["email": "ada@example.com"])
        #expect(form.validate().isEmpty)
        #expect(form.validate(includeHidden: true).map(\.tag) == ["nickname"])
        #expect(form.row(tag: "nickname")?.isValid == false)
        #expect(form.validate().isEmpty)
        #expect(form.row(tag: "nickname")?.isValid == true, "a skipped row loses its errors")
        form.row(tag: "email")?.disabled = true
        form.setValues(["email": "bad"])
        #expect(form.validate().isEmpty)
        #expect(form.validate(includeDisabled: true).map(\.tag) == ["email"])
    }

    @Test func messagesCanBeReworded() {
        let form = signUp()
        form.validationMessages[.required] = { "\($0.title) est obligatoire" }
        form.validationMessages[.minLength] = { "Au moins \($0.argument(0)) caractères" }
        form.setValues(["password": "x", "confirm": "x"])
        #expect(form.validate().map(\.message) == ["Email est obligatoire", "Au moins 8 caractères"])
        let custom = Form {
            Section {
                TextRow("a") {
                    $0.add(Rule.minLength(3).message("Too short!")); $0.value = "x"
                }
            }
        }
        #expect(custom.validate().map(\.message) == ["Too short!"])
    }

    @Test func errorsCanBeCleared() {
        let form = signUp()
        form.validate()
        #expect(!form.validationErrors.isEmpty)
        form.clearValidationErrors()
        #expect(form.validationErrors.isEmpty)
    }

    @Test func errorChangesReachObserversAsRowUpdates() throws {
        let form = signUp()
        var updated: [RowID] = []
        let observation = form.observe { t in
            for case .rowUpdated(let id) in t.changes { updated.append(id) }
        }
        defer { observation.cancel() }
        form.validate()
        let email = try #require(form.row(tag: "email"))
        #expect(updated.contains(email.id))
        updated = []
        form.validate()
        #expect(updated.isEmpty, "unchanged errors record nothing")
    }
}

@Suite("Validation triggers")
struct ValidationTriggerTests {
    func form(_ trigger: ValidationTrigger) -> (Form, TextRow) {
        let row = TextRow("name") {
            $0.title = "Name"; $0.add(.minLength(3))
        }
        let form = Form { Section { row } }
        form.validationTrigger = trigger
        return (form, row)
    }

    @Test func onChangeValidatesEveryChange() {
        let (form, row) = form(.onChange)
        row.value = "ab"
        #expect(!row.isValid)
        row.value = "abc"
        #expect(row.isValid)
        #expect(form.validationErrors.isEmpty)
    }

    @Test func onBlurWaitsForTheBlur() {
        let (form, row) = form(.onBlur)
        row.value = "ab"
        #expect(row.isValid)
        form.rowDidEndEditing(row)
        #expect(!row.isValid)
        row.value = "abc"
        #expect(!row.isValid, "on blur only: the fix shows at the next blur")
        form.rowDidEndEditing(row)
        #expect(row.isValid)
    }

    @Test func onChangeAfterBlurValidatesChangesOnceBlurred() {
        let (form, row) = form(.onChangeAfterBlur)
        row.value = "a"
        #expect(row.isValid)
        form.rowDidEndEditing(row)
        #expect(!row.isValid)
        row.value = "abc"
        #expect(row.isValid)
        row.value = "ab"
        #expect(!row.isValid)
    }

    @Test func onSubmitAndOnDemand() {
        let (form, row) = form(.onSubmit)
        row.value = "ab"
        form.rowDidEndEditing(row)
        #expect(row.isValid)
        #expect(form.submit().count == 1)
        row.validationTrigger = .onDemand
        row.clearValidationErrors()
        #expect(form.submit().isEmpty, "on-demand rows are not validated by submit")
        #expect(row.validate().count == 1)
        row.clearValidationErrors()
        #expect(form.validate().count == 1, "validate() is on demand for every row")
    }

    @Test func rowTriggerOverridesTheFormDefault() {
        let (form, row) = form(.onDemand)
        row.validationTrigger = .onChange
        row.value = "x"
        #expect(!row.isValid)
        #expect(form.validationErrors.count == 1)
    }

    @Test func crossFieldRulesRerunWhenTheRowTheyReadChanges() throws {
        let form = Form {
            Section {
                PasswordRow("password") { $0.value = "secret-1" }
                PasswordRow("confirm") {
                    $0.title = "Confirm"; $0.add(.equalTo("password")); $0.value = "secret-1"
                }
            }
        }
        form.validationTrigger = .onChange
        let confirm = try #require(form.row(tag: "confirm"))
        #expect(form.validate().isEmpty)
        form.row(FormaCore.Tag<String>("password"))?.value = "secret-2"
        #expect(confirm.validationErrors.map(\.kind.key) == ["equal_to"])
        form.row(FormaCore.Tag<String>("password"))?.value = "secret-1"
        #expect(confirm.isValid)
    }

    /// The rows whose validators read a tag live in the condition graph's reverse index beside
    /// the conditions that read it; inserting, removing and undoing rows keeps it right.
    @Test func crossFieldDependentsFollowStructureAndRollback() throws {
        let form = Form {
            Section {
                PasswordRow("password") { $0.value = "a" }
                TextRow("note") { $0.hidden = "$password == 'hide'" }
            }
        }
        form.validationTrigger = .onChange
        let confirm = PasswordRow("confirm") {
            $0.add(.equalTo("password")); $0.value = "a"
        }
        try form.sections[0].append(confirm)
        #expect(form.validate().isEmpty)
        form.row(FormaCore.Tag<String>("password"))?.value = "b"
        #expect(confirm.validationErrors.map(\.kind.key) == ["equal_to"])
        #expect(form.validationDependents(of: "password").map(ObjectIdentifier.init) == [ObjectIdentifier(confirm)])
        // A row added in a body that throws is undone, and no longer listed.
        let second = PasswordRow("again") { $0.add(.equalTo("password")) }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try form.transaction {
                try form.sections[0].append(second)
                throw Refused()
            }
        }
        #expect(form.validationDependents(of: "password").map(ObjectIdentifier.init) == [ObjectIdentifier(confirm)])
        try form.sections[0].removeRow(at: 2)
        #expect(form.validationDependents(of: "password").isEmpty)
        form.row(FormaCore.Tag<String>("password"))?.value = "hide"
        #expect(form.row(tag: "note")?.isHidden == true)
    }

    @Test func closureRulesWithDeclaredDependencies() throws {
        let start = Date(timeIntervalSince1970: 0)
        let form = Form {
            Section {
                DateTimeRow("starts") { $0.value = start }
                DateTimeRow("ends") {
                    $0.title = "Ends"
                    $0.add(
                        .check("after_start", message: "Ends must be after Starts", dependencies: ["starts"]) {
                            @Sendable ends, form in
                            guard let ends, let starts = form?.row(FormaCore.Tag<Date>("starts"))?.value else {
                                return true
                            }
                            return ends > starts
                        })
                    $0.value = start.addingTimeInterval(60)
                }
            }
        }
        form.validationTrigger = .onChange
        #expect(form.validate().isEmpty)
        form.row(FormaCore.Tag<Date>("starts"))?.value = start.addingTimeInterval(120)
        #expect(form.row(tag: "ends")?.validationErrors.map(\.message) == ["Ends must be after Starts"])
    }
}
