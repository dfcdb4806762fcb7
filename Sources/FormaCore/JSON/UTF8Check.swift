/// Checks that bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past
/// U+10FFFF), so that text read from a file never turns into replacement characters silently.
package enum UTF8Check {
    /// The offset of the first byte that does not start a well-formed sequence, or `nil`.
    /// - Complexity: O(n).
    package static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var i = 0
        let n = bytes.count
        while i < n {
            // Runs of ASCII, eight bytes at a time.
            while n - i >= 8, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
            }
            guard i < n else { break }
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
                i + k < n && range.contains(bytes[i + k])
            }
            switch b0 {
            case 0xC2...0xDF:
                guard continuation(1) else { return i }
                i += 2
            case 0xE0:
                guard continuation(1, 0xA0...0xBF), continuation(2) else { return i }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return i }
                i += 3
            case 0xED:
                guard continuation(1, 0x80...0x9F), continuation(2) else { return i }
                i += 3
            case 0xF0:
                guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return i }
                i += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return i }
                i += 4
            case 0xF4:
                guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return i }
                i += 4
            default:
                return i
            }
        }
        return nil
    }
}
