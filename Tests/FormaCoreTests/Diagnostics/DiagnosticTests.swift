import FormaCore
import FormaDefinitions
import Testing

/// Every problem Forma finds is one `Diagnostic`: a stable code, a severity, a message and a
/// place — a range of a condition's text, or a JSON path.
@Suite("One diagnostic type")
struct DiagnosticTests {
    @Test func aConditionProblemHasACodeASeverityAndARange() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("drink") { $0.hidden = "$agee < 18" }
            }
        }
        let diagnostic = try #require(form.diagnostics.first)
        #expect(form.diagnostics.count == 1)
        #expect(diagnostic.code == "condition.unknownTag")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "unknown tag 'agee'; did you mean 'age'?")
        #expect(diagnostic.location == .text("$agee < 18", range: 0..<5))
        #expect(
            diagnostic.description == """
                error: unknown tag 'agee'; did you mean 'age'?
                 --> row 'drink' (hidden) 1:1
                  |
                1 | $agee < 18
                  | ^~~~~
                """)
    }

    @Test func aSyntaxProblemOfAConditionAloneIsTheSameType() throws {
        let diagnostic = try #require(Condition("$age >=").diagnostics.first)
        #expect(diagnostic.code == "condition.expected")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == .text("$age >=", range: 7..<7))
    }

    @Test func aWarningIsAWarning() throws {
        let form = Form {
            Section {
                IntRow("age")
                SwitchRow("adult") { $0.hidden = "$age == 'x'" }
            }
        }
        #expect(form.diagnostics.map(\.severity) == [.warning])
        #expect(form.diagnostics.first?.code.hasPrefix("condition.") == true)
    }

    @Test func aDuplicateTagOfTheBuildIsReported() throws {
        let form = Form {
            Section {
                TextRow("name")
                TextRow("name")
            }
        }
        let diagnostic = try #require(form.diagnostics.first)
        #expect(diagnostic.code == "form.duplicateTag")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == nil)
        #expect(diagnostic.message.contains("duplicate tag"))
    }

    @Test func aDefinitionProblemIsLocatedByItsJSONPath() throws {
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "nmber", "tag": "n"}]}]}"#
        do {
            _ = try Form(json: text)
            Issue.record("a definition with an unknown kind loads")
        } catch let error as DefinitionError {
            let diagnostic = try #require(error.errors.first)
            #expect(diagnostic.code == "definition.unknownKind")
            #expect(diagnostic.severity == .error)
            #expect(
                diagnostic.location
                    == .json(path: "$.sections[0].rows[0].kind", at: SourceLocation(line: 1, column: 46)))
            #expect(diagnostic.description.hasPrefix("1:46: error: $.sections[0].rows[0].kind: unknown kind 'nmber'"))
        }
    }

    @Test func aConditionInADefinitionKeepsItsConditionCode() throws {
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "a", "hidden": "$a == (1"}]}]}"#
        do {
            _ = try Form(json: text)
            Issue.record("a definition with a broken condition loads")
        } catch let error as DefinitionError {
            let diagnostic = try #require(error.errors.first)
            #expect(diagnostic.code.hasPrefix("condition."))
            guard case .json(let path, _) = diagnostic.location else {
                Issue.record("a definition's condition is located by its JSON path")
                return
            }
            #expect(path == "$.sections[0].rows[0].hidden")
            #expect(diagnostic.description.contains("^"))
        }
    }

    @Test func anAppMakesItsOwn() {
        let diagnostic = Diagnostic(code: "app.staleDraft", severity: .warning, message: "draft is old")
        #expect(diagnostic.description == "warning: draft is old")
        let located = Diagnostic(
            code: "app.badPattern", severity: .error, message: "bad", location: .text("a(b", range: 1..<3))
        #expect(located.description.hasSuffix("1 | a(b\n  |  ^~"))
    }

    @Test func aDescriptionIsOneLineWhateverTheMessageQuotes() throws {
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "x\ny": 1}]}]}"#
        let result = try FormDefinition(json: text).load()
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("x\ny"))
        #expect(!diagnostic.description.contains("\n"))
    }

    @Test func aRefusedPatternIsAnErrorOfTheForm() throws {
        let form = Form {
            Section {
                TextRow("code") { $0.add(.pattern(#"(a)\1"#, message: "Enter a code")) }
            }
        }
        let diagnostic = try #require(form.diagnostics.first)
        #expect(form.diagnostics.count == 1)
        #expect(diagnostic.code == "pattern.refused")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("the pattern cannot be used: "))
        guard case .text(let pattern, let range) = diagnostic.location else {
            Issue.record("a refused pattern is located in its text")
            return
        }
        #expect(pattern == #"(a)\1"#)
        #expect(range.lowerBound == 3)
        #expect(diagnostic.description.contains("--> row 'code' (pattern) 1:4"))
    }

    @Test func aLookaheadPatternIsNotAProblem() {
        let form = Form {
            Section {
                PasswordRow("password") { $0.add(.pattern(#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#)) }
            }
        }
        #expect(form.diagnostics.isEmpty)
    }
}
