import Testing

@testable import FormaCore

// Swift Testing has a `Tag` type of its own.
private typealias Tag<Value: FormValueConvertible> = FormaCore.Tag<Value>

extension FormaCore.Tag where Value == String {
    fileprivate static let email = FormaCore.Tag<String>("email")
}

extension FormaCore.Tag where Value == Bool {
    fileprivate static let agree = FormaCore.Tag<Bool>("agree")
}

@Suite("Tags and lookup")
struct TagTests {
    @Test func duplicateTagsInBuilderAreReportedNotOverwritten() {
        let form = Form {
            Section("A") {
                TextRow("name") { $0.title = "First" }
                TextRow("name") { $0.title = "Second" }
            }
            Section("B", tag: "name")
        }
        #expect(form.row(tag: "name")?.title == "First")
        #expect(form.section(tag: "name") == nil)
        #expect(
            form.definitionIssues.map(\.description) == [
                "name: duplicate tag; already used by TextRow 'name' in section 0, row 0",
                "name: duplicate tag; already used by TextRow 'name' in section 0, row 0",
            ])
    }

    @Test func runtimeDuplicateTagThrowsAndChangesNothing() throws {
        let form = Form { Section { TextRow("email") } }
        let section = form.sections[0]
        #expect(throws: FormError.duplicateTag("email", existing: "TextRow 'email' in section 0, row 0")) {
            try section.append(EmailRow("email"))
        }
        #expect(section.rows.count == 1)
        #expect(throws: FormError.self) {
            try form.append(
                Section {
                    TextRow("a"); TextRow("a")
                })
        }
        #expect(form.sections.count == 1)
        #expect(form.row(tag: "a") == nil)
    }

    @Test func duplicateErrorMessageNamesTheTag() {
        let error = FormError.duplicateTag("email", existing: "EmailRow 'email' in section 0, row 2")
        #expect(error.description == "duplicate tag 'email': already used by EmailRow 'email' in section 0, row 2")
    }

    @Test func typedTagsReadAndWriteValues() {
        let form = Form {
            Section {
                EmailRow("email")
                CheckRow("agree")
            }
        }
        form[.email] = "ada@example.com"
        form[.agree] = true
        #expect(form[.email] == "ada@example.com")
        #expect(form[Tag<Bool>.agree] == true)
        #expect(form.row(Tag<Int>("email")) == nil, "a typed lookup with the wrong type finds nothing")
        #expect(form[Tag<String>("missing")] == nil)
    }

    @Test func allRowsAndSections() {
        let form = Form {
            Section { TextRow("a") }
            Section {
                TextRow("b"); TextRow("c")
            }
        }
        #expect(form.allRows.map(\.tag) == ["a", "b", "c"])
        #expect(Set(form.tags) == ["a", "b", "c"])
        #expect(form.row(tag: "c")?.position == RowPosition(section: 1, row: 1))
    }

    @Test func suggestsNearTags() {
        let form = Form {
            Section {
                TextRow("email"); TextRow("title")
            }
        }
        #expect(form.suggestTag(for: "emial") == "email")
        #expect(form.suggestTag(for: "zzzzzz") == nil)
    }
}
