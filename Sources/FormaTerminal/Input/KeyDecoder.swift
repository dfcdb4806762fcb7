import FormaCore

/// Turns the bytes a terminal sends into ``Key``s.
///
/// Input arrives in arbitrary pieces: a read may end in the middle of an escape sequence or a
/// UTF-8 character. The decoder keeps the unfinished tail and completes it with the next
/// ``feed(_:)``; when nothing more comes (the caller's read timed out), ``flush()`` decides what
/// the tail was — a lone Escape, an Alt key or garbage. Invalid UTF-8 becomes ``Key/invalid``
/// and never reaches a text field; an overlong sequence is cut off at ``maximumPending`` bytes,
/// so memory stays bounded whatever arrives.
///
/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, sent by terminals once the program asks
/// for it) becomes one ``Key/paste(_:)`` however many reads it takes, its bytes taken as text,
/// never as keys: a newline in it is not Enter. At most ``maximumPasteLength`` bytes of it
/// are kept.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])    // []: the sequence is not finished
/// decoder.feed([0x41])          // [.up]
/// decoder.feed([0x1B])          // []
/// decoder.flush()               // [.escape]
/// decoder.feed(Array("\u{1B}[200~a\rb\u{1B}[201~".utf8))   // [.paste("a\nb")]
/// ```
public struct KeyDecoder: Sendable {
    /// The longest unfinished sequence kept while waiting for its end.
    public static let maximumPending = 32
    /// The most UTF-8 bytes of text a paste keeps: one more than a form value holds
    /// (`FormValue.Limits.maxStringLength`), so an editor sees that a longer paste does not
    /// fit and says so. The rest of a longer paste is read and dropped.
    public static let maximumPasteLength = FormValue.Limits.maxStringLength + 1

    private var pending: [UInt8] = []
    /// The paste being read, between its start and end markers.
    private var paste: PasteText?

    /// Creates a decoder with nothing pending.
    public init() {}

    /// `true` while an unfinished sequence waits for more bytes (call ``flush()`` after a
    /// pause), or a paste for its end.
    public var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// `true` while a bracketed paste has started and not ended.
    public var isInPaste: Bool { paste != nil }

