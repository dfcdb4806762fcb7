import Testing

@testable import FormaCore

/// Writing a form as a definition leaves out the values of its secret rows.
@Suite("Secrets in written definitions")
struct DefinitionSecretTests {
    @Test func writtenDefinitionLeavesOutAPassword() throws {
        let secret = "hunter2-correct-horse"
        let form = Form {
            Section {
                TextRow("name") { $0.value = "Ada" }
                PasswordRow("password") { $0.value = secret }
                TextRow("pin") {
                    $0.traits.isSecure = true
                    $0.value = secret + "-pin"
                }
            }
        }
        let text = try form.definition().jsonString()
        #expect(!text.contains(secret))
        #expect(text.contains("\"Ada\""))
        let loaded = try Form(json: text)
        #expect(loaded.values() == ["name": "Ada", "password": nil, "pin": nil])
        #expect(loaded.row(tag: "pin")?.isSecret == true)
    }
}
