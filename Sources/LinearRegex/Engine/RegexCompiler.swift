/// Turns a ``RegexNode`` into a ``RegexProgram``, refusing programs larger than
/// ``RegularExpression/Limits/maxProgramSize`` before emitting anything.
///
/// Recursion follows the tree's depth, which the parser bounds.
struct RegexCompiler {
    private var program = RegexProgram()

    /// The program for `node` and its `lookarounds` (numbered as the parser numbered them),
    /// or `nil` if they would exceed the limit together. The program's ``RegexProgram/cost``
    /// includes its look-arounds' programs, which each make one pass over the text.
    static func compile(_ node: RegexNode, lookarounds: [RegexLookaround] = []) -> RegexProgram? {
        var total = size(of: node)
        for lookaround in lookarounds { total = min(total + size(of: lookaround.body) + 1, Int.max / 2) }
        guard total < RegularExpression.Limits.maxProgramSize else { return nil }
        var program = compileOne(node)
        for lookaround in lookarounds {
            let body = lookaround.behind ? lookaround.body : reversed(lookaround.body)
            let compiled = compileOne(body)
            program.cost += compiled.cost
            program.lookarounds.append(
                RegexProgram.Lookaround(behind: lookaround.behind, negated: lookaround.negated, program: compiled))
        }
        return program
    }

    /// One program, without look-around bodies of its own.
    private static func compileOne(_ node: RegexNode) -> RegexProgram {
        var compiler = RegexCompiler()
        compiler.emit(node)
        compiler.append(.match)
        var program = compiler.program
        program.cost = program.instructions.reduce(0) { total, instruction in
            switch instruction {
            case .set(let index): total + program.sets[index].cost
            case .assertion(.wordBoundary), .assertion(.notWordBoundary):
                // The matchers read the properties of the scalars either side.
                total + 1 + RegexCompiler.wordBoundaryLookups
            case .scalar, .assertion, .split, .jump, .loop, .match: total + 1
            }
        }
        return program
    }

    /// `node` read from right to left: the same scalars and assertions at the same
    /// positions, for a program run backwards over the text (a look-ahead's).
    static func reversed(_ node: RegexNode) -> RegexNode {
        switch node {
        case .empty, .scalar, .set, .assertion: node
        case .concatenation(let items): .concatenation(items.reversed().map(reversed))
        case .alternation(let branches): .alternation(branches.map(reversed))
        case .repetition(let body, let low, let high, let greedy):
            .repetition(reversed(body), min: low, max: high, greedy: greedy)
        }
    }

    /// Property look-ups `\b` takes for the scalar after a position (whether it is a
    /// combining mark or format character, and whether it is a word scalar).
    static let wordBoundaryLookups = 4

    /// An upper bound on the instructions `node` emits, saturating past the limit.
    static func size(of node: RegexNode) -> Int {
        let cap = RegularExpression.Limits.maxProgramSize + 1
        switch node {
        case .empty: return 0
        case .scalar, .set, .assertion: return 1
        case .concatenation(let items):
            var total = 0
            for item in items { total = min(cap, total + size(of: item)) }
            return total
        case .alternation(let branches):
            var total = 0
            for branch in branches { total = min(cap, total + size(of: branch) + 2) }
            return total
        case .repetition(let body, let low, let high, _):
            let each = size(of: body) + 2
            let copies = max(low, 1) + max((high ?? low + 1) - low, 1)
            let (product, overflow) = each.multipliedReportingOverflow(by: copies)
            return overflow ? cap : min(cap, product)
        }
    }

    private var here: Int { program.instructions.count }

    private mutating func append(_ instruction: RegexProgram.Instruction) {
        program.instructions.append(instruction)
    }

    private mutating func patch(_ at: Int, _ instruction: RegexProgram.Instruction) {
        program.instructions[at] = instruction
    }

    private mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalar(let scalar, let caseInsensitive):
            // Under `(?i)` a scalar with others in its case class matches any of them.
            if caseInsensitive, let members = CaseClosure.shared.members(of: scalar.value) {
                emit(.set(ScalarSet(ranges: members.map { $0...$0 })))
            } else {
                append(.scalar(scalar.value))
            }
        case .set(let set):
            program.sets.append(set)
            append(.set(program.sets.count - 1))
        case .assertion(let assertion):
            if assertion == .wordBoundary || assertion == .notWordBoundary { program.usesWordBoundaries = true }
            if case .lookaround(let index) = assertion { program.lookaroundMask |= 1 << UInt64(index) }
            append(.assertion(assertion))
        case .concatenation(let items):
            for item in items { emit(item) }
        case .alternation(let branches):
            emitAlternation(branches[...])
        case .repetition(let body, let low, let high, let greedy):
            emitRepetition(body, low, high, greedy)
        }
    }

    /// `split(first, rest)`, the first branch, a jump past the rest.
    private mutating func emitAlternation(_ branches: ArraySlice<RegexNode>) {
        var jumps: [Int] = []
        var remaining = branches
        while let branch = remaining.popFirst() {
            if remaining.isEmpty {
                emit(branch)
                break
            }
            let split = here
            append(.split(0, 0))
            emit(branch)
            jumps.append(here)
            append(.jump(0))
            patch(split, .split(split + 1, here))
        }
        for jump in jumps { patch(jump, .jump(here)) }
    }

    private mutating func emitRepetition(_ body: RegexNode, _ low: Int, _ high: Int?, _ greedy: Bool) {
        for _ in 0..<low { emit(body) }
        guard let high else {
            // body*: L: split(body, exit); body; jump L
            let loop = here
            append(.split(0, 0))
            emit(body)
            append(.loop(head: loop, exit: here + 1))
            patch(loop, prefer(loop + 1, here, greedy))
            return
        }
        // (body (body (…)?)?)? for the optional copies.
        var splits: [Int] = []
        for _ in low..<high {
            splits.append(here)
            append(.split(0, 0))
            emit(body)
        }
        for split in splits { patch(split, prefer(split + 1, here, greedy)) }
    }

    private func prefer(_ body: Int, _ exit: Int, _ greedy: Bool) -> RegexProgram.Instruction {
        greedy ? .split(body, exit) : .split(exit, body)
    }
}