    /// Decodes `bytes` after whatever was pending.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        let input = pending.isEmpty ? bytes : pending + bytes
        pending.removeAll(keepingCapacity: true)
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            if paste != nil {
                index = continuePaste(input, from: index, into: &keys)
                continue
            }
            switch Self.decode(input, at: index, final: false) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .pasteStart(let length):
                paste = PasteText()
                index += length
            case .incomplete:
                if input.count - index > Self.maximumPending {
                    keys.append(.unknown)
                    index = input.count
                } else {
                    pending = Array(input[index...])
                    return keys
                }
            }
        }
        return keys
    }

    /// Decides what the unfinished tail was, after a pause in the input; a paste whose end
    /// never came ends here with what it has.
    public mutating func flush() -> [Key] {
        let input = pending
        pending.removeAll(keepingCapacity: true)
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            if paste != nil {
                index = continuePaste(input, from: index, into: &keys)
                continue
            }
            switch Self.decode(input, at: index, final: true) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .pasteStart(let length):
                paste = PasteText()
                index += length
            case .incomplete:
                keys.append(.unknown)
                index = input.count
            }
        }
        if var open = paste {
            paste = nil
            // The start of an end marker that never finished is text.
            open.add(Self.pasteEnd[0..<open.matched])
            keys.append(.paste(open.finish()))
        }
        return keys
    }

    /// The end of a paste: `ESC [ 201 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Reads paste bytes from `start` until the paste's end (then emits it) or the end of
    /// `input`; returns where it stopped.
    private mutating func continuePaste(_ input: [UInt8], from start: Int, into keys: inout [Key]) -> Int {
        // Taken out while it grows, so that its text is never copied.
        guard var text = paste else { return start }
        paste = nil
        var index = start
        while index < input.count {
            if text.matched > 0 {
                if input[index] == Self.pasteEnd[text.matched] {
                    text.matched += 1
                    index += 1
                    if text.matched == Self.pasteEnd.count {
                        keys.append(.paste(text.finish()))
                        return index
                    }
                    continue
                }
                // Not the end after all: what looked like it is text, and this byte is looked
                // at again (it may start the end).
                text.add(Self.pasteEnd[0..<text.matched])
                text.matched = 0
                continue
            }
            let escape = input[index...].firstIndex(of: 0x1B) ?? input.count
            text.add(input[index..<escape])
            index = escape
            if index < input.count {
                text.matched = 1
                index += 1
            }
        }
        paste = text
        return index
    }

    private enum Step {
        case key(Key, length: Int)
        /// `ESC [ 200 ~`: a paste starts.
        case pasteStart(length: Int)
        case incomplete
    }

    private static func decode(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        let byte = bytes[start]
        switch byte {
        case 0x1B: return decodeEscape(bytes, at: start, final: final)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F: return .key(.unknown, length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default: return decodeUTF8(bytes, at: start, final: final)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        let lead = bytes[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return .key(.invalid, length: 1)
        }
        for offset in 1..<length {
            guard start + offset < bytes.count else { return final ? .key(.invalid, length: offset) : .incomplete }
            let next = bytes[start + offset]
            var range: ClosedRange<UInt8> = 0x80...0xBF
            if offset == 1 {
                switch lead {
                case 0xE0: range = 0xA0...0xBF
                case 0xED: range = 0x80...0x9F
                case 0xF0: range = 0x90...0xBF
                case 0xF4: range = 0x80...0x8F
                default: break
                }
            }
            guard range.contains(next) else { return .key(.invalid, length: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else {
            return .key(.invalid, length: length)
        }
        return .key(.character(Character(scalar)), length: length)
    }

    private static func decodeEscape(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        guard start + 1 < bytes.count else { return final ? .key(.escape, length: 1) : .incomplete }
        let next = bytes[start + 1]
        switch next {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, at: start, final: final)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return final ? .key(.alt(.character("O")), length: 2) : .incomplete }
            let key = Self.finalKey(bytes[start + 2], parameters: [])
            return .key(key, length: 3)
        case 0x1B:
            // Some terminals send Alt-arrow as Escape followed by the arrow's sequence.
            switch decodeEscape(bytes, at: start + 1, final: final) {
            case .incomplete: return .incomplete
            case .pasteStart: return .key(.escape, length: 1)
            case .key(.escape, _): return .key(.escape, length: 1)
            case .key(let key, let length): return .key(.alt(key), length: length + 1)
            }
        default:
            switch decode(bytes, at: start + 1, final: final) {
            case .incomplete: return .incomplete
            case .pasteStart, .key(.invalid, _), .key(.unknown, _): return .key(.escape, length: 1)
            case .key(let key, let length): return .key(.alt(key), length: length + 1)
            }
        }
    }

    private static func decodeCSI(_ bytes: [UInt8], at start: Int, final: Bool) -> Step {
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let parameters = parseParameters(bytes[(start + 2)..<index])
                if byte == UInt8(ascii: "~") && parameters == [200] { return .pasteStart(length: index - start + 1) }
                return .key(finalKey(byte, parameters: parameters), length: index - start + 1)
            default:
                // Not part of a sequence: the sequence was broken off; drop what came before.
                return .key(.unknown, length: index - start)
            }
        }
        if final { return .key(index == start + 2 ? .alt(.character("[")) : .unknown, length: index - start) }
        return .incomplete
    }

    private static func parseParameters(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var parameters: [Int] = []
        var current = 0
        var any = false
        for byte in bytes {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                current = min(current * 10 + Int(byte - UInt8(ascii: "0")), 100_000)
                any = true
            } else if byte == UInt8(ascii: ";") {
                parameters.append(any ? current : 1)
                current = 0
                any = false
            } else {
                return []
            }
        }
        if any || !parameters.isEmpty { parameters.append(any ? current : 1) }
        return parameters
    }

    private static func finalKey(_ byte: UInt8, parameters: [Int]) -> Key {
        let base: Key
        switch byte {
        case UInt8(ascii: "A"): base = .up
        case UInt8(ascii: "B"): base = .down
        case UInt8(ascii: "C"): base = .right
        case UInt8(ascii: "D"): base = .left
        case UInt8(ascii: "H"): base = .home
        case UInt8(ascii: "F"): base = .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.first {
            case 1, 7: base = .home
            case 4, 8: base = .end
            case 3: base = .delete
            case 5: base = .pageUp
            case 6: base = .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
        if parameters.count >= 2, parameters[1] > 1 { return .alt(base) }
        return base
    }
}
