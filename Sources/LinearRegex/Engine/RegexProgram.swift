/// A compiled pattern: instructions for ``PikeVM``, in the style of Thompson's construction.
struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        /// Consume this scalar.
        case scalar(UInt32)
        /// Consume a scalar in `sets[index]` (also a letter under `(?i)`, as the set of its case class).
        case set(Int)
        /// Continue only if the assertion holds here.
        case assertion(RegexAssertion)
        /// Continue at both targets, the first preferred.
        case split(Int, Int)
        /// Continue at the target.
        case jump(Int)
        /// The back edge of `x*`: continue at the loop's head, or at its exit if the head was
        /// already reached at this position — an iteration that matched nothing ends the loop,
        /// as in a backtracking engine, and keeps its priority.
        case loop(head: Int, exit: Int)
        /// A match ends here.
        case match
    }

    var instructions: [Instruction] = []
    var sets: [ScalarSet] = []
    /// What one scalar of text can cost the matchers: one per instruction, and for a class
    /// test its ``ScalarSet/cost`` (about log2 of its segments). ``RegularExpression/Limits/maxWork``
    /// divided by this is the longest text a pattern may match.
    var cost = 0
    /// `true` if some instruction is `\b` or `\B`, so the matchers track the last scalar
    /// that is not a combining mark or format character.
    var usesWordBoundaries = false
    /// The pattern's look-arounds, innermost first, each compiled to a program of its own
    /// whose look-around assertions refer to this list (empty in those programs).
    var lookarounds: [Lookaround] = []
    /// The look-arounds this program's own instructions read, one bit per number.
    var lookaroundMask: UInt64 = 0

    /// A look-around's program: a look-behind's body as written, run forwards; a
    /// look-ahead's body reversed, run backwards from the end of the text.
    struct Lookaround: Sendable {
        var behind: Bool
        var negated: Bool
        var program: RegexProgram
    }
}
