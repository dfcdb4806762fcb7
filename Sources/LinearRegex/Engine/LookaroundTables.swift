/// For each look-around of a program, one bit per position of the text (`0...count`):
/// whether it holds there. The matchers read a look-around as a zero-width assertion from
/// this table, so a look-around costs one pass over the text, before the match, whatever
/// the pattern around it.
///
/// The tables are filled innermost first (the parser numbers a body's look-arounds before
/// the look-around around it), each by a ``LookaroundPass``, a set simulation of the
/// look-around's program with its steps cached as a lazy DFA's:
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
///   keeps at most one thread per instruction), and `lookarounds × (text + 1) / 8` bytes,
///   plus one pass's cache (at most 2 MiB) at a time.
struct LookaroundTables {
    /// `bits[n * words + p / 64] >> (p % 64) & 1`: look-around `n` holds at position `p`
    /// (one flat array, so that reading a bit touches no nested array).
    private var bits: [UInt64] = []
    private var words = 0

    /// No look-arounds: for programs without them.
    static let none = LookaroundTables()

    private init() {}

    /// The tables of `program`'s look-arounds over `text`, adding the steps taken to `work`;
    /// each pass caches its steps in at most `passMemoryLimit` bytes.
    init(
        program: RegexProgram, text: [UInt32], passMemoryLimit: Int = LazyDFA.defaultMemoryLimit, work: inout Int
    ) {
        guard !program.lookarounds.isEmpty else { return }
        let words = text.count / 64 + 1
        self.words = words
        var wordBefore: [UInt64] = []
        if program.lookarounds.contains(where: { !$0.behind && $0.program.usesWordBoundaries }) {
            wordBefore = Self.wordBefore(text, words: words, work: &work)
        }
        bits.reserveCapacity(program.lookarounds.count * words)
        for lookaround in program.lookarounds {
            var pass = LookaroundPass(program: lookaround.program, text: text, memoryLimit: passMemoryLimit)
            var table = [UInt64](repeating: 0, count: words)
            pass.run(forwards: lookaround.behind, into: &table, tables: self, wordBefore: wordBefore)
            work += pass.work
            if lookaround.negated {
                for index in table.indices { table[index] = ~table[index] }
                work += words
            }
            bits.append(contentsOf: table)
        }
    }

    /// Bytes the tables hold: a bit per position and look-around, in 64-bit words.
    var memory: Int { bits.count * MemoryLayout<UInt64>.size }

    /// `true` if look-around `index` holds at `position`.
    @inline(__always)
    func holds(_ index: Int, at position: Int) -> Bool {
        bits[index * words + (position >> 6)] >> UInt64(position & 63) & 1 != 0
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
}
