import Foundation

/// `CAST(value, 'NSDate' | 'NSNumber' | 'NSString')`, with NSPredicate's meanings: a number
/// cast to a date counts seconds from 2001-01-01 00:00 UTC, and a date cast to a number
/// gives those seconds back; a string cast to a number reads its leading number as
/// `NSString.doubleValue` does (0 when there is none), and a string cast to a date is read
/// as ISO 8601; a date cast to a string is ISO 8601.
enum ValueCasting {
    static func cast(_ value: FormValue, to target: CastTarget) -> FormValue {
        if value.isNull { return .null }
        switch target {
        case .number: return number(value)
        case .date: return date(value)
        case .string: return string(value)
        }
    }

    private static func number(_ value: FormValue) -> FormValue {
        switch value {
        case .int, .double: value
        case .bool(let b): .int(b ? 1 : 0)
        case .date(let d): .double(d.timeIntervalSinceReferenceDate)
        case .string(let s): leadingNumber(s)
        default: .null
        }
    }

    private static func date(_ value: FormValue) -> FormValue {
        switch value {
        case .date: return value
        case .int, .double:
            guard let seconds = ValueSemantics.number(value), seconds.isFinite, Swift.abs(seconds) < 1e15 else {
                return .null
            }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case .string(let s):
            return ISO8601.date(s).map { .date($0) } ?? .null
        default:
            return .null
        }
    }

    private static func string(_ value: FormValue) -> FormValue {
        switch value {
        case .string: value
        case .int(let i): .string(String(i))
        case .double(let d):
            if d.isFinite, d.rounded() == d, Swift.abs(d) < 1e15 { .string(String(Int(d))) } else { .string(String(d)) }
        case .bool(let b): .string(b ? "1" : "0")
        case .date(let d): .string(d.formatted(.iso8601))
        default: .null
        }
    }

    /// The number at the start of a text, after white space: an optional sign, digits, an
    /// optional fraction and exponent; an integer when it has neither. 0 when none.
    static func leadingNumber(_ text: String) -> FormValue {
        let bytes = Array(text.utf8.prefix(512))
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || (0x09...0x0D).contains(bytes[i]) { i += 1 }
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digitsStart = i
        func skipDigits() { while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 } }
        skipDigits()
        var isInteger = true
        var digitCount = i - digitsStart
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            let fractionStart = i + 1
            i += 1
            skipDigits()
            digitCount += i - fractionStart
        }
        guard digitCount > 0 else { return .int(0) }
        var end = i
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            let exponentStart = j
            while j < bytes.count, (0x30...0x39).contains(bytes[j]) { j += 1 }
            if j > exponentStart {
                isInteger = false
                end = j
            }
        }
        let literal = String(decoding: bytes[start..<end], as: UTF8.self)
        if isInteger, let integer = Int(literal) { return .int(integer) }
        guard let decimal = Double(literal), decimal.isFinite else { return .null }
        return .double(decimal)
    }
}
