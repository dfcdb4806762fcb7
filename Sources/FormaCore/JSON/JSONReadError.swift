/// Why JSON text could not be read, and where: the byte offset of the fault (`-1` when the
/// text as a whole is refused) and what was wrong, as data. Readers word it for their own
/// callers: ``JSONError`` for values, diagnostics for definitions.
package struct JSONReadError: Error, Sendable, Equatable {
    /// What was wrong.
    package enum Kind: Sendable, Equatable {
        /// The text is longer than the reader allows.
        case tooLarge(bytes: Int, limit: Int)
        /// The bytes at the offset are not well-formed UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than the reader allows.
        case nestedTooDeeply(limit: Int)
        case expectedValue
        /// `true`, `false` or `null` misspelled or cut short.
        case expectedWord(String)
        case expectedKey
        case expectedColon
        case expectedCommaOrBrace
        case expectedCommaOrBracket
        /// A comma before a closing `]` or `}`.
        case trailingComma
        /// A key an object already has, where the reader refuses duplicates.
        case duplicateKey(String)
        case unterminatedEscape
        /// A backslash followed by this byte.
        case invalidEscape(UInt8)
        case expectedFourHexDigits
        case expectedHexDigit
        case invalidSurrogatePair
        case loneSurrogate
        case controlCharacter
        case unterminatedString
        case expectedDigit
        case expectedDigitAfterPoint
        case expectedDigitInExponent
        case leadingZero
        /// A number no `Int` or finite `Double` holds, where the reader refuses it: its text.
        case numberOutOfRange(String)
        case trailingText
        /// Any other failure, in words.
        case unexpected(String)
    }

    /// What was found at the offset, for "expected …, found …" wording.
    package enum Found: Sendable, Equatable {
        case end
        case byte(UInt8)

        /// `'x'`, `a byte 0x7f`, or `the end of the text`.
        package var description: String {
            switch self {
            case .end: "the end of the text"
            case .byte(let byte) where byte >= 0x21 && byte < 0x7F: "'\(Character(Unicode.Scalar(byte)))'"
            case .byte(let byte): "a byte 0x\(String(byte, radix: 16))"
            }
        }
    }

    package var offset: Int
    package var kind: Kind
    /// What was at the offset, for the kinds whose wording names it.
    package var found: Found?

    package init(offset: Int, _ kind: Kind, found: Found? = nil) {
        self.offset = offset
        self.kind = kind
        self.found = found
    }
}
