/// Why JSON text could not be read, and where.
struct JSONReadFailure: Error, Sendable {
    var offset: Int
    var problem: DefinitionProblem
}

/// Reads JSON text into ``JSONNode``s that remember their offsets. Bounded: the text must be
/// well-formed UTF-8, at most ``DefinitionLimits/maxBytes`` long and nested at most
/// ``DefinitionLimits/maxDepth`` deep; the first syntax error stops the reading.
struct JSONNodeParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private var position = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses a whole document.
    static func parse(_ bytes: [UInt8], limits: DefinitionLimits) -> Result<JSONNode, JSONReadFailure> {
        if bytes.count > limits.maxBytes {
            return .failure(JSONReadFailure(offset: -1, problem: .tooLarge(bytes: bytes.count, limit: limits.maxBytes)))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            if let bad = UTF8Check.firstInvalidOffset(buffer) {
                return .failure(JSONReadFailure(offset: bad, problem: .invalidUTF8))
            }
            var parser = JSONNodeParser(buffer, maxDepth: limits.maxDepth)
            do {
                parser.skipByteOrderMark()
                parser.skipWhitespace()
                let node = try parser.parseValue()
                parser.skipWhitespace()
                if parser.position < buffer.count { throw parser.failure("unexpected text after the document") }
                return .success(node)
            } catch let failure as JSONReadFailure {
                return .failure(failure)
            } catch {
                return .failure(JSONReadFailure(offset: parser.position, problem: .invalidJSON("\(error)")))
            }
        }
    }

    private func failure(_ message: String) -> JSONReadFailure {
        JSONReadFailure(offset: position, problem: .invalidJSON(message))
    }

    private func found() -> String {
        guard position < bytes.count else { return "the end of the text" }
        let byte = bytes[position]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "a byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> JSONNode {
        guard position < bytes.count else { throw failure("expected a value, found the end of the text") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("expected a value, found \(found())")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("expected '\(word)', found the end of the text") }
        let pointer = word.utf8Start
        for i in 0..<count where bytes[position + i] != pointer[i] {
            throw failure("expected '\(word)'")
        }
        position += count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > maxDepth {
            throw JSONReadFailure(offset: position, problem: .nestedTooDeeply(limit: maxDepth))
        }
    }

    private mutating func parseObject() throws -> JSONNode {
        let start = position
        try enter()
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return JSONNode(.object(members), offset: start)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("expected a quoted key, found \(found())")
            }
            let keyOffset = position
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key, found \(found())")
            }
            position += 1
            skipWhitespace()
            members.append(JSONMember(key, try parseValue(), keyOffset: keyOffset))
            skipWhitespace()
            guard position < bytes.count else { throw failure("expected ',' or '}', found the end of the text") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; break }
            throw failure("expected ',' or '}', found \(found())")
        }
        depth -= 1
        return JSONNode(.object(members), offset: start)
    }

    private mutating func parseArray() throws -> JSONNode {
        let start = position
        try enter()
        position += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return JSONNode(.array(items), offset: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw failure("expected ',' or ']', found the end of the text") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; break }
            throw failure("expected ',' or ']', found \(found())")
        }
        depth -= 1
        return JSONNode(.array(items), offset: start)
    }

    private mutating func parseString() throws -> String {
        position += 1
        let start = position
        // Fast path: no escapes. The bytes were checked to be UTF-8 already.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("control character in a string; write it as an escape") }
            position += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(
            contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                .unicodeScalars)
        var run = position
        func flush(_ end: Int) {
            if end > run {
                scalars.append(
                    contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self)
                        .unicodeScalars)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                flush(position)
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(position)
                position += 1
                guard position < bytes.count else { throw failure("unterminated escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{c}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
                        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                    {
                        position += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw failure("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("lone surrogate in a \\u escape") }
                    scalars.append(scalar)
                default:
                    position -= 1
                    throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
                run = position
            case 0..<0x20:
                throw failure("control character in a string; write it as an escape")
            default:
                position += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("expected four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected a hex digit")
            }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    private mutating func parseNumber() throws -> JSONNode {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") { negative = true; position += 1 }
        var integer = 0
        var overflow = false
        let digitsStart = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let digit = Int(bytes[position] - UInt8(ascii: "0"))
            let (times, o1) = integer.multipliedReportingOverflow(by: 10)
            let (plus, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true } else { integer = plus }
            position += 1
        }
        if position == digitsStart { throw failure("expected a digit") }
        if bytes[digitsStart] == UInt8(ascii: "0"), position - digitsStart > 1 {
            throw failure("a number may not start with 0")
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            if position == from { throw failure("expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            if position == from { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger {
            return JSONNode(overflow ? .outOfRange(text) : .int(integer), offset: start)
        }
        guard let double = Double(text), double.isFinite else { return JSONNode(.outOfRange(text), offset: start) }
        return JSONNode(.double(double), offset: start)
    }
}
