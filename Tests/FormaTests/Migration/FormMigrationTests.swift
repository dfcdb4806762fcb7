import Forma
import FormaDefinitions
import Foundation
import Testing

// The Forma side of "Docs/Migrating from 3lvis Form.md": every Forma definition in the guide
// is read from the guide itself and loaded, and its Swift examples are written here.

@MainActor
@Suite("Migrating from 3lvis Form")
struct FormMigrationTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Migrating from 3lvis Form.md")

    /// The guide's blocks fenced as ```json that are Forma definitions (they have a "forma" key).
    static func definitions() throws -> [String] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```json" {
                current = []
            }
        }
        return blocks.filter { $0.contains(#""forma": 1"#) }
    }

    /// The guide's 3lvis Form documents that are whole (an array of groups).
    static func legacyDocuments() throws -> [String] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
            .filter { $0.hasPrefix("[") }
    }

    static func form(_ index: Int) throws -> Form {
        let texts = try definitions()
        try #require(index < texts.count)
        return try Form(json: texts[index])
    }

    @Test func everyDefinitionInTheGuideLoadsCleanly() throws {
        let texts = try Self.definitions()
        #expect(texts.count == 5)
        for text in texts {
            let result = try FormDefinition(json: text).load()
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.form != nil)
        }
    }

    @Test func importingDocuments() throws {
        let legacyJSON = try #require(try Self.legacyDocuments().first)
        let imported = try ThreeLvisImport(json: legacyJSON)
        let result = imported.load() // result.form, result.diagnostics
        let form = try #require(result.form)
        #expect(form.allRows.map(\.tag) == ["first_name", "last_name", "email"])
        #expect(form.sections.first?.header == "Personal details")
        #expect(result.diagnostics.contains { $0.description.contains("size") })
    }

    @Test func fieldsAndGroups() throws {
        let form = try Self.form(0)
        #expect(form.sections.map(\.header) == ["Personal details"])
        #expect(form.allRows.map(\.tag) == ["first_name", "last_name", "email"])
        #expect(form.validate().map(\.message) == ["First name is required"])
        form.setValues(["first_name": "A"])
        #expect(form.validate().map(\.kind.key) == ["min_length"])
    }

    @Test func targetsBecomeConditions() throws {
        let form = try Self.form(1)
        #expect(form.row(tag: "bonus")?.isHidden == true)
        form.setValues(["employment_type": "full_time"])
        #expect(form.row(tag: "bonus")?.isHidden == false)
        #expect(form.row(tag: "contract_end")?.isDisabled == true)
    }

    @Test func formulas() throws {
        let form = try Self.form(2)
        form.setValues(["base_salary": 100.0, "bonus": 20.0])
        #expect(form[Tag<Double>("total")] == 120.0)
    }

    @Test func dynamicSections() throws {
        let form = try Self.form(3)
        let flat: FormValues = ["companies[0].name": "Hyper", "companies[0].phone": 1_222_333]
        #expect(form.setValues(ThreeLvisImport.formaValues(flat)).isComplete)
        #expect(form.values().jsonString() == #"{"companies":[{"name":"Hyper","phone":1222333}]}"#)
        #expect(ThreeLvisImport.threeLvisValues(form.values()) == flat)
    }

    @Test func segmentsSwitchesAndCounters() throws {
        let form = try Self.form(4)
        #expect(form.values().jsonString() == #"{"location":"in_house","budget_approved":false,"guests":0.0}"#)
        #expect(form.row(tag: "location")?.displayText == "In-house")
        let guests = try #require(form.row(tag: "guests"))
        if case .stepper = FormController(form: form).presentation(of: guests).editor {
        } else {
            Issue.record("a counter is a stepper")
        }
    }

    @Test func valuesFromSwift() throws {
        let text = try Self.definitions()[0]
        let form = try Form(json: text)
        form.setValues(["first_name": "Ada", "email": "ada@example.com"]) // initialValues
        form.disabled = true // disabled: YES
        let values = form.values() // dataSource.values
        let field = form.row(tag: "first_name") // fieldWithID:
        #expect(values["first_name"] == .string("Ada"))
        #expect(field?.isDisabled == true)
    }

    @Test func customFields() throws {
        var registry = DefinitionRegistry()
        registry.register(SignatureRow.self)
        let form = try Form(
            json: #"{"forma": 1, "sections": [{"rows": [{"kind": "signature", "tag": "sign"}]}]}"#, registry: registry)
        #expect(form.row(tag: "sign")?.kind == .signature)
    }
}

extension RowKind { static let signature = RowKind("signature") }

final class SignatureRow: Row<String>, RowConfigurable {
    override var kind: RowKind { .signature }
}
