extension RegularExpression {
    /// Texts shorter than this, in scalars, go straight to the Pike VM: the automaton
    /// would compute nearly every transition it takes, and reuse none.
    static let shortText = 32

    /// `true` if the pattern matches all of `scalars`: the lazy DFA answers, or the Pike
    /// VM when the text is short or the DFA's cache would pass `memoryLimit` bytes.
    func wholeMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit) -> Bool {
        if scalars.count >= Self.shortText {
            var dfa = LazyDFA(program: program, text: scalars, search: false, memoryLimit: memoryLimit)
            switch dfa.run() {
            case .matched: return true
            case .noMatch: return false
            case .gaveUp: break
            }
        }
        var vm = PikeVM(program: program, text: scalars)
        return vm.run(whole: true) != nil
    }

    /// The leftmost-preferred match in `scalars`, as offsets. The lazy DFA first says
    /// whether there is one at all (most texts a hostile pattern is tried on have none);
    /// the Pike VM finds where it is.
    func firstMatch(scalars: [UInt32], memoryLimit: Int = LazyDFA.defaultMemoryLimit) -> Range<Int>? {
        if scalars.count >= Self.shortText {
            var dfa = LazyDFA(program: program, text: scalars, search: true, memoryLimit: memoryLimit)
            if dfa.run() == .noMatch { return nil }
        }
        var vm = PikeVM(program: program, text: scalars)
        return vm.run(whole: false)
    }
}
