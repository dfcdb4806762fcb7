extension RegexAssertion {
    /// `true` if the assertion holds between `text[position - 1]` and `text[position]`.
    /// `previousIsWord` says whether the last scalar before `position` that is not a
    /// combining mark or format character is a word scalar (`false` if there is none).
    func holds(in text: [UInt32], at position: Int, previousIsWord: Bool) -> Bool {
        let count = text.count
        let previous = position > 0 ? text[position - 1] : nil
        let current = position < count ? text[position] : nil
        let crlfMiddle = previous == 0x0D && current == 0x0A
        switch self {
        case .startOfText:
            return position == 0
        case .endOfText:
            return position == count
        case .endOfTextBeforeFinalTerminator:
            if position == count { return true }
            if crlfMiddle { return false }
            if position == count - 1, let current { return ScalarProperty.isLineTerminator(current) }
            return position == count - 2 && current == 0x0D && text[position + 1] == 0x0A
        case .startOfLine:
            if position == 0 { return true }
            guard let previous, current != nil, !crlfMiddle else { return false }
            return ScalarProperty.isLineTerminator(previous)
        case .endOfLine:
            guard let current else { return true }
            return !crlfMiddle && ScalarProperty.isLineTerminator(current)
        case .notBeforeLineFeed:
            return current != 0x0A
        case .lookaround:
            // Answered from the pattern's ``LookaroundTables`` by the matchers, never here.
            return false
        case .wordBoundary, .notWordBoundary:
            // As ICU: no boundary before a combining mark or format character; otherwise the
            // scalar after against the last one before that is neither.
            let after = current.flatMap(Unicode.Scalar.init)
            if let after, ScalarProperty.isTransparent(after) { return self == .notWordBoundary }
            let afterIsWord = after.map(ScalarProperty.isWord) ?? false
            return (previousIsWord != afterIsWord) == (self == .wordBoundary)
        }
    }

    /// `true` if the assertion holds at a position at least three scalars before the end
    /// of the text, where the end-of-text assertions are all false and the answer depends
    /// only on the scalars either side, summarised in `context`.
    func holdsInside(_ context: RegexAssertion.Context) -> Bool {
        let crlfMiddle = context.contains(.previousIsCarriageReturn) && context.contains(.currentIsLineFeed)
        switch self {
        case .startOfText:
            return context.contains(.atStart)
        case .endOfText, .endOfTextBeforeFinalTerminator:
            return false
        case .startOfLine:
            return context.contains(.atStart) || (context.contains(.previousIsLineTerminator) && !crlfMiddle)
        case .endOfLine:
            return !crlfMiddle && context.contains(.currentIsLineTerminator)
        case .notBeforeLineFeed:
            return !context.contains(.currentIsLineFeed)
        case .lookaround:
            return false
        case .wordBoundary, .notWordBoundary:
            if context.contains(.currentIsTransparent) { return self == .notWordBoundary }
            let boundary = context.contains(.previousIsWord) != context.contains(.currentIsWord)
            return boundary == (self == .wordBoundary)
        }
    }

    /// What the assertions need to know about the scalars either side of a position.
    struct Context: OptionSet, Hashable {
        let rawValue: UInt8
        /// The position is the start of the text.
        static let atStart = Context(rawValue: 1 << 0)
        static let previousIsWord = Context(rawValue: 1 << 1)
        static let previousIsLineTerminator = Context(rawValue: 1 << 2)
        static let previousIsCarriageReturn = Context(rawValue: 1 << 3)
        static let currentIsWord = Context(rawValue: 1 << 4)
        static let currentIsLineTerminator = Context(rawValue: 1 << 5)
        static let currentIsLineFeed = Context(rawValue: 1 << 6)
        /// The scalar after is a combining mark or format character.
        static let currentIsTransparent = Context(rawValue: 1 << 7)

        /// The facts about `scalar` as the one after a position.
        static func current(_ scalar: UInt32) -> Context {
            var result: Context = []
            if let value = Unicode.Scalar(scalar) {
                if ScalarProperty.isWord(value) { result.insert(.currentIsWord) }
                if ScalarProperty.isTransparent(value) { result.insert(.currentIsTransparent) }
            }
            if ScalarProperty.isLineTerminator(scalar) { result.insert(.currentIsLineTerminator) }
            if scalar == 0x0A { result.insert(.currentIsLineFeed) }
            return result
        }

        /// The facts about `scalar` as the one before a position. After a combining mark or
        /// format character, ``previousIsWord`` is what it was before it (see ``after(current:previous:before:)``).
        static func previous(_ scalar: UInt32) -> Context {
            var result: Context = []
            if let value = Unicode.Scalar(scalar), ScalarProperty.isWord(value) { result.insert(.previousIsWord) }
            if ScalarProperty.isLineTerminator(scalar) { result.insert(.previousIsLineTerminator) }
            if scalar == 0x0D { result.insert(.previousIsCarriageReturn) }
            return result
        }

        /// The facts after reading a scalar with `current` and `previous` facts, from the
        /// facts `before` it: a combining mark or format character keeps ``previousIsWord``.
        static func after(current: Context, previous: Context, before: Context) -> Context {
            guard current.contains(.currentIsTransparent) else { return previous }
            return previous.subtracting(.previousIsWord).union(before.intersection(.previousIsWord))
        }
    }
}
