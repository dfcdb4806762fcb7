import Testing

@testable import FormaCore

/// CLDR's plural rules of the shipped languages, for the counts that tell them apart.
@Suite("Plural rules")
struct PluralRuleTests {
    /// English and German: one for 1 written without decimals, other for everything else.
    @Test(arguments: [Language.english, .german])
    func englishAndGermanHaveOneOnlyForOne(language: Language) {
        #expect(PluralRule.category(of: "0", in: language) == .other)
        #expect(PluralRule.category(of: "1", in: language) == .one)
        #expect(PluralRule.category(of: "2", in: language) == .other)
        #expect(PluralRule.category(of: "5", in: language) == .other)
        #expect(PluralRule.category(of: "21", in: language) == .other)
        #expect(PluralRule.category(of: "1.5", in: language) == .other)
        #expect(PluralRule.category(of: "1.0", in: language) == .other)
        #expect(PluralRule.category(of: "-1", in: language) == .one)
    }

    /// Spanish: one for n = 1, so "1.0" too.
    @Test func spanishHasOneForTheNumberOne() {
        #expect(PluralRule.category(of: "0", in: .spanish) == .other)
        #expect(PluralRule.category(of: "1", in: .spanish) == .one)
        #expect(PluralRule.category(of: "1.0", in: .spanish) == .one)
        #expect(PluralRule.category(of: "2", in: .spanish) == .other)
        #expect(PluralRule.category(of: "5", in: .spanish) == .other)
        #expect(PluralRule.category(of: "21", in: .spanish) == .other)
        #expect(PluralRule.category(of: "1.5", in: .spanish) == .other)
    }

    /// French: one for 0 and 1, and for 1.5 (its integer digits are 1).
    @Test func frenchHasOneForZeroAndOne() {
        #expect(PluralRule.category(of: "0", in: .french) == .one)
        #expect(PluralRule.category(of: "1", in: .french) == .one)
        #expect(PluralRule.category(of: "1.5", in: .french) == .one)
        #expect(PluralRule.category(of: "0.5", in: .french) == .one)
        #expect(PluralRule.category(of: "2", in: .french) == .other)
        #expect(PluralRule.category(of: "5", in: .french) == .other)
        #expect(PluralRule.category(of: "21", in: .french) == .other)
    }

    /// Japanese and Chinese: one form for every count.
    @Test(arguments: [Language.japanese, .chinese])
    func japaneseAndChineseHaveOnlyOther(language: Language) {
        for count in ["0", "1", "2", "5", "21", "1.5"] {
            #expect(PluralRule.category(of: count, in: language) == .other)
        }
    }

    /// Text that is not a number, and numbers with leading zeros.
    @Test func unusualCountsAreReadAsWritten() {
        #expect(PluralRule.category(of: "", in: .english) == .other)
        #expect(PluralRule.category(of: "eight", in: .french) == .other)
        #expect(PluralRule.category(of: "1.", in: .english) == .one)
        #expect(PluralRule.category(of: "01", in: .english) == .one)
        #expect(PluralRule.category(of: "00", in: .french) == .one)
        #expect(PluralRule.category(of: "1e3", in: .english) == .other)
    }

    /// Counted entries take the form of the count, in every language.
    @Test func countedEntriesTakeTheCountsForm() {
        let strings = FormaStrings()
        let counts = [0, 1, 2, 5, 21]
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .english) } == [
                "0 problems:", "1 problem:", "2 problems:", "5 problems:", "21 problems:",
            ])
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .german) } == [
                "0 Probleme:", "1 Problem:", "2 Probleme:", "5 Probleme:", "21 Probleme:",
            ])
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .french) } == [
                "0 problème :", "1 problème :", "2 problèmes :", "5 problèmes :", "21 problèmes :",
            ])
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .spanish) } == [
                "0 problemas:", "1 problema:", "2 problemas:", "5 problemas:", "21 problemas:",
            ])
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .japanese) } == [
                "0件の問題:", "1件の問題:", "2件の問題:", "5件の問題:", "21件の問題:",
            ])
        #expect(
            counts.map { strings.text("problems.list", count: $0, in: .chinese) } == [
                "0个问题：", "1个问题：", "2个问题：", "5个问题：", "21个问题：",
            ])
        #expect(
            strings.text("validation.min_length", count: "1.5", in: .french, ["title": "Nom"])
                == "Nom doit contenir au moins 1.5 caractère")
        #expect(
            strings.text("validation.min_length", count: "1.5", in: .english, ["title": "Name"])
                == "Name must be at least 1.5 characters")
    }
}
