/// Why a pattern cannot be compiled, or a text cannot be matched, by ``RegularExpression``.
///
/// Every throwing API of ``RegularExpression`` throws this type (declared untyped, as
/// everywhere in FormaCore). The data is kept apart from its wording: ``kind`` says what went wrong, ``position``
/// says where (an offset in Unicode scalars from the start of the pattern, `nil` for
/// problems of the text being matched), and ``description`` puts both into a sentence.
///
/// ```swift
/// do {
///     _ = try RegularExpression(#"(a)\1"#)
/// } catch let error as RegularExpressionError {
///     print(error.kind, error.position ?? -1)   // backReference 3
/// }
/// ```
public struct RegularExpressionError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A back-reference such as `\1` or `\k<name>`: it needs backtracking, so it is refused.
        case backReference
        /// More look-aheads and look-behinds than ``RegularExpression/Limits/maxLookarounds``
        /// (each costs a pass over the text and a bit per scalar of it).
        case tooManyLookarounds(limit: Int)
        /// A look-ahead (or, when `behind`, a look-behind) inside more than
        /// ``RegularExpression/Limits/maxLookaroundNesting`` others.
        case lookaroundNestedTooDeeply(behind: Bool, limit: Int)
        /// An atomic group `(?>…)` or a possessive quantifier such as `a*+`: refused.
        case atomicGroup
        /// Syntax that ICU knows but this engine does not support, named in the text.
        case unsupported(String)
        /// Two groups with the same name, such as `(?<y>…)(?<y>…)`.
        case duplicateGroupName(String)
        /// A `(` without its `)`.
        case unclosedGroup
        /// A `)` without its `(`.
        case unmatchedParenthesis
        /// A `[` without its `]`.
        case unclosedClass
        /// A range in a class whose ends are in the wrong order, such as `[z-a]`.
        case invalidRange
        /// A quantifier with nothing before it to repeat, such as `*a` or `a**`.
        case nothingToRepeat
        /// A counted repetition that is malformed or whose bounds are in the wrong order.
        case invalidRepetition
        /// A counted repetition above ``RegularExpression/Limits/maxRepetition``.
        case repetitionTooLarge(limit: Int)
        /// A backslash sequence that is not known, such as `\y`, or a malformed `\x{…}`.
        case invalidEscape(String)
        /// A `\p{…}` property that is not known.
        case unknownProperty(String)
        /// A flag in `(?…)` other than `i`, `m`, `s`, `x`.
        case unknownFlag(Character)
        /// A `\Q` without its `\E` is allowed (it runs to the end), but a group comment
        /// `(?#…` without its `)` is not.
        case unclosedComment
        /// The pattern has more Unicode scalars than ``RegularExpression/Limits/maxPatternLength``.
        case patternTooLong(length: Int, limit: Int)
        /// Groups nest deeper than ``RegularExpression/Limits/maxNesting``.
        case nestedTooDeeply(limit: Int)
        /// The compiled program would have more than ``RegularExpression/Limits/maxProgramSize``
        /// instructions (typically a large counted repetition of a large group).
        case patternTooComplex(limit: Int)
        /// The text has more Unicode scalars than this pattern may match; see
        /// ``RegularExpression/maxInputLength``.
        case inputTooLong(length: Int, limit: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// Where in the pattern, as an offset in Unicode scalars; `nil` for problems of the text.
    public var position: Int?

    /// An error of `kind` at `position`.
    public init(_ kind: Kind, at position: Int?) {
        self.kind = kind
        self.position = position
    }
}
