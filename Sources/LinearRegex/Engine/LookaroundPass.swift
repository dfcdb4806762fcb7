/// One look-around's pass over the text (see ``LookaroundTables``): its program run as a set
/// of threads, a new one at every position, forwards for a look-behind and backwards for a
/// look-ahead, noting where a match is reachable.
///
/// As in ``LazyDFA``, each step is cached: the threads waiting at a position are a state,
/// and what the next step depends on — the answers of the program's assertions at the
/// position and which of its consuming instructions accept the scalar crossed — is a
/// column; the next state and whether a match is reachable are computed once per state and
/// column, then read from a table. At most one state is made per scalar, so the pass stays
/// O(text × program); when the cache would pass `memoryLimit` bytes, or the program has
/// more than 64 distinct assertions, the pass goes on without it.
struct LookaroundPass {
    private let program: RegexProgram
    private let text: [UInt32]
    private let memoryLimit: Int
    /// Steps taken: positions, assertions answered, instructions visited, scalars tested.
    private(set) var work = 0

    /// The program's distinct assertions, and for each instruction its index among them.
    private let assertions: [RegexAssertion]
    /// For each distinct assertion, the look-around it reads, or -1.
    private let lookaroundNumbers: [Int]
    private let assertionIndex: [Int]
    /// For each consuming instruction, its index among them; -1 for the others.
    private let consumingIndex: [Int]
    private let signatureWords: Int

    private var marks: [Int]
    private var generation = 0
    private var stack: [Int] = []
    private var waiting: [Int] = []
    private var kernel: [Int] = []

    private var caching: Bool
    private var memoryUsed = 0
    private var asciiClasses = [Int32](repeating: -1, count: 128)
    private var otherClasses: [UInt32: Int32] = [:]
    private var classIDs: [[UInt64]: Int32] = [:]
    private var classSignatures: [[UInt64]] = []
    private var columnIDs: [Column: Int32] = [:]
    private var columns: [Column] = []
    private var states: [[Int32]] = []
    private var stateIDs: [[Int32]: Int32] = [:]
    /// `transitions[state * stride + column]`: the next state times two, plus one if a
    /// match is reachable at the position; ``unknown`` until computed.
    private var transitions: [Int32] = []
    private var stride = 8
    private static let unknown: Int32 = -1

    private struct Column: Hashable {
        var scalarClass: Int32
        var answers: UInt64
    }

    init(program: RegexProgram, text: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit) {
        self.program = program
        self.text = text
        self.memoryLimit = memoryLimit
        var assertions: [RegexAssertion] = []
        var assertionIndex = [Int](repeating: -1, count: program.instructions.count)
        var consumingIndex = [Int](repeating: -1, count: program.instructions.count)
        var consuming = 0
        for (pc, instruction) in program.instructions.enumerated() {
            switch instruction {
            case .assertion(let assertion):
                if let known = assertions.firstIndex(of: assertion) {
                    assertionIndex[pc] = known
                } else {
                    assertionIndex[pc] = assertions.count
                    assertions.append(assertion)
                }
            case .scalar, .set:
                consumingIndex[pc] = consuming
                consuming += 1
            case .split, .jump, .loop, .match: break
            }
        }
        self.assertions = assertions
        lookaroundNumbers = assertions.map { assertion in
            if case .lookaround(let number) = assertion { return number }
            return -1
        }
        self.assertionIndex = assertionIndex
        self.consumingIndex = consumingIndex
        signatureWords = (consuming + 63) / 64
        marks = [Int](repeating: -1, count: program.instructions.count)
        caching = assertions.count <= 64
    }

