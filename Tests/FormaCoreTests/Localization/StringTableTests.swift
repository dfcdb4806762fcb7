import Foundation
import Testing

@testable import FormaCore

/// The one table of the library's words: languages by locale, the app's entries, English
/// when a language has no entry, and translations whose placeholders are English's.
@Suite("Strings table")
struct StringTableTests {
    @Test func everyShippedTranslationHasEnglishsKeysAndPlaceholders() {
        #expect(StringTables.problems().isEmpty)
    }

    @Test func everyLanguageHasItsWordsForEveryKeyOrFallsBackToEnglish() {
        let strings = FormaStrings()
        for language in Language.allCases {
            for key in StringTables.english.keys {
                let text = strings.text(key, in: language, ["title": "T", "bound": "3", "count": "3", "other": "O"])
                #expect(!text.contains("{"), "\(language) \(key): \(text)")
                #expect(!text.isEmpty || key == "control.noValue", "\(language) \(key)")
            }
        }
    }

    @Test func aTranslationWithWrongPlaceholdersIsReported() {
        let table = [
            "validation.required": "{name} fehlt",
            "validation.min_value": "{title} zu klein",
            "control.on": "Ein",
            "control.launch": "Los",
            "validation.min_length.one": "{title} {count}",
        ]
        #expect(
            StringTables.problems(in: table, language: "de") == [
                "de control.launch: no such key in English",
                "de validation.min_value: misses {bound}",
                "de validation.required: uses {name}, which English does not have; misses {title}",
            ])
    }

    @Test func theAppsEntriesAreCheckedToo() {
        var strings = FormaStrings()
        strings["validation.max_value"] = "{title} höchstens {max}"
        #expect(
            StringTables.problems(of: strings) == [
                "app validation.max_value: uses {max}, which English does not have; misses {bound}"
            ])
    }

    /// An app's entry naming a placeholder English does not have is passed over: the
    /// shipped words are shown, never a raw `{max}`.
    @Test func anEntryWithAnUnknownPlaceholderIsNeverShownRaw() {
        var strings = FormaStrings()
        strings["validation.max_value"] = "{title} höchstens {max}"
        let text = strings.text("validation.max_value", in: .german, ["title": "Alter", "bound": "99"])
        #expect(text == "Alter darf höchstens 99 sein")
        strings["validation.min_value"] = "{title} mindestens"
        #expect(
            strings.text("validation.min_value", in: .german, ["title": "Alter", "bound": "1"]) == "Alter mindestens")
    }

    @Test func aKeyMissingInALanguageIsEnglish() {
        #expect(StringTables.german["control.noValue"] == nil)
        #expect(FormaStrings().text("control.noValue", in: .german) == "—")
        #expect(FormaStrings().text("no.such.key", in: .german) == "no.such.key")
    }

    @Test func bracesThatAreNotPlaceholdersAreText() {
        #expect(StringTemplate.placeholders(in: "{a} {b c} {} {1} {") == ["a"])
        #expect(StringTemplate.fill("{a} {b c} {} {1} {", with: ["a": "x"]) == "x {b c} {} {1} {")
        #expect(StringTemplate.fill("{missing}!", with: [:]) == "!")
    }

    @Test(arguments: [
        ("en_US_POSIX", Language.english), ("en_GB", .english), ("de_CH", .german), ("de", .german),
        ("fr-CA", .french), ("es_MX", .spanish), ("ja_JP", .japanese), ("zh_Hans_CN", .chinese),
        ("zh-Hant-TW", .chinese), ("pt_BR", .english), ("ar_EG", .english), ("", .english),
    ])
    func theLanguageComesFromTheLocale(identifier: String, language: Language) {
        #expect(Language(Locale(identifier: identifier)) == language)
    }

    @Test(arguments: [
        (Language.english, "On", "Delete", "Name is required", "Name must be at least 1 character"),
        (.german, "Ein", "Löschen", "Name ist erforderlich", "Name muss mindestens 1 Zeichen lang sein"),
        (.french, "Oui", "Supprimer", "Name est obligatoire", "Name doit contenir au moins 1 caractère"),
        (.spanish, "Sí", "Eliminar", "Name es obligatorio", "Name debe tener al menos 1 carácter"),
        (.japanese, "オン", "削除", "Nameは必須です", "Nameは1文字以上で入力してください"),
        (.chinese, "开", "删除", "Name为必填项", "Name至少需要1个字符"),
    ])
    func eachLanguagesWords(language: Language, on: String, delete: String, required: String, minimum: String) {
        let words = PresentationStrings(FormaStrings(), language: language)
        #expect(words.on == on)
        #expect(words.delete == delete)
        let strings = FormaStrings()
        #expect(strings.validationText(RuleKind.required, title: "Name", in: language) == required)
        #expect(
            strings.validationText(RuleKind.minLength.with("1"), title: "Name", in: language)
                == minimum)
    }

    @Test func moreMessagesPerLanguage() {
        let strings = FormaStrings()
        let at5 = RuleKind.minLength.with("5")
        #expect(strings.validationText(at5, title: "Name", in: .english) == "Name must be at least 5 characters")
        #expect(strings.validationText(at5, title: "Nom", in: .french) == "Nom doit contenir au moins 5 caractères")
        #expect(strings.validationText(at5, title: "Nombre", in: .spanish) == "Nombre debe tener al menos 5 caracteres")
        let below = RuleKind.lessThan.with("10")
        #expect(strings.validationText(below, title: "Alter", in: .german) == "Alter muss kleiner als 10 sein")
        #expect(strings.validationText(below, title: "年齢", in: .japanese) == "年齢は10より小さくしてください")
        #expect(strings.validationText(below, title: "年龄", in: .chinese) == "年龄必须小于10")
        let equal = RuleKind.equalTo.with("password")
        #expect(strings.validationText(equal, title: "Confirm", in: .english) == "Confirm does not match password")
        let own = RuleKind("vat_number")
        #expect(strings.validationText(own, title: "USt-IdNr.", in: .german) == "USt-IdNr. ist ungültig")
        #expect(
            strings.text("problems.fixMarked", count: 3, in: .french) == "3 problèmes : corrigez les lignes marquées ✗")
        #expect(strings.text("problems.fixMarked", count: 1, in: .english) == "1 problem: fix the row marked ✗")
    }
}
