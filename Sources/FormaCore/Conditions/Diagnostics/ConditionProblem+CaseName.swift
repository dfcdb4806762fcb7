/// The names of the cases, as diagnostics' codes use them: written out, so that reading a
/// code reflects on nothing.
extension ConditionProblem {
    /// The case's name: `unknownName` for `.unknownName("agee", suggestion: "age")`.
    package var caseName: String {
        switch self {
        case .unexpectedCharacter: "unexpectedCharacter"
        case .unterminatedString: "unterminatedString"
        case .invalidEscape: "invalidEscape"
        case .invalidNumber: "invalidNumber"
        case .expected: "expected"
        case .unknownName: "unknownName"
        case .functionWithoutCall: "functionWithoutCall"
        case .unknownFunction: "unknownFunction"
        case .wrongArgumentCount: "wrongArgumentCount"
        case .unknownProperty: "unknownProperty"
        case .propertyNotOnTag: "propertyNotOnTag"
        case .nameTooLong: "nameTooLong"
        case .pathTooLong: "pathTooLong"
        case .invalidIndex: "invalidIndex"
        case .unknownModifier: "unknownModifier"
        case .chainedComparison: "chainedComparison"
        case .quantifierWithoutComparison: "quantifierWithoutComparison"
        case .betweenNeedsTwoValues: "betweenNeedsTwoValues"
        case .nestedTooDeeply: "nestedTooDeeply"
        case .invalidRegularExpression: "invalidRegularExpression"
        case .invalidLikePattern: "invalidLikePattern"
        case .unsupported: "unsupported"
        case .noMember: "noMember"
        case .unknownTag: "unknownTag"
        case .sectionHasNoValue: "sectionHasNoValue"
        case .multivaluedHasNoState: "multivaluedHasNoState"
        case .invalidCastTarget: "invalidCastTarget"
        case .rowHasNoValue: "rowHasNoValue"
        case .neverTrue: "neverTrue"
        case .alwaysTrue: "alwaysTrue"
        case .wrongOperand: "wrongOperand"
        case .arithmeticMismatch: "arithmeticMismatch"
        case .wrongArgument: "wrongArgument"
        case .notACondition: "notACondition"
        case .formulaMismatch: "formulaMismatch"
        case .formulaWithoutValue: "formulaWithoutValue"
        case .secretCopied: "secretCopied"
        case .dependencyCycle: "dependencyCycle"
        case .functionInExpression: "functionInExpression"
        case .memberLikeProperty: "memberLikeProperty"
        }
    }
}
