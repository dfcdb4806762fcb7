import Foundation
import LinearRegex
import Testing

@testable import FormaCore

@Suite("Validators")
struct ValidatorTests {
    static func failures<V: Validator>(_ validator: V, _ value: V.Value?) -> [String] {
        validator.validate(value, in: nil).map(\.kind.description)
    }

    @Test(arguments: [
        ("", false), ("ab", false), ("abc", true), ("abcd", true),
    ])
    func minLength(text: String, passes: Bool) {
        #expect(Self.failures(Rule.minLength(3), text).isEmpty == passes)
    }

    /// Lengths count characters, not bytes or scalars, however many bytes a character takes.
    @Test(arguments: [
        ("👍🏽", 1, true, true, true), // one character, eight UTF-8 bytes
        ("e\u{301}x", 2, true, true, true), // a combining accent: two characters, three scalars
        ("e\u{301}x", 3, false, true, false),
        ("日本語", 2, true, false, false),
        ("ab", 0, true, false, false),
    ])
    func lengthsCountCharacters(text: String, count: Int, atLeast: Bool, atMost: Bool, exact: Bool) {
        #expect(Self.failures(Rule.minLength(count), text).isEmpty == atLeast)
        #expect(Self.failures(Rule.maxLength(count), text).isEmpty == atMost)
        #expect(Self.failures(Rule.exactLength(count), text).isEmpty == exact)
    }

    @Test func lengthRulesNameTheirArguments() {
        #expect(Self.failures(Rule.maxLength(2), "abc") == ["max_length(2)"])
        #expect(Self.failures(Rule.exactLength(4), "abc") == ["exact_length(4)"])
        #expect(Self.failures(Rule.exactLength(4), "abcd").isEmpty)
        #expect(Self.failures(Rule.minLength(3), nil).isEmpty, "empty values are left to required")
    }

    @Test func comparisons() {
        #expect(Self.failures(Rule.minimum(18), 17) == ["min_value(18)"])
        #expect(Self.failures(Rule.minimum(18), 18).isEmpty)
        #expect(Self.failures(Rule.maximum(1.5), 2.0) == ["max_value(1.5)"])
        #expect(Self.failures(Rule.greaterThan(0), 0) == ["greater_than(0)"])
        #expect(Self.failures(Rule.lessThan(10), 9).isEmpty)
        #expect(Self.failures(AllOf.range(1...10), 11) == ["max_value(10)"])
        #expect(Self.failures(AllOf.range(1...10), 0) == ["min_value(1)"])
        #expect(Self.failures(AllOf.range(1...10), 5).isEmpty)
        let start = Date(timeIntervalSince1970: 0)
        #expect(Self.failures(Rule.greaterThan(start), start) == ["greater_than(\(start.formValue.jsonString()))"])
    }

    @Test(arguments: [
        ("ada@example.com", true), ("ada.lovelace+forms@mail.example.org", true), ("ada@example", false),
        ("@example.com", false), ("ada@.com", false), ("ada example@x.com", false), ("ada@@x.com", false),
        ("ada@x.c", false), ("ada@-x.com", false), (".ada@x.com", false), ("a..b@x.com", false),
    ])
    func email(text: String, valid: Bool) {
        #expect(Self.failures(Rule.email, text).isEmpty == valid)
    }

    @Test(arguments: [
        ("https://swift.org", true), ("http://example.com/a?b=c", true), ("ftp://example.com", false),
        ("example.com", false), ("https://", false), ("https://exa mple.com", false),
    ])
    func url(text: String, valid: Bool) {
        #expect(Self.failures(Rule.url, text).isEmpty == valid)
    }

    @Test func patternsMatchTheWholeText() {
        let zip = Rule.pattern("[0-9]{5}")
        #expect(Self.failures(zip, "12345").isEmpty)
        #expect(Self.failures(zip, "123456") == ["format([0-9]{5})"])
        #expect(Self.failures(zip, "a12345") == ["format([0-9]{5})"])
    }

    @Test(arguments: [
        ("(a)\\1", "back-references are not supported (they need backtracking) at offset 3"),
        ("(?>a)a", "atomic groups and possessive quantifiers are not supported at offset 0"),
        (
            "a" + String(repeating: "(?<=a", count: 40) + String(repeating: ")", count: 40),
            "look-behind nested more than 32 deep in others at offset 161"
        ),
        ("[a-", "a character class is not closed with ']' at offset 0"),
        ("a{1001}", "a counted repetition is above 1000 at offset 1"),
    ])
    func refusedPatternsFailWithAReason(pattern: String, reason: String) {
        let rule = Rule.pattern(pattern)
        let failures = rule.validate("aaaa", in: nil)
        #expect(failures.first?.message == "The pattern \(pattern) cannot be used: \(reason)")
    }

    /// A refused pattern's reason reaches the person however the app worded the rule.
    @Test func refusedPatternsSayWhyWhateverMessageTheAppGave() {
        let pattern = "(a)\\1"
        let reason =
            "The pattern (a)\\1 cannot be used: back-references are not supported (they need backtracking) at offset 3"
        let given = Rule.pattern(pattern, message: "Enter the code twice")
        let renamed = Rule.pattern(pattern).message("Enter the code twice")
        let both = Rule.pattern(pattern, message: "Enter it").message("Enter the code twice")
        for rule in [given, renamed, both] {
            #expect(rule.validate("aa", in: nil).map(\.message) == [reason])
        }
        #expect(Rule.pattern("[0-9]+", message: "Digits only").validate("x", in: nil).map(\.message) == ["Digits only"])
    }

