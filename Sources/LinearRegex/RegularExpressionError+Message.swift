extension RegularExpressionError: CustomStringConvertible {
    /// The problem in a sentence, with its position when it has one.
    ///
    /// ```swift
    /// // "back-references are not supported (they need backtracking) at offset 3"
    /// ```
    public var description: String {
        guard let position else { return message }
        return "\(message) at offset \(position)"
    }

    /// The problem in words, without its position.
    public var message: String {
        switch kind {
        case .backReference: "back-references are not supported (they need backtracking)"
        case .tooManyLookarounds(let limit): "the pattern has more than \(limit) look-aheads and look-behinds"
        case .lookaroundNestedTooDeeply(let behind, let limit):
            "\(behind ? "look-behind" : "look-ahead") nested more than \(limit) deep in others"
        case .atomicGroup: "atomic groups and possessive quantifiers are not supported"
        case .unsupported(let what): "\(what) is not supported"
        case .duplicateGroupName(let name): "two groups are named '\(name)'"
        case .unclosedGroup: "a group is not closed with ')'"
        case .unmatchedParenthesis: "')' closes no group"
        case .unclosedClass: "a character class is not closed with ']'"
        case .invalidRange: "a range's ends are in the wrong order"
        case .nothingToRepeat: "a quantifier has nothing to repeat"
        case .invalidRepetition: "a counted repetition is malformed"
        case .repetitionTooLarge(let limit): "a counted repetition is above \(limit)"
        case .invalidEscape(let escape): "'\\\(escape)' is not a known escape"
        case .unknownProperty(let name): "'\(name)' is not a known property"
        case .unknownFlag(let flag): "'\(flag)' is not a known flag (i, m, s and x are)"
        case .unclosedComment: "a comment '(?#' is not closed with ')'"
        case .patternTooLong(let length, let limit): "the pattern has \(length) characters, more than \(limit)"
        case .nestedTooDeeply(let limit): "groups nest more than \(limit) deep"
        case .patternTooComplex(let limit): "the pattern would compile to more than \(limit) steps"
        case .inputTooLong(let length, let limit): "the text has \(length) characters, more than \(limit)"
        }
    }
}