    /// Runs the pass, setting the bit of each position where a match is reachable: the
    /// program as written, left to right (`forwards`), or reversed, right to left.
    /// `wordBefore` says, for a backward pass over a program with `\b`, whether the last
    /// scalar before each position that is not a combining mark or format character is a
    /// word scalar.
    mutating func run(forwards: Bool, into table: inout [UInt64], tables: LookaroundTables, wordBefore: [UInt64]) {
        let count = text.count
        var position = forwards ? 0 : count
        var previousIsWord = false
        var state: Int32 = 0
        if caching, intern([]) == nil { caching = false }
        var lastColumn = Column(scalarClass: -1, answers: 0)
        var lastColumnID: Int32 = -1
        while true {
            work += 1
            let isWord =
                forwards
                ? previousIsWord
                : program.usesWordBoundaries && wordBefore[position >> 6] >> UInt64(position & 63) & 1 != 0
            let crossing = forwards ? (position < count ? position : nil) : (position > 0 ? position - 1 : nil)
            var matched = false
            var stepped = false
            if caching, let crossing, let scalarClass = classify(text[crossing]) {
                let key = Column(scalarClass: scalarClass, answers: answers(at: position, isWord, tables))
                var column = lastColumnID
                if key != lastColumn || column < 0 {
                    column = self.column(key) ?? -1
                    (lastColumn, lastColumnID) = (key, column)
                }
                if column >= 0 {
                    var next = transitions[Int(state) * stride + Int(column)]
                    if next == Self.unknown { next = computeTransition(state, column) ?? Self.unknown }
                    if next != Self.unknown {
                        matched = next & 1 != 0
                        state = next >> 1
                        stepped = true
                    }
                }
            }
            if !stepped {
                if caching {
                    // The last position, or the cache is full: on from the state's threads.
                    kernel = states[Int(state)].map(Int.init)
                    if crossing != nil { caching = false }
                }
                matched = closure(at: position, isWord, tables)
                if let crossing { step(over: text[crossing]) }
            }
            if matched { table[position >> 6] |= 1 << UInt64(position & 63) }
            guard let crossing else { break }
            if forwards, program.usesWordBoundaries {
                work += RegexCompiler.wordBoundaryLookups
                if let value = Unicode.Scalar(text[crossing]), !ScalarProperty.isTransparent(value) {
                    previousIsWord = ScalarProperty.isWord(value)
                }
            }
            position += forwards ? 1 : -1
        }
    }

    /// Whether `assertion` holds at `position` of `text`.
    private static func holds(
        _ assertion: RegexAssertion, in text: [UInt32], at position: Int, _ isWord: Bool,
        _ tables: LookaroundTables
    ) -> Bool {
        switch assertion {
        case .lookaround(let number): tables.holds(number, at: position)
        default: assertion.holds(in: text, at: position, previousIsWord: isWord)
        }
    }

    /// The answers of all the distinct assertions at `position`, one bit each.
    @inline(__always)
    private mutating func answers(at position: Int, _ isWord: Bool, _ tables: LookaroundTables) -> UInt64 {
        var result: UInt64 = 0
        for index in lookaroundNumbers.indices {
            let number = lookaroundNumbers[index]
            let holds =
                number >= 0
                ? tables.holds(number, at: position)
                : Self.holds(assertions[index], in: text, at: position, isWord, tables)
            if holds { result |= 1 << UInt64(index) }
        }
        work += lookaroundNumbers.count
        return result
    }

    /// Uncached: fills ``waiting`` from ``kernel`` and a new thread, with the assertions
    /// answered at `position`; `true` if a match is reachable.
    private mutating func closure(at position: Int, _ isWord: Bool, _ tables: LookaroundTables) -> Bool {
        let (text, assertions, start) = (text, assertions, kernel)
        return closure(from: start) { Self.holds(assertions[$0], in: text, at: position, isWord, tables) }
    }

    /// Fills ``waiting`` with the consuming instructions reachable without consuming from
    /// `start` and a new thread; `true` if a match is reachable.
    private mutating func closure(from start: [Int], holds: (Int) -> Bool) -> Bool {
        generation += 1
        waiting.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stack.append(contentsOf: start)
        stack.append(0)
        var matched = false
        while let pc = stack.popLast() {
            work += 1
            if marks[pc] == generation { continue }
            marks[pc] = generation
            switch program.instructions[pc] {
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(first)
                stack.append(second)
            case .loop(let head, let exit):
                stack.append(head)
                stack.append(exit)
            case .assertion: if holds(assertionIndex[pc]) { stack.append(pc + 1) }
            case .match: matched = true
            case .scalar, .set: waiting.append(pc)
            }
        }
        return matched
    }

