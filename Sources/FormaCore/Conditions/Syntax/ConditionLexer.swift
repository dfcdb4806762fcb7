/// Splits a condition's text into tokens, one at a time, working on UTF-8 bytes.
struct ConditionLexer {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The text of a range of bytes.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The next token, or `.end`.
    mutating func next() throws -> ConditionToken {
        skipWhitespace()
        let start = position
        guard position < bytes.count else { return ConditionToken(kind: .end, range: start..<start) }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "$"):
            return try lexTag()
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            let value = try lexString()
            return ConditionToken(kind: .string(value), range: start..<position)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try lexNumber()
        case _ where Self.startsWord(byte):
            let word = lexWord()
            let keyword = ConditionKeyword(bytes: bytes[start..<position])
            return ConditionToken(kind: .word(word), range: start..<position, keyword: keyword)
        default:
            return try lexSymbol()
        }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: position += 1
            default: return
            }
        }
    }

    static func startsWord(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func continuesWord(_ byte: UInt8) -> Bool {
        startsWord(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    mutating func lexWord() -> String {
        let start = position
        while position < bytes.count, Self.continuesWord(bytes[position]) { position += 1 }
        if position - start == 3, matchesIgnoringCase("uti", at: start) {
            // `UTI-EQUALS` and `UTI-CONFORMS-TO` are one word, so that they can be reported.
            for suffix in ["-equals", "-conforms-to"] where matchesIgnoringCase(suffix, at: position) {
                position += suffix.utf8.count
            }
        }
        return text(start..<position)
    }

    /// Whether the bytes at an offset spell a lower-case ASCII text, in any case.
    func matchesIgnoringCase(_ lowercase: String, at offset: Int) -> Bool {
        let spelling = Array(lowercase.utf8)
        guard offset + spelling.count <= bytes.count else { return false }
        return zip(spelling, bytes[offset...]).allSatisfy { $0 == $1 || ($0 >= 0x61 && $0 == $1 | 0x20) }
    }

    /// The length of an NSPredicate format argument (`%@`, `%K`, `%d`…) at an offset, if one is there.
    private func formatArgumentLength(at offset: Int) -> Int? {
        guard offset + 1 < bytes.count else { return nil }
        let next = bytes[offset + 1]
        if next == UInt8(ascii: "@") || next == UInt8(ascii: "K") { return 2 }
        guard "dDiIfFsSuUxXcCgGeE".utf8.contains(next) else { return nil }
        if offset + 2 < bytes.count, Self.continuesWord(bytes[offset + 2]) { return nil }
        return 2
    }

    /// `$name`, `$'any name'` or `$"any name"`; a name longer than
    /// ``TagSyntax/maximumNameLength`` bytes is refused.
    private mutating func lexTag() throws -> ConditionToken {
        let start = position
        position += 1
        let name: String
        if position < bytes.count, bytes[position] == UInt8(ascii: "'") || bytes[position] == UInt8(ascii: "\"") {
            name = try lexString()
        } else {
            guard position < bytes.count, Self.continuesWord(bytes[position]) else {
                throw SyntaxError(
                    .expected(.tagName, found: describeNext()), start..<Swift.min(position + 1, bytes.count))
            }
            name = lexWord()
        }
        try Self.checkLength(of: name, start..<position)
        return ConditionToken(kind: .tag(name), range: start..<position)
    }

    /// Refuses a tag or member name longer than ``TagSyntax/maximumNameLength`` bytes.
    static func checkLength(of name: String, _ range: Range<Int>) throws {
        let bytes = name.utf8.count
        guard bytes <= TagSyntax.maximumNameLength else {
            throw SyntaxError(.nameTooLong(bytes: bytes, limit: TagSyntax.maximumNameLength), range)
        }
    }

    /// Describes what follows the current position, for "expected …, found …" messages.
    private func describeNext() -> String {
        guard position < bytes.count else { return "end of condition" }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(ConditionParser.excerpt(text(position..<end)))'"
    }

    private mutating func lexSymbol() throws -> ConditionToken {
        let start = position
        let byte = bytes[position]
        let following: UInt8 = position + 1 < bytes.count ? bytes[position + 1] : 0
        func token(_ symbol: ConditionToken.Symbol, length: Int) -> ConditionToken {
            position += length
            return ConditionToken(kind: .symbol(symbol), range: start..<position)
        }
        switch (byte, following) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")): return token(.equal, length: 2)
        case (UInt8(ascii: "="), UInt8(ascii: "<")): return token(.lessOrEqual, length: 2)
        case (UInt8(ascii: "="), UInt8(ascii: ">")): return token(.greaterOrEqual, length: 2)
        case (UInt8(ascii: "="), _): return token(.equal, length: 1)
        case (UInt8(ascii: "!"), UInt8(ascii: "=")): return token(.notEqual, length: 2)
        case (UInt8(ascii: "!"), _): return token(.not, length: 1)
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): return token(.lessOrEqual, length: 2)
        case (UInt8(ascii: "<"), UInt8(ascii: ">")): return token(.notEqual, length: 2)
        case (UInt8(ascii: "<"), _): return token(.less, length: 1)
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): return token(.greaterOrEqual, length: 2)
        case (UInt8(ascii: ">"), _): return token(.greater, length: 1)
        case (UInt8(ascii: "&"), UInt8(ascii: "&")): return token(.and, length: 2)
        case (UInt8(ascii: "|"), UInt8(ascii: "|")): return token(.or, length: 2)
        case (UInt8(ascii: "+"), _): return token(.plus, length: 1)
        case (UInt8(ascii: "-"), _): return token(.minus, length: 1)
        case (UInt8(ascii: "*"), UInt8(ascii: "*")): return token(.power, length: 2)
        case (UInt8(ascii: "*"), _): return token(.star, length: 1)
        case (UInt8(ascii: "/"), _): return token(.slash, length: 1)
        case (UInt8(ascii: "%"), _):
            if let length = formatArgumentLength(at: position) {
                throw SyntaxError(.unsupported(.formatArgument), position..<position + length)
            }
            return token(.percent, length: 1)
        case (UInt8(ascii: "("), _): return token(.openParen, length: 1)
        case (UInt8(ascii: ")"), _): return token(.closeParen, length: 1)
        case (UInt8(ascii: "{"), _): return token(.openBrace, length: 1)
        case (UInt8(ascii: "}"), _): return token(.closeBrace, length: 1)
        case (UInt8(ascii: "["), _): return token(.openBracket, length: 1)
        case (UInt8(ascii: "]"), _): return token(.closeBracket, length: 1)
        case (UInt8(ascii: ","), _): return token(.comma, length: 1)
        case (UInt8(ascii: "."), _): return token(.dot, length: 1)
        case (UInt8(ascii: "@"), _): return token(.at, length: 1)
        case (UInt8(ascii: ":"), _): return token(.colon, length: 1)
        default:
            var end = position + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = text(position..<end).first ?? "?"
            throw SyntaxError(.unexpectedCharacter(character), position..<end)
        }
    }
}
