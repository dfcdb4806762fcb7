/// Runs a ``RegexProgram`` over a text in one pass, keeping at most one thread per
/// instruction (Pike's VM): time is O(text × program), memory O(program), whatever the
/// pattern. Threads are kept in priority order, so a search finds the same leftmost
/// match a backtracking engine prefers (greedy and lazy quantifiers, ordered alternation).
struct PikeVM {
    private let program: RegexProgram
    private let text: [UInt32]
    private let lookarounds: LookaroundTables
    private var marks: [Int]
    private var generation = 0
    private var stack: [Int] = []
    /// Steps taken: instructions visited and scalars compared, class tests by their probes.
    private(set) var work = 0
    /// Whether the last scalar before the current position that is not a combining mark or
    /// format character is a word scalar (for `\b` and `\B`).
    private var previousIsWord = false

    /// A thread list: parallel arrays of instruction and start position, in priority order.
    private struct Threads {
        var pcs: [Int] = []
        var starts: [Int] = []
        mutating func removeAll() {
            pcs.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
        }
    }

    /// A VM for `program` over `text`, reading look-arounds from `lookarounds` (computed
    /// here, their steps counted in ``work``, when not given).
    init(program: RegexProgram, text: [UInt32], lookarounds: LookaroundTables? = nil) {
        self.program = program
        self.text = text
        self.marks = [Int](repeating: -1, count: program.instructions.count)
        if let lookarounds {
            self.lookarounds = lookarounds
        } else {
            self.lookarounds = LookaroundTables(program: program, text: text, work: &work)
        }
    }

    /// The preferred match starting exactly at 0 and ending at the end (`whole`), or the
    /// leftmost-preferred match anywhere, as scalar offsets. A search may begin at `start`
    /// when no match can start before it (the lazy DFA's ``LazyDFA/idlePosition``).
    mutating func run(whole: Bool, from start: Int = 0) -> Range<Int>? {
        var current = Threads()
        var next = Threads()
        var found: Range<Int>?
        let count = text.count
        var position = whole ? 0 : min(max(start, 0), count)
        if program.usesWordBoundaries { previousIsWord = lastIsWord(before: position) }
        while true {
            if found == nil, !whole || position == 0 {
                add(&current, pc: 0, start: position, at: position)
            }
            if current.pcs.isEmpty, whole || found != nil || position == count { break }
            generation += 1
            work += 1
            // The threads added from here on are at the next position, after this scalar.
            if program.usesWordBoundaries, position < count { notePrevious(text[position]) }
            step: for i in current.pcs.indices {
                let pc = current.pcs[i]
                work += 1
                let start = current.starts[i]
                switch program.instructions[pc] {
                case .match:
                    if whole {
                        if position == count { return start..<position }
                        continue step
                    }
                    found = start..<position
                    break step
                case .scalar(let value):
                    if position < count, text[position] == value {
                        add(&next, pc: pc + 1, start: start, at: position + 1)
                    }
                case .set(let index):
                    if position < count, program.sets[index].contains(text[position], work: &work) {
                        add(&next, pc: pc + 1, start: start, at: position + 1)
                    }
                case .assertion, .split, .jump, .loop:
                    continue step
                }
            }
            if position == count { break }
            swap(&current, &next)
            next.removeAll()
            position += 1
        }
        return found
    }

    /// Adds the thread at `pc` and everything reachable without consuming (the closure),
    /// depth first in priority order, each instruction once per position.
    private mutating func add(_ threads: inout Threads, pc: Int, start: Int, at position: Int) {
        stack.append(pc)
        while let pc = stack.popLast() {
            work += 1
            // A loop's back edge is a decision, not a state: it is not marked, so an empty
            // iteration reaching it again can still leave the loop (see `.loop`).
            if case .loop(let head, let exit) = program.instructions[pc] {
                stack.append(marks[head] == generation ? exit : head)
                continue
            }
            if marks[pc] == generation { continue }
            marks[pc] = generation
            switch program.instructions[pc] {
            case .jump(let target):
                stack.append(target)
            case .loop:
                break
            case .split(let preferred, let other):
                stack.append(other)
                stack.append(preferred)
            case .assertion(.lookaround(let index)):
                if lookarounds.holds(index, at: position) { stack.append(pc + 1) }
            case .assertion(let assertion):
                if assertion.holds(in: text, at: position, previousIsWord: previousIsWord) { stack.append(pc + 1) }
            case .scalar, .set, .match:
                threads.pcs.append(pc)
                threads.starts.append(start)
            }
        }
    }

    /// Whether the last scalar before `position` that is not a combining mark or format
    /// character is a word scalar.
    private mutating func lastIsWord(before position: Int) -> Bool {
        var index = position - 1
        while index >= 0 {
            work += RegexCompiler.wordBoundaryLookups
            if let value = Unicode.Scalar(text[index]), !ScalarProperty.isTransparent(value) {
                return ScalarProperty.isWord(value)
            }
            index -= 1
        }
        return false
    }

    /// Moves ``previousIsWord`` past `scalar`: combining marks and format characters leave it.
    private mutating func notePrevious(_ scalar: UInt32) {
        work += RegexCompiler.wordBoundaryLookups
        guard let value = Unicode.Scalar(scalar), !ScalarProperty.isTransparent(value) else { return }
        previousIsWord = ScalarProperty.isWord(value)
    }
}
