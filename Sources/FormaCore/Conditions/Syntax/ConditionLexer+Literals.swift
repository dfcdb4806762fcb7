extension ConditionLexer {
    /// Lexes a number: digits, an optional fraction and an optional exponent. Integers too
    /// large for `Int` become decimals.
    mutating func lexNumber() throws -> ConditionToken {
        let start = position
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

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func skipDigits() {
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }

    /// Lexes a quoted string starting at the quote, with the escapes `\\ \' \" \n \t \r \uXXXX`.
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
        case UInt8(ascii: "u"):
            var digitsEnd = Swift.min(position + 4, bytes.count)
            while digitsEnd < bytes.count, bytes[digitsEnd] & 0xC0 == 0x80 { digitsEnd += 1 }
            let digits = text(position..<digitsEnd)
            guard digits.utf8.count == 4, digits.utf8.allSatisfy(\.isHexDigit),
                let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
            else {
                throw SyntaxError(.invalidEscape(text(start..<digitsEnd)), start..<digitsEnd)
            }
            position = digitsEnd
            result.append(contentsOf: String(Character(scalar)).utf8)
        default:
            var end = position
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            position = end
            throw SyntaxError(.invalidEscape(text(start..<end)), start..<end)
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
