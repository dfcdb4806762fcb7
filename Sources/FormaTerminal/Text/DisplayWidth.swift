/// How many terminal columns text takes: two for CJK and emoji, none for combining marks.
///
/// Widths are measured per character (grapheme cluster), the unit a cursor moves over: a
/// base letter with its accents is one column, a family emoji joined with ZWJ is two, a
/// symbol made emoji by U+FE0F is two. A control character is measured as FormaTerminal
/// draws it, as its escape (`\u{1b}`, six columns; see ``TerminalText/sanitized(_:)``).
///
/// ```swift
/// DisplayWidth.of("abc")     // 3
/// DisplayWidth.of("日本")     // 4
/// DisplayWidth.of("e\u{301}") // 1
/// DisplayWidth.of("👍🏽")       // 2
/// DisplayWidth.of("\u{1B}")   // 6, drawn as \u{1b}
/// ```
public enum DisplayWidth {
    /// The columns a string takes.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one character takes: 0, 1 or 2, or the width of its escape for a control
    /// character.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F && first.value >= 0x20 { return 1 }
        if scalars.contains(where: TerminalText.isControl) {
            return scalars.reduce(0) { $0 + (TerminalText.isControl($1) ? TerminalText.escape($1).utf8.count : of($1)) }
        }
        var width = 0
        var emojiPresentation = false
        for scalar in scalars {
            if scalar.value == 0xFE0F { emojiPresentation = true }
            if width == 0 { width = of(scalar) }
        }
        if emojiPresentation && width == 1 { return 2 }
        return width
    }

    /// The columns one scalar takes on its own, as a terminal draws it (none for a control).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if contains(zero, value) { return 0 }
        return contains(wide, value) ? 2 : 1
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
