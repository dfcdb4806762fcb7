import FormaCore
import FormaTerminal
import Foundation
import Testing

/// Counts a row's value changes.
@MainActor
private final class ChangeCounter {
    var changes = 0
}

/// A title field, a second field and a text area, each counting its value changes.
@MainActor
private func pasteForm(_ counter: ChangeCounter) -> Form {
    Form {
        Section("Paste") {
            TextRow("title") { $0.title = "Title" }.onChange { _ in counter.changes += 1 }
            TextRow("next") { $0.title = "Next" }
            TextAreaRow("notes") { $0.title = "Notes" }.onChange { _ in counter.changes += 1 }
        }
    }
}

/// What a paste cost: frames drawn and value changes made while it arrived, and the bytes
/// written to the terminal.
private struct PasteWork {
    var frames = 0
    var changes = 0
    var written = 0
}

extension TerminalHarness {
    /// Writes `bytes` to the terminal as fast as it takes them while the session reads,
    /// as a terminal delivers a paste, then lets the session finish with what is left.
    /// Stops early once more than `budget` frames or value changes were made.
    fileprivate func deliver(_ bytes: [UInt8], budget: Int, changes: () -> Int) -> PasteWork {
        var work = PasteWork()
        let startChanges = changes()
        let frameStart = Array("\u{1B}[?25l".utf8)
        var offset = 0
        var quiet = 0
        while quiet < 3 {
            if offset < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    write(pty.parent, buffer.baseAddress.map { $0 + offset }, min(bytes.count - offset, 65_536))
                }
                if count > 0 { offset += count }
            }
            let before = session.keysHandled
            _ = session.step(timeout: offset < bytes.count ? 5 : 50)
            let output = pty.drain()
            work.written += output.count
            work.frames += output.occurrences(of: frameStart)
            work.changes = changes() - startChanges
            if work.frames > budget || work.changes > budget { break }
            let idle = session.keysHandled == before && !session.hasPendingInput
            quiet = offset == bytes.count && idle ? quiet + 1 : 0
        }
        return work
    }
}

