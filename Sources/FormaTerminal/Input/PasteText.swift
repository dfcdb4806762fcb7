/// The text of a paste as its bytes arrive: UTF-8 decoded across reads, line breaks (`\r`,
/// `\r\n`, `\n`) made `\n`, tabs kept, other control characters (C0, DEL, C1) and invalid
/// UTF-8 dropped, and at most ``KeyDecoder/maximumPasteLength`` bytes kept.
struct PasteText: Sendable {
    private var text = String.UnicodeScalarView()
    /// The UTF-8 length of `text`.
    private var kept = 0
    /// The first bytes of a UTF-8 sequence that a read cut off.
    private var partial: [UInt8] = []
    /// Bytes still needed to finish `partial`.
    private var needed = 0
    /// The value decoded so far from `partial`.
    private var value: UInt32 = 0
    private var afterCarriageReturn = false
    /// `true` once a character did not fit: nothing after it is kept.
    private var isFull = false
    /// How many bytes of the paste's end marker were seen last.
    var matched = 0

    /// Adds bytes of the paste.
    /// - Complexity: O(n): each byte is looked at a fixed number of times.
    mutating func add(_ bytes: ArraySlice<UInt8>) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            // Most of a paste is text without control characters: taken a run at a time.
            var end = index
            while end < bytes.endIndex, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
            let run = bytes[index..<end]
            if !addWhole(run) {
                for byte in run { add(byte) }
            }
            if end < bytes.endIndex { add(bytes[end]) }
            index = end + 1
        }
    }

    /// Appends a run of bytes without C0 controls in one piece, when it is valid UTF-8 with
    /// no C1 control, fits, and no sequence is pending; a sequence cut off at its end is
    /// left pending. `false` when it cannot, and nothing was added.
    private mutating func addWhole(_ run: ArraySlice<UInt8>) -> Bool {
        guard !run.isEmpty else { return true }
        guard needed == 0, !isFull else { return false }
        // The start of a sequence that the next read completes.
        var complete = run.endIndex
        for back in 1...min(3, run.count) {
            let byte = run[run.endIndex - back]
            if byte >= 0xC0 {
                if (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2) > back { complete = run.endIndex - back }
                break
            }
            if byte < 0x80 { break }
        }
        let body = run[run.startIndex..<complete]
        guard kept + body.count <= KeyDecoder.maximumPasteLength,
            !zip(body, body.dropFirst()).contains(where: { $0 == 0xC2 && $1 < 0xA0 }),
            case let decoded = String(decoding: body, as: UTF8.self),
            // Decoding replaces invalid bytes: valid UTF-8 comes back as it went in.
            decoded.utf8.elementsEqual(body)
        else { return false }
        text.append(contentsOf: decoded.unicodeScalars)
        kept += body.count
        afterCarriageReturn = false
        for byte in run[complete...] { add(byte) }
        return true
    }

    /// The text, once the paste has ended (an unfinished UTF-8 sequence at its end is dropped).
    mutating func finish() -> String {
        String(text)
    }

    private mutating func add(_ byte: UInt8) {
        if needed > 0 {
            if continues(byte) {
                value = value << 6 | UInt32(byte & 0x3F)
                partial.append(byte)
                needed -= 1
                if needed == 0 {
                    partial.removeAll(keepingCapacity: true)
                    // C1 controls (U+0080–U+009F) are dropped like the C0 ones.
                    if let scalar = Unicode.Scalar(value), value > 0x9F { append(scalar) }
                }
                return
            }
            // The sequence broke off: drop it and read this byte on its own.
            partial.removeAll(keepingCapacity: true)
            needed = 0
        }
        let wasCarriageReturn = afterCarriageReturn
        afterCarriageReturn = false
        switch byte {
        case 0x0D:
            afterCarriageReturn = true
            append("\n")
        case 0x0A:
            if !wasCarriageReturn { append("\n") }
        case 0x09:
            append("\t")
        case 0x00..<0x20, 0x7F:
            break
        case 0x20..<0x7F:
            append(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            start(byte, value: byte & 0x1F, needs: 1)
        case 0xE0...0xEF:
            start(byte, value: byte & 0x0F, needs: 2)
        case 0xF0...0xF4:
            start(byte, value: byte & 0x07, needs: 3)
        default:
            break
        }
    }

    private mutating func start(_ byte: UInt8, value: UInt8, needs: Int) {
        partial = [byte]
        self.value = UInt32(value)
        needed = needs
    }

    /// `true` if `byte` continues the sequence in `partial` (overlong forms and surrogates refused).
    private func continues(_ byte: UInt8) -> Bool {
        var range: ClosedRange<UInt8> = 0x80...0xBF
        if partial.count == 1 {
            switch partial[0] {
            case 0xE0: range = 0xA0...0xBF
            case 0xED: range = 0x80...0x9F
            case 0xF0: range = 0x90...0xBF
            case 0xF4: range = 0x80...0x8F
            default: break
            }
        }
        return range.contains(byte)
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        let size = UTF8.width(scalar)
        guard !isFull, kept + size <= KeyDecoder.maximumPasteLength else {
            isFull = true
            return
        }
        text.append(scalar)
        kept += size
    }
}
