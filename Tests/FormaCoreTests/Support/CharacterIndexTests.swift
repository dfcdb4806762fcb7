import Foundation
import Testing

@testable import FormaCore

@Suite("Character index")
struct CharacterIndexTests {
    /// The reference: the characters before a UTF-8 offset, rounding an offset inside a
    /// character down to it.
    static func reference(_ text: String, _ offset: Int) -> Int {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        return text.distance(from: text.startIndex, to: index)
    }

    /// Random texts of ASCII, accented letters, combining marks, emoji with modifiers, flags
    /// and line breaks, long enough to hold many checkpoints: every offset, at a boundary or
    /// inside a character, counts as the reference does, with bounded reading.
    @Test func agreesWithStringAtEveryOffset() {
        // Prepend (U+0600), spacing marks (U+0903), Hangul jamo, lone regional indicators
        // and CR break graphemes in ways ASCII runs must not hide.
        let pieces = [
            "a", " ", "é", "e\u{301}", "👍🏽", "🇫🇷", "中", "\r\n", "\n", "\r", "\u{200D}", "👩‍👩‍👧", "x\u{301}\u{302}",
            "\u{600}", "\u{903}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{1F1EB}", "1", "\u{301}",
        ]
        var generator = SplitMix(seed: 0xC4A2)
        let rounds = ProcessInfo.processInfo.environment["FORMA_LONG"] == "1" ? 2_000 : 40
        for _ in 0..<rounds {
            let length = Int(generator.next() % 400)
            let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let index = CharacterIndex(Array(text.utf8)[...])
            for offset in 0...text.utf8.count {
                let found = index.characters(upTo: offset)
                #expect(found.characters == Self.reference(text, offset), "\(text.debugDescription) at \(offset)")
                #expect(found.scanned < CharacterIndex.stride + 64)
            }
        }
    }

    @Test func offsetsOutsideTheTextAreClamped() {
        let index = CharacterIndex(Array("añb".utf8)[...])
        #expect(index.characters(upTo: -5).characters == 0)
        #expect(index.characters(upTo: 1_000).characters == 3)
    }

    /// Bytes after malformed UTF-8 are counted as replacement characters.
    @Test func malformedTailIsDecodedWithReplacements() {
        let bytes: [UInt8] = Array("ab".utf8) + [0xC3, 0x28] + Array("c".utf8)
        let index = CharacterIndex(bytes[...])
        #expect(index.characters(upTo: 2).characters == 2)
        #expect(index.characters(upTo: 5).characters == String(decoding: bytes, as: UTF8.self).count)
    }
}