    /// Uncached: moves ``kernel`` to the instructions of ``waiting`` that accept `scalar`.
    private mutating func step(over scalar: UInt32) {
        kernel.removeAll(keepingCapacity: true)
        for pc in waiting where accepts(pc, scalar) { kernel.append(pc + 1) }
    }

    private mutating func accepts(_ pc: Int, _ scalar: UInt32) -> Bool {
        work += 1
        switch program.instructions[pc] {
        case .scalar(let value): return scalar == value
        case .set(let index): return program.sets[index].contains(scalar, work: &work)
        case .split, .jump, .loop, .assertion, .match: return false
        }
    }

    /// The cached step of `state` on `column`; `nil` past the memory limit.
    private mutating func computeTransition(_ state: Int32, _ column: Int32) -> Int32? {
        let answers = columns[Int(column)].answers
        let start = states[Int(state)].map(Int.init)
        let matched = closure(from: start) { answers >> UInt64($0) & 1 != 0 }
        let signature = classSignatures[Int(columns[Int(column)].scalarClass)]
        var next: [Int32] = []
        for pc in waiting {
            let bit = consumingIndex[pc]
            if signature[bit >> 6] >> UInt64(bit & 63) & 1 != 0 { next.append(Int32(pc + 1)) }
        }
        next.sort()
        guard let id = intern(next) else { return nil }
        let result = id << 1 | (matched ? 1 : 0)
        transitions[Int(state) * stride + Int(column)] = result
        return result
    }

    private mutating func intern(_ state: [Int32]) -> Int32? {
        if let id = stateIDs[state] { return id }
        memoryUsed += 96 + state.count * 4 + stride * 4
        guard memoryUsed <= memoryLimit else { return nil }
        let id = Int32(states.count)
        states.append(state)
        stateIDs[state] = id
        transitions.append(contentsOf: repeatElement(Self.unknown, count: stride))
        return id
    }

    private mutating func column(_ column: Column) -> Int32? {
        if let id = columnIDs[column] { return id }
        let id = Int32(columns.count)
        memoryUsed += 48
        guard memoryUsed <= memoryLimit, growStride(toFit: Int(id)) else { return nil }
        columnIDs[column] = id
        columns.append(column)
        return id
    }

    /// The class of `scalar`: which consuming instructions accept it; `nil` past the limit.
    private mutating func classify(_ scalar: UInt32) -> Int32? {
        if scalar < 128 {
            let known = asciiClasses[Int(scalar)]
            if known >= 0 { return known }
        } else if let known = otherClasses[scalar] {
            return known
        }
        var signature = [UInt64](repeating: 0, count: signatureWords)
        for (pc, bit) in consumingIndex.enumerated() where bit >= 0 && accepts(pc, scalar) {
            signature[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        let id: Int32
        if let existing = classIDs[signature] {
            id = existing
        } else {
            id = Int32(classSignatures.count)
            memoryUsed += 64 + signature.count * 8
            guard memoryUsed <= memoryLimit else { return nil }
            classIDs[signature] = id
            classSignatures.append(signature)
        }
        if scalar < 128 {
            asciiClasses[Int(scalar)] = id
        } else {
            memoryUsed += 32
            guard memoryUsed <= memoryLimit else { return nil }
            otherClasses[scalar] = id
        }
        return id
    }

    private mutating func growStride(toFit id: Int) -> Bool {
        guard id >= stride else { return true }
        let wider = stride * 2
        memoryUsed += states.count * (wider - stride) * 4
        guard memoryUsed <= memoryLimit else { return false }
        var table = [Int32](repeating: Self.unknown, count: states.count * wider)
        for state in 0..<states.count {
            for column in 0..<stride { table[state * wider + column] = transitions[state * stride + column] }
        }
        transitions = table
        stride = wider
        return true
    }
}