    /// XLForm's password rule, with look-aheads.
    @Test func passwordRuleWithLookaheads() {
        let password = Rule.pattern(#"^(?=.*\d)(?=.*[A-Za-z]).{6,32}$"#)
        #expect(Self.failures(password, "abc123").isEmpty)
        #expect(Self.failures(password, "abcdef").count == 1)
        #expect(Self.failures(password, "12345").count == 1)
    }

    /// Shapes that backtrack catastrophically are accepted and matched in linear time.
    @Test(arguments: ["(a+)+$", "(x*)*y", "((ab)+c)+", "(a|a)*b", "(a|aa)+$"])
    func nestedRepetitionsAreMatchedQuickly(pattern: String) {
        let rule = Rule.pattern(pattern)
        let hostile = String(repeating: "a", count: 5_000) + "!"
        #expect(Self.failures(rule, hostile) == ["format(\(pattern))"])
    }

    @Test func textLongerThanThePatternMayMatchFails() throws {
        let rule = Rule.pattern("a*")
        let limit = try RegularExpression("a*").maxInputLength
        #expect(Self.failures(rule, String(repeating: "a", count: 1_000)).isEmpty)
        #expect(Self.failures(rule, String(repeating: "a", count: limit + 1)) == ["format(a*)"])
    }

    @Test func requiredTreatsBlankAndEmptyAsMissing() {
        #expect(Self.failures(Rule<String>.required(), "  ") == ["required"])
        #expect(Self.failures(Rule<String>.required(), nil) == ["required"])
        #expect(Self.failures(Rule<[String]>.required(), []) == ["required"])
        #expect(Self.failures(Rule<String>.required(), "x").isEmpty)
    }

    @Test func compositions() {
        let all = AllOf<String>.all([Rule.minLength(4), Rule.pattern("[A-Z]+")])
        #expect(Self.failures(all, "ab") == ["min_length(4)", "format([A-Z]+)"])
        let any = AnyOf<String>.any([Rule.email, Rule.pattern("[0-9]+")])
        #expect(Self.failures(any, "12345").isEmpty)
        #expect(Self.failures(any, "x") == ["email", "format([0-9]+)"])
    }

    struct EvenNumber: Validator {
        func validate(_ value: Int?, in form: Form?) -> [ValidationFailure] {
            guard let value, value % 2 != 0 else { return [] }
            return [ValidationFailure(RuleKind("even"), message: "Enter an even number")]
        }
    }

    @Test func customValidatorsPlugIntoRows() {
        let form = Form {
            Section {
                IntRow("n") {
                    $0.add(EvenNumber()); $0.value = 3
                }
            }
        }
        #expect(form.validate().map(\.message) == ["Enter an even number"])
    }

    @Test func builtInKeysMatchDefinitionNames() {
        #expect(RuleKind.required.key == "required")
        #expect(RuleKind.minLength.key == "min_length")
        #expect(RuleKind.maxLength.key == "max_length")
        #expect(RuleKind.minValue.key == "min_value")
        #expect(RuleKind.maxValue.key == "max_value")
        #expect(RuleKind.format.key == "format")
        #expect(Rule.minLength(2).kind.key == "min_length")
        #expect(Rule.pattern("x").kind.key == "format")
        #expect(Rule.minimum(1).kind.key == "min_value")
    }

    @Test func aKindWithoutArgumentsMatchesEveryKindWithItsKey() {
        let form = Form {
            Section {
                TextRow("name") {
                    $0.value = "A"; $0.add(Rule.minLength(3))
                }
                TextRow("code") {
                    $0.value = "AB"; $0.add(Rule.exactLength(3))
                }
            }
        }
        let tooShort = form.validate().filter { if case .minLength = $0.kind { true } else { false } }
        #expect(tooShort.map(\.tag) == ["name"])
        #expect(RuleKind.minLength ~= RuleKind.minLength.with("3"))
        #expect(RuleKind.minLength.with("3") ~= RuleKind.minLength.with("3"))
        #expect(!(RuleKind.minLength.with("4") ~= RuleKind.minLength.with("3")))
        #expect(!(RuleKind.maxLength ~= RuleKind.minLength.with("3")))
        #expect(RuleKind.builtIn.count == 13)
    }

    @Test func messagesAreFoundByKindWhateverItsArguments() {
        var messages = ValidationMessages([.required: { "\($0.title) est obligatoire" }])
        messages[.minLength] = { "Au moins \($0.arguments[0]) caractères" }
        #expect(messages.message(for: .required, title: "Nom") == "Nom est obligatoire")
        #expect(messages.message(for: RuleKind.minLength.with("8"), title: "Nom") == "Au moins 8 caractères")
        #expect(messages[RuleKind.minLength.with("2")] != nil)
        #expect(messages[RuleKind("own")] == nil)
    }
}
