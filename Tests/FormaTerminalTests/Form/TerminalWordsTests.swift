import FormaCore
import FormaExamples
import Foundation
import Testing

@testable import FormaTerminal

/// The terminal's own words come from the form's strings table, in its language.
@MainActor
@Suite struct TerminalWordsTests {
    @Test func problemsAreCountedInTheFormsLanguage() throws {
        let harness = try TerminalHarness(
            SignUpForm.make(), title: "Konto", size: TerminalSize(rows: 20, columns: 90), locale: "de_DE")
        harness.press(Keys.down + Keys.down + Keys.down)
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("3 Probleme: Korrigieren Sie die mit ✗ markierten Zeilen"))
        #expect(harness.screen.contains("ist erforderlich"))
        harness.finish()
    }

    @Test func theStatusLineSpeaksTheFormsLanguage() throws {
        let harness = try TerminalHarness(
            SignUpForm.make(), title: "登録", size: TerminalSize(rows: 20, columns: 90), locale: "ja_JP")
        harness.press(Keys.add)
        #expect(harness.screen.contains("ここには行を追加できません"))
        harness.press(Keys.delete)
        #expect(harness.screen.contains("この行は削除できません"))
        harness.finish()
    }

    /// An app's words in Arabic and Hebrew are drawn as given, in their logical order: the
    /// terminal leaves their direction to itself.
    @Test func rightToLeftWordsAreDrawn() throws {
        let form = Form {
            Section("الإعدادات") {
                SwitchRow("news") {
                    $0.title = "الأخبار"
                    $0.value = false
                }
                TextRow("name") {
                    $0.title = "שם"
                    $0.add(.required())
                }
            }
        }
        form.strings["control.off"] = "إيقاف"
        form.strings["validation.required"] = "{title} חובה"
        form.strings["problems.single"] = "בעיה אחת: {message}"
        let harness = try TerminalHarness(form, title: "טופס")
        #expect(harness.screen.contains("الأخبار"))
        #expect(harness.screen.contains("إيقاف"))
        #expect(harness.press(Keys.submit) == nil)
        #expect(harness.screen.contains("בעיה אחת: שם חובה"))
        harness.finish()
    }
}
