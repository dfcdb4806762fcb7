extension RegularExpression {
    /// Texts shorter than this, in scalars, go straight to the Pike VM: the automaton
    /// would compute nearly every transition it takes, and reuse none.
    static let shortText = 32

    /// `true` if the pattern matches all of `scalars`: the lazy DFA answers, or the Pike
    /// VM when the text is short or the DFA's cache would pass `memoryLimit` bytes. The
    /// pattern's look-arounds are worked out first, one pass over the text each, and both
    /// matchers read them from those tables.
    func wholeMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit) -> Bool {
        var work = 0
        return wholeMatch(scalars: scalars, memoryLimit: memoryLimit, work: &work)
    }

    /// ``wholeMatch(scalars:memoryLimit:)``, adding the steps both matchers took to `work`.
    func wholeMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit, work: inout Int) -> Bool {
        let lookarounds = LookaroundTables(program: program, text: scalars, work: &work)
        if scalars.count >= Self.shortText {
            var dfa = LazyDFA(
                program: program, text: scalars, search: false, memoryLimit: memoryLimit, lookarounds: lookarounds)
            let outcome = dfa.run()
            work += dfa.work
            switch outcome {
            case .matched: return true
            case .noMatch: return false
            case .gaveUp: break
            }
        }
        var vm = PikeVM(program: program, text: scalars, lookarounds: lookarounds)
        defer { work += vm.work }
        return vm.run(whole: true) != nil
    }

    /// The leftmost-preferred match in `scalars`, as offsets. The lazy DFA first says
    /// whether there is one at all (most texts a hostile pattern is tried on have none) and
    /// from where it can start; the Pike VM finds where it is, from there.
    func firstMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit) -> Range<Int>? {
        var work = 0
        return firstMatch(scalars: scalars, memoryLimit: memoryLimit, work: &work)
    }

    /// ``firstMatch(scalars:memoryLimit:)``, adding the steps both matchers took to `work`.
    func firstMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit, work: inout Int) -> Range<Int>? {
        var start = 0
        let lookarounds = LookaroundTables(program: program, text: scalars, work: &work)
        if scalars.count >= Self.shortText {
            var dfa = LazyDFA(
                program: program, text: scalars, search: true, memoryLimit: memoryLimit, lookarounds: lookarounds)
            let outcome = dfa.run()
            work += dfa.work
            if outcome == .noMatch { return nil }
            if outcome == .matched { start = dfa.idlePosition }
        }
        var vm = PikeVM(program: program, text: scalars, lookarounds: lookarounds)
        defer { work += vm.work }
        return vm.run(whole: false, from: start)
    }
}
