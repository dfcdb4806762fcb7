extension ConditionLexer {
    /// Lexes a number: digits, an optional fraction and an optional exponent, or a
    /// hexadecimal, octal or binary integer (`0x1F`, `0o17`, `0b101`). Decimal integers too
    /// large for `Int` become decimals.
    mutating func lexNumber() throws -> ConditionToken {
        let start = position
        if let radix = radixAfterZero() { return try lexRadixInteger(radix) }
        var isDecimal = false
        skipDigits()
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), isDigit(bytes[position + 1]) {
            isDecimal = true
            position += 1
            skipDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isDecimal = true
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw SyntaxError(.invalidNumber(text(start..<position)), start..<position)
            }
            skipDigits()
        }
        let literal = text(start..<position)
        if !isDecimal, let integer = Int(literal) {
            return ConditionToken(kind: .number(.int(integer)), range: start..<position)
        }
        guard let decimal = Double(literal), decimal.isFinite else {
            throw SyntaxError(.invalidNumber(literal), start..<position)
        }
        return ConditionToken(kind: .number(.double(decimal)), range: start..<position)
    }

    /// The radix a `0x`, `0o` or `0b` prefix at the current position announces.
    private func radixAfterZero() -> Int? {
        guard bytes[position] == UInt8(ascii: "0"), position + 1 < bytes.count else { return nil }
        switch bytes[position + 1] | 0x20 {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    /// `0x1F`, `0o17`, `0b101`: the prefix, then digits of the radix (and nothing else that
    /// continues a word); an integer that does not fit `Int` is an error.
    private mutating func lexRadixInteger(_ radix: Int) throws -> ConditionToken {
        let start = position
        position += 2
        let digitsStart = position
        while position < bytes.count, Self.continuesWord(bytes[position]) { position += 1 }
        let literal = text(start..<position)
        guard position > digitsStart, let value = Int(text(digitsStart..<position), radix: radix) else {
            throw SyntaxError(.invalidNumber(literal), start..<position)
        }
        return ConditionToken(kind: .number(.int(value)), range: start..<position)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    /// Lexes a quoted string starting at the quote, with NSPredicate's escapes: `\\ \' \"`,
    /// `\n \t \r \a \b \f \v`, octal `\0`–`\377`, `\xHH`, `\uXXXX`; `\?` and `\*` keep
    /// their backslash so that `LIKE` reads them as a literal `?` and `*`.
    mutating func lexString() throws -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        var result: [UInt8] = []
        var hasEscapes = false
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                defer { position += 1 }
                if !hasEscapes { return text(runStart..<position) }
                result.append(contentsOf: bytes[runStart..<position])
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                result.append(contentsOf: bytes[runStart..<position])
                try appendEscape(to: &result)
                runStart = position
                continue
            }
            position += 1
        }
        throw SyntaxError(.unterminatedString(quote: Character(Unicode.Scalar(quote))), start..<bytes.count)
    }

    private mutating func appendEscape(to result: inout [UInt8]) throws {
        let start = position
        position += 1
        guard position < bytes.count else {
            throw SyntaxError(.invalidEscape("\\"), start..<position)
        }
        let code = bytes[position]
        position += 1
        switch code {
        case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): result.append(code)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "?"), UInt8(ascii: "*"): result.append(contentsOf: [UInt8(ascii: "\\"), code])
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(code - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
            {
                value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            guard value <= 0xFF, let scalar = Unicode.Scalar(value) else {
                throw SyntaxError(.invalidEscape(text(start..<position)), start..<position)
            }
            result.append(contentsOf: String(Character(scalar)).utf8)
        case UInt8(ascii: "x"): try appendHexEscape(digits: 2, from: start, to: &result)
        case UInt8(ascii: "u"): try appendHexEscape(digits: 4, from: start, to: &result)
        default:
            var end = position
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            position = end
            throw SyntaxError(.invalidEscape(text(start..<end)), start..<end)
        }
    }
}

extension ConditionLexer {
    /// `\xHH` or `\uXXXX` after its letter: exactly `digits` hexadecimal digits naming a scalar.
    private mutating func appendHexEscape(digits count: Int, from start: Int, to result: inout [UInt8]) throws {
        var digitsEnd = Swift.min(position + count, bytes.count)
        while digitsEnd < bytes.count, bytes[digitsEnd] & 0xC0 == 0x80 { digitsEnd += 1 }
        let digits = text(position..<digitsEnd)
        guard digits.utf8.count == count, digits.utf8.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
        else {
            throw SyntaxError(.invalidEscape(text(start..<digitsEnd)), start..<digitsEnd)
        }
        position = digitsEnd
        result.append(contentsOf: String(Character(scalar)).utf8)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
