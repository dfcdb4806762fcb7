/// The syntax tree of a parsed pattern. Flags are already applied: case-insensitivity is
/// carried by the atoms it affects, `(?s)` by `.`, `(?m)` by the anchors.
indirect enum RegexNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One Unicode scalar; when `caseInsensitive`, any scalar of its case class.
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    /// A character class (also `.`, `\d`, `\w`, …); under `(?i)` it is already case-closed.
    case set(ScalarSet)
    /// A zero-width assertion.
    case assertion(RegexAssertion)
    /// One after the other.
    case concatenation([RegexNode])
    /// The first that matches, in order of preference.
    case alternation([RegexNode])
    /// `node{min,max}` (`max == nil`: unbounded); `greedy == false` for `*?`, `+?`, `??`, `{…}?`.
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
}

/// A zero-width test of the position between two scalars.
enum RegexAssertion: Sendable, Equatable {
    /// `^` without `(?m)`, and `\A`: the start of the text.
    case startOfText
    /// `\z`: the end of the text.
    case endOfText
    /// `$` without `(?m)`, and `\Z`: the end, or before a line terminator that ends the text.
    case endOfTextBeforeFinalTerminator
    /// `^` with `(?m)`: the start, or after a line terminator that is not at the end.
    case startOfLine
    /// `$` with `(?m)`: the end, or before a line terminator.
    case endOfLine
    /// `\b`.
    case wordBoundary
    /// `\B`.
    case notWordBoundary
    /// Not before a line feed (so `(?s).` never splits CR LF).
    case notBeforeLineFeed
    /// Look-around number `index` of the pattern holds here: read from its table (see
    /// ``LookaroundTables``), never from the scalars either side.
    case lookaround(Int)
}

/// A look-ahead or look-behind of a pattern, numbered innermost first: the body of number
/// `n` refers only to look-arounds numbered below `n`.
struct RegexLookaround: Sendable {
    /// `(?<=…)` and `(?<!…)`, rather than `(?=…)` and `(?!…)`.
    var behind: Bool
    /// `(?!…)` and `(?<!…)`.
    var negated: Bool
    /// What must (or must not) match at the position, with its own look-arounds as assertions.
    var body: RegexNode
    /// The offset of its `(` in the pattern.
    var position: Int
}
