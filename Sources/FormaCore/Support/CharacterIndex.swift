/// Character counts at UTF-8 offsets of a text, from checkpoints taken in one pass: the
/// character count at a grapheme boundary every ``stride`` bytes or so. Finding the count
/// before an offset then reads at most about ``stride`` bytes, wherever the offset is.
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

    /// The well-formed prefix of the bytes.
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
        text = String(decoding: bytes.prefix(valid), as: UTF8.self)
        rest = bytes.dropFirst(valid)
        var utf8 = 0
        var last = 0
        for character in text {
            utf8 += character.utf8.count
            count += 1
            if utf8 - last >= Self.stride {
                checkpoints.append((utf8, count))
                last = utf8
            }
        }
    }

    /// The characters before `offset` (clamped to the bytes), and how many bytes were read
    /// to count them.
    /// - Complexity: O(log(n / stride) + stride + the length of the character holding the offset).
    func characters(upTo offset: Int) -> (characters: Int, scanned: Int) {
        let utf8 = text.utf8
        let clamped = min(max(offset, 0), utf8.count + rest.count)
        if clamped > utf8.count {
            let tail = String(decoding: rest.prefix(clamped - utf8.count), as: UTF8.self)
            return (count + tail.count, clamped - utf8.count)
        }
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if checkpoints[mid].utf8 <= clamped { low = mid } else { high = mid - 1 }
        }
        let checkpoint = checkpoints[low]
        let from = utf8.index(utf8.startIndex, offsetBy: checkpoint.utf8)
        let to = utf8.index(from, offsetBy: clamped - checkpoint.utf8)
        return (checkpoint.characters + text.distance(from: from, to: to), clamped - checkpoint.utf8)
    }
}
