extension ConditionProblem {
    /// The problem in words, without location.
    ///
    /// ```swift
    /// ConditionProblem.unknownTag("agee", suggestion: "age").message
    /// // unknown tag 'agee'; did you mean 'age'?
    /// ```
    package var message: String {
        switch self {
        case .unexpectedCharacter(let c):
            "unexpected character '\(c)'"
        case .unterminatedString(let quote):
            "unterminated string; it needs a closing \(quote)"
        case .invalidEscape(let sequence):
            "invalid escape sequence '\(sequence)' in a string"
        case .invalidNumber(let text):
            "invalid number '\(text)'"
        case .expected(let expectation, let found):
            "expected \(expectation.text), found \(found)"
        case .unknownName(let name, let suggestion?):
            "unknown name '\(name)'; did you mean '\(suggestion)'?"
        case .unknownName(let name, nil):
            "unknown name '\(name)'; write '\(TagSyntax.reference(name))' for the value of the row tagged '\(name)'"
        case .functionWithoutCall(let name):
            "'\(name)' is a function; call it as '\(name)()', or write '\(TagSyntax.reference(name))' for the row tagged '\(name)'"
        case .unknownFunction(let name, let suggestion?):
            "unknown function '\(name)'; did you mean '\(suggestion)'?"
        case .unknownFunction(let name, nil):
            "unknown function '\(name)'"
        case .wrongArgumentCount(let function, let expected, let found):
            "'\(function)' takes \(Self.describe(expected)) but was given \(found)"
        case .unknownProperty(let name, let suggestion?):
            "unknown property '\(name)'; did you mean '\(suggestion)'?"
        case .unknownProperty(let name, nil):
            "unknown property '\(name)'; use value, isHidden, isDisabled or @count, @sum, @avg, @min, @max"
        case .propertyNotOnTag(let name):
            "'\(name)' is a property of a row or section and comes right after its tag or path, as in "
                + "$tag.\(name) or $address.city.\(name); write \(TagSyntax.member(name)) for a member of that name"
        case .nameTooLong(let bytes, let limit):
            "the name is \(bytes) bytes long; tags and members in conditions are at most \(limit)"
        case .pathTooLong(let limit):
            "more than \(limit) members, indexes and properties follow one value"
        case .invalidIndex(let text, let limit):
            "index \(text) is not a whole number from 0 to \(limit); elements count from 0, and [LAST] is the last one"
        case .unknownModifier(let text):
            "unknown comparison option '\(text)'; use [c], [d], [cd] or [n]"
        case .chainedComparison:
            "comparisons cannot be chained; combine them with AND"
        case .quantifierWithoutComparison(let keyword):
            "\(keyword) must be followed by a comparison, as in \(keyword) $tags == 'x'"
        case .betweenNeedsTwoValues(let found):
            "BETWEEN needs a list of two values, {lower, upper}; this list has \(found)"
        case .nestedTooDeeply(let limit):
            "condition is nested too deeply (more than \(limit) levels)"
        case .invalidRegularExpression(let reason):
            "invalid regular expression: \(reason)"
        case .invalidLikePattern(let reason):
            "LIKE pattern cannot be matched: \(reason)"
        case .unsupported(let feature):
            "\(feature.name) \(feature == .formatArgument ? "are" : "is") not supported; \(feature.alternative)"
        case .invalidCastTarget(let name?):
            "CAST converts to 'NSDate', 'NSNumber' or 'NSString', not '\(name)'"
        case .invalidCastTarget(nil):
            "CAST needs a class name in quotes as its second argument, as in CAST($x, 'NSNumber')"
        case .unknownTag(let tag, let suggestion?) where !TagSyntax.isPlainWord(suggestion):
            "unknown tag '\(tag)'; did you mean '\(suggestion)' (written \(TagSyntax.reference(suggestion)))?"
        case .unknownTag(let tag, let suggestion?):
            "unknown tag '\(tag)'; did you mean '\(suggestion)'?"
        case .unknownTag(let tag, nil):
            "unknown tag '\(tag)'; no row or section of the form has it"
        case .noMember(let name, let tag, let holds?):
            "'\(tag)' holds \(holds), which has no member '\(name)'; after a tag, write value, isHidden or isDisabled"
        case .noMember(let name, let tag, nil):
            "'\(tag)' has no value, so no member '\(name)'; after a tag, write value, isHidden or isDisabled"
        case .sectionHasNoValue(let tag):
            "'\(tag)' is a section, which has no value; use \(TagSyntax.reference(tag)).isHidden or \(TagSyntax.reference(tag)).isDisabled"
        case .multivaluedHasNoState(let tag, let property):
            "'\(tag)' names the values of a multivalued section, which have no \(property); give the section a tag and read its \(property)"
        case .rowHasNoValue(let tag, let rowType):
            "'\(tag)' is a \(rowType), which has no value"
        case .neverTrue(let op, let left, let right):
            "'\(op)' compares \(left) with \(right); it is never true"
        case .alwaysTrue(let op, let left, let right):
            "'\(op)' compares \(left) with \(right); it is always true"
        case .wrongOperand(let op, let onLeft, let expected, let found):
            "\(op) needs \(expected.text) on its \(onLeft ? "left" : "right"), not \(found); it is never true"
        case .arithmeticMismatch(let op, let left, let right):
            "'\(op)' cannot combine \(left) and \(right); the result is nil"
        case .wrongArgument(let function, let expected, let found):
            "'\(function)' needs \(expected.text), not \(found); the result is nil"
        case .notACondition(let type):
            "a condition must be true or false, but this gives \(type)"
        case .formulaMismatch(let found, let row, let holds):
            "the formula gives \(found), but \(row) holds \(holds)"
        case .formulaWithoutValue(let row):
            "\(row) has no value for a formula to compute"
        case .secretCopied(let secret, let row):
            "the formula copies the secret value of '\(secret)' into \(row), which is not secret; "
                + "compute something that does not carry it (a comparison, a count), or make the row secret"
        case .dependencyCycle(let path):
            "dependency cycle: " + path.joined(separator: " → ")
        case .functionInExpression:
            "a function condition cannot be combined with other conditions; combine them inside the function"
        case .memberLikeProperty(let member, let property):
            "'.\(member)' reads a member of the value; did you mean the property '\(property)'? "
                + "(write .\(ConditionNode.quoted(member)) for the member)"
        }
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        func arguments(_ n: Int) -> String { n == 1 ? "1 argument" : "\(n) arguments" }
        if range.upperBound == 0 { return "no arguments" }
        if range.lowerBound == range.upperBound { return arguments(range.lowerBound) }
        if range.upperBound == Int.max { return "at least " + arguments(range.lowerBound) }
        let joiner = range.upperBound == range.lowerBound + 1 ? " or " : " to "
        return "\(range.lowerBound)" + joiner + arguments(range.upperBound)
    }
}
