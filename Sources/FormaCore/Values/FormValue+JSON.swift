import Foundation

extension FormValue {
    /// The value as JSON text, keys in order.
    ///
    /// Dates are written as ISO 8601 strings with fractional seconds, and non-finite
    /// doubles (which JSON cannot carry) as `null`.
    ///
    /// ```swift
    /// FormValue.object(["a": 1, "b": [true, nil]]).jsonString()
    /// // {"a":1,"b":[true,null]}
    /// ```
    public func jsonString(pretty: Bool = false) -> String {
        var out = ""
        JSONWriter(pretty: pretty).write(self, into: &out, depth: 0)
        return out
    }

    /// Parses JSON text into a value.
    ///
    /// Numbers without a fraction or exponent become ``FormValue/int(_:)``; others ``FormValue/double(_:)``
    /// (a number beyond `Double`'s range, such as `1e999`, is an error, since JSON has no
    /// infinity). Strings stay strings (dates are not guessed).
    ///
    /// ```swift
    /// let value = try FormValue(json: #"{"age": 36}"#)
    /// value["age"]  // .int(36)
    /// ```
    /// - Throws: ``JSONError`` naming the line, column and what was expected.
    public init(json: String) throws {
        var parser = JSONParser(Array(json.utf8))
        self = try parser.parseDocument()
    }
}

extension FormValues {
    /// The values as a JSON object, keys in order.
    public func jsonString(pretty: Bool = false) -> String {
        FormValue.object(self).jsonString(pretty: pretty)
    }
}

/// A JSON syntax error, with where it happened.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int
    /// What was wrong.
    public var message: String

    public var description: String { "JSON error at \(line):\(column): \(message)" }
}

enum ISO8601 {
    static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    static let plain = Date.ISO8601FormatStyle()

    static func string(_ date: Date) -> String { style.format(date) }

    static let dayOnly = Date.ISO8601FormatStyle().year().month().day()

    /// The date a string spells in one of the accepted ISO 8601 forms (with fractional
    /// seconds, without, or a day alone), or `nil` when it spells none: callers turn `nil`
    /// into their own typed error, which names the value and where it was.
    static func date(_ string: String) -> Date? {
        for format in [style, plain, dayOnly] {
            // A string in another form is not a failure here: the next form is tried.
            do { return try format.parse(string) } catch { continue }
        }
        return nil
    }
}

private struct JSONWriter {
    var pretty: Bool

    /// What is left to write, innermost last: the writer keeps its own stack, so a value
    /// nested a hundred thousand deep is written without deep recursion.
    private enum Step {
        case value(FormValue, depth: Int)
        case key(String)
        case comma
        case newline(depth: Int)
        case close(String, depth: Int)
    }

    func write(_ value: FormValue, into out: inout String, depth: Int) {
        var steps: [Step] = [.value(value, depth: depth)]
        while let step = steps.popLast() {
            switch step {
            case .value(let value, let depth):
                writeScalar(value, depth: depth, into: &out, steps: &steps)
            case .key(let key):
                writeString(key, into: &out)
                out += pretty ? ": " : ":"
            case .comma:
                out += ","
            case .newline(let depth):
                newline(&out, depth)
            case .close(let bracket, let depth):
                newline(&out, depth)
                out += bracket
            }
        }
    }

