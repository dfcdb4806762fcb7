import FormaTerminal
import Testing

@Suite struct ScreenBufferTests {
    private let size = TerminalSize(rows: 4, columns: 20)

    @Test func secondFrameWritesOnlyTheChangedLine() {
        let buffer = ScreenBuffer()
        var lines = ["one", "two", "three", "four"]
        let first = String(decoding: buffer.render(ScreenFrame(size: size, lines: lines, cursor: nil)), as: UTF8.self)
        #expect(first.contains("\u{1B}[2J"))
        lines[2] = "THREE"
        let second = String(decoding: buffer.render(ScreenFrame(size: size, lines: lines, cursor: nil)), as: UTF8.self)
        #expect(second.contains("\u{1B}[3;1H\u{1B}[2KTHREE"))
        #expect(!second.contains("two") && !second.contains("four") && !second.contains("\u{1B}[2J"))
        let same = buffer.render(ScreenFrame(size: size, lines: lines, cursor: nil))
        #expect(same.count < 12)
    }

    @Test func resizeRedrawsEverything() {
        let buffer = ScreenBuffer()
        _ = buffer.render(ScreenFrame(size: size, lines: ["a"], cursor: nil))
        let bigger = String(
            decoding: buffer.render(ScreenFrame(size: TerminalSize(rows: 5, columns: 30), lines: ["a"], cursor: nil)),
            as: UTF8.self)
        #expect(bigger.contains("\u{1B}[2J") && bigger.contains("a"))
    }

    @Test func drawnOnAVirtualScreen() {
        let buffer = ScreenBuffer()
        let screen = VirtualScreen(size: size)
        screen.feed(buffer.render(ScreenFrame(size: size, lines: ["日本", "x"], cursor: .init(row: 1, column: 1))))
        screen.feed(buffer.render(ScreenFrame(size: size, lines: ["日本", "yz"], cursor: .init(row: 1, column: 2))))
        #expect(screen.text == "日本\nyz\n\n")
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 2 && screen.cursorVisible)
    }

    @Test func paletteRespectsNoColorAndDumbTerminals() {
        #expect(Palette(environment: ["TERM": "xterm-256color"]).usesColor)
        #expect(!Palette(environment: ["TERM": "xterm", "NO_COLOR": "1"]).usesColor)
        #expect(Palette(environment: ["TERM": "xterm", "NO_COLOR": ""]).usesColor)
        #expect(!Palette(environment: ["TERM": "dumb"]).usesColor)
        let plain = Palette(usesColor: false)
        #expect(!plain.start(.focus).isEmpty)
    }

    /// Themes by name: the high-contrast one keeps every role distinct; monochrome has no colour.
    @Test func themesByEnvironmentAndName() {
        let contrast = Palette(environment: ["TERM": "xterm", "FORMA_THEME": "high-contrast"])
        #expect(contrast.theme == .highContrast && contrast.usesColor)
        let roles = Palette.Role.allCases.filter { $0 != .plain }
        #expect(Set(roles.map(contrast.start)).count >= roles.count - 3)
        #expect(Set([Palette.Role.value, .placeholder, .disabled, .focus, .error].map(contrast.start)).count == 5)
        #expect(!Palette(environment: ["TERM": "xterm"], theme: .monochrome).usesColor)
        #expect(
            Palette(environment: ["TERM": "xterm", "NO_COLOR": "1", "FORMA_THEME": "high-contrast"]).usesColor == false)
    }

    /// Under `NO_COLOR`, placeholders, disabled text, the focus and errors each look
    /// different from a value and from one another.
    @Test(arguments: [false, true])
    func everyDistinctionSurvivesWithoutColour(usesColor: Bool) {
        let palette = Palette(usesColor: usesColor)
        let roles: [Palette.Role] = [.value, .placeholder, .disabled, .focus, .error]
        let starts = roles.map(palette.start)
        #expect(Set(starts).count == roles.count)
        var line = ScreenLine(width: 20, palette: palette)
        line.append("you@example.com", .placeholder)
        #expect(line.rendered.hasPrefix(palette.start(.placeholder)) && !palette.start(.placeholder).isEmpty)
    }

    @Test func lineNeverExceedsItsWidth() {
        var line = ScreenLine(width: 10, palette: Palette(usesColor: true))
        line.append("Title", .title)
        line.pad(to: 6)
        line.append("日本語テキスト", .value)
        #expect(line.used <= 10)
        #expect(line.used == 9) // "日…" fills 3 of the 4 columns left: a wide character is never split
    }
}
