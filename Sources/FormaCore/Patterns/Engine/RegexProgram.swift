/// A compiled pattern: instructions for ``PikeVM``, in the style of Thompson's construction.
struct RegexProgram: Sendable {
    enum Instruction: Sendable {
        /// Consume this scalar.
        case scalar(UInt32)
        /// Consume a scalar whose simple case fold is this one.
        case foldedScalar(UInt32)
        /// Consume a scalar in `sets[index]`.
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
    /// `true` if some instruction compares folded scalars, so the text is folded once up front.
    var usesFolding = false
}
