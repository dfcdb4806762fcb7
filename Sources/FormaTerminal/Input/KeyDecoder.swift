/// Turns the bytes a terminal sends into ``Key``s.
///
/// Input arrives in arbitrary pieces: a read may end in the middle of an escape sequence or a
/// UTF-8 character. The decoder keeps the unfinished tail and completes it with the next
/// ``feed(_:)``; when nothing more comes (the caller's read timed out), ``flush()`` decides what
/// the tail was — a lone Escape, an Alt key or garbage. Invalid UTF-8 becomes ``Key/invalid``
/// and never reaches a text field; an overlong sequence is cut off at ``maximumPending`` bytes,
/// so memory stays bounded whatever arrives.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])    // []: the sequence is not finished
/// decoder.feed([0x41])          // [.up]
/// decoder.feed([0x1B])          // []
/// decoder.flush()               // [.escape]
/// ```
public struct KeyDecoder: Sendable {
    /// The longest unfinished sequence kept while waiting for its end.
    public static let maximumPending = 32

    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// `true` while an unfinished sequence waits for more bytes (call ``flush()`` after a pause).
    public var hasPending: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was pending.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch Self.decode(pending, at: index, final: false) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .incomplete:
                if pending.count - index > Self.maximumPending {
                    keys.append(.unknown)
                    index = pending.count
                } else {
                    pending.removeFirst(index)
                    return keys
                }
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    /// Decides what the unfinished tail was, after a pause in the input.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch Self.decode(pending, at: index, final: true) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .incomplete:
                keys.append(.unknown)
                index = pending.count
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    private enum Step {
        case key(Key, length: Int)
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
            case .key(.escape, _): return .key(.escape, length: 1)
            case .key(let key, let length): return .key(.alt(key), length: length + 1)
            }
        default:
            switch decode(bytes, at: start + 1, final: final) {
            case .incomplete: return .incomplete
            case .key(.invalid, _), .key(.unknown, _): return .key(.escape, length: 1)
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
