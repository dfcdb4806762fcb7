import Foundation
import Testing

@testable import FormaCore

@Suite("Forms inferred from models")
struct InferenceTests {
    struct Profile {
        var firstName = "Ada"
        var email = "ada@example.com"
        var password = "secret"
        var homePhone: String?
        var age = 36
        var height: Double = 1.7
        var newsletter = true
        var birthday: Date? = Date(timeIntervalSince1970: 0)
        var updatedAt = Date(timeIntervalSince1970: 60)
        var homepage: URL? = URL(string: "https://example.com")
        var notes = ""
        var tags: [String] = []
    }

    @Test func infersRowsFromProperties() throws {
        let inferred = try Form.inferred(from: Profile(), sectionTitle: "Profile")
        let rows = inferred.form.allRows
        #expect(
            rows.map(\.typeName) == [
                "NameRow", "EmailRow", "PasswordRow", "PhoneRow", "IntRow", "DecimalRow", "SwitchRow", "DateRow",
                "DateTimeRow", "URLRow", "TextAreaRow",
            ])
        #expect(inferred.form.sections[1].multivaluedTag == "tags")
        #expect(
            rows.map(\.title) == [
                "First Name", "Email", "Password", "Home Phone", "Age", "Height", "Newsletter", "Birthday",
                "Updated At", "Homepage", "Notes",
            ])
        #expect(inferred.skipped.isEmpty)
        #expect(inferred.form.sections[0].header == "Profile")
    }

    @Test func carriesValuesAndDecodesBack() throws {
        struct Small: Codable, Equatable { var firstName: String; var age: Int; var newsletter: Bool }
        let inferred = try Form.inferred(from: Small(firstName: "Ada", age: 36, newsletter: false))
        #expect(inferred.form.values().jsonString() == #"{"firstName":"Ada","age":36,"newsletter":false}"#)
        inferred.form.setValues(["age": 37])
        #expect(try inferred.form.decode(Small.self) == Small(firstName: "Ada", age: 37, newsletter: false))
    }

    @Test(arguments: [
        ("firstName", "First Name"), ("homeURL", "Home URL"), ("zip_code", "Zip Code"), ("URLString", "URL String"),
        ("a", "A"),
    ])
    func titlesFromNames(name: String, title: String) {
        #expect(InferredTitle.make(from: name) == title)
    }
}
