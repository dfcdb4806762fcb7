/// For each look-around of a program, one bit per position of the text (`0...count`):
/// whether it holds there. The matchers read a look-around as a zero-width assertion from
/// this table, so a look-around costs one pass over the text, before the match, whatever
/// the pattern around it.
///
/// The tables are filled innermost first (the parser numbers a body's look-arounds before
/// the look-around around it), each by a set simulation of the look-around's program:
///
/// - a look-behind `(?<=r)` holds at `p` if `r` matches some `text[q..<p]`: its program
///   runs forwards with a new thread at every position, and holds wherever it reaches its
///   `match`;
/// - a look-ahead `(?=r)` holds at `p` if `r` matches some `text[p..<q]`: its program is
///   `r` reversed, run backwards from the end with a new thread at every position.
///
/// Assertions inside a body are read at their place in the whole text, as ICU does.
///
/// - Complexity: O(text × program) time over all the look-arounds together (each program
///   keeps at most one thread per instruction), and `lookarounds × (text + 1) / 8` bytes.
struct LookaroundTables {
    /// `bits[n][p / 64] >> (p % 64) & 1`: look-around `n` holds at position `p`.
    private var bits: [[UInt64]] = []

    /// No look-arounds: for programs without them.
    static let none = LookaroundTables()

    private init() {}

    /// The tables of `program`'s look-arounds over `text`, adding the steps taken to `work`.
    init(program: RegexProgram, text: [UInt32], work: inout Int) {
        guard !program.lookarounds.isEmpty else { return }
        let words = text.count / 64 + 1
        var wordBefore: [UInt64] = []
        if program.lookarounds.contains(where: { !$0.behind && $0.program.usesWordBoundaries }) {
            wordBefore = Self.wordBefore(text, words: words, work: &work)
        }
        bits.reserveCapacity(program.lookarounds.count)
        for lookaround in program.lookarounds {
            var simulation = Simulation(program: lookaround.program, text: text)
            var table = [UInt64](repeating: 0, count: words)
            if lookaround.behind {
                simulation.forwards(into: &table, tables: self)
            } else {
                simulation.backwards(into: &table, tables: self, wordBefore: wordBefore)
            }
            work += simulation.work
            if lookaround.negated {
                for index in table.indices { table[index] = ~table[index] }
                work += words
            }
            bits.append(table)
        }
    }

    /// Bytes the tables hold: a bit per position and look-around, in 64-bit words.
    var memory: Int { bits.reduce(0) { $0 + $1.count * MemoryLayout<UInt64>.size } }

    /// `true` if look-around `index` holds at `position`.
    func holds(_ index: Int, at position: Int) -> Bool {
        bits[index][position >> 6] >> UInt64(position & 63) & 1 != 0
    }

    /// Which of the look-arounds in `mask` hold at `position`, one bit per number.
    func holding(_ mask: UInt64, at position: Int) -> UInt64 {
        var result: UInt64 = 0
        var remaining = mask
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if holds(index, at: position) { result |= 1 << UInt64(index) }
        }
        return result
    }

    /// For each position, whether the last scalar before it that is not a combining mark or
    /// format character is a word scalar (what `\b` reads), for programs run backwards.
    private static func wordBefore(_ text: [UInt32], words: Int, work: inout Int) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: words)
        var isWord = false
        for position in 0...text.count {
            if isWord { result[position >> 6] |= 1 << UInt64(position & 63) }
            guard position < text.count else { break }
            work += RegexCompiler.wordBoundaryLookups
            if let value = Unicode.Scalar(text[position]), !ScalarProperty.isTransparent(value) {
                isWord = ScalarProperty.isWord(value)
            }
        }
        return result
    }

    /// One look-around's program run over the whole text as a set of threads (no
    /// priorities: only whether a match is reachable matters).
    private struct Simulation {
        let program: RegexProgram
        let text: [UInt32]
        var marks: [Int]
        var generation = 0
        var stack: [Int] = []
        var waiting: [Int] = []
        var kernel: [Int] = []
        var work = 0

        init(program: RegexProgram, text: [UInt32]) {
            self.program = program
            self.text = text
            marks = [Int](repeating: -1, count: program.instructions.count)
        }

        /// A look-behind: threads start at every position and move right.
        mutating func forwards(into table: inout [UInt64], tables: LookaroundTables) {
            var previousIsWord = false
            for position in 0...text.count {
                work += 1
                if closure(at: position, previousIsWord: previousIsWord, tables: tables) {
                    table[position >> 6] |= 1 << UInt64(position & 63)
                }
                guard position < text.count else { break }
                let scalar = text[position]
                step(over: scalar)
                if program.usesWordBoundaries {
                    work += RegexCompiler.wordBoundaryLookups
                    if let value = Unicode.Scalar(scalar), !ScalarProperty.isTransparent(value) {
                        previousIsWord = ScalarProperty.isWord(value)
                    }
                }
            }
        }

        /// A look-ahead (its program reversed): threads start at every position and move left.
        mutating func backwards(into table: inout [UInt64], tables: LookaroundTables, wordBefore: [UInt64]) {
            var position = text.count
            while true {
                work += 1
                let previousIsWord =
                    program.usesWordBoundaries && wordBefore[position >> 6] >> UInt64(position & 63) & 1 != 0
                if closure(at: position, previousIsWord: previousIsWord, tables: tables) {
                    table[position >> 6] |= 1 << UInt64(position & 63)
                }
                guard position > 0 else { break }
                position -= 1
                step(over: text[position])
            }
        }

        /// The kernel's consuming instructions that accept `scalar`, moved past it.
        private mutating func step(over scalar: UInt32) {
            kernel.removeAll(keepingCapacity: true)
            for pc in waiting {
                work += 1
                let accepted: Bool
                switch program.instructions[pc] {
                case .scalar(let value): accepted = scalar == value
                case .set(let index): accepted = program.sets[index].contains(scalar, work: &work)
                case .split, .jump, .loop, .assertion, .match: accepted = false
                }
                if accepted { kernel.append(pc + 1) }
            }
        }

        /// Fills ``waiting`` from the kernel and a new thread at `position`; `true` if a
        /// match is reachable there.
        private mutating func closure(at position: Int, previousIsWord: Bool, tables: LookaroundTables) -> Bool {
            generation += 1
            waiting.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            stack.append(contentsOf: kernel)
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
                case .assertion(.lookaround(let index)):
                    if tables.holds(index, at: position) { stack.append(pc + 1) }
                case .assertion(let assertion):
                    if assertion.holds(in: text, at: position, previousIsWord: previousIsWord) { stack.append(pc + 1) }
                case .match: matched = true
                case .scalar, .set: waiting.append(pc)
                }
            }
            return matched
        }
    }
}
