import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: 3lvis Form import")
struct ThreeLvisImportTests {
    @Test func importsEveryDocumentedFieldType() throws {
        let result = try ThreeLvisImport(json: ThreeLvisFixtures.order).load()
        #expect(result.diagnostics.filter(\.isError).map(\.description) == [])
        let form = try #require(result.form)
        let kinds = form.allRows.compactMap { row in row.tag.map { "\($0):\(row.kind)" } }
        #expect(
            kinds == [
                "first_name:name", "email:email", "email_again:email", "phone:text", "password:password",
                "kind:pushSelector", "address:text", "size:segmented", "toppings:multipleSelector", "express:switch",
                "guests:stepper", "price:decimal", "quantity:integer", "fee:decimal", "total:decimal", "label:text",
                "day:date", "at:time", "when:dateTime", "send:button", "door:text",
            ])
        #expect(form.sections.first?.header == "Customer")
        #expect(form.sections[1].header == "Order")
        #expect(form.sections[0].isCollapsible && !form.sections[0].isCollapsed)
        #expect((form.row(tag: "phone") as? TextRow)?.traits.keyboard == .numberPad)
        #expect(form.row(tag: "kind")?.formValue == .int(0))
        #expect(form.row(tag: "size")?.formValue == "l")
        #expect(form.row(tag: "express")?.formValue == false)
        #expect(form.row(tag: "price")?.formValue == .double(9.5))
        #expect((form.row(tag: "day") as? DateRow)?.minimumDate != nil)
    }

    @Test func targetsBecomeConditions() throws {
        let form = try #require(try ThreeLvisImport(json: ThreeLvisFixtures.order).load().form)
        #expect(form.row(tag: "address")?.isHidden == true)
        #expect(form.section(tag: "delivery")?.isHidden == true)
        form.setValues(["kind": 1])
        #expect(form.row(tag: "address")?.isHidden == false)
        #expect(form.section(tag: "delivery")?.isHidden == false)
        #expect(form.row(tag: "fee")?.isDisabled == true)
        form.setValues(["express": true])
        #expect(form.row(tag: "fee")?.isDisabled == false)
        #expect(form.row(tag: "total")?.formValue == .double(19))
        #expect(form.row(tag: "when")?.isHidden == true)
    }

    @Test func validationsAreImported() throws {
        let form = try #require(try ThreeLvisImport(json: ThreeLvisFixtures.order).load().form)
        form.setValues(["first_name": "A", "email": "nope", "email_again": "other", "guests": 20.0])
        let failed = Set(form.validate(includeHidden: true).map { "\($0.tag ?? "-"):\($0.kind.key)" })
        #expect(
            failed.isSuperset(of: ["first_name:min_length", "email:format", "email_again:equal_to", "guests:max_value"])
        )
    }

    @Test func dynamicSectionsBecomeRepeatable() throws {
        let form = try #require(try ThreeLvisImport(json: ThreeLvisFixtures.order).load().form)
        let contacts = try #require(form.sections.first { $0.multivaluedTag == "contacts" })
        #expect(contacts.multivalued == [.insert, .delete, .reorder])
        #expect(contacts.insertMode == .addButton(title: "Add contact"))
        #expect(form.setValues(["contacts": [["name": "Ada", "phone": 1], ["name": "Grace"]]]).isComplete)
        let items = contacts.rows.compactMap { $0 as? SubFormRow }
        #expect(items.map { $0.nestedRows.map(\.kind) } == [[.name, .integer, .button], [.name, .integer, .button]])
    }

    @Test func whatHasNoEquivalentIsReportedWithItsPath() throws {
        let warnings = try ThreeLvisImport(json: ThreeLvisFixtures.order).load().details
            .filter { !$0.isError }.map { "\($0.path): \($0.message)" }
        for expected in [
            "$.groups[0].sections[0].fields[0].size: the field's 'size' has no equivalent in Forma and is left out",
            "$.groups[0].sections[0].fields[1].info: the field's info text has no equivalent in Forma and is left out",
            "$.groups[0].sections[0].fields[5].type: the field type 'spacer' has no equivalent in Forma and is left out",
            "$.groups[1].sections[0].fields[0].values[1].info: an option's info text has no equivalent in Forma and is left out",
            "$.groups[1].sections[0].fields[14].type: the field type 'image' has no equivalent in Forma and is left out",
        ] {
            #expect(warnings.contains(expected), "\(expected)")
        }
    }

    @Test func customFieldTypesComeFromTheRegistry() throws {
        var registry = DefinitionRegistry()
        registry.register(ThreeLvisImageRow.self)
        let form = try #require(try ThreeLvisImport(json: ThreeLvisFixtures.order).load(registry: registry).form)
        #expect(form.row(tag: "photo")?.kind == "image")
    }

    @Test func problemsInConvertedRowsPointIntoTheSource() throws {
        let text =
            #"[{"id": "g", "sections": [{"id": "s", "fields": [{"id": "a", "type": "float", "formula": "$b * 2"}]}]}]"#
        let result = try ThreeLvisImport(json: text).load()
        #expect(result.form == nil)
        #expect(
            result.diagnostics.map(\.description).first?.hasPrefix(
                "1:90: error: $[0].sections[0].fields[0].formula: unknown tag 'b'") == true)
    }

    /// A field id that is not a word (`plan-type`) became `$plan-type` in the generated
    /// conditions, read as `$plan - type` and refused; option targets on it did nothing.
    @Test func idThatIsNotAWordWorksAsAConditionTarget() throws {
        let text = #"""
            [{"id": "g", "sections": [{"id": "s", "fields": [
              {"id": "plan-type", "type": "select", "values": [
                {"id": "free", "title": "Free", "default": true,
                 "targets": [{"id": "seats", "type": "field", "action": "hide"}]},
                {"id": "team", "title": "Team"}]},
              {"id": "seats", "type": "number",
               "targets": []},
              {"id": "note", "type": "text",
               "targets": [{"id": "seats", "type": "field", "action": "disable"}]}
            ]}]}]
            """#
        let result = try ThreeLvisImport(json: text).load()
        #expect(result.diagnostics.filter(\.isError).map(\.description) == [])
        let form = try #require(result.form)
        #expect(form.conditionDiagnostics.map(\.description) == [])
        #expect(form.row(tag: "seats")?.isHidden == true)
        form.setValues(["plan-type": "team"])
        #expect(form.row(tag: "seats")?.isHidden == false)
        #expect(form.row(tag: "seats")?.isDisabled == false)
        form.setValues(["note": "x"])
        #expect(form.row(tag: "seats")?.isDisabled == true)
        let written = try ThreeLvisImport(json: text).definition().definition.jsonString()
        #expect(written.contains(#""hidden": "$\"plan-type\" == \"free\"""#))
        #expect(written.contains(#""disabled": "$note != nil""#))
    }

    /// An id spelling condition syntax (`a OR TRUE`) was pasted into the generated condition
    /// unquoted, so the condition said something else; it is now quoted and means the field.
    @Test func idCannotInjectConditionSyntax() throws {
        let text = #"""
            [{"id": "g", "sections": [{"id": "s", "fields": [
              {"id": "a OR TRUE", "type": "text",
               "targets": [{"id": "secret", "type": "field", "action": "show"}]},
              {"id": "secret", "type": "text", "hidden": true}
            ]}]}]
            """#
        let (definition, _) = try ThreeLvisImport(json: text).definition()
        #expect(definition.jsonString().contains(#""hidden": "NOT ($\"a OR TRUE\" != nil)""#))
        let result = try ThreeLvisImport(json: text).load()
        #expect(result.diagnostics.filter(\.isError).map(\.description) == [])
        let form = try #require(result.form)
        #expect(form.row(tag: "secret")?.isHidden == true)
        form.setValues(["a OR TRUE": "x"])
        #expect(form.row(tag: "secret")?.isHidden == false)
    }

    /// An option target naming a field the document does not have was dropped silently; it
    /// is an error, and the form does not load.
    @Test func targetNamingAMissingFieldIsReported() throws {
        let text = #"""
            [{"id": "g", "sections": [{"id": "s", "fields": [
              {"id": "kind", "type": "select", "values": [
                {"id": 0, "title": "Pick up",
                 "targets": [{"id": "adress", "type": "field", "action": "hide"}]}]},
              {"id": "address", "type": "text",
               "targets": [{"id": "nowhere", "type": "section", "action": "show"}]}
            ]}]}]
            """#
        let result = try ThreeLvisImport(json: text).load()
        #expect(result.form == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "4:25: error: $[0].sections[0].fields[0].values[0].targets[0].id: the target names 'adress', which no field or section has; did you mean 'address'?",
                "6:23: error: $[0].sections[0].fields[1].targets[0].id: the target names 'nowhere', which no field or section has",
            ])
    }

    @Test func basicArrayOfGroups() throws {
        let (definition, diagnostics) = try ThreeLvisImport(json: ThreeLvisFixtures.basic).convertedDefinition()
        #expect(diagnostics.map(\.path.description) == ["$[0].sections[0].fields[0].size"])
        let form = try Form(definition: definition)
        #expect(
            form.treeDescription == """
                Form
                └─ Section "Group title" #section-0
                   └─ NameRow "first_name" title="First name" = nil
                """)
    }
}

final class ThreeLvisImageRow: Row<String>, RowConfigurable {
    override var kind: RowKind { "image" }
}
