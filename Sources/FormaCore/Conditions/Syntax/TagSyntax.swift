/// How conditions write tags and the paths into their values (`Docs/Conditions.md`, "Tag
/// paths"): the canonical spelling every generator of condition text uses, and the bounds
/// the parser holds paths to.
///
/// ```swift
/// TagSyntax.reference("plan")         // $plan
/// TagSyntax.reference("plan-type")    // $"plan-type"
/// TagSyntax.reference("a OR TRUE")    // $"a OR TRUE"
/// TagSyntax.member("isHidden")        // ."isHidden"
/// ```
package enum TagSyntax {
    /// The longest tag or member name a condition may spell, in UTF-8 bytes.
    static let maximumNameLength = 1_024
    /// The most steps (`.member`, `[index]`, `.property`, `.@count`) after one value.
    static let maximumSteps = 32
    /// The largest constant index (`$list[999999]`).
    static let maximumIndex = 999_999

    /// The names that, written bare after a tag, read the row's or section's state rather
    /// than a member: `value`, `isHidden`, `isDisabled`.
    static let propertyNames = ReferenceProperty.allCases.map(\.rawValue)

    /// `$tag`, quoting the tag unless it is a plain word.
    package static func reference(_ tag: String) -> String {
        "$" + name(tag)
    }

    /// A tag as written after `$`: bare when it is a plain word, else a quoted string.
    static func name(_ tag: String) -> String {
        isPlainWord(tag) ? tag : ConditionNode.quoted(tag)
    }

    /// `.name` for a member, quoting the name unless it is a plain word that starts with a
    /// letter and is no property name (so that `."isHidden"` is the member, not the state).
    static func member(_ name: String) -> String {
        let plain =
            isPlainWord(name) && name.utf8.first.map(ConditionLexer.startsWord) == true
            && !propertyNames.contains(name)
        return "." + (plain ? name : ConditionNode.quoted(name))
    }

    /// Whether a name reads back bare as itself: ASCII letters, digits and `_`, and other
    /// letters, digits and marks (`größe`, `名前`), not starting with a mark — but no spaces,
    /// punctuation, symbols or invisible characters, which the lexer would split on or a
    /// reader would miss — and at most ``maximumNameLength`` bytes.
    static func isPlainWord(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.utf8.count <= maximumNameLength,
            first.isASCII || !first.properties.generalCategory.isMark
        else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII { return ConditionLexer.continuesWord(UInt8(scalar.value)) }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
                return true
            default:
                return false
            }
        }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
