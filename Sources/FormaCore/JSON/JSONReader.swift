/// The one JSON reader: reads UTF-8 bytes through a ``JSONBuilder``, bounded and with every
/// fault located by its byte offset.
///
/// Its ``JSONReadOptions`` say how strict it is: form values read text that is already a Swift
/// string and are lenient about lone surrogates and leading zeros, as they always were;
/// definitions check the text's size and UTF-8, skip a byte order mark, and refuse both.
///
/// ```swift
/// let value = try JSONReader<FormValueBuilder>.read(buffer, options: .values)
/// ```
/// - Complexity: O(n) in the bytes; recursion at most ``JSONReadOptions/maxDepth`` deep.
package struct JSONReader<Builder: JSONBuilder> {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let options: JSONReadOptions
    private var position = 0
    private var depth = 0
    /// Bytes of a string with escapes, reused from one string to the next.
    private var scratch: [UInt8] = []
    /// The offsets of the trailing commas read, when the options allow them.
    private var trailingCommas: [Int] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadOptions) {
        self.bytes = bytes
        self.options = options
    }

    /// Reads a whole document: one value, with white space around it and nothing else.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadOptions) throws
        -> Builder.Value
    {
        var commas: [Int] = []
        return try read(bytes, options: options, trailingCommas: &commas)
    }

    /// Reads a whole document, adding to `trailingCommas` the offset of each comma before a
    /// closing `]` or `}` (read only when ``JSONReadOptions/allowsTrailingCommas``; else the
    /// comma is the fault).
    package static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, options: JSONReadOptions, trailingCommas: inout [Int]
    ) throws -> Builder.Value {
        if bytes.count > options.maxBytes {
            throw JSONReadError(offset: -1, .tooLarge(bytes: bytes.count, limit: options.maxBytes))
        }
        if options.checksUTF8, let bad = UTF8Check.firstInvalidOffset(bytes) {
            throw JSONReadError(offset: bad, .invalidUTF8)
        }
        var reader = JSONReader(bytes, options: options)
        if options.skipsByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            reader.position = 3
        }
        reader.skipWhitespace()
        let value = try reader.parseValue()
        reader.skipWhitespace()
        if reader.position < bytes.count { throw reader.failure(.trailingText) }
        trailingCommas += reader.trailingCommas
        return value
    }

    private var found: JSONReadError.Found {
        position < bytes.count ? .byte(bytes[position]) : .end
    }

    private func failure(_ kind: JSONReadError.Kind) -> JSONReadError {
        JSONReadError(offset: position, kind)
    }

    private func failureFound(_ kind: JSONReadError.Kind) -> JSONReadError {
        JSONReadError(offset: position, kind, found: found)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> Builder.Value {
        guard position < bytes.count else { throw failureFound(.expectedValue) }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return Builder.string(try parseString(), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return Builder.bool(true, at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return Builder.bool(false, at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return Builder.null(at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failureFound(.expectedValue)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else {
            throw JSONReadError(offset: position, .expectedWord("\(word)"), found: .end)
        }
        let pointer = word.utf8Start
        for i in 0..<count where bytes[position + i] != pointer[i] {
            throw failure(.expectedWord("\(word)"))
        }
        position += count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > options.maxDepth { throw failure(.nestedTooDeeply(limit: options.maxDepth)) }
    }

    private mutating func parseObject() throws -> Builder.Value {
        let start = position
        try enter()
        position += 1
        var object = Builder.newObject()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return Builder.finish(object, at: start)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failureFound(.expectedKey)
            }
            let keyOffset = position
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw failureFound(.expectedColon)
            }
            position += 1
            skipWhitespace()
            if Builder.refusesDuplicateKeys, Builder.contains(key, in: object) { throw failure(.duplicateKey(key)) }
            let value = try parseValue()
            Builder.append(key, at: keyOffset, value, to: &object)
            skipWhitespace()
            guard position < bytes.count else { throw failureFound(.expectedCommaOrBrace) }
            if bytes[position] == UInt8(ascii: ",") {
                if try skipTrailingComma(before: UInt8(ascii: "}")) { break }
                continue
            }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                break
            }
            throw failureFound(.expectedCommaOrBrace)
        }
        depth -= 1
        return Builder.finish(object, at: start)
    }

    private mutating func parseArray() throws -> Builder.Value {
        let start = position
        try enter()
        position += 1
        var array = Builder.newArray()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return Builder.finish(array, at: start)
        }
        while true {
            skipWhitespace()
            Builder.append(try parseValue(), to: &array)
            skipWhitespace()
            guard position < bytes.count else { throw failureFound(.expectedCommaOrBracket) }
            if bytes[position] == UInt8(ascii: ",") {
                if try skipTrailingComma(before: UInt8(ascii: "]")) { break }
                continue
            }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                break
            }
            throw failureFound(.expectedCommaOrBracket)
        }
        depth -= 1
        return Builder.finish(array, at: start)
    }

    /// Steps over the comma at `position`; when `close` follows it, the comma is trailing:
    /// `true` after stepping over `close` too if the options allow it, else the fault, at the comma.
    private mutating func skipTrailingComma(before close: UInt8) throws -> Bool {
        let comma = position
        position += 1
        skipWhitespace()
        guard position < bytes.count, bytes[position] == close else { return false }
        guard options.allowsTrailingCommas else { throw JSONReadError(offset: comma, .trailingComma) }
        trailingCommas.append(comma)
        position += 1
        return true
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Reads a string from its opening quote. A string without escapes is made from its bytes
    /// in one step; one with escapes is gathered in ``scratch``.
    private mutating func parseString() throws -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let result = text(start..<position)
                position += 1
                return result
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure(.controlCharacter) }
            position += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { throw failure(.unterminatedEscape) }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "u"): appendScalar(try parseUnicodeEscape())
                default:
                    position -= 1
                    throw failure(.invalidEscape(escape))
                }
            case 0..<0x20:
                throw failure(.controlCharacter)
            default:
                var end = position + 1
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
                    bytes[end] != UInt8(ascii: "\\")
                {
                    end += 1
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                position = end
            }
        }
        throw failure(.unterminatedString)
    }

    /// Appends the UTF-8 encoding of a scalar.
    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            scratch.append(UInt8(v))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | v >> 6))
            scratch.append(UInt8(0x80 | v & 0x3F))
        case ..<0x1_0000:
            scratch.append(UInt8(0xE0 | v >> 12))
            scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | v >> 18))
            scratch.append(UInt8(0x80 | v >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        }
    }

    /// The scalar of a `\u` escape whose four digits start at ``position``, with the low half
    /// of a surrogate pair when one follows.
    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
            bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        {
            position += 2
            let low = try parseHex4()
            if (0xDC00..<0xE000).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if options.refusesLoneSurrogates {
                throw failure(.invalidSurrogatePair)
            } else {
                // A high surrogate without its low half: U+FFFD, and the next escape is read
                // again on its own.
                position -= 6
            }
        }
        if let scalar = Unicode.Scalar(code) { return scalar }
        if options.refusesLoneSurrogates { throw failure(.loneSurrogate) }
        return "\u{FFFD}"
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure(.expectedFourHexDigits) }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure(.expectedHexDigit)
            }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    private mutating func skipDigits() -> Int {
        let from = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - from
    }

    /// Reads a number. Integers are accumulated as they are read; other numbers go through
    /// `Double`'s own parsing of their text.
    private mutating func parseNumber() throws -> Builder.Value {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var integer = 0
        var overflow = false
        let digitsStart = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 {
            let digit = Int(bytes[position] &- UInt8(ascii: "0"))
            let (times, o1) = integer.multipliedReportingOverflow(by: 10)
            let (plus, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true } else { integer = plus }
            position += 1
        }
        if position == digitsStart { throw failure(.expectedDigit) }
        if options.refusesLeadingZeros, bytes[digitsStart] == UInt8(ascii: "0"), position - digitsStart > 1 {
            throw failure(.leadingZero)
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            if skipDigits() == 0 { throw failure(.expectedDigitAfterPoint) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            if skipDigits() == 0 { throw failure(.expectedDigitInExponent) }
        }
        if isInteger {
            return try Builder.number(overflow ? .bigInteger(text(start..<position)) : .int(integer), at: start)
        }
        let spelled = text(start..<position)
        guard let double = Double(spelled), double.isFinite else {
            return try Builder.number(.nonFinite(spelled), at: start)
        }
        return try Builder.number(.double(double), at: start)
    }
}

