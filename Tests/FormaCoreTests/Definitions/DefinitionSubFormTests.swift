import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Sub-form rows, repeatable sections (records) and app-screen rows in definitions.
@Suite("Definitions: sub-forms and records")
struct DefinitionSubFormTests {
    /// Every piece, in the canonical layout: a pushed and an inline sub-form, a condition
    /// reading into one, an app screen, and a repeatable section with limits and items.
    static let records = #"""
        {
          "forma": 1,
          "sections": [
            {
              "title": "Person",
              "rows": [
                {
                  "kind": "text",
                  "tag": "name",
                  "title": "Name"
                },
                {
                  "kind": "subForm",
                  "tag": "home",
                  "title": "Home",
                  "sections": [
                    {
                      "rows": [
                        {
                          "kind": "text",
                          "tag": "street",
                          "title": "Street"
                        },
                        {
                          "kind": "text",
                          "tag": "city",
                          "title": "City",
                          "required": true
                        }
                      ]
                    }
                  ]
                },
                {
                  "kind": "subForm",
                  "tag": "work",
                  "title": "Work",
                  "presentation": "inline",
                  "sections": [
                    {
                      "rows": [
                        {
                          "kind": "text",
                          "tag": "city",
                          "hidden": "$street == 'x'"
                        },
                        {
                          "kind": "text",
                          "tag": "street"
                        }
                      ]
                    }
                  ]
                },
                {
                  "kind": "label",
                  "tag": "note",
                  "hidden": "$home.city != 'Paris'"
                },
                {
                  "kind": "appScreen",
                  "tag": "terms",
                  "title": "Terms"
                }
              ]
            },
            {
              "title": "Travellers",
              "repeatable": {
                "tag": "travellers",
                "itemTitle": "Traveller",
                "addTitle": "Add traveller",
                "minItems": 1,
                "maxItems": 3,
                "sections": [
                  {
                    "title": "Traveller",
                    "rows": [
                      {
                        "kind": "name",
                        "tag": "name",
                        "title": "Name",
                        "required": true
                      },
                      {
                        "kind": "text",
                        "tag": "passport",
                        "title": "Passport",
                        "hidden": "$name == 'Ada'"
                      }
                    ]
                  }
                ],
                "items": [
                  {"name": "Ada"},
                  {"name": "Grace", "passport": "X1"}
                ]
              }
            }
          ]
        }

