import FormaCore

extension DefinitionProblem {
    /// The problem for a fault the JSON reader found, in the wording definitions use.
    init(_ error: JSONReadError) {
        let found = error.found?.description ?? "the end of the text"
        switch error.kind {
        case .tooLarge(let bytes, let limit): self = .tooLarge(bytes: bytes, limit: limit)
        case .invalidUTF8: self = .invalidUTF8
        case .nestedTooDeeply(let limit): self = .nestedTooDeeply(limit: limit)
        case .expectedValue: self = .invalidJSON("expected a value, found \(found)")
        case .expectedWord(let word):
            self = .invalidJSON(
                error.found == .end ? "expected '\(word)', found the end of the text" : "expected '\(word)'")
        case .expectedKey: self = .invalidJSON("expected a quoted key, found \(found)")
        case .expectedColon: self = .invalidJSON("expected ':' after the key, found \(found)")
        case .expectedCommaOrBrace: self = .invalidJSON("expected ',' or '}', found \(found)")
        case .expectedCommaOrBracket: self = .invalidJSON("expected ',' or ']', found \(found)")
        case .trailingComma: self = .invalidJSON("a comma before the closing bracket or brace (remove it)")
        case .duplicateKey(let key): self = .invalidJSON("duplicate key '\(key)'")
        case .unterminatedEscape: self = .invalidJSON("unterminated escape")
        case .invalidEscape(let byte): self = .invalidJSON("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        case .expectedFourHexDigits: self = .invalidJSON("expected four hex digits")
        case .expectedHexDigit: self = .invalidJSON("expected a hex digit")
        case .invalidSurrogatePair: self = .invalidJSON("invalid surrogate pair")
        case .loneSurrogate: self = .invalidJSON("lone surrogate in a \\u escape")
        case .controlCharacter: self = .invalidJSON("control character in a string; write it as an escape")
        case .unterminatedString: self = .invalidJSON("unterminated string")
        case .expectedDigit: self = .invalidJSON("expected a digit")
        case .expectedDigitAfterPoint: self = .invalidJSON("expected a digit after '.'")
        case .expectedDigitInExponent: self = .invalidJSON("expected a digit in the exponent")
        case .leadingZero: self = .invalidJSON("a number may not start with 0")
        case .numberOutOfRange(let text): self = .invalidJSON("number out of range: \(text.prefix(40))")
        case .trailingText: self = .invalidJSON("unexpected text after the document")
        case .unexpected(let message): self = .invalidJSON(message)
        }
    }
}