/// How strict a ``JSONReader`` is, and its bounds.
package struct JSONReadOptions: Sendable {
    /// Deepest nesting of arrays and objects.
    package var maxDepth: Int
    /// Longest text, in bytes.
    package var maxBytes = Int.max
    /// Whether the bytes are checked to be well-formed UTF-8 first.
    package var checksUTF8 = false
    /// Whether a leading byte order mark is skipped.
    package var skipsByteOrderMark = false
    /// Whether a lone or mismatched surrogate escape is an error (else it reads as U+FFFD).
    package var refusesLoneSurrogates = false
    /// Whether `01` is an error (else it reads as `1`).
    package var refusesLeadingZeros = false
    /// Whether a comma before a closing `]` or `}` is read (as Apple's JSON reader does)
    /// rather than an error.
    package var allowsTrailingCommas = false

    /// Form values: text from a Swift string (already UTF-8), nested at most 512 deep.
    package static let values = JSONReadOptions(maxDepth: 512)

    /// Definitions and the documents checked against them.
    package static func strict(maxBytes: Int, maxDepth: Int) -> JSONReadOptions {
        JSONReadOptions(
            maxDepth: maxDepth, maxBytes: maxBytes, checksUTF8: true, skipsByteOrderMark: true,
            refusesLoneSurrogates: true, refusesLeadingZeros: true)
    }
}
