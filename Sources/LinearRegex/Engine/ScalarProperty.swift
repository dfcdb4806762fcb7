/// A Unicode property a class can name: the shorthands `\d \w \s \h \v`, `\p{…}` general
/// categories, and a few binary properties.
enum ScalarProperty: Sendable, Hashable {
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

    /// The scalars with the property.
    var set: ScalarSet {
        switch self {
        case .digit: Self.digits
        case .word: Self.wordScalars
        case .whitespace: Self.whitespaceScalars
        case .horizontalWhitespace: Self.horizontalWhitespaceScalars
        case .verticalWhitespace: Self.lineTerminators
        case .notLineTerminator: Self.notLineTerminators
        case .any: Self.anyScalar
        case .categories(let categories): ScalarSet(.categories(categories))
        case .alphabetic: ScalarSet(.flag(PropertyPredicate.Signature.alphabetic))
        case .uppercase: ScalarSet(.flag(PropertyPredicate.Signature.uppercase))
        case .lowercase: ScalarSet(.flag(PropertyPredicate.Signature.lowercase))
        case .ascii: ScalarSet(ranges: [0...0x7F])
        }
    }

    private static let digits = ScalarSet(.categories([.decimalNumber]))
    /// Alphabetic, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
    private static let wordScalars = ScalarSet(
        PropertyPredicate.flag(PropertyPredicate.Signature.alphabetic)
            | .categories([.nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation])
    ).union(ScalarSet(ranges: [0x200C...0x200D]))
    private static let whitespaceScalars = ScalarSet(.flag(PropertyPredicate.Signature.whitespace))
    private static let horizontalWhitespaceScalars = ScalarSet(.categories([.spaceSeparator])).union(.scalar("\t"))
    private static let notLineTerminators = lineTerminators.inverted
    private static let anyScalar = ScalarSet(ranges: [0...ScalarSet.maximum])

    /// LF, VT, FF, CR, NEL, LS, PS.
    static let lineTerminators = ScalarSet(ranges: [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029])

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

    /// Combining marks and format characters (`Grapheme_Extend` or `Cf`): ICU's `\b` finds no
    /// boundary before one, and looks through them for the scalar before a position.
    static func isTransparent(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .format
    }

    /// ICU's line terminators: LF, VT, FF, CR, NEL, LS, PS.
    static func isLineTerminator(_ value: UInt32) -> Bool {
        (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
    }
}
