/// Answers whether a ``RegexProgram`` matches a text — anywhere (`search`) or the whole
/// text — with a deterministic automaton built lazily while the text is read, as RE2 and
/// Rust's regex do.
///
/// A state is the set of instructions the threads of ``PikeVM`` would be waiting at after
/// a scalar, plus what the assertions need to know about that scalar (for `\b`, about the
/// last one that is not a combining mark or format character). The transition for
/// a state and a scalar is computed once, by the same closure and step the Pike VM does,
/// and then read from a table, so each further scalar costs one table look-up. Scalars
/// that no instruction and no assertion tells apart share a class and so a column of the
/// table. At most one state is created per scalar read, so the time stays
/// O(text × program) however many states the pattern has; when the states and tables
/// would take more than `memoryLimit` bytes the run gives up (``Outcome/gaveUp``) and the
/// caller uses the Pike VM, so memory stays bounded too.
///
/// A program with look-arounds reads them from ``LookaroundTables``: a column of the table
/// is then a scalar class together with which of the look-arounds hold at the position
/// before the scalar, so one more column is made for each combination met (bounded by the
/// same memory limit).
///
/// Positions within two scalars of the end, where `$`, `\Z` and `\z` look further than
/// one scalar ahead, are simulated directly rather than through the table.
struct LazyDFA {
    /// What a run found.
    enum Outcome: Equatable {
        case matched
        case noMatch
        /// The cache reached its memory limit; nothing is known.
        case gaveUp
    }

    /// Bytes a run may spend on states, transitions and scalar classes.
    static let defaultMemoryLimit = 2 << 20

    private static let unknown: Int32 = -1
    private static let matchFound: Int32 = -2

    private struct Column: Hashable {
        var scalarClass: Int32
        var holding: UInt64
    }

    private struct State: Hashable {
        /// Instructions waiting, sorted.
        var pcs: [Int32]
        /// Facts about the scalar just read (empty when the program has no assertions).
        var context: RegexAssertion.Context
    }

    private let program: RegexProgram
    private let text: [UInt32]
    private let search: Bool
    private let memoryLimit: Int
    private let usesAssertions: Bool
    private let lookarounds: LookaroundTables
    /// The look-arounds the program reads (``RegexProgram/lookaroundMask``). When there are
    /// any, a column of the table is a scalar class together with which of them hold at
    /// the position before the scalar, so the transition's closure knows their answers.
    private let lookaroundMask: UInt64
    private var columnIDs: [Column: Int32] = [:]
    private var columns: [Column] = []
    /// For each instruction that consumes a scalar, its index among those instructions.
    private var consumingIndex: [Int]
    private let consumingCount: Int
    private let signatureWords: Int

    private var asciiClasses = [Int32](repeating: -1, count: 128)
    private var otherClasses: [UInt32: Int32] = [:]
    private var classIDs: [[UInt64]: Int32] = [:]
    /// For each class, which consuming instructions accept it (by ``consumingIndex``).
    private var classSignatures: [[UInt64]] = []
    private var classContexts: [RegexAssertion.Context] = []
    private var classPrevious: [RegexAssertion.Context] = []

    private var states: [State] = []
    /// For each state, whether no instruction is waiting in it.
    private var idle: [Bool] = []
    private var stateIDs: [State: Int32] = [:]
    /// `transitions[state * stride + class]`: the next state, ``unknown`` or ``matchFound``.
    private var transitions: [Int32] = []
    private var stride = 8
    private var memoryUsed = 0

    private var marks: [Int]
    private var generation = 0
    private var stack: [Int] = []
    private var waiting: [Int] = []
    /// How many transitions were computed (not read from the table); for tests.
    private(set) var computedTransitions = 0
    /// Steps taken: scalars read, instructions visited, class tests by their probes.
    private(set) var work = 0
    /// When a search finds a match: the last position before it at which no thread was in
    /// flight. Every match that started earlier would have ended, and been found, earlier,
    /// so the leftmost match starts here or later.
    private(set) var idlePosition = 0