    /// Writes a leaf, or opens a container and schedules its members.
    private func writeScalar(_ value: FormValue, depth: Int, into out: inout String, steps: inout [Step]) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite {
                // Integral doubles keep a ".0" so that reading the text back gives a double again.
                if d == d.rounded(), abs(d) < 1e15 { out += String(Int(d)) + ".0" } else { out += String(d) }
            } else {
                out += "null"
            }
        case .string(let s): writeString(s, into: &out)
        case .date(let date): writeString(ISO8601.string(date), into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            steps.append(.close("]", depth: depth))
            for (i, item) in items.enumerated().reversed() {
                steps.append(.value(item, depth: depth + 1))
                steps.append(.newline(depth: depth + 1))
                if i > 0 { steps.append(.comma) }
            }
        case .object(let values):
            if values.isEmpty { out += "{}"; return }
            out += "{"
            steps.append(.close("}", depth: depth))
            let pairs = Array(values)
            for (i, pair) in pairs.enumerated().reversed() {
                steps.append(.value(pair.value, depth: depth + 1))
                steps.append(.key(pair.key))
                steps.append(.newline(depth: depth + 1))
                if i > 0 { steps.append(.comma) }
            }
        }
    }

    private func newline(_ out: inout String, _ depth: Int) {
        guard pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: depth)
    }

    private func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0
    static let maxDepth = 512

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws -> FormValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count { throw error("unexpected text after the value") }
        return value
    }

    func error(_ message: String) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return JSONError(line: line, column: column, message: message)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws -> FormValue {
        guard position < bytes.count else { throw error("expected a value, found the end of the text") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value")
        }
    }

    mutating func expectWord(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<position + utf8.count]) == utf8 else {
            throw error("expected '\(word)'")
        }
        position += utf8.count
    }

    mutating func enter() throws {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    mutating func parseObject() throws -> FormValue {
        try enter()
        position += 1
        var values = FormValues()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1; depth -= 1
            return .object(values)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key")
            }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipWhitespace()
            if values[key] != nil { throw error("duplicate key '\(key)'") }
            values.appendNew(key, try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("expected ',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; break }
            throw error("expected ',' or '}'")
        }
        depth -= 1
        return .object(values)
    }

    mutating func parseArray() throws -> FormValue {
        try enter()
        position += 1
        var items: [FormValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1; depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw error("expected ',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; break }
            throw error("expected ',' or ']'")
        }
        depth -= 1
        return .array(items)
    }

    mutating func parseString() throws -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var run = [UInt8]()
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                position += 1
                guard position < bytes.count else { throw error("unterminated escape") }
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
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            // A high surrogate without its low half: U+FFFD, and the next
                            // escape is read again on its own.
                            position -= 6
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    position -= 1
                    throw error("invalid escape")
                }
            case 0..<0x20:
                throw error("control character in a string")
            default:
                run.append(byte)
                position += 1
            }
        }
        throw error("unterminated string")
    }

    mutating func parseHex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("expected four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected a hex digit")
            }
            code = code * 16 + digit
            position += 1
        }
        return code
    }

    mutating func parseNumber() throws -> FormValue {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits() -> Int {
            let from = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                position += 1
            }
            return position - from
        }
        if digits() == 0 { throw error("expected a digit") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            if digits() == 0 { throw error("expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            if digits() == 0 { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        // JSON has no infinity: a number beyond `Double`'s range is refused where it starts.
        guard let double = Double(text), double.isFinite else {
            position = start
            throw error("number out of range: \(text.prefix(40))")
        }
        return .double(double)
    }
}

extension FormValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let b = Self.probe(Bool.self, in: container) { self = .bool(b); return }
        if let i = Self.probe(Int.self, in: container) { self = .int(i); return }
        if let d = Self.probe(Double.self, in: container) { self = .double(d); return }
        if let s = Self.probe(String.self, in: container) { self = .string(s); return }
        if let a = Self.probe([FormValue].self, in: container) { self = .array(a); return }
        // Only an object is left: if it is not one either, this throws the decoder's error.
        let keyed = try decoder.container(keyedBy: AnyCodingKey.self)
        var values = FormValues()
        for key in keyed.allKeys { values[key.stringValue] = try keyed.decode(FormValue.self, forKey: key) }
        self = .object(values)
    }

    /// The value decoded as `type`, or `nil` when the value is of another kind. A decoder
    /// says "not this kind" only by throwing, so each kind is tried in turn; a value that is
    /// none of them reaches the keyed container, whose error is thrown to the caller.
    private static func probe<T: Decodable>(_ type: T.Type, in container: any SingleValueDecodingContainer) -> T? {
        do { return try container.decode(type) } catch { return nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let values):
            var keyed = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in values { try keyed.encode(value, forKey: AnyCodingKey(key)) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let b): try container.encode(b)
            case .int(let i): try container.encode(i)
            case .double(let d): try container.encode(d)
            case .string(let s): try container.encode(s)
            case .date(let date): try container.encode(ISO8601.string(date))
            case .array(let items): try container.encode(items)
            case .object: break
            }
        }
    }
}

extension FormValues: Codable {
    public init(from decoder: any Decoder) throws {
        guard case .object(let values) = try FormValue(from: decoder) else {
            throw DecodingError.typeMismatch(
                FormValues.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected an object"))
        }
        self = values
    }

    public func encode(to encoder: any Encoder) throws {
        try FormValue.object(self).encode(to: encoder)
    }
}

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}
