import Foundation
import Testing

@testable import FormaCore

/// A form's words follow its formatting locale; the app's entries and closures come first.
@Suite("A form's words")
struct FormStringsTests {
    private func signUp() -> Form {
        Form {
            Section("Account") {
                TextRow("name") {
                    $0.title = "Name"
                    $0.add(.required())
                }
                PasswordRow("password") {
                    $0.title = "Passwort"
                    $0.value = "abc"
                    $0.add(.minLength(8))
                }
                TextRow("nickname") { $0.add(.required()) }
            }
        }
    }

    /// The example of the Localization guide.
    @Test func theGuidesExample() {
        let form = signUp()
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
        form.strings["validation.required"] = "Bitte {title} angeben"
        form.strings["control.delete"] = "Entfernen"
        let messages = form.submit().map(\.message)
        // ["Bitte Name angeben", "Passwort muss mindestens 8 Zeichen lang sein", "Bitte Dieses Feld angeben"]

        #expect(
            messages == [
                "Bitte Name angeben", "Passwort muss mindestens 8 Zeichen lang sein", "Bitte Dieses Feld angeben",
            ])
        #expect(form.presentationStrings.delete == "Entfernen")
    }

    @Test func messagesFollowTheFormattingLocale() {
        let form = signUp()
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
        #expect(
            form.submit().map(\.message) == [
                "Name is required", "Passwort must be at least 8 characters", "This field is required",
            ])
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "fr_FR"), timeZone: .gmt)
        #expect(
            form.submit().map(\.message) == [
                "Name est obligatoire", "Passwort doit contenir au moins 8 caractères", "Ce champ est obligatoire",
            ])
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "ja_JP"), timeZone: .gmt)
        #expect(form.submit().first?.message == "Nameは必須です")
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "pt_BR"), timeZone: .gmt)
        #expect(form.submit().first?.message == "Name is required")
    }

    /// A closure in `validationMessages` wins over the table's entry, which wins over the
    /// shipped words.
    @Test func aClosureWinsOverTheTablesEntry() {
        let form = signUp()
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "es_ES"), timeZone: .gmt)
        #expect(form.submit().first?.message == "Name es obligatorio")
        form.strings["validation.required"] = "Falta {title}"
        #expect(form.submit().first?.message == "Falta Name")
        form.validationMessages[.required] = { "¡\($0.title)!" }
        #expect(form.submit().first?.message == "¡Name!")
        #expect(form.submit().last?.message == "¡Este campo!")
    }

    @Test func theStandardMessagesStayEnglish() {
        #expect(
            ValidationMessages.standard.message(for: RuleKind.required, title: "Email") == "Email is required")
        #expect(
            ValidationMessages.standard.message(for: RuleKind.minLength.with("1"), title: nil)
                == "This field must be at least 1 character")
        #expect(ValidationMessages.standard.message(for: RuleKind("own"), title: "X") == "X is not valid")
        let message = ValidationMessages.standard[.email]
        #expect(
            message?(ValidationMessageContext(kind: RuleKind.email, title: "E"))
                == "Enter a valid email address")
        #expect(ValidationMessages.standard[RuleKind("own")] == nil)
    }

    @Test func theDefaultAddRowSpeaksTheFormsLanguage() throws {
        let form = Form {
            Section("Telefone") {
                PhoneRow { $0.value = "1" }
            }.configured {
                $0.multivalued = [.insert, .delete]
                $0.makeRow = { _ in PhoneRow() }
            }
            Section("Mails") {}.configured {
                $0.multivalued = [.insert]
                $0.insertMode = .addButton(title: "Mail hinzufügen")
                $0.makeRow = { _ in EmailRow() }
            }
        }
        let controller = FormController(form: form)
        let table = HeadlessTableView()
        controller.tableView = table
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
        let add = try #require(controller.row(at: TablePath(section: 0, row: 1)))
        #expect(controller.presentation(of: add).title == "Hinzufügen")
        #expect(controller.presentation(of: add).accessibility.label == "Hinzufügen")
        let own = try #require(controller.row(at: TablePath(section: 1, row: 0)))
        #expect(controller.presentation(of: own).title == "Mail hinzufügen")
    }

    /// An app's words in a right-to-left language are shown as given, on every row.
    @Test func rightToLeftWordsAreShownAsGiven() throws {
        let form = Form {
            Section {
                SwitchRow("news") {
                    $0.title = "الأخبار"
                    $0.value = false
                }
                TextRow("name") {
                    $0.title = "الاسم"
                    $0.required = true
                    $0.add(.required())
                }
            }
        }
        form.strings["control.off"] = "إيقاف"
        form.strings["validation.required"] = "{title} مطلوب"
        form.strings["control.required"] = "שדה חובה"
        let controller = FormController(form: form)
        controller.tableView = HeadlessTableView()
        let news = try #require(form.row(tag: "news"))
        #expect(controller.presentation(of: news).displayText == "إيقاف")
        #expect(form.submit().map(\.message) == ["الاسم مطلوب"])
        let name = try #require(form.row(tag: "name"))
        #expect(controller.presentation(of: name).accessibility.spokenValue?.contains("שדה חובה") == true)
    }
}
