import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// What 3lvis Form does with its own documents, pinned case by case on documents written for
/// these tests: rules, expressions, targets, values and validation.
@Suite("Definitions: 3lvis Form behaviour")
struct ThreeLvisBehaviourTests {
    /// One group of one section holding `fields` (JSON objects, comma separated).
    static func document(_ fields: String) -> String {
        #"[{"id": "g", "title": "G", "sections": [{"id": "s", "fields": ["# + fields + "]}]}]"
    }

    static func load(_ fields: String) throws -> DefinitionLoadResult {
        try ThreeLvisImport(json: document(fields)).load()
    }

    static func written(_ text: String) throws -> String {
        try ThreeLvisImport(json: text).definition().definition.jsonString()
    }

    static func errors(_ result: DefinitionLoadResult) -> [String] {
        result.details.filter(\.isError).map { "\($0.path): \($0.message)" }
    }

    static func warnings(_ result: DefinitionLoadResult) -> [String] {
        result.details.filter { !$0.isError }.map { "\($0.path): \($0.message)" }
    }

    // MARK: Rules that do not apply

    /// `min_length` on a time or date field refused the whole file; 3lvis ignores it.
    @Test func lengthRuleOnDateOrTimeIsAWarningAtItsPath() throws {
        let result = try Self.load(
            #"""
            {"id": "starts", "type": "time", "validations": {"required": true, "min_length": 2}},
            {"id": "day", "type": "date", "validations": {"max_length": 10}}
            """#)
        #expect(Self.errors(result) == [])
        #expect(
            Self.warnings(result) == [
                "$[0].sections[0].fields[0].validations.min_length: 'min_length' does not apply to a time field; 3lvis Form ignores it, and so does Forma",
                "$[0].sections[0].fields[1].validations.max_length: 'max_length' does not apply to a date field; 3lvis Form ignores it, and so does Forma",
            ])
        let form = try #require(result.form)
        #expect(form.row(tag: "starts")?.validate().map(\.kind.key) == ["required"])
    }

    /// `max_length` on a number refused the file; 3lvis stops typing past that many digits.
    @Test func maxLengthOnNumberLimitsDigitsTyped() throws {
        let result = try Self.load(#"{"id": "code", "type": "number", "validations": {"max_length": 4}}"#)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        let row = try #require(form.row(tag: "code") as? IntRow)
        #expect(row.maximumLength == 4)
        let controller = FormController(form: form)
        _ = try controller.setText("123456", for: row)
        #expect(row.value == 1234)
    }

    // MARK: Expressions

    /// Ids with hyphens are written unquoted in 3lvis conditions and formulas; each is read as
    /// the whole id, not as a subtraction.
    @Test func hyphenatedIDsInConditionsAndFormulasAreWholeIDs() throws {
        let result = try Self.load(
            #"""
            {"id": "section-0-field-0", "type": "number",
             "targets": [{"id": "section-0-field-1", "type": "field", "action": "hide",
                          "condition": "$section-0-field-0 == 0"}]},
            {"id": "section-0-field-1", "type": "text"},
            {"id": "section-0-total", "type": "number", "formula": "$section-0-field-0 + 1"}
            """#)
        #expect(Self.errors(result) == [])
        let form = try #require(result.form)
        #expect(form.conditionDiagnostics.map(\.description) == [])
        form.setValues(["section-0-field-0": 0])
        #expect(form.row(tag: "section-0-field-1")?.isHidden == true)
        #expect(form.row(tag: "section-0-total")?.formValue == .int(1))
        form.setValues(["section-0-field-0": 4])
        #expect(form.row(tag: "section-0-field-1")?.isHidden == false)
        #expect(form.row(tag: "section-0-total")?.formValue == .int(5))
    }

    /// `base_salary + bonus` without `$` reads the fields; a select reads its option's `value`.
    @Test func formulaWithoutDollarReadsOptionValues() throws {
        let result = try Self.load(
            #"""
            {"id": "base_salary", "type": "select", "values": [
              {"id": 0, "title": "Low", "value": 100.0}, {"id": 1, "title": "High", "value": 200.0}]},
            {"id": "bonus", "type": "float"},
            {"id": "total", "type": "float", "disabled": true, "formula": "base_salary + bonus"}
            """#)
        #expect(Self.errors(result) == [])
        let form = try #require(result.form)
        form.setValues(["base_salary": 1, "bonus": 100.0])
        #expect(form.row(tag: "total")?.formValue == .double(300))
        form.setValues(["bonus": nil])
        #expect(form.row(tag: "total")?.formValue == .double(200))
    }

    /// A text formula is its text with each id replaced by the field's value.
    @Test func textFormulaJoinsText() throws {
        let result = try Self.load(
            #"""
            {"id": "first_name", "type": "name"}, {"id": "last_name", "type": "name"},
            {"id": "display_name", "type": "text", "formula": "first_name last_name"}
            """#)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        form.setValues(["first_name": "Ada", "last_name": "Lovelace"])
        #expect(form.row(tag: "display_name")?.formValue == "Ada Lovelace")
        form.setValues(["last_name": nil])
        #expect(form.row(tag: "display_name")?.formValue == "Ada ")
    }

    // MARK: Targets

    /// `update` with a `target_value` sets the field when the option is chosen; `clear`
    /// empties one. Neither has a place in a definition: `definition()` warns.
    @Test func updateAndClearTargetsSetValues() throws {
        let fields = #"""
            {"id": "who", "type": "select", "values": [
              {"id": 1, "title": "Jane", "targets": [
                {"id": "first_name", "type": "field", "action": "update", "target_value": "Jane"},
                {"id": "note", "type": "field", "action": "clear"}]},
              {"id": 2, "title": "Other"}]},
            {"id": "first_name", "type": "name"},
            {"id": "note", "type": "text"}
            """#
        let result = try Self.load(fields)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        form.setValues(["note": "keep me"])
        form.setValues(["who": 1])
        #expect(form.row(tag: "first_name")?.formValue == "Jane")
        #expect(form.row(tag: "note")?.formValue == .null)
        form.setValues(["first_name": "Joan", "who": 2])
        #expect(form.row(tag: "first_name")?.formValue == "Joan")
        let (_, warnings) = try ThreeLvisImport(json: Self.document(fields)).definition()
        #expect(warnings.count == 2)
    }

    /// A section target acts on the section, never on a field with the same id.
    @Test func sectionTargetDoesNotHideFieldWithSameID() throws {
        let text = #"""
            [{"id": "g", "sections": [
              {"id": "s", "fields": [
                {"id": "kind", "type": "select", "values": [
                  {"id": 0, "title": "A", "targets": [{"id": "extra", "type": "section", "action": "hide"}]},
                  {"id": 1, "title": "B"}]},
                {"id": "extra", "type": "text"}]},
              {"id": "extra", "fields": [{"id": "more", "type": "text"}]}]}]
            """#
        let result = try ThreeLvisImport(json: text).load()
        #expect(Self.errors(result) == [])
        let form = try #require(result.form)
        form.setValues(["kind": 0])
        #expect(form.sections[1].isHidden == true)
        #expect(form.row(tag: "extra")?.isHidden == false)
    }

    /// `present`, `missing` and `equals` in a target's condition.
    @Test func presentMissingAndEqualsConditions() throws {
        let result = try Self.load(
            #"""
            {"id": "first_name", "type": "name", "targets": [
              {"id": "a", "type": "field", "action": "show", "condition": "present($first_name)"},
              {"id": "b", "type": "field", "action": "hide", "condition": "missing($last_name)"},
              {"id": "c", "type": "field", "action": "show", "condition": "equals($first_name, \"Claire\")"}]},
            {"id": "last_name", "type": "name"},
            {"id": "a", "type": "text", "hidden": true},
            {"id": "b", "type": "text"},
            {"id": "c", "type": "text", "hidden": true}
            """#)
        #expect(Self.errors(result) == [])
        let form = try #require(result.form)
        form.setValues(["first_name": "Francis"])
        #expect(form.row(tag: "a")?.isHidden == false)
        #expect(form.row(tag: "b")?.isHidden == true)
        #expect(form.row(tag: "c")?.isHidden == true)
        form.setValues(["first_name": "Claire", "last_name": "Underwood"])
        #expect(form.row(tag: "b")?.isHidden == false)
        #expect(form.row(tag: "c")?.isHidden == false)
    }

    /// One choice that both shows and hides a field hides it: 3lvis runs shows before hides.
    @Test func hideBeatsShowAndDisableBeatsEnable() throws {
        let result = try Self.load(
            #"""
            {"id": "kind", "type": "select", "values": [{"id": 0, "title": "A", "targets": [
              {"id": "x", "type": "field", "action": "show"}, {"id": "x", "type": "field", "action": "hide"},
              {"id": "x", "type": "field", "action": "enable"}, {"id": "x", "type": "field", "action": "disable"}]},
              {"id": 1, "title": "B"}]},
            {"id": "x", "type": "text"}
            """#)
        let form = try #require(result.form)
        form.setValues(["kind": 0])
        #expect(form.row(tag: "x")?.isHidden == true)
        #expect(form.row(tag: "x")?.isDisabled == true)
        form.setValues(["kind": 1])
        #expect(form.row(tag: "x")?.isHidden == false)
    }

    // MARK: Values and defaults

    @Test func firstDefaultWinsAndMultiSelectTakesEveryDefault() throws {
        let result = try Self.load(
            #"""
            {"id": "one", "type": "select", "values": [
              {"id": "a", "title": "A"}, {"id": "b", "title": "B", "default": true}, {"id": "c", "title": "C", "default": true}]},
            {"id": "many", "type": "multi_select", "values": [
              {"id": "a", "title": "A", "default": true}, {"id": "b", "title": "B"}, {"id": "c", "title": "C", "default": true}]},
            {"id": "kept", "type": "select", "value": null, "values": [{"id": 7, "title": "Seven", "default": true}]}
            """#)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        #expect(form.row(tag: "one")?.formValue == "b")
        #expect(form.row(tag: "many")?.formValue == ["a", "c"])
        #expect(form.row(tag: "kept")?.formValue == .int(7))
    }

    @Test func valueThatIsNoOptionIsReported() throws {
        let result = try Self.load(
            #"{"id": "size", "type": "segment", "value": "xl", "values": [{"id": "s", "title": "S"}]}"#)
        #expect(
            Self.warnings(result) == [
                #"$[0].sections[0].fields[0].value: the value "xl" is none of the field's options; Forma leaves it out"#
            ])
        #expect(result.form?.row(tag: "size")?.formValue == .null)
    }

    @Test func dateTimeWithSpacesKeepsItsTimeAndDecimalKeepsItsScale() throws {
        let result = try Self.load(
            #"""
            {"id": "at", "type": "date_time", "value": "2014-10-31 23:00:00 +00:00"},
            {"id": "rate", "type": "float", "value": "1.10"}
            """#)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        #expect(form.row(tag: "at")?.formValue == .date(Date(timeIntervalSince1970: 1_414_796_400)))
        #expect(form.row(tag: "rate")?.formValue == .double(1.1))
        #expect(form.row(tag: "rate")?.displayText == "1.10")
    }

    // MARK: Validation

    /// 3lvis checks required, lengths, values, format, in that order, whatever the order of
    /// the keys; its format is found anywhere in the text, ignoring case.
    @Test func rulesRunInThreeLvisOrderAndFormatSearchesIgnoringCase() throws {
        let result = try Self.load(
            #"""
            {"id": "email", "type": "email",
             "validations": {"format": "[\\w._%+-]+@[\\w.-]+\\.\\w{2,}", "max_length": 30, "min_length": 2}},
            {"id": "age", "type": "number", "validations": {"max_value": 120, "min_value": 18, "format": "x"}}
            """#)
        #expect(Self.errors(result) == [])
        #expect(
            Self.warnings(result) == [
                "$[0].sections[0].fields[1].validations.format: 'format' does not apply to a number field in Forma (3lvis Form checks its text); left out"
            ])
        let form = try #require(result.form)
        let email = try #require(form.row(tag: "email"))
        let written = try Self.written(
            Self.document(
                #"{"id": "e", "type": "email", "validations": {"format": "x", "max_length": 30, "min_length": 2, "required": true}}"#
            ))
        #expect(written.contains(#""required": true"#))
        let order = ["min_length", "max_length", "format"].compactMap { written.range(of: #""\#($0)""#)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
        form.setValues(["email": "  IOS@Hyper.NO  "])
        #expect(email.validate().isEmpty)
        form.setValues(["email": "ios@hyper"])
        #expect(email.validate().map(\.kind.key) == ["format"])
    }

    /// 3lvis counts a text of spaces as filled in; Forma counts it missing, and says so once.
    @Test func blankRequiredTextIsMissingWithOneWarning() throws {
        let result = try Self.load(
            #"""
            {"id": "a", "type": "name", "validations": {"required": true}},
            {"id": "b", "type": "text", "validations": {"required": true}}
            """#)
        #expect(
            Self.warnings(result) == [
                "$[0].sections[0].fields[0].validations.required: a required text of only spaces is missing in Forma (3lvis Form counts it as filled in); said once per document"
            ])
        let form = try #require(result.form)
        form.setValues(["a": "   "])
        #expect(form.row(tag: "a")?.validate().map(\.kind.key) == ["required"])
    }

    @Test func compareToEqualIsEqualTo() throws {
        let result = try Self.load(
            #"""
            {"id": "password", "type": "password"},
            {"id": "again", "type": "password", "validations": {"compare_to": "password"}}
            """#)
        #expect(Self.errors(result) == [])
        let form = try #require(result.form)
        form.setValues(["password": "secret", "again": "other"])
        #expect(form.row(tag: "again")?.validate().map(\.kind.key) == ["equal_to"])
    }

    /// `compare_rule` `>`, `>=`, `<`, `<=` were left out with a warning. 3lvis orders dates,
    /// its `>` and `<` letting the same date pass; other values it compares as objects, which
    /// orders nothing: Forma compares them by value, with a warning.
    @Test func compareRulesOrderDatesAndNumbers() throws {
        let result = try Self.load(
            #"""
            {"id": "starts", "type": "date"},
            {"id": "ends", "title": "Ends", "type": "date", "validations": {"compare_to": "starts", "compare_rule": ">"}},
            {"id": "low", "type": "number"},
            {"id": "high", "type": "number", "validations": {"compare_to": "low", "compare_rule": ">="}}
            """#)
        #expect(Self.errors(result) == [])
        #expect(
            Self.warnings(result) == [
                "$[0].sections[0].fields[3].validations.compare_rule: compare_rule '>=' on a number field: 3lvis Form compares the two values as objects (by address), so its result is arbitrary; Forma compares the values"
            ])
        let form = try #require(result.form)
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        form.setValues(["starts": .date(day), "ends": .date(day), "low": 5, "high": 5])
        #expect(form.validate() == [])
        form.setValues(["ends": .date(day.addingTimeInterval(-86_400)), "high": 4])
        #expect(form.validate().map(\.message) == ["Ends must be at least starts", "This field must be at least low"])
        // The rule re-runs when the row it reads changes.
        form.setValues(["low": 3])
        #expect(form.validate().map(\.message) == ["Ends must be at least starts"])
    }

    /// `min_length` and `max_length` on a `multi_select` count the options chosen, as 3lvis
    /// Form does; they were left out with a warning.
    @Test func multiSelectLengthsCountTheChosenOptions() throws {
        let result = try Self.load(
            #"""
            {"id": "days", "type": "multi_select", "validations": {"min_length": 2, "max_length": 3},
             "values": [{"id": "mo"}, {"id": "tu"}, {"id": "we"}, {"id": "th"}]}
            """#)
        #expect(result.details.isEmpty)
        let form = try #require(result.form)
        #expect(form.validate().map(\.message) == ["Choose at least 2"])
        form.setValues(["days": ["mo", "tu"]])
        #expect(form.validate() == [])
        form.setValues(["days": ["mo", "tu", "we", "th"]])
        #expect(form.validate().map(\.message) == ["Choose at most 3"])
    }

    /// An optional text field with `min_length` passes when nothing is typed, as in 3lvis
    /// Form (its validator returns valid for no value unless the field is required); typed
    /// text shorter than the minimum fails.
    @Test func anOptionalTextFieldWithAMinimumLengthPassesWhenEmpty() throws {
        let result = try Self.load(
            #"""
            {"id": "nick", "type": "text", "title": "Nickname", "validations": {"min_length": 2}},
            {"id": "code", "type": "text", "title": "Code", "validations": {"required": true, "min_length": 2}}
            """#)
        let form = try #require(result.form)
        #expect(form.validate().map(\.message) == ["Code is required"])
        form.setValues(["nick": "a", "code": "ab"])
        #expect(form.validate().map(\.message) == ["Nickname must be at least 2 characters"])
        form.setValues(["nick": "ab"])
        #expect(form.validate() == [])
    }

    // MARK: Errors

    /// Problems the loader finds are reported in 3lvis's keys: `fields[1].id`, not `rows[1].tag`.
    @Test func diagnosticsUseThreeLvisKeys() throws {
        let result = try Self.load(#"{"id": "a", "type": "text"}, {"id": "a", "type": "name"}"#)
        #expect(result.form == nil)
        #expect(Self.errors(result).first?.hasPrefix("$[0].sections[0].fields[1].id: duplicate tag 'a'") == true)
    }

    @Test(arguments: [
        (#"{"type": "text"}"#, "$[0].sections[0].fields[0]: missing required key 'id'"),
        (#"{"id": null, "type": "text"}"#, "$[0].sections[0].fields[0].id: expected a string id, found null"),
        (
            #"{"id": "a", "type": "text", "targets": [{"id": "b", "type": "field", "action": "hide"}]}"#,
            "$[0].sections[0].fields[0].targets[0].id: the target names 'b', which no field or section has; did you mean 'a'?"
        ),
        (
            #"{"id": "n", "type": "number", "validations": {"min_value": 10, "max_value": 1}}"#,
            "$[0].sections[0].fields[0].validations.min_value: the minimum 10 is greater than the maximum 1"
        ),
        (
            #"{"id": "d", "type": "date", "minimum_date": "2015-01-01", "maximum_date": "2014-01-01"}"#,
            "$[0].sections[0].fields[0].minimum_date: the minimum 2015-01-01T00:00:00.000Z is greater than the maximum 2014-01-01T00:00:00.000Z"
        ),
    ])
    func errorsLeaveNoForm(field: String, expected: String) throws {
        let result = try Self.load(field)
        #expect(Self.errors(result) == [expected])
        #expect(result.form == nil)
    }

    @Test func unknownKeyGetsDidYouMean() throws {
        let result = try Self.load(#"{"id": "a", "type": "text", "titel": "A"}"#)
        #expect(
            Self.warnings(result) == ["$[0].sections[0].fields[0].titel: unknown key 'titel'; did you mean 'title'?"])
    }

    /// 3lvis's reader accepted a trailing comma: the importer reads it with a warning at the
    /// comma; Forma's own format refuses it, at the comma too.
    @Test func trailingCommaIsReportedAtTheComma() throws {
        let text = "[{\"id\": \"g\", \"sections\": [{\"id\": \"s\", \"fields\": [{\"id\": \"a\",}]}]}]"
        let result = try ThreeLvisImport(json: text).load()
        #expect(result.form != nil)
        #expect(result.diagnostics.map(\.description).first?.hasPrefix("1:60: warning: $: a comma") == true)
        #expect(throws: DefinitionError.self) { try FormDefinition(json: #"{"forma": 1, "sections": [],}"#) }
        do {
            _ = try FormDefinition(json: #"{"forma": 1, "sections": [],}"#)
        } catch let error as DefinitionError {
            #expect(error.diagnostics.map(\.description).first?.hasPrefix("1:28: error") == true)
        }
    }

    /// A list of postal codes is JSON, but not a form: refused, not loaded empty.
    @Test func documentThatIsNotAFormIsRefused() throws {
        let result = try ThreeLvisImport(json: #"[{"City": "Oslo", "Code": "0201"}]"#).load()
        #expect(result.form == nil)
        #expect(Self.errors(result) == ["$[0]: missing required key 'sections'"])
        #expect(try ThreeLvisImport(json: #"{"templates": {}}"#).load().form == nil)
    }

    // MARK: Dynamic sections

    static func dynamicForm() throws -> Form {
        let result = try ThreeLvisImport(json: ThreeLvisFixtures.dynamic).load()
        #expect(errors(result) == [])
        return try #require(result.form)
    }

    /// A dynamic section was a multivalued section of its template's first field alone; it is
    /// a repeatable section of every field, whose items 3lvis names `companies[0].name`.
    @Test func dynamicSectionIsARecordOfItsTemplatesFields() throws {
        let form = try Self.dynamicForm()
        let companies = try #require(form.sections.first { $0.multivaluedTag == "companies" })
        #expect(companies.insertMode == .addButton(title: "Add company"))
        let initial = ThreeLvisImport.formaValues([
            "email": "hi@there.com", "companies[1].name": "Google", "companies[0].name": "Facebook",
            "companies[0].phone": 1_222_333,
        ])
        #expect(form.setValues(initial).isComplete)
        #expect(companies.rows.count == 2)
        #expect(form.evaluate("$companies[1].name") == "Google")
        let values = ThreeLvisImport.threeLvisValues(form.values())
        #expect(values["companies[0].name"] == "Facebook" && values["companies[0].phone"] == 1_222_333)
        #expect(values["companies[1].name"] == "Google" && values["companies[1].phone"] == .null)
        #expect(values["first_company"] == "Facebook")
        // Each item's fields are its own: a required name is checked per item.
        form.setValues(["companies": [["name": "Hyper"], ["name": nil, "phone": 1]]])
        #expect(form.validate().map(\.kind.key) == ["required"])
    }

    /// Removing an item reports its values as 3lvis Form's `removedValues` does, numbered by
    /// the items removed so far; the items left are numbered again from 0.
    @Test func removingAnItemReportsItsValues() throws {
        let form = try Self.dynamicForm()
        form.setValues(ThreeLvisImport.formaValues(["companies[0].name": "Facebook", "companies[1].name": "Apple"]))
        let removed = ThreeLvisRemovedValues(form: form)
        let companies = try #require(form.sections.first { $0.multivaluedTag == "companies" })
        let first = try #require(companies.rows.first as? SubFormRow)
        #expect(try #require(first.nestedRows.last as? ButtonRow).tap())
        #expect(removed.values == ["companies[0].name": "Facebook", "companies[0].phone": nil])
        #expect(ThreeLvisImport.threeLvisValues(form.values())["companies[0].name"] == "Apple")
        let second = try #require(companies.rows.first as? SubFormRow)
        #expect(try #require(second.nestedRows.last as? ButtonRow).tap())
        #expect(removed.values["companies[1].name"] == "Apple")
        removed.reset()
        #expect(removed.values.isEmpty)
    }

    /// Targets and formulas of a template act on their own item: `tickets[:index].age` is the
    /// age of the ticket whose kind was chosen, the total multiplies that ticket's numbers.
    @Test func templateTargetsAndFormulasActOnTheirOwnItem() throws {
        let form = try Self.dynamicForm()
        form.setValues(["tickets": [["kind": "adult", "quantity": 2], ["kind": "child", "quantity": 3]]])
        let tickets = try #require(form.sections.first { $0.multivaluedTag == "tickets" })
        let items = tickets.rows.compactMap { $0 as? SubFormRow }
        #expect(items.map { $0.nestedRows[1].isHidden } == [true, false])
        #expect(items.map { $0.nestedRows[3].formValue } == [.double(78), .double(30)])
        // A new ticket starts with the default option and the template's value.
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        let add = try #require(tickets.shownAddRow)
        guard case .insertedRow(let row) = controller.activate(add), let ticket = row as? SubFormRow else {
            Issue.record("the add button did not add a ticket")
            return
        }
        #expect(ticket.formValue == ["kind": "child", "age": nil, "quantity": 1, "total": 10.0])
    }

    /// A condition outside the items reads one item's field by its 3lvis id.
    @Test func conditionsReadAnItemsField() throws {
        let form = try Self.dynamicForm()
        form.setValues(["email": "a@b.co", "companies": [["name": "Acme"]]])
        #expect(form.row(tag: "note")?.isHidden == true)
        form.setValues(["companies": [["name": "Hyper"]]])
        #expect(form.row(tag: "note")?.isHidden == false)
    }

    /// Targets that cross an item's bounds have nothing to act on in Forma: a warning each.
    @Test func targetsAcrossAnItemsBoundsAreWarnings() throws {
        let text = #"""
            {"groups": [{"id": "g", "sections": [
              {"id": "s", "fields": [
                {"id": "email", "type": "email", "targets": [{"id": "companies[0].name", "type": "field", "action": "hide"}]}]},
              {"id": "companies", "type": "dynamic", "action_title": "Add"}]}],
             "templates": {"sections": [{"id": "companies", "fields": [
               {"id": "companies[:index].name", "type": "name",
                "targets": [{"id": "email", "type": "field", "action": "hide"},
                            {"id": "companies[:index].missing", "type": "field", "action": "update"}]}]}]}}
            """#
        let result = try ThreeLvisImport(json: text).load()
        #expect(Self.errors(result) == [])
        #expect(
            Self.warnings(result).filter { $0.contains("target") } == [
                "$.groups[0].sections[0].fields[0].targets[0].id: a target naming the field 'companies[0].name' of one item of a dynamic section has no equivalent in Forma and is left out",
                "$.templates.sections[0].fields[0].targets[0].id: a target from a dynamic section's template to 'email', outside its item has no equivalent in Forma and is left out",
                "$.templates.sections[0].fields[0].targets[1].id: a target naming 'companies[:index].missing', which the dynamic section's template does not have (3lvis Form does nothing with it) has no equivalent in Forma and is left out",
            ])
    }

    @Test func flatValuesMakeItemsInTheOrderOfTheirIndices() {
        let nested = ThreeLvisImport.formaValues(["a[2].x": 3, "b": true, "a[0].x": 1, "a[0].y": "z"])
        #expect(nested == ["a": [["x": 1, "y": "z"], ["x": 3]], "b": true])
        #expect(ThreeLvisImport.threeLvisValues(nested) == ["a[0].x": 1, "a[0].y": "z", "a[1].x": 3, "b": true])
        #expect(ThreeLvisImport.formaValues(["a[x].y": 1, "[0].y": 2]) == ["a[x].y": 1, "[0].y": 2])
    }
}
