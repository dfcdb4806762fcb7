import FormaCore
import FormaDefinitions
import FormaTerminal
import Foundation
import Testing

/// A definition whose every piece of text tries to take over the terminal: set its title
/// (OSC 0 ending in BEL), clear the screen, recolour, start a sequence with the one-byte
/// CSI (U+009B), and reorder what follows with bidirectional overrides and isolates.
let hostileDefinition = #"""
    {"forma": 1, "title": "Form\u001b]0;pwned\u0007",
     "sections": [
      {"title": "Head\u001b[2J", "footer": "Foot\u001b[31mred \u202eevil\u202c end",
       "rows": [
        {"kind": "text", "tag": "name", "title": "Name\u001b]0;pwned\u0007",
         "placeholder": "Place\u009b2J", "value": "Val\u001b[31m\u202eue\u2066x\u2069"},
        {"kind": "pushSelector", "tag": "plan", "title": "Plan\u009b31m",
         "options": [{"value": "a", "title": "A\u001b[2J"}, {"value": "b", "title": "B\u2067\u202dx"}],
         "value": "a"},
        {"kind": "text", "tag": "code", "title": "Code\u007f\u0085",
         "validations": [{"rule": "min_length", "value": 5, "message": "Too short\u001b[2J\u202e!"}]},
        {"kind": "textArea", "tag": "notes", "title": "Notes", "value": "line\u001b[2J\nnext\u0008"}
       ]}
     ]}
    """#

/// The scalars that must never reach a terminal raw from a form's text.
func isForbiddenOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
}

/// `output` with the renderer's own escape sequences taken out; `nil` when an escape in it is
/// not one the renderer writes.
private func withoutRendererEscapes(_ output: [UInt8]) -> String? {
    let known = [
        "\u{1B}[?25l", "\u{1B}[?25h", "\u{1B}[2K", "\u{1B}[0m", "\u{1B}[1m", "\u{1B}[7m", "\u{1B}[H",
        "\u{1B}[2m", "\u{1B}[2;3m", "\u{1B}[4m",
        "\u{1B}[?1049h", "\u{1B}[?1049l", "\u{1B}[?2004h", "\u{1B}[?2004l",
    ]
    var text = String(decoding: output, as: UTF8.self)
    for sequence in known { text = text.replacingOccurrences(of: sequence, with: "") }
    // Cursor positions: ESC [ row ; column H.
    text = text.replacingOccurrences(of: "\u{1B}\\[[0-9]+;[0-9]+H", with: "", options: .regularExpression)
    return text.unicodeScalars.contains(where: isForbiddenOnATerminal) ? nil : text
}

@MainActor
@Suite struct ControlCharacterTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(
            TerminalText.sanitized("a\u{1B}[2J\u{07}b\nc\u{9B}d\u{7F}\u{202E}e\u{2066}f\u{2069}\t")
                == #"a\u{1b}[2J\u{7}b\u{a}c\u{9b}d\u{7f}\u{202e}e\u{2066}f\u{2069}\u{9}"#)
        // Text without controls comes back as it is, joiners and marks included.
        let plain = "Zoë 日本 👩‍👩‍👧 e\u{301} \u{200D}\u{200E}"
        #expect(TerminalText.sanitized(plain) == plain)
        // Shown text has nothing left to sanitize.
        let shown = TerminalText.sanitized("\u{1B}\u{202E}")
        #expect(TerminalText.sanitized(shown) == shown)
    }

    /// Widths count the escape as drawn, so columns line up and nothing is cut short.
    @Test func widthsMeasureTheVisibleForm() {
        #expect(DisplayWidth.of("\u{1B}" as Character) == 6)
        #expect(DisplayWidth.of("\u{202E}" as Character) == 8)
        #expect(DisplayWidth.of("\r\n" as Character) == 10)
        #expect(DisplayWidth.of("a\u{1B}[2Jb") == 11)
        var line = ScreenLine(width: 40, palette: Palette(usesColor: false))
        line.append("x\u{1B}[31my")
        #expect(line.rendered == #"x\u{1b}[31my"#)
        #expect(line.used == DisplayWidth.of(#"x\u{1b}[31my"#))
        #expect(TerminalText.truncated("ab\u{1B}cd", to: 6) == "ab\\u{…")
        #expect(DisplayWidth.of(TerminalText.truncated("ab\u{1B}cd", to: 6)) == 6)
        var editor = LineEditor(text: "a\u{1B}b")
        editor.handle(.left)
        let shown = editor.view(width: 20)
        #expect(shown.text == #"a\u{1b}b"#)
        #expect(shown.cursorColumn == 7)
    }

    @Test func theFullScreenRendererShowsHostileTextInertly() throws {
        let form = try Form(json: hostileDefinition)
        let harness = try TerminalHarness(form, title: form.title ?? "", size: TerminalSize(rows: 24, columns: 80))
        var output = harness.lastOutput
        // The first frame clears the screen itself, twice (the alternate screen, then the frame).
        #expect(String(decoding: output, as: UTF8.self).components(separatedBy: "\u{1B}[2J").count - 1 == 2)
        output = Array(String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\u{1B}[2J", with: "").utf8)
        // Type, open the list, move in it, close it, go down and submit to see the messages.
        let steps = ["x", Keys.down, Keys.enter, Keys.down, Keys.escape, Keys.down, "ab", Keys.submit, Keys.down]
        for step in steps {
            harness.press(step)
            output += harness.lastOutput
        }
        let rest = withoutRendererEscapes(output)
        #expect(rest != nil, "a raw control character reached the terminal")
        let screen = harness.pty.screen.text
        #expect(screen.contains(#"Form\u{1b}]0;pwned\u{7}"#))
        #expect(screen.contains(#"Head\u{1b}[2J"#))
        #expect(screen.contains(#"Too short\u{1b}[2J\u{202e}!"#))
        // Every frame line fits the width, measured as drawn.
        for line in harness.session.view.frame().lines {
            let text = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(!text.unicodeScalars.contains(where: isForbiddenOnATerminal))
            #expect(DisplayWidth.of(text) <= 80)
        }
        harness.finish()
    }

    @Test func theOverlayShowsHostileOptionsInertly() throws {
        let form = try Form(json: hostileDefinition)
        let harness = try TerminalHarness(form, title: "T", size: TerminalSize(rows: 24, columns: 80))
        harness.press(Keys.down + Keys.enter)
        #expect(withoutRendererEscapes(harness.lastOutput) != nil)
        #expect(harness.pty.screen.text.contains(#"A\u{1b}[2J"#))
        #expect(harness.pty.screen.text.contains(#"B\u{2067}\u{202d}x"#))
        harness.finish()
    }

    @Test func theLineModeShowsHostileTextInertly() throws {
        let form = try Form(json: hostileDefinition)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PseudoTerminalError.cannotOpen(errno) }
        var outputs: [Int32] = [-1, -1]
        guard pipe(&outputs) == 0 else { throw PseudoTerminalError.cannotOpen(errno) }
        defer {
            close(ends[0])
            close(outputs[0])
        }
        let answers = Array("\n\nab\n\nabcdef\n".utf8)
        _ = answers.withUnsafeBytes { write(ends[1], $0.baseAddress, answers.count) }
        close(ends[1])
        _ = fcntl(outputs[1], F_SETFL, fcntl(outputs[1], F_GETFL) | O_NONBLOCK)
        let session = LineModeSession(
            controller: FormController(form: form), title: form.title ?? "", input: ends[0], output: outputs[1])
        let outcome = session.run()
        close(outputs[1])
        var transcript: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(outputs[0], $0.baseAddress, 65_536) }
            if count <= 0 { break }
            transcript += buffer[..<count]
        }
        guard case .submitted = outcome else {
            Issue.record("expected a submit, got \(outcome)")
            return
        }
        let text = String(decoding: transcript, as: UTF8.self)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && isForbiddenOnATerminal($0) })
        #expect(text.contains(#"Form\u{1b}]0;pwned\u{7}"#))
        #expect(text.contains(#"Name\u{1b}]0;pwned\u{7}"#))
        #expect(text.contains(#"A\u{1b}[2J"#))
        #expect(text.contains(#"Too short\u{1b}[2J\u{202e}!"#))
    }
}
