import Foundation
import Testing

@testable import FormaCore

@Suite("Text entry")
struct TextEntryProvidingTests {
    @Test func everyFieldRowProvidesTextEntry() {
        for (row, _) in RowCatalogTests.rows {
            let isField = [
                RowKind.text, .name, .email, .password, .phone, .url, .twitter, .account, .zipCode,
                .integer, .decimal, .textArea,
            ].contains(row.kind)
            #expect((row is any TextEntryProviding) == isField, "\(row.typeName)")
        }
    }

    @Test func placeholderAndTraitsComeFromTheRow() throws {
        let row: FormRow = EmailRow("email") { $0.placeholder = "you@example.com" }
        let field = try #require(row as? any TextEntryProviding)
        #expect(field.placeholder == "you@example.com")
        #expect(field.traits.keyboard == .emailAddress)
        #expect(field.traits.contentType == .emailAddress)
    }

    @Test func editingTextIsTheFormattedValueAndNeverMasked() {
        #expect(TextRow { $0.value = "Lunch" }.editingText == "Lunch")
        #expect(TextRow().editingText == "")
        #expect(IntRow { $0.value = 42 }.editingText == "42")
        #expect(DecimalRow { $0.value = 2.5 }.editingText == "2.5")
        #expect(DecimalRow { $0.value = 3 }.editingText == "3")
        #expect(URLRow { $0.value = URL(string: "https://example.com/a") }.editingText == "https://example.com/a")
        let password = PasswordRow { $0.value = "hunter2" }
        #expect(password.editingText == "hunter2")
        #expect(password.displayText == "••••••")
    }

    @Test func editingTextUsesTheFormatter() {
        let row = IntRow {
            $0.value = 3
            $0.formatter = ValueFormatter(
                format: { "\($0) kg" }, parse: { Int($0.replacingOccurrences(of: " kg", with: "")) })
        }
        #expect(row.editingText == "3 kg")
        #expect(row.formValue(forText: "7 kg") == .int(7))
    }

    @Test(
        arguments: [
            ("", FormValue.null), ("42", .int(42)), (" 7 ", .int(7)), ("4x", nil), ("1.5", nil),
        ] as [(String, FormValue?)])
    func integerText(text: String, expected: FormValue?) {
        #expect(IntRow().formValue(forText: text) == expected)
    }

    @Test(
        arguments: [
            ("", FormValue.null), ("2,5", .double(2.5)), ("2.5", .double(2.5)), ("two", nil),
        ] as [(String, FormValue?)])
    func decimalText(text: String, expected: FormValue?) {
        #expect(DecimalRow().formValue(forText: text) == expected)
    }

    @Test func textIsTakenAsTyped() {
        #expect(TextRow().formValue(forText: "  spaced ") == .string("  spaced "))
        #expect(TextRow().formValue(forText: "") == .null)
    }
}
