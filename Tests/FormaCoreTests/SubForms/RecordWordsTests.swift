import Foundation
import Testing

@testable import FormaCore

/// The words of records — the Remove button ending each item — come from the form's table
/// of strings, in its language.
@Suite("Words of records")
struct RecordWordsTests {
    static func makeForm() -> Form {
        let form = Form {
            Section.repeatable("travellers", header: "Travellers") {
                Section("Traveller") { NameRow("name") }
            }
        }
        form.setValues(["travellers": [["name": "Ada"]]])
        return form
    }

    static func removeButton(in form: Form) throws -> FormRow {
        let section = try #require(form.sections.first { $0.multivaluedTag == "travellers" })
        let item = try #require(section.rows.first as? SubFormRow)
        return try #require(item.nestedRows.last as? ButtonRow)
    }

    @Test(arguments: [
        ("en_US", "Remove"), ("de_DE", "Entfernen"), ("fr_FR", "Retirer"), ("es_ES", "Quitar"), ("ja_JP", "取り除く"),
        ("zh_CN", "移除"),
    ])
    func theRemoveButtonSpeaksTheFormsLanguage(locale: String, word: String) throws {
        let form = Self.makeForm()
        form.formatting = FormattingEnvironment(locale: Locale(identifier: locale), timeZone: .gmt)
        let controller = FormController(form: form)
        let remove = try Self.removeButton(in: form)
        #expect(remove.isRecordRemoveButton)
        #expect(controller.presentation(of: remove).title == word)
        #expect(controller.presentation(of: remove).accessibility.label == word)
    }

    @Test func anAppsEntryAndAnAppsOwnTitleWin() throws {
        let form = Self.makeForm()
        form.strings["control.remove"] = "Drop"
        let controller = FormController(form: form)
        let remove = try Self.removeButton(in: form)
        #expect(controller.presentation(of: remove).title == "Drop")
        remove.title = "Leave the trip"
        #expect(controller.presentation(of: remove).title == "Leave the trip")
    }

    @Test func aButtonTitledRemoveElsewhereIsLeftAlone() throws {
        let form = Form { Section { ButtonRow("remove") { $0.title = "Remove" } } }
        form.formatting = FormattingEnvironment(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
        let controller = FormController(form: form)
        let button = try #require(form.row(tag: "remove"))
        #expect(!button.isRecordRemoveButton)
        #expect(controller.presentation(of: button).title == "Remove")
    }

    @Test func theLineModesRemoveQuestionIsInEveryLanguage() {
        for language in Language.allCases {
            let text = FormaStrings().text("terminal.removeItem", in: language, ["item": "X"])
            #expect(text.contains("X"), "\(language)")
        }
        #expect(
            FormaStrings().text("terminal.removeItem", in: .english, ["item": "Traveller 2"]) == "Remove Traveller 2?")
    }
}