    /// An automaton for `program` over `text`, reading look-arounds from `lookarounds`
    /// (computed here, their steps counted in ``work``, when not given).
    init(
        program: RegexProgram, text: [UInt32], search: Bool, memoryLimit: Int = LazyDFA.defaultMemoryLimit,
        lookarounds: LookaroundTables? = nil
    ) {
        self.program = program
        self.text = text
        self.search = search
        self.memoryLimit = memoryLimit
        var index = [Int](repeating: -1, count: program.instructions.count)
        var count = 0
        var assertions = false
        for (pc, instruction) in program.instructions.enumerated() {
            switch instruction {
            case .scalar, .set:
                index[pc] = count
                count += 1
            case .assertion: assertions = true
            case .split, .jump, .loop, .match: break
            }
        }
        consumingIndex = index
        consumingCount = count
        signatureWords = (count + 63) / 64
        usesAssertions = assertions
        marks = [Int](repeating: -1, count: program.instructions.count)
        lookaroundMask = program.lookaroundMask
        if let lookarounds {
            self.lookarounds = lookarounds
        } else {
            var work = 0
            self.lookarounds = LookaroundTables(program: program, text: text, work: &work)
            self.work = work
        }
    }

    /// Reads the text once and says whether the program matches.
    mutating func run() -> Outcome {
        let count = text.count
        let start = State(pcs: search ? [] : [0], context: usesAssertions ? .atStart : [])
        guard var state = intern(start) else { return .gaveUp }
        var position = 0
        let inside = max(0, count - 2)
        var lastColumn = Column(scalarClass: -1, holding: 0)
        var lastColumnID: Int32 = -1
        while position < inside {
            work += 1
            if search, idle[Int(state)] { idlePosition = position }
            guard var column = classify(text[position]) else { return .gaveUp }
            if lookaroundMask != 0 {
                work += 1
                let key = Column(scalarClass: column, holding: lookarounds.holding(lookaroundMask, at: position))
                if key != lastColumn {
                    guard let id = self.column(key) else { return .gaveUp }
                    (lastColumn, lastColumnID) = (key, id)
                }
                column = lastColumnID
            }
            var next = transitions[Int(state) * stride + Int(column)]
            if next == Self.unknown {
                guard let computed = computeTransition(state, column) else { return .gaveUp }
                next = computed
            }
            if next == Self.matchFound { return .matched }
            state = next
            if !search, idle[Int(state)] { return .noMatch }
            position += 1
        }
        let last = states[Int(state)]
        return finish(
            from: last.pcs.map(Int.init), at: position, previousIsWord: last.context.contains(.previousIsWord))
    }

    /// The last positions, simulated with the exact assertions.
    private mutating func finish(from kernel: [Int], at start: Int, previousIsWord: Bool) -> Outcome {
        var kernel = kernel
        var position = start
        var previousIsWord = previousIsWord
        let text = text
        let lookarounds = lookarounds
        while true {
            if search, kernel.isEmpty { idlePosition = position }
            let matched = closure(of: kernel) { assertion in
                if case .lookaround(let index) = assertion { return lookarounds.holds(index, at: position) }
                return assertion.holds(in: text, at: position, previousIsWord: previousIsWord)
            }
            if matched, search || position == text.count { return .matched }
            if position == text.count { return .noMatch }
            let scalar = text[position]
            if let value = Unicode.Scalar(scalar), !ScalarProperty.isTransparent(value) {
                previousIsWord = ScalarProperty.isWord(value)
            }
            var next: [Int] = []
            for pc in waiting where accepts(pc, scalar) { next.append(pc + 1) }
            kernel = next
            if !search, kernel.isEmpty { return .noMatch }
            position += 1
        }
    }

