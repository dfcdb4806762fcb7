import FormaTerminal
import Testing

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        ("a", [Key.character("a")]),
        ("\r", [.enter]),
        ("\t", [.tab]),
        ("\u{7F}", [.backspace]),
        ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
        ("\u{1B}OA\u{1B}OH\u{1B}OF", [.up, .home, .end]),
        ("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~", [.delete, .pageUp, .pageDown, .home, .end]),
        ("\u{1B}[Z", [.backTab]),
        ("\u{1B}[1;3A\u{1B}[1;5B", [.alt(.up), .alt(.down)]),
        ("\u{1B}\u{1B}[A", [.alt(.up)]),
        ("\u{1B}x", [.alt(.character("x"))]),
        ("\u{03}\u{0E}", [.control("c"), .control("n")]),
        ("é日👍", [.character("é"), .character("日"), .character("👍")]),
    ])
    func decodesWholeInput(input: String, expected: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(input.utf8)) + decoder.flush() == expected)
    }

    @Test func escapeSequenceCutAnywhereIsCompletedByTheNextRead() {
        let bytes = Array("x\u{1B}[1;3Bé\u{1B}[6~".utf8)
        for cut in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<cut])) + decoder.feed(Array(bytes[cut...])) + decoder.flush()
            #expect(keys == [.character("x"), .alt(.down), .character("é"), .pageDown], "cut at \(cut)")
        }
    }

    @Test func loneEscapeIsEscapeOnlyAfterThePause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test func halfASequenceThatNeverEndsIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.flush() == [.unknown])
        #expect(decoder.feed(Array("a".utf8)) == [.character("a")])
    }

    @Test(arguments: [
        [UInt8]([0xFF]), [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x28, 0xA1], [0xF5, 0x80, 0x80, 0x80], [0x80],
    ])
    func invalidUTF8BecomesInvalidKeysAndDecodingGoesOn(bytes: [UInt8]) {
        var decoder = KeyDecoder()
        let keys = decoder.feed(bytes + Array("ok".utf8)) + decoder.flush()
        #expect(keys.contains(.invalid))
        #expect(Array(keys.suffix(2)) == [.character("o"), .character("k")])
        #expect(!keys.contains { if case .character(let c) = $0 { return c == "\u{FFFD}" } else { return false } })
    }

    @Test func truncatedUTF8AtTheEndIsInvalidAfterThePause() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xE6, 0x97]).isEmpty)
        #expect(decoder.flush() == [.invalid])
    }

    @Test func endlessSequenceIsBounded() {
        var decoder = KeyDecoder()
        let keys = decoder.feed([0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 10_000))
        #expect(keys == [.unknown])
        #expect(!decoder.hasPending)
    }

    @Test func seededRandomBytesNeverTrapAndStayBounded() {
        var generator = SeededGenerator(seed: 15)
        var decoder = KeyDecoder()
        var fed = 0
        var decoded = 0
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            fed += count
            decoded += decoder.feed(bytes).count
            if Bool.random(using: &generator) { decoded += decoder.flush().count }
            #expect(decoded <= fed)
        }
        decoded += decoder.flush().count
        #expect(decoded > 0)
        #expect(!decoder.hasPending)
    }

    /// A bracketed paste is one key whatever the reads it arrives in, its markers cut anywhere;
    /// its newlines are text (`\n`), its escapes and controls dropped, keys around it intact.
    @Test func aBracketedPasteIsOneKeyAcrossReads() {
        let bytes = Array("a\u{1B}[200~x\ry\r\nz\tw\u{1B}[Av\u{7}\u{1B}[201x\u{1B}[201~\u{1B}[B".utf8)
        for size in 1...8 {
            var decoder = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                keys += decoder.feed(Array(bytes[start..<min(start + size, bytes.count)]))
                start += size
            }
            keys += decoder.flush()
            #expect(keys == [.character("a"), .paste("x\ny\nz\tw[Av[201x"), .down], "reads of \(size)")
        }
    }

    @Test func aPasteDropsInvalidUTF8AndC1ControlsAcrossReads() {
        let bytes: [UInt8] =
            Array("\u{1B}[200~".utf8) + [0x61, 0xC3] + [0xA9, 0xC2, 0x9B, 0xFF, 0xE6, 0x97] + [0xA5]
            + Array("\u{1B}[201~".utf8)
        var decoder = KeyDecoder()
        let keys =
            decoder.feed(Array(bytes[..<8])) + decoder.feed(Array(bytes[8..<12])) + decoder.feed(Array(bytes[12...]))
        #expect(keys == [.paste("aé日")])
    }

    @Test func aPasteKeepsAtMostTheLimit() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        for _ in 0..<20 { keys += decoder.feed(chunk) }
        #expect(keys.isEmpty)
        #expect(decoder.isInPaste)
        keys += decoder.feed(Array("\u{1B}[201~q".utf8))
        #expect(keys.count == 2)
        if case .paste(let text) = keys.first {
            #expect(text.utf8.count == KeyDecoder.maximumPasteLength)
        } else {
            Issue.record("expected a paste, got \(keys)")
        }
        #expect(keys.last == .character("q"))
    }

    @Test func aPasteWhoseEndNeverComesEndsOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.paste("abc[20")])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0x03]) == [.control("c")])
    }

    /// A paste reads the same whatever the reads it arrives in: text, controls, C1 controls,
    /// cut and invalid UTF-8 and false end markers, fed whole and then in random pieces.
    @Test func seededPastesReadTheSameWhateverTheReads() {
        let pieces: [[UInt8]] = [
            Array("abc ".utf8), Array("日本".utf8), Array("👍🏽".utf8), [0x0D], [0x0A], [0x09], [0x07], [0x7F],
            [0xC2, 0x9B], [0xC2, 0xA0], [0xFF], [0xE6, 0x97], [0xA5], [0x80], [0xF0, 0x9F], [0x1B],
            Array("\u{1B}[201".utf8), Array("\u{1B}[A".utf8), Array("é".utf8),
        ]
        var generator = SeededGenerator(seed: 2_004)
        for _ in 0..<300 {
            var bytes = Array("\u{1B}[200~".utf8)
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            bytes += Array("\u{1B}[201~x".utf8)
            var whole = KeyDecoder()
            let expected = whole.feed(bytes) + whole.flush()
            var pieced = KeyDecoder()
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...9, using: &generator))
                keys += pieced.feed(Array(bytes[start..<end]))
                start = end
            }
            keys += pieced.flush()
            #expect(keys == expected, "\(bytes)")
            #expect(expected.count == 2 && expected.last == .character("x"))
            if case .paste(let text) = expected.first {
                #expect(!text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && TerminalText.isControl($0) })
            }
        }
    }
}
