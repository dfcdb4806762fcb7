/// A Unicode property a class can name: the shorthands `\d \w \s \h \v`, `\p{…}` general
/// categories, and a few binary properties.
enum ScalarProperty: Sendable, Equatable {
    /// `\d`: decimal digits (`\p{Nd}`).
    case digit
    /// `\w`: alphabetic, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
    case word
    /// `\s`: the Unicode `White_Space` property.
    case whitespace
    /// `\h`: tab and space separators.
    case horizontalWhitespace
    /// `\v`: line feed, vertical tab, form feed, carriage return, NEL, line and paragraph separators.
    case verticalWhitespace
    /// `.` without `(?s)`: any scalar but a line terminator.
    case notLineTerminator
    /// Any scalar.
    case any
    /// `\p{…}` with a general category or a group of them, such as `L` or `Lu`.
    case categories([Unicode.GeneralCategory])
    /// `\p{Alphabetic}`.
    case alphabetic
    /// `\p{Uppercase}`.
    case uppercase
    /// `\p{Lowercase}`.
    case lowercase
    /// `\p{ASCII}`.
    case ascii

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit: return scalar.properties.generalCategory == .decimalNumber
        case .word: return Self.isWord(scalar)
        case .whitespace: return scalar.properties.isWhitespace
        case .horizontalWhitespace:
            return scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        case .verticalWhitespace: return Self.isLineTerminator(scalar.value)
        case .notLineTerminator: return !Self.isLineTerminator(scalar.value)
        case .any: return true
        case .categories(let categories): return categories.contains(scalar.properties.generalCategory)
        case .alphabetic: return scalar.properties.isAlphabetic
        case .uppercase: return scalar.properties.isUppercase
        case .lowercase: return scalar.properties.isLowercase
        case .ascii: return scalar.isASCII
        }
    }

    /// `\w` as ICU defines it.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// ICU's line terminators: LF, VT, FF, CR, NEL, LS, PS.
    static func isLineTerminator(_ value: UInt32) -> Bool {
        (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}