        """#

    static func problems(_ text: String) throws -> [String] {
        try FormDefinition(json: text).load().details.map { "\($0.path): \($0.message)" }
    }

    /// One section of `rows` (JSON objects, comma separated), with `forms` when given.
    static func document(_ rows: String, forms: String? = nil) -> String {
        let named = forms.map { #""forms": {"# + $0 + "}, " } ?? ""
        return #"{"forma": 1, "# + named + #""sections": [{"rows": ["# + rows + "]}]}"
    }

    @Test func subFormsRecordsAndAppScreensRoundTrip() throws {
        let form = try Form(json: Self.records)
        #expect(form.diagnostics.isEmpty, "\(form.diagnostics)")
        #expect(try form.definition().jsonString() == Self.records)
        #expect(form.row(tag: "home.city")?.isRequired == true)
        #expect((form.row(tag: "work") as? SubFormRow)?.presentation == .inline)
        #expect(form.row(tag: "terms") is AppScreenRow)
        #expect(
            form.values()["travellers"]?.jsonString()
                == #"[{"name":"Ada"},{"name":"Grace","passport":"X1"}]"#)
        form.setValues(["home": ["city": "Paris"]])
        #expect(form.row(tag: "note")?.isHidden == false)
        // The written document has the values of the moment.
        form.setValues(["travellers": [["name": "Linus"]]])
        #expect(try form.definition().jsonString().contains(#"{"name": "Linus"}"#))
    }

    @Test func recordsFixtureMatchesTheSchema() throws {
        let checker = SchemaChecker(root: try FormValue(json: FormDefinition.jsonSchema()))
        #expect(checker.failures(of: try FormValue(json: Self.records)) == [])
        let form = try Form(json: Self.records)
        let values = SchemaChecker(root: try FormValue(json: form.valuesSchema()))
        form.setValues(["home": ["city": "Paris"]])
        #expect(values.failures(of: .object(form.values())) == [])
        #expect(!values.failures(of: ["travellers": [1]]).isEmpty)
        #expect(!values.failures(of: ["home": ["cty": "Paris"]]).isEmpty)
    }

    @Test func namedFormsAreUsedWhereTheyAreNamedAndWrittenInPlace() throws {
        let text = Self.document(
            #"""
            {"kind": "subForm", "tag": "billing", "form": "address"},
            {"kind": "subForm", "tag": "shipping", "form": "address", "presentation": "inline"}
            """#,
            forms: #""address": {"sections": [{"rows": [{"kind": "text", "tag": "city", "required": true}]}]}"#)
        let form = try Form(json: text)
        #expect(form.row(tag: "billing.city") != nil && form.row(tag: "shipping.city") != nil)
        #expect(form.values().jsonString() == #"{"billing":{"city":null},"shipping":{"city":null}}"#)
        let written = try form.definition()
        #expect(try Form(definition: written).values() == form.values())
        #expect(!written.jsonString().contains("forms"))
    }

    @Test func aFormHoldingItselfIsACycleAtItsFormKey() throws {
        let direct = Self.document(
            #"{"kind": "subForm", "tag": "a", "form": "loop"}"#,
            forms: #""loop": {"sections": [{"rows": [{"kind": "subForm", "tag": "again", "form": "loop"}]}]}"#)
        #expect(
            try Self.problems(direct) == [
                "$.forms.loop.sections[0].rows[0].form: the form 'loop' holds itself: 'loop' → 'loop'"
            ])
        let indirect = Self.document(
            #"{"kind": "subForm", "tag": "a", "form": "one"}"#,
            forms: #"""
                "one": {"sections": [{"rows": [{"kind": "subForm", "tag": "b", "form": "two"}]}]},
                "two": {"sections": [{"repeatable": {"tag": "items", "form": "one"}}]}
                """#)
        #expect(
            try Self.problems(indirect) == [
                "$.forms.one.sections[0].rows[0].form: the form 'one' holds itself: 'one' → 'two' → 'one'"
            ])
        #expect(try FormDefinition(json: indirect).load().form == nil)
        let unknown = Self.document(
            #"{"kind": "subForm", "tag": "a", "form": "adress"}"#, forms: #""address": {"sections": []}"#)
        #expect(
            try Self.problems(unknown) == [
                "$.sections[0].rows[0].form: no form named 'adress' in the document's 'forms'; did you mean 'address'?"
            ])
    }

    /// Nine sub-forms inside one another, one more than `SubFormRow.maximumDepth`.
    @Test func subFormsDeeperThanTheLimitAreReportedAtTheirPath() throws {
        var row = #"{"kind": "text", "tag": "leaf"}"#
        for level in (1...9).reversed() {
            row = #"{"kind": "subForm", "tag": "s\#(level)", "sections": [{"rows": [\#(row)]}]}"#
        }
        let path = Array(repeating: ".sections[0].rows[0]", count: 9).joined()
        #expect(
            try Self.problems(Self.document(row)) == [
                "$\(path).sections: sub-forms nest deeper than 8 levels (repeatable sections' items count as a level)"
            ])
        // Through named forms, at the row that names the one too deep.
        var forms: [String] = [#""f9": {"sections": [{"rows": [{"kind": "text", "tag": "leaf"}]}]}"#]
        for level in 1...8 {
            forms.append(
                #""f\#(level)": {"sections": [{"rows": [{"kind": "subForm", "tag": "n", "form": "f\#(level + 1)"}]}]}"#)
        }
        let named = Self.document(
            #"{"kind": "subForm", "tag": "top", "form": "f1"}"#, forms: forms.joined(separator: ", "))
        let tooDeep = "sub-forms nest deeper than 8 levels (repeatable sections' items count as a level)"
        #expect(
            try Self.problems(named) == [
                "$.forms.f1.sections[0].rows[0].form: " + tooDeep, "$.sections[0].rows[0].form: " + tooDeep,
            ])
    }

    @Test func itemLimitsHoldForAddingRemovingAndSetValues() throws {
        let form = try Form(json: Self.records)
        let section = form.sections[1]
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        let add = try #require(section.shownAddRow)
        guard case .insertedRow = controller.activate(add) else {
            Issue.record("the add row did not add an item")
            return
        }
        #expect(section.rows.count == 3)
        #expect(section.shownAddRow == nil)
        let report = form.setValues(["travellers": [[:], [:], [:], [:]]])
        #expect(report.failures.map(\.description) == ["'travellers' must be 1 to 3 items; got 4"])
        form.setValues(["travellers": [["name": "Ada"]]])
        let only = try #require(section.rows.first as? SubFormRow)
        let remove = try #require(only.nestedRows.last as? ButtonRow)
        remove.tap()
        #expect(section.rows.count == 1)
    }

    @Test func anItemsConditionsReadItsOwnFields() throws {
        let form = try Form(json: Self.records)
        let items = form.sections[1].rows.compactMap { $0 as? SubFormRow }
        #expect(items.map { $0.nestedRows[1].isHidden } == [true, false])
        try #require(items[1].nestedRows.first as? NameRow).value = "Ada"
        #expect(items.map { $0.nestedRows[1].isHidden } == [true, true])
    }

    @Test func aRepeatableSectionTakesNoRowsAndAtMostMaxItems() throws {
        let text = #"""
            {"forma": 1, "sections": [{"rows": [], "repeatable": {"tag": "t", "maxItems": 1, "minItems": 2,
              "sections": [{"rows": [{"kind": "text", "tag": "x"}]}], "items": [{"x": "a"}, {"x": "b"}]}}]}
            """#
        #expect(
            try Self.problems(text) == [
                "$.sections[0].rows: 'repeatable' and 'rows' cannot be given together",
                "$.sections[0].repeatable.minItems: the minimum 2 is greater than the maximum 1",
                "$.sections[0].repeatable.items: 2 items, more than maxItems 1",
            ])
    }

    @Test func tagsOfSubFormsAndItemsAreTheirOwn() throws {
        let text = Self.document(
            #"""
            {"kind": "text", "tag": "city"},
            {"kind": "subForm", "tag": "home", "sections": [{"rows": [{"kind": "text", "tag": "city"}, {"kind": "text", "tag": "city"}]}]}
            """#)
        #expect(
            try Self.problems(text) == [
                "$.sections[0].rows[1].sections[0].rows[1].tag: duplicate tag 'home.city'; first used at $.sections[0].rows[1].sections[0].rows[0].tag"
            ])
    }

    @Test func conditionProblemsInsideSubFormsPointAtTheirRow() throws {
        let text = Self.document(
            #"{"kind": "subForm", "tag": "home", "sections": [{"rows": [{"kind": "text", "tag": "city", "hidden": "$cty == 1"}]}]}"#
        )
        let found = try Self.problems(text)
        #expect(
            found.first?.hasPrefix("$.sections[0].rows[0].sections[0].rows[0].hidden: unknown tag 'cty'") == true,
            "\(found)")
    }
}
