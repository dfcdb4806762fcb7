import Testing

@testable import FormaCore

/// A secret row's value (a password's) never shows through `dump`, `Mirror`, descriptions or
/// change records: it once showed in `dump(form)`, `Mirror(reflecting:)`, `dump(transaction)`
/// and `ValueChange.new`.
@Suite("Secrets in mirrors and descriptions")
struct SecretMirrorTests {
    static let secret = "hunter2-correct-horse"

    static func makeForm() -> Form {
        Form {
            Section("Account") {
                TextRow("name") { $0.value = "Ada" }
                PasswordRow("password") { $0.value = Self.secret }
                TextRow("pin") {
                    $0.traits.isSecure = true
                    $0.value = Self.secret + "-pin"
                }
            }
            Section("Keys") {
                PasswordRow { $0.value = Self.secret + "-key" }
            }.configured { $0.multivaluedTag = "keys" }
        }
    }

    static func dumped(_ subject: some Any) -> String {
        var text = ""
        dump(subject, to: &text, maxDepth: 40)
        return text
    }

    /// Every text a mirror traversal can reach: each child's label, its description and its
    /// debug description, recursively over every child (objects visited once).
    static func mirroredTexts(_ subject: Any) -> [String] {
        var texts: [String] = []
        var seen: Set<ObjectIdentifier> = []
        var stack: [(Any, Int)] = [(subject, 0)]
        while let (value, depth) = stack.popLast() {
            if type(of: value) is AnyClass, let object = value as AnyObject? {
                if !seen.insert(ObjectIdentifier(object)).inserted { continue }
            }
            texts.append(String(describing: value))
            texts.append(String(reflecting: value))
            guard depth < 40 else { continue }
            var mirror: Mirror? = Mirror(reflecting: value)
            while let current = mirror {
                for child in current.children {
                    texts.append(child.label ?? "")
                    stack.append((child.value, depth + 1))
                }
                mirror = current.superclassMirror
            }
        }
        return texts
    }

    static func expectNoSecret(
        _ subject: Any, _ comment: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let dump = dumped(subject)
        #expect(!dump.contains(secret), "\(comment): dump shows the secret", sourceLocation: sourceLocation)
        let texts = mirroredTexts(subject)
        #expect(texts.count > 1, sourceLocation: sourceLocation)
        #expect(
            !texts.contains { $0.contains(secret) }, "\(comment): a mirror child shows the secret",
            sourceLocation: sourceLocation)
    }

    @Test func dumpOfFormShowsNoPassword() {
        let form = Self.makeForm()
        Self.expectNoSecret(form, "form")
        #expect(Self.dumped(form).contains("Ada"), "non-secret values still show")
        #expect(Self.dumped(form).contains(FormValue.secretMask))
        for section in form.sections { Self.expectNoSecret(section, "section") }
        for row in form.allRows { Self.expectNoSecret(row, "row \(row.tag ?? "-")") }
    }

    @Test func mirrorOfPasswordRowMasksItsValue() {
        let row = PasswordRow("password") { $0.value = Self.secret }
        let value = Mirror(reflecting: row).children.first { $0.label == "value" }?.value as? FormValue
        #expect(value == .string(FormValue.secretMask))
        #expect(row.value == Self.secret, "code still reads the real value")
        let empty = PasswordRow("empty")
        #expect(Mirror(reflecting: empty).children.first { $0.label == "value" }?.value as? FormValue == .null)
    }

    @Test func dumpOfTransactionShowsNoPassword() throws {
        let form = Self.makeForm()
        var transactions: [FormTransaction] = []
        let observation = form.observe { transactions.append($0) }
        defer { observation.cancel() }
        let row = try #require(form.row(tag: "password") as? PasswordRow)
        row.value = Self.secret + "-new"
        form.setValues(["pin": .string(Self.secret + "-pin2"), "name": "Grace"])
        #expect(transactions.count == 2)
        for transaction in transactions {
            Self.expectNoSecret(transaction, "transaction")
            Self.expectNoSecret(transaction.changes, "changes")
            #expect(!"\(transaction)".contains(Self.secret))
        }
        #expect(Self.dumped(transactions[1]).contains("Grace"), "non-secret changes still show")
    }

    @Test func valueChangeNewShowsNoPassword() throws {
        let form = Self.makeForm()
        var changes: [ValueChange] = []
        let observation = form.observe { changes += $0.valueChanges }
        defer { observation.cancel() }
        form.setValues(["password": .string(Self.secret + "-new")])
        let change = try #require(changes.first)
        #expect(change.isSecret)
        #expect(change.new == .string(FormValue.secretMask))
        #expect(change.old == .string(FormValue.secretMask))
        for text in ["\(change)", "\(change.new)", "\(change.old)", String(reflecting: change)] {
            #expect(!text.contains(Self.secret))
        }
        Self.expectNoSecret(change, "change")
        #expect(change.revealedNew == .string(Self.secret + "-new"), "read deliberately, the value is there")
        #expect(change.revealedOld == .string(Self.secret))
    }

    @Test func clearingASecretShowsNullNotAMask() {
        let change = ValueChange(row: RowID(rawValue: 1), tag: "p", old: "x", new: .null, isSecret: true)
        #expect(change.new == .null)
        #expect(change.old == .string(FormValue.secretMask))
    }

    @Test func nonSecretChangeIsUnchanged() {
        let change = ValueChange(row: RowID(rawValue: 1), tag: "name", old: "Ada", new: "Grace", isSecret: false)
        #expect(change.new == "Grace")
        #expect(change.revealedNew == change.new)
        #expect(change.description == #"name: "Ada" → "Grace""#)
    }

    /// A rejected password is not repeated in the error (or in `form.lastValueError`).
    @Test func valueErrorOfSecretRowShowsNoPassword() {
        let form = Form { Section { PasswordRow("password") { $0.maximumLength = 4 } } }
        let report = form.setValues(["password": .string(Self.secret)])
        #expect(report.failures.count == 1)
        #expect(!report.description.contains(Self.secret))
        Self.expectNoSecret(report, "report")
        #expect(report.description.contains("at most 4 characters"))
    }

    /// A controller holds drafts and presentations of the password being typed; its dump does not.
    @Test func dumpOfControllerShowsNoPassword() throws {
        let form = Self.makeForm()
        let controller = FormController(form: form)
        let row = try #require(form.row(tag: "password"))
        _ = try controller.setText(Self.secret + "-typed", for: row)
        let presentation = controller.presentation(of: row)
        Self.expectNoSecret(presentation, "presentation")
        Self.expectNoSecret(controller, "controller")
        guard case .textField(let field) = presentation.editor else {
            Issue.record("a password row is edited in a text field")
            return
        }
        #expect(field.text == Self.secret + "-typed", "the renderer still gets the text")
    }
}
