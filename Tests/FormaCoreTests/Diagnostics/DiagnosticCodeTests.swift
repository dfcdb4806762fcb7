import Foundation
import Testing

@testable import FormaCore
@testable import FormaDefinitions

/// Diagnostic codes name the problem's case, written out rather than found by reflection, and
/// a definition's diagnostics are made once, with the error or the load result.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    /// The case's name as reflection gives it: what the written-out names must match.
    private static func reflectedName(of value: some Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(String(reflecting: value).prefix { $0 != "(" }.split(separator: ".").last ?? "")
    }

    @Test func writtenOutCaseNamesMatchTheCases() {
        let definitionProblems: [DefinitionProblem] = [
            .invalidJSON("x"), .invalidUTF8, .tooLarge(bytes: 2, limit: 1), .nestedTooDeeply(limit: 1),
            .missingVersion, .unsupportedVersion("2", supported: 1), .wrongType(expected: "a", found: "b"),
            .missingKey("k"), .unknownKey("k", suggestion: nil), .duplicateKey("k"),
            .unknownKind("nmber", suggestion: "number"), .unknownValue("v", expected: [], suggestion: nil),
            .numberOutOfRange("1e999"), .duplicateTag("t", firstUsedAt: "$"),
            .optionTypeMismatch(expected: "a", found: "b"), .duplicateOption("1"),
            .invalidPattern(pattern: "(", reason: "r"), .boundsReversed(minimum: "2", maximum: "1"),
            .templateNotFound("t", suggestion: nil), .unknownRule("r", suggestion: nil),
            .ruleNotApplicable(rule: "r", kind: "k"), .unknownTag("t", suggestion: nil), .invalidTrait("t"),
            .noEquivalent("x"), .targetNotFound("x", suggestion: nil), .importDifference("x"),
            .notDescribable("x"),
        ]
        for problem in definitionProblems {
            #expect(problem.caseName == Self.reflectedName(of: problem))
        }
        let formErrors: [FormError] = [
            .duplicateTag("t", existing: "e"), .indexOutOfRange(index: 1, count: 0, context: "c"),
            .alreadyAttached("a"), .notInForm("n"), .repeatedInBatch("r", first: 0, again: 1), .coding("c"),
            .nestedTooDeep("n", limit: 8),
        ]
        for error in formErrors {
            #expect(error.caseName == Self.reflectedName(of: error))
        }
        let conditionProblems: [ConditionProblem] = [
            .unexpectedCharacter("#"), .unterminatedString(quote: "'"), .invalidEscape("q"), .invalidNumber("1."),
            .unknownName("n", suggestion: nil), .functionWithoutCall("f"), .unknownFunction("f", suggestion: nil),
            .wrongArgumentCount(function: "f", expected: 1...1, found: 2), .unknownProperty("p", suggestion: nil),
            .propertyNotOnTag("p"), .nameTooLong(bytes: 2, limit: 1), .pathTooLong(limit: 1),
            .invalidIndex("i", limit: 1), .unknownModifier("m"), .chainedComparison,
            .quantifierWithoutComparison("ANY"), .betweenNeedsTwoValues(found: 1), .nestedTooDeeply(limit: 1),
            .invalidRegularExpression(reason: "r"), .invalidLikePattern(reason: "r"),
            .unknownTag("t", suggestion: nil), .sectionHasNoValue("s"),
            .multivaluedHasNoState(tag: "t", property: "p"), .invalidCastTarget(nil),
            .rowHasNoValue(tag: "t", rowType: "r"), .formulaWithoutValue(row: "r"),
            .secretCopied(secret: "s", row: "r"), .dependencyCycle(["a", "b"]), .functionInExpression,
            .memberLikeProperty(member: "m", property: "p"),
        ]
        for problem in conditionProblems {
            #expect(problem.caseName == Self.reflectedName(of: problem))
        }
    }

    @Test func aDefinitionErrorsDiagnosticsAreMadeOnceAndReadAlike() throws {
        let text = #"{"forma": 1, "sections": [{"rows": [{"kind": "nmber"}, {"kind": "txt"}]}]}"#
        let result = try FormDefinition(json: text).load()
        #expect(result.diagnostics == result.details.map(\.diagnostic))
        #expect(result.diagnostics.map(\.code) == ["definition.unknownKind", "definition.unknownKind"])
        let error = DefinitionError(details: result.details)
        #expect(error.diagnostics == result.diagnostics)
        #expect(error.diagnostics == error.diagnostics)
        #expect(error.errors.count == 2)
    }
}
