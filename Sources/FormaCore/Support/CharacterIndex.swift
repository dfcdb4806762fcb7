/// Character counts at UTF-8 offsets of a text, from checkpoints taken in one pass: the
/// character count at a grapheme boundary every ``stride`` bytes or so. Finding the count
/// before an offset then reads at most about ``stride`` bytes, wherever the offset is.
///
/// Between two ASCII bytes (but CR LF) there is always a grapheme boundary, so runs of
/// ASCII are counted a byte at a time; only the text around other characters goes through
/// `String`'s grapheme breaking.
///
/// An offset inside a character counts the characters before that one (it rounds down, as
/// `String.distance(from:to:)` does). Only the well-formed UTF-8 prefix of the bytes is
/// indexed; what follows it is decoded with replacement characters when an offset reaches it.
///
/// ```swift
/// let index = CharacterIndex(Array("größe = 1".utf8)[...])
/// index.characters(upTo: 9).characters   // 7
/// ```
struct CharacterIndex: Sendable {
    /// Bytes between checkpoints, at least.
    static let stride = 256

    /// The well-formed prefix of the bytes, as bytes and as text.
    private let bytes: ArraySlice<UInt8>
    private let text: String
    /// The bytes after it, if any.
    private let rest: ArraySlice<UInt8>
    /// (UTF-8 offset, characters before it), at grapheme boundaries, in increasing order.
    private var checkpoints: [(utf8: Int, characters: Int)] = [(0, 0)]
    /// The characters of ``text``.
    private var count = 0

    /// Indexes `bytes`; the offsets of later queries are relative to its start.
    /// - Complexity: O(n) in the bytes, once.
    init(_ bytes: ArraySlice<UInt8>) {
        let valid = bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidOffset($0) } ?? bytes.count
        self.bytes = bytes.prefix(valid)
        text = String(decoding: self.bytes, as: UTF8.self)
        rest = bytes.dropFirst(valid)
        var offset = 0
        var last = 0
        while offset < valid {
            if isASCIIStep(at: offset) {
                offset += 1
                count += 1
            } else {
                // Up to the next boundary between two ASCII bytes, through grapheme breaking.
                var end = offset + 1
                while end < valid, !isASCIIStep(at: end - 1) { end += 1 }
                let base = self.bytes.startIndex
                for character in String(decoding: self.bytes[(base + offset)..<(base + end)], as: UTF8.self) {
                    offset += character.utf8.count
                    count += 1
                    if offset - last >= Self.stride {
                        checkpoints.append((offset, count))
                        last = offset
                    }
                }
            }
            if offset - last >= Self.stride {
                checkpoints.append((offset, count))
                last = offset
            }
        }
    }

    /// Whether the byte at `offset` is ASCII and is followed by the end, or by another ASCII
    /// byte with a grapheme boundary between them (anything but CR LF): then it is one
    /// character on its own.
    private func isASCIIStep(at offset: Int) -> Bool {
        let base = bytes.startIndex
        let byte = bytes[base + offset]
        guard byte < 0x80 else { return false }
        guard offset + 1 < bytes.count else { return true }
        let next = bytes[base + offset + 1]
        return next < 0x80 && !(byte == 0x0D && next == 0x0A)
    }

    /// The characters before `offset` (clamped to the bytes), and how many bytes were read
    /// to count them.
    /// - Complexity: O(log(n / stride) + stride + the length of the character holding the offset).
    func characters(upTo offset: Int) -> (characters: Int, scanned: Int) {
        let clamped = min(max(offset, 0), bytes.count + rest.count)
        if clamped > bytes.count {
            let tail = String(decoding: rest.prefix(clamped - bytes.count), as: UTF8.self)
            return (count + tail.count, clamped - bytes.count)
        }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid].utf8 <= clamped { low = mid } else { high = mid - 1 }
        }
        var position = checkpoints[low].utf8
        var characters = checkpoints[low].characters
        while position < clamped, isASCIIStep(at: position) {
            position += 1
            characters += 1
        }
        if position < clamped {
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: position)
            let to = utf8.index(from, offsetBy: clamped - position)
            characters += text.distance(from: from, to: to)
        }
        return (characters, clamped - checkpoints[low].utf8)
    }
}
