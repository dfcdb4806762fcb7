/// A syntax problem found while lexing or parsing, with its UTF-8 range.
struct SyntaxError: Error, Sendable, Equatable {
    var problem: ConditionProblem
    var range: Range<Int>

    init(_ problem: ConditionProblem, _ range: Range<Int>) {
        self.problem = problem
        self.range = range
    }
}
