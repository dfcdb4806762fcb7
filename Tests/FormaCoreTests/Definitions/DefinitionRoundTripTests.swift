import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

@Suite("Definitions: load and write")
struct DefinitionRoundTripTests {
    @Test(arguments: [DefinitionFixtures.everything, DefinitionFixtures.minimal])
    func loadingThenWritingGivesTheSameDocument(text: String) throws {
        let form = try Form(json: text)
        #expect(try form.definition().jsonString() == text)
    }

    /// Rules comparing with another row, and lengths counting a multiple selection, are
    /// written back as they were read.
    @Test func rowComparisonsAndChoiceCountsRoundTrip() throws {
        let text = """
            {
              "forma": 1,
              "sections": [
                {
                  "rows": [
                    {
                      "kind": "integer",
                      "tag": "low"
                    },
                    {
                      "kind": "integer",
                      "tag": "high",
                      "validations": [
                        {"rule": "greater_than_row", "value": "low"},
                        {"rule": "at_most_row", "value": "low", "message": "Too high"}
                      ]
                    },
                    {
                      "kind": "multipleSelector",
                      "tag": "days",
                      "options": [
                        {"value": "mo"},
                        {"value": "tu"}
                      ],
                      "validations": [
                        {"rule": "max_length", "value": 1}
                      ]
                    }
                  ]
                }
              ]
            }

            """
        let form = try Form(json: text)
        #expect(try form.definition().jsonString() == text)
        form.setValues(["low": 2, "high": 3, "days": ["mo", "tu"]])
        #expect(form.validate().map(\.kind.key) == ["at_most_row", "max_length"])
        #expect(
            try Self.problems(
                #"{"forma": 1, "sections": [{"rows": [{"kind": "integer", "tag": "a", "validations": [{"rule": "less_than_row", "value": "b"}]}]}]}"#
            )
                == ["$.sections[0].rows[0].validations[0].value: unknown tag 'b'; did you mean 'a'?"])
    }

    static func problems(_ text: String) throws -> [String] {
        try FormDefinition(json: text).load().details.map { "\($0.path): \($0.message)" }
    }

    @Test func loadsEveryKindWithItsTraits() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        #expect(form.title == "Everything")
        #expect(form.hiddenValuePolicy == .include)
        #expect(form.validationTrigger == .onBlur)
        let kinds = Set(form.allRows.map(\.kind))
        #expect(kinds == Set(RowKind.builtIn))
        let title = try #require(form.row(tag: "title") as? TextRow)
        #expect(title.placeholder == "Title" && title.traits.autocorrection == .no && title.value == "Lunch")
        #expect(title.validators.count == 3)
        let volume = try #require(form.row(tag: "volume") as? SliderRow)
        #expect(volume.minimum == -10 && volume.maximum == 10 && volume.step == 0.5 && volume.value == 2.5)
        let rating = try #require(form.row(tag: "rating") as? PickerRow<Int>)
        #expect(rating.options == [Option(1, title: "One"), Option(2, title: "Two")])
        #expect(form.row(tag: "ratio") is ActionSheetRow<Double>)
        #expect(form.row(tag: "confirmed") is AlertRow<Bool>)
        #expect(form.row(tag: "later") is AlertRow<Int>)
        #expect((form.row(tag: "country") as? PushRow<String>)?.selectorTitle == "Countries")
        let birthday = try #require(form.row(tag: "birthday") as? DateRow)
        #expect(birthday.presentation == .input && birthday.minimumDate == Date(timeIntervalSince1970: -2_208_988_800))
        #expect((form.row(tag: "city") as? LeftRightSelectorRow<String, String>)?.value?.right == "Lyon")
        #expect(form.row(tag: "email")?.validationTrigger == .onChange)
    }

    @Test func conditionsAndFormulasWork() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        #expect(form.row(tag: "total")?.formValue == .double(7.5))
        #expect(form.row(tag: "zip")?.isHidden == true)
        form.setValues(["country": "US"])
        #expect(form.row(tag: "zip")?.isHidden == false)
        form.setValues(["locked": true])
        #expect(form.isDisabled)
        form.setValues(["advanced": false])
        #expect(form.sections[1].isHidden)
    }

    @Test func validationsFromTheDefinitionRun() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        form.setValues([
            "title": "", "password": "abcdefgh", "confirm": "x", "quantity": 0, "price": 2000.0, "twitter": "nope",
        ])
        let failed = form.validate(includeHidden: true).map { "\($0.tag ?? "-"):\($0.kind.key):\($0.message)" }
        #expect(failed.contains("title:required:Give it a title"))
        #expect(failed.contains("password:format:Use a digit"))
        #expect(failed.contains("confirm:equal_to:This field does not match password"))
        #expect(failed.contains("quantity:min_value:This field must be at least 1"))
        #expect(failed.contains("price:less_than:Too expensive"))
        #expect(failed.contains { $0.hasPrefix("twitter:exact_length") })
    }

    /// Length rules on text from a definition behave as `Rule.minLength` and `Rule.maxLength`
    /// do: a row left empty passes them (only `required` asks for a value). They were read as
    /// counting rules, which fail an empty row, because text is a collection of characters.
    @Test func textLengthRulesPassAnEmptyRowAsTheSwiftRulesDo() throws {
        let form = try Form(
            json: #"""
                {"forma": 1, "sections": [{"rows": [
                  {"kind": "text", "tag": "nick", "title": "Nickname", "validations": [
                    {"rule": "min_length", "value": 2}, {"rule": "max_length", "value": 4}]}]}]}
                """#)
        let swift = Form {
            Section {
                TextRow("nick") {
                    $0.title = "Nickname"; $0.add(.minLength(2)).add(.maxLength(4))
                }
            }
        }
        for value: FormValue in [.null, "a", "ab", "abcd", "abcde"] {
            form.setValues(["nick": value])
            swift.setValues(["nick": value])
            #expect(form.validate().map(\.message) == swift.validate().map(\.message), "value \(value)")
        }
        form.setValues(["nick": .null])
        #expect(form.validate() == [])
        form.setValues(["nick": "a"])
        #expect(form.validate().map(\.message) == ["Nickname must be at least 2 characters"])
    }

    @Test func multivaluedSectionsMakeRowsFromTheirTemplate() throws {
        let form = try Form(json: DefinitionFixtures.everything)
        let report = form.setValues([
            "phones": ["555-0100", "555-0199"], "emailList": ["a@example.com", "b@example.com"],
        ])
        #expect(report.isComplete)
        #expect(form.values(includeHidden: true)["phones"] == ["555-0100", "555-0199"])
        let emails = try #require(form.section(tag: "emails"))
        #expect(emails.rows.count == 2 && emails.rows[1].tag == nil && emails.rows[1].kind == .email)
        #expect(emails.insertMode == .lastRow)
    }

    @Test func swiftBuiltFormsAreDescribedToo() throws {
        let form = Form {
            Section("Sign up") {
                EmailRow("email") { $0.add(.email).add(.required(message: "Needed")) }
                IntRow("age") {
                    $0.add(.range(18...120)); $0.hidden = .value("email") == "x"
                }
            }
        }
        let text = try form.definition().jsonString()
        let again = try Form(json: text)
        #expect(try again.definition().jsonString() == text)
        #expect(text.contains(#""hidden": "$email == \"x\"""#))
    }

    @Test func closuresAreNamedWithTheirRows() {
        let form = Form {
            Section {
                TextRow("a") { $0.add(Rule<String>.check { @Sendable _, _ in true }) }
                TextRow("b") { $0.hidden = .function(["a"]) { _ in true } }
                ButtonRow("go").onTap { _ in }
                IntRow("n") { $0.formatter = ValueFormatter(format: { "\($0)" }, parse: { Int($0) }) }
            }
        }
        #expect(throws: DefinitionError.self) { try form.definition() }
        do {
            _ = try form.definition()
        } catch let error as DefinitionError {
            #expect(
                error.details.map(\.path.description) == [
                    "$.sections[0].rows[0]", "$.sections[0].rows[1].hidden", "$.sections[0].rows[2]",
                    "$.sections[0].rows[3]",
                ])
            #expect(error.diagnostics[0].message.contains("TextRow 'a'"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func customKindsAsTheGuideRegistersThem() throws {
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "rating", "tag": "r", "stars": 7}]}]}"#
        var registry = DefinitionRegistry()
        registry.register(
            RatingRow.self, traits: ["stars"],
            read: { row, traits in if case .int(let n)? = traits["stars"] { row.stars = n } },
            write: { row in ["stars": .int(row.stars)] })
        let form = try Form(json: text, registry: registry)
        #expect((form.row(tag: "r") as? RatingRow)?.stars == 7)
    }

    @Test func customKindsComeFromTheRegistry() throws {
        var registry = DefinitionRegistry()
        registry.register(
            RatingRow.self, traits: ["stars"],
            read: { row, traits in
                guard let stars = traits["stars"] else { return }
                guard case .int(let n) = stars, (1...10).contains(n) else {
                    throw DefinitionTraitError(key: "stars", message: "stars must be 1 to 10")
                }
                row.stars = n
            }, write: { row in row.stars == 5 ? FormValues() : ["stars": .int(row.stars)] })
        let text = """
            {
              "forma": 1,
              "sections": [
                {
                  "rows": [
                    {
                      "kind": "rating",
                      "tag": "r",
                      "stars": 7,
                      "value": 3,
                      "validations": [
                        {"rule": "max_value", "value": 7}
                      ]
                    }
                  ]
                }
              ]
            }

            """
        let form = try Form(json: text, registry: registry)
        #expect((form.row(tag: "r") as? RatingRow)?.stars == 7)
        #expect(try form.definition(registry: registry).jsonString() == text)
        let bad = text.replacingOccurrences(of: "\"stars\": 7", with: "\"stars\": 70")
        let result = try FormDefinition(json: bad).load(registry: registry)
        #expect(result.form == nil)
        #expect(
            result.diagnostics.map(\.description) == ["9:20: error: $.sections[0].rows[0].stars: stars must be 1 to 10"]
        )
        #expect(throws: DefinitionError.self) { try Form(json: text) }
    }
}

final class RatingRow: Row<Int>, RowConfigurable {
    override var kind: RowKind { "rating" }
    var stars = 5
}
