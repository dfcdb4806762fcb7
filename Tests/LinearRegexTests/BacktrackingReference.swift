@testable import LinearRegex

/// A brute-force backtracking matcher over the parsed tree, as a textbook backtracking
/// engine (ICU) runs a pattern: alternatives in order, greedy or lazy loops, an iteration
/// of an unbounded loop that matched nothing ends the loop, and a look-around is atomic
/// (the first way its body matches is all it asks). It has no linear bound, so it throws
/// past `budget` steps; tests keep patterns and texts small.
final class BacktrackingReference {
    let tree: RegexNode
    let lookarounds: [RegexLookaround]
    let text: [UInt32]
    var steps = 0
    let budget: Int

    init(_ pattern: String, text: String, budget: Int = 200_000) throws {
        var parser = RegexParser(pattern, options: [])
        tree = try parser.parse()
        lookarounds = parser.lookarounds
        self.text = text.unicodeScalars.map(\.value)
        self.budget = budget
    }

    private struct OutOfSteps: Error {}

    /// The leftmost match as scalar offsets, the one a backtracking engine prefers; `nil`
    /// when there is none; throws past the budget.
    func firstMatch() throws -> Range<Int>? {
        for start in 0...text.count {
            var end: Int?
            if try match(
                tree, start,
                {
                    end = $0; return true
                })
            {
                return start..<(end ?? start)
            }
        }
        return nil
    }

    /// `true` if the whole text matches.
    func wholeMatch() throws -> Bool {
        let count = text.count
        return try match(tree, 0) { $0 == count }
    }

    /// Matches `node` at `position`, then the continuation; `true` as soon as one way works.
    private func match(_ node: RegexNode, _ position: Int, _ next: (Int) throws -> Bool) throws -> Bool {
        steps += 1
        if steps > budget { throw OutOfSteps() }
        switch node {
        case .empty:
            return try next(position)
        case .scalar(let scalar, let caseInsensitive):
            guard position < text.count else { return false }
            let value = text[position]
            let members = caseInsensitive ? CaseClosure.shared.members(of: scalar.value).map(Array.init) : nil
            return (members ?? [scalar.value]).contains(value) ? try next(position + 1) : false
        case .set(let set):
            guard position < text.count, set.contains(text[position]) else { return false }
            return try next(position + 1)
        case .assertion(let assertion):
            return try holds(assertion, position) ? try next(position) : false
        case .concatenation(let items):
            return try sequence(items[...], position, next)
        case .alternation(let branches):
            for branch in branches where try match(branch, position, next) { return true }
            return false
        case .repetition(let body, let low, let high, let greedy):
            return try repeatBody(body, low: low, high: high, greedy: greedy, count: 0, position, next)
        }
    }

    private func sequence(
        _ items: ArraySlice<RegexNode>, _ position: Int, _ next: (Int) throws -> Bool
    ) throws -> Bool {
        guard let first = items.first else { return try next(position) }
        return try match(first, position) { after in try self.sequence(items.dropFirst(), after, next) }
    }

    private func repeatBody(
        _ body: RegexNode, low: Int, high: Int?, greedy: Bool, count: Int, _ position: Int,
        _ next: (Int) throws -> Bool
    ) throws -> Bool {
        if count < low {
            return try match(body, position) { after in
                try self.repeatBody(body, low: low, high: high, greedy: greedy, count: count + 1, after, next)
            }
        }
        func more() throws -> Bool {
            if let high, count >= high { return false }
            return try self.match(body, position) { after in
                // An iteration of an unbounded loop that matched nothing ends the loop, as in
                // ICU; a bounded repetition just counts it.
                if after == position, high == nil { return try next(after) }
                return try self.repeatBody(body, low: low, high: high, greedy: greedy, count: count + 1, after, next)
            }
        }
        if greedy {
            if try more() { return true }
            return try next(position)
        }
        if try next(position) { return true }
        return try more()
    }

    private func holds(_ assertion: RegexAssertion, _ position: Int) throws -> Bool {
        guard case .lookaround(let index) = assertion else {
            return assertion.holds(in: text, at: position, previousIsWord: previousIsWord(position))
        }
        let lookaround = lookarounds[index]
        var found: Bool
        if lookaround.behind {
            found = false
            for start in stride(from: position, through: 0, by: -1)
            where try match(lookaround.body, start, { $0 == position }) {
                found = true
                break
            }
        } else {
            found = try match(lookaround.body, position) { _ in true }
        }
        return found != lookaround.negated
    }

    private func previousIsWord(_ position: Int) -> Bool {
        var index = position - 1
        while index >= 0 {
            if let value = Unicode.Scalar(text[index]), !ScalarProperty.isTransparent(value) {
                return ScalarProperty.isWord(value)
            }
            index -= 1
        }
        return false
    }
}
