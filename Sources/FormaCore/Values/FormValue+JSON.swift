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
        JSONWriter(pretty: pretty).string(self)
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
        var text = json
        let read = text.withUTF8 { bytes -> Result<FormValue, JSONError> in
            do {
                return .success(try JSONReader<FormValueBuilder>.read(bytes, options: .values))
            } catch let error as JSONReadError {
                return .failure(JSONError(error, in: bytes))
            } catch {
                // The reader throws nothing else; should it, the error is still reported.
                return .failure(JSONError(line: 1, column: 1, message: "\(error)"))
            }
        }
        self = try read.get()
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

package enum ISO8601 {
    package static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    package static let plain = Date.ISO8601FormatStyle()

    package static func string(_ date: Date) -> String { style.format(date) }

    package static let dayOnly = Date.ISO8601FormatStyle().year().month().day()

    /// The date a string spells in one of the accepted ISO 8601 forms (with fractional
    /// seconds, without, or a day alone), or `nil` when it spells none: callers turn `nil`
    /// into their own typed error, which names the value and where it was.
    package static func date(_ string: String) -> Date? {
        for format in [style, plain, dayOnly] {
            // A string in another form is not a failure here: the next form is tried.
            do { return try format.parse(string) } catch { continue }
        }
        return nil
    }
}

extension FormValue: JSONWritable {
    package var jsonScalar: JSONScalar? {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .string(let s): .string(s)
        case .date(let date): .string(ISO8601.string(date))
        case .array, .object: nil
        }
    }

    package var isJSONObject: Bool {
        if case .object = self { return true }
        return false
    }

    package var jsonCount: Int {
        switch self {
        case .array(let items): items.count
        case .object(let values): values.count
        default: 0
        }
    }

    package func jsonElement(at index: Int) -> (key: String?, value: FormValue) {
        switch self {
        case .array(let items): return (nil, items[index])
        case .object(let values): return (values[index].key, values[index].value)
        default: return (nil, self)
        }
    }
}

extension JSONError {
    /// The error for a fault the reader found in `bytes`, located by line and byte column.
    package init(_ error: JSONReadError, in bytes: UnsafeBufferPointer<UInt8>) {
        var locator = SourceLocator(SourceText(Array(bytes)))
        let location = locator.byteLocation(of: error.offset)
        self.init(line: location.line, column: location.column, message: Self.message(error))
    }

    /// The wording values have always used.
    package static func message(_ error: JSONReadError) -> String {
        let atEnd = error.found == .end
        switch error.kind {
        case .tooLarge(let bytes, let limit): return "text of \(bytes) bytes (at most \(limit))"
        case .invalidUTF8: return "invalid UTF-8"
        case .nestedTooDeeply(let limit): return "nesting deeper than \(limit) levels"
        case .expectedValue: return atEnd ? "expected a value, found the end of the text" : "expected a value"
        case .expectedWord(let word): return "expected '\(word)'"
        case .expectedKey: return "expected a quoted key"
        case .expectedColon: return "expected ':'"
        case .expectedCommaOrBrace: return "expected ',' or '}'"
        case .expectedCommaOrBracket: return "expected ',' or ']'"
        case .trailingComma: return "a comma before the closing bracket or brace"
        case .duplicateKey(let key): return "duplicate key '\(key)'"
        case .unterminatedEscape: return "unterminated escape"
        case .invalidEscape: return "invalid escape"
        case .expectedFourHexDigits: return "expected four hex digits"
        case .expectedHexDigit: return "expected a hex digit"
        case .invalidSurrogatePair: return "invalid surrogate pair"
        case .loneSurrogate: return "lone surrogate in a \\u escape"
        case .controlCharacter: return "control character in a string"
        case .unterminatedString: return "unterminated string"
        case .expectedDigit: return "expected a digit"
        case .expectedDigitAfterPoint: return "expected a digit after '.'"
        case .expectedDigitInExponent: return "expected a digit in the exponent"
        case .leadingZero: return "a number may not start with 0"
        case .numberOutOfRange(let text): return "number out of range: \(text.prefix(40))"
        case .trailingText: return "unexpected text after the value"
        case .unexpected(let message): return message
        }
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
    package var stringValue: String
    package var intValue: Int?
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}
