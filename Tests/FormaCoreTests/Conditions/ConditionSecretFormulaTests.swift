import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// A formula that would copy a secret row's value into a row that is not secret is an error,
/// and the formula is not evaluated: `TextRow("echo") { $0.formula = "$password" }` once
/// showed the password everywhere, even in `values(redactingSecrets: true)`.
@Suite("Formulas copying secrets")
struct ConditionSecretFormulaTests {
    static let secret = "hunter2-correct-horse"

    static func form(_ formula: String, into row: FormRow? = nil) -> Form {
        let target = row ?? TextRow("echo")
        target.formula = Condition(stringLiteral: formula)
        return Form {
            Section {
                PasswordRow("password") { $0.value = Self.secret }
                PasswordRow("confirm") { $0.value = Self.secret }
                SwitchRow("flag") { $0.value = true }
                target
            }
        }
    }

    static func secretDiagnostics(_ form: Form) -> [ConditionDiagnostic] {
        form.conditionDiagnostics.filter {
            if case .secretCopied = $0.problem { return true }
            return false
        }
    }

    @Test func formulaCopyingAPasswordIntoATextRow() throws {
        let form = Self.form("$password")
        let diagnostic = try #require(Self.secretDiagnostics(form).first)
        #expect(diagnostic.isError)
        #expect(diagnostic.problem == .secretCopied(secret: "password", row: "TextRow 'echo'"))
        #expect(
            diagnostic.description == """
                error: the formula copies the secret value of 'password' into TextRow 'echo', which is not secret; \
                compute something that does not carry it (a comparison, a count), or make the row secret
                 --> row 'echo' (formula) 1:1
                  |
                1 | $password
                  | ^~~~~~~~~
                """)
        #expect(form.row(tag: "echo")?.formValue == .null, "the formula is not evaluated")
        #expect(form.values()["echo"] == .null)
        #expect(!form.values(redactingSecrets: true).jsonString().contains(Self.secret))
        #expect(!form.treeDescription.contains(Self.secret))
    }

    @Test(
        arguments: [
            ("'x' + $password", 6..<15), ("upper(trim($password))", 11..<20), ("iif($flag, 'none', $confirm)", 19..<27),
            ("CAST($password, 'NSString')", 5..<14), ("$flag == true AND $password == 'x' OR 1 == 1", nil),
        ] as [(String, Range<Int>?)])
    func carriedThroughExpressions(formula: String, range: Range<Int>?) {
        let found = Self.secretDiagnostics(Self.form(formula))
        #expect(found.map(\.range) == (range.map { [$0] } ?? []), "\(formula)")
        if range != nil {
            #expect(Self.form(formula).row(tag: "echo")?.formValue == .null)
        }
    }

    /// Results that only tell something about a secret carry none of it.
    @Test(arguments: [
        ("$password == $confirm", "switch"), ("$password IS EMPTY", "switch"), ("$password.@count", "int"),
        ("count($password)", "int"), ("iif($password == $confirm, 'same', 'different')", "text"),
        ("$password.isHidden", "switch"),
    ])
    func revealingNothingIsAllowed(formula: String, kind: String) {
        let row: FormRow =
            switch kind {
            case "switch": SwitchRow("echo")
            case "int": IntRow("echo")
            default: TextRow("echo")
            }
        let form = Self.form(formula, into: row)
        #expect(Self.secretDiagnostics(form).isEmpty, "\(formula)")
        #expect(form.conditionDiagnostics.filter(\.isError).isEmpty, "\(formula)")
        #expect(row.formValue != .null, "\(formula) is evaluated")
    }

    @Test func secretRowMayComputeFromASecret() {
        let row = PasswordRow("echo")
        let form = Self.form("$password", into: row)
        #expect(Self.secretDiagnostics(form).isEmpty)
        #expect(row.value == Self.secret)
        #expect(form.values(redactingSecrets: true)["echo"] == .string(FormValue.secretMask))
    }

    @Test func secureTextRowCountsAsSecret() {
        let form = Form {
            Section {
                TextRow("pin") {
                    $0.traits.isSecure = true
                    $0.value = "1234"
                }
                TextRow("echo") { $0.formula = "'pin: ' + $pin" }
            }
        }
        #expect(Self.secretDiagnostics(form).count == 1)
        #expect(form.row(tag: "echo")?.formValue == .null)
    }

    /// The formula names the password before the row exists; the check happens when it comes.
    @Test func passwordAddedAfterTheFormula() throws {
        let form = Form { Section { TextRow("echo") { $0.formula = "$password" } } }
        #expect(Self.secretDiagnostics(form).isEmpty)
        try form.sections[0].append(PasswordRow("password") { $0.value = Self.secret })
        #expect(Self.secretDiagnostics(form).count == 1)
        #expect(form.row(tag: "echo")?.formValue == .null)
        #expect(!form.values(redactingSecrets: true).jsonString().contains(Self.secret))
    }

    @Test func multivaluedSectionOfSecrets() {
        let form = Form {
            Section { PasswordRow { $0.value = Self.secret } }.configured { $0.multivaluedTag = "keys" }
            Section { TextRow("echo") { $0.formula = "$keys[FIRST]" } }
        }
        #expect(Self.secretDiagnostics(form).count == 1)
        #expect(form.row(tag: "echo")?.formValue == .null)
    }

    /// A closure cannot be looked into: one declaring a secret tag is refused for a row that is not secret.
    @Test func closureFormulaReadingASecret() {
        let echo = TextRow("echo")
        echo.formula = .computed(["password"]) { form in form.row(tag: "password")?.formValue ?? .null }
        let form = Form {
            Section {
                PasswordRow("password") { $0.value = Self.secret }; echo
            }
        }
        #expect(Self.secretDiagnostics(form).count == 1)
        #expect(echo.value == nil)
    }

    @Test func definitionWithAFormulaCopyingAPassword() throws {
        let json = #"""
            {"forma": 1, "sections": [{"rows": [
              {"kind": "password", "tag": "password"},
              {"kind": "text", "tag": "echo", "formula": "'> ' + $password"}
            ]}]}
            """#
        do {
            _ = try Form(json: json)
            Issue.record("a definition copying a secret loads")
        } catch let error as DefinitionError {
            let diagnostic = try #require(error.details.first { $0.isError })
            #expect(diagnostic.path.description == "$.sections[0].rows[1].formula")
            #expect(diagnostic.description.contains("copies the secret value of 'password'"))
            #expect(diagnostic.description.hasSuffix("1 | '> ' + $password\n  |        ^~~~~~~~~"))
        }
    }

    /// A row made secret after a formula copied it: the formula is refused from then on and
    /// its value no longer shows the secret.
    @Test func rowMadeSecretAfterItsValueWasCopied() throws {
        let pin = TextRow("pin") { $0.value = "1234" }
        let echo = TextRow("echo") { $0.formula = "'pin ' + $pin" }
        let form = Form {
            Section {
                pin; echo
            }
        }
        #expect(echo.value == "pin 1234")
        pin.traits.isSecure = true
        #expect(Self.secretDiagnostics(form).count == 1)
        #expect(echo.value == nil)
        pin.value = "5678"
        #expect(echo.value == nil)
        pin.traits.isSecure = false
        #expect(Self.secretDiagnostics(form).isEmpty)
        #expect(echo.value == "pin 5678")
    }

    /// The example of the Conditions guide.
    @Test func guideExample() {
        let form = Form {
            Section {
                PasswordRow("password") { $0.value = Self.secret }
                TextRow("echo") { $0.formula = "'> ' + $password" }
            }
        }
        let diagnostic = Self.secretDiagnostics(form).first
        #expect(diagnostic.map { "\($0.location)" } == "(line: 1, column: 8)")
        #expect(diagnostic?.description.hasSuffix("1 | '> ' + $password\n  |        ^~~~~~~~~") == true)
    }
}