    /// Fills ``waiting`` with the consuming instructions reachable from `kernel` (and from
    /// the start when searching) without consuming; `true` if a match is reachable.
    private mutating func closure(of kernel: [Int], holds: (RegexAssertion) -> Bool) -> Bool {
        generation += 1
        waiting.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        if search { stack.append(0) }
        stack.append(contentsOf: kernel)
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
            // As a set, the back edge of a loop reaches its head and its exit (see `PikeVM`).
            case .loop(let head, let exit):
                stack.append(head)
                stack.append(exit)
            case .assertion(let assertion): if holds(assertion) { stack.append(pc + 1) }
            case .match: matched = true
            case .scalar, .set: waiting.append(pc)
            }
        }
        return matched
    }

    private mutating func accepts(_ pc: Int, _ scalar: UInt32) -> Bool {
        work += 1
        switch program.instructions[pc] {
        case .scalar(let value): return scalar == value
        case .set(let index): return program.sets[index].contains(scalar, work: &work)
        case .split, .jump, .loop, .assertion, .match: return false
        }
    }

    /// The transition of `state` on `column` (a scalar class, or a ``Column`` when the
    /// program reads look-arounds), computed and stored; `nil` past the limit.
    private mutating func computeTransition(_ state: Int32, _ column: Int32) -> Int32? {
        computedTransitions += 1
        let scalarClass = lookaroundMask == 0 ? column : columns[Int(column)].scalarClass
        let holding = lookaroundMask == 0 ? 0 : columns[Int(column)].holding
        let from = states[Int(state)]
        let context = from.context.union(classContexts[Int(scalarClass)])
        let matched = closure(of: from.pcs.map(Int.init)) { assertion in
            if case .lookaround(let index) = assertion { return holding >> UInt64(index) & 1 != 0 }
            return assertion.holdsInside(context)
        }
        let result: Int32
        if matched, search {
            result = Self.matchFound
        } else {
            let signature = classSignatures[Int(scalarClass)]
            var pcs: [Int32] = []
            for pc in waiting {
                let bit = consumingIndex[pc]
                if signature[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { pcs.append(Int32(pc + 1)) }
            }
            pcs.sort()
            let after = RegexAssertion.Context.after(
                current: classContexts[Int(scalarClass)], previous: classPrevious[Int(scalarClass)],
                before: from.context)
            let next = State(pcs: pcs, context: usesAssertions ? after : [])
            guard let id = intern(next) else { return nil }
            result = id
        }
        transitions[Int(state) * stride + Int(column)] = result
        return result
    }

    /// The id of `column`, adding it (and widening the table) if new; `nil` past the limit.
    private mutating func column(_ column: Column) -> Int32? {
        if let id = columnIDs[column] { return id }
        let id = Int32(columns.count)
        memoryUsed += 48
        guard memoryUsed <= memoryLimit, growStride(toFit: Int(id)) else { return nil }
        columnIDs[column] = id
        columns.append(column)
        return id
    }

    /// The id of `state`, adding it (and its row of the table) if new; `nil` past the limit.
    private mutating func intern(_ state: State) -> Int32? {
        if let id = stateIDs[state] { return id }
        memoryUsed += 96 + state.pcs.count * 4 + stride * 4
        guard memoryUsed <= memoryLimit else { return nil }
        let id = Int32(states.count)
        states.append(state)
        idle.append(state.pcs.isEmpty)
        stateIDs[state] = id
        transitions.append(contentsOf: repeatElement(Self.unknown, count: stride))
        return id
    }

    /// The class of `scalar`, adding it if new; `nil` past the limit.
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
        let context = usesAssertions ? RegexAssertion.Context.current(scalar) : []
        let previous = usesAssertions ? RegexAssertion.Context.previous(scalar) : []
        // Scalars of one class must agree on the facts either side (CR and VT differ only there).
        if usesAssertions { signature.append(UInt64(context.rawValue) | UInt64(previous.rawValue) << 8) }
        let id: Int32
        if let existing = classIDs[signature] {
            id = existing
        } else {
            id = Int32(classSignatures.count)
            memoryUsed += 64 + signature.count * 8
            // With look-arounds the table's columns are ``Column``s, widened for in `column(_:)`.
            guard memoryUsed <= memoryLimit, lookaroundMask != 0 || growStride(toFit: Int(id)) else { return nil }
            classIDs[signature] = id
            classSignatures.append(signature)
            classContexts.append(context)
            classPrevious.append(previous)
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

    /// Widens the table so that it has a column for class `id`; `false` past the limit.
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
