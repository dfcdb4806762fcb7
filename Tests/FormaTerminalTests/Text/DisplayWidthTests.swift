import Testing

@testable import FormaTerminal

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("日本語", 6), ("한국어", 6), ("ｱ", 1), ("Ｗ", 2),
        ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("🇫🇷", 2),
        ("a\u{200B}b", 2), ("\u{1B}", 6), ("Café", 4), ("ก่", 1),
    ])
    func columns(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [DisplayWidth.wide, DisplayWidth.zero] {
            for (previous, next) in zip(table, table.dropFirst()) {
                #expect(previous.upperBound < next.lowerBound, "\(previous) then \(next)")
            }
        }
    }

    @Test func truncationKeepsWideCharactersWhole() {
        #expect(TerminalText.truncated("日本語テキスト", to: 7) == "日本語…")
        #expect(TerminalText.truncated("日本語テキスト", to: 6) == "日本…")
        #expect(TerminalText.truncated("short", to: 10) == "short")
        #expect(TerminalText.truncated("anything", to: 0) == "")
        #expect(DisplayWidth.of(TerminalText.padded("日本", to: 5)) == 5)
    }

    @Test func controlCharactersCannotReachTheTerminal() {
        let sanitized = TerminalText.sanitized("a\u{1B}[2J\u{07}b\nc\u{9B}")
        #expect(!sanitized.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(sanitized == #"a\u{1b}[2J\u{7}b\u{a}c\u{9b}"#)
    }
}