extension [UInt8] {
    fileprivate func occurrences(of needle: [UInt8]) -> Int {
        guard !needle.isEmpty, count >= needle.count else { return 0 }
        var found = 0
        var index = 0
        while index <= count - needle.count {
            if self[index] == needle[0] && Array(self[index..<(index + needle.count)]) == needle {
                found += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}

private let pasteStart = Array("\u{1B}[200~".utf8)
private let pasteEnd = Array("\u{1B}[201~".utf8)

@MainActor
@Suite struct PasteTests {
    @Test func bracketedPasteIsTurnedOnAndGivenBack() throws {
        let harness = try TerminalHarness(pasteForm(ChangeCounter()))
        #expect(String(decoding: harness.lastOutput, as: UTF8.self).contains("\u{1B}[?2004h"))
        harness.session.finish()
        #expect(String(decoding: harness.pty.drain(), as: UTF8.self).contains("\u{1B}[?2004l"))
    }

    /// A mebibyte pasted into a text field: one value change and one frame, whatever the
    /// number of reads it arrives in; what does not fit the 1,000,000 bytes a value holds is
    /// cut, and the status line says so.
    @Test func aMebibytePasteIsOneEditAndOneRedraw() throws {
        let counter = ChangeCounter()
        let harness = try TerminalHarness(pasteForm(counter))
        let unit = "The quick brown fox jumps over the lazy dog 0123456789. "
        let text = String(String(repeating: unit, count: (1 << 20) / unit.utf8.count + 1).utf8.prefix(1 << 20)) ?? ""
        #expect(text.utf8.count == 1 << 20)
        let work = harness.deliver(pasteStart + Array(text.utf8) + pasteEnd, budget: 3) { counter.changes }
        #expect(work.changes == 1)
        #expect(work.frames == 1)
        // The frame rewrites the field's line, the status line and the cursor, never megabytes.
        #expect(work.written < 2_000)
        let kept = String(text.utf8.prefix(FormValue.Limits.maxStringLength)) ?? ""
        #expect(harness.form.values()["title"] == .string(kept))
        #expect(harness.pty.screen.text.contains("Paste cut to the 1,000,000 bytes a field holds"))
        // The field still takes keys, and typing past the limit is refused.
        harness.press(Keys.backspace + "!")
        #expect(harness.form.values()["title"] == .string(String(kept.dropLast()) + "!"))
        harness.finish()
    }

    @Test func aPasteThatFitsIsKeptWhole() throws {
        let counter = ChangeCounter()
        let harness = try TerminalHarness(pasteForm(counter))
        harness.press("<")
        let text = String(repeating: "日本語 émoji 👍🏽 ", count: 2_000)
        let work = harness.deliver(pasteStart + Array(text.utf8) + pasteEnd, budget: 3) { counter.changes }
        harness.press(">")
        #expect(work.changes == 1)
        #expect(harness.form.values()["title"] == .string("<" + text + ">"))
        harness.finish()
    }

    /// A newline inside a paste is text, never Enter: a space in a one-line field (trailing
    /// ones dropped), a line break in a text area.
    @Test func aPastedNewlineIsNotEnter() throws {
        let counter = ChangeCounter()
        let harness = try TerminalHarness(pasteForm(counter))
        harness.press(bytes: pasteStart + Array("Ada\rLovelace\r\n".utf8) + pasteEnd)
        harness.press("!")
        #expect(harness.form.values()["title"] == "Ada Lovelace!")
        #expect(harness.form.values()["next"] == nil || harness.form.values()["next"] == .null)
        harness.press(Keys.tab + Keys.tab)
        harness.press(bytes: pasteStart + Array("Bring\r\ncake\rand\ntea".utf8) + pasteEnd)
        #expect(harness.form.values()["notes"] == "Bring\ncake\nand\ntea")
        harness.finish()
    }

    /// Characters read together (a paste in a terminal without bracketed paste) go into
    /// the field as one edit per read, not one per character.
    @Test func aBurstOfTypedCharactersIsOneEditPerRead() throws {
        let counter = ChangeCounter()
        let harness = try TerminalHarness(pasteForm(counter))
        let text = String(repeating: "abcdefghij", count: 300)
        harness.press(text)
        #expect(harness.form.values()["title"] == .string(text))
        #expect(counter.changes <= 3)
        harness.finish()
    }

    /// Control characters inside a paste are dropped, as typed ones never become text; a
    /// paste into a list's filter filters it.
    @Test func controlCharactersInAPasteAreDropped() throws {
        let counter = ChangeCounter()
        let harness = try TerminalHarness(pasteForm(counter))
        harness.press(bytes: pasteStart + Array("a\u{7}b\u{1B}[2Jc\u{7F}d".utf8) + [0xC2, 0x9B] + pasteEnd)
        #expect(harness.form.values()["title"] == "ab[2Jcd")
        harness.finish()
    }
}

@MainActor
@Suite struct UnmarkedPasteTests {
    static func form() -> Form {
        Form {
            Section {
                TextRow("first") { $0.title = "First" }
                TextRow("second") { $0.title = "Second" }
                TextAreaRow("notes") { $0.title = "Notes" }
            }
        }
    }

    /// In a terminal without bracketed paste, pasted lines arrive as keys read at once: the
    /// newline between them is text, not Enter, so the rows below stay empty.
    @Test func pastedNewlineDoesNotFillTheRowsBelow() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press("one\rtwo\rthree")
        #expect(harness.form.values()["first"] == "one two three")
        #expect(harness.form.values()["second"] == .null)
        #expect(harness.screen.contains("› First"))
        harness.finish()
    }

    /// In a text area the pasted line breaks are kept.
    @Test func pastedNewlinesStayInATextArea() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press(Keys.down + Keys.down)
        harness.press("one\rtwo\r")
        harness.press("x")
        #expect(harness.form.values()["notes"] == "one\ntwo\nx")
        harness.finish()
    }

    /// Typing then Enter, read at once, is still typing then Enter.
    @Test func typedTextThenEnterStillMovesOn() throws {
        let harness = try TerminalHarness(Self.form())
        harness.press("ab\r")
        #expect(harness.screen.contains("› Second"))
        harness.finish()
    }
}
