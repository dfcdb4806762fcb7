import Foundation

@testable import FormaCore

/// Random JSON for the JSON fuzzer: values, texts that spell them in many ways (escapes,
/// surrogate pairs, exponents, white space), and mutations of those texts.
enum JSONFuzzing {
    typealias Generator = Fuzzer.Generator

    static let keys = ["a", "b", "kind", "tag", "value", "", "é", "🙂", "a\"b", "\\", "\u{0}", "sections", "rows"]

    static let strings = [
        "", "x", "Lunch", "é", "e\u{301}", "🙂", "\u{1F600}\u{1F3FD}", "\u{0}", "\u{1F}", "\u{7F}", "\u{FFFF}",
        "\u{FEFF}",
        "\"", "\\", "/", "\n\r\t", "\u{2028}", "a b", "1e999", "null", "{", "]",
    ]

    /// A random value that JSON can carry (no dates, finite numbers).
    static func value(_ random: inout Generator, depth: Int = 0) -> FormValue {
        switch random.below(depth > 4 ? 6 : 9) {
        case 0: return .null
        case 1: return .bool(random.oneIn(2))
        case 2: return .int(random.pick([0, 1, -1, 42, Int.max, Int.min, Int(bitPattern: UInt(random.next()))]))
        case 3:
            let double = random.pick([
                0.5, -2.25, 1e300, -1e-300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 1e15,
                123_456.789, 0.1,
                Double(bitPattern: random.next()),
            ])
            return .double(double.isFinite ? double : 1.5)
        case 4, 5:
            var text = random.pick(strings)
            if random.oneIn(3) {
                text += String(UnicodeScalar(UInt32(random.below(0xD800))).map(Character.init) ?? "?")
            }
            return .string(text)
        case 6, 7:
            return .array((0..<random.below(5)).map { _ in value(&random, depth: depth + 1) })
        default:
            var members = FormValues()
            for _ in 0..<random.below(5) {
                let key = random.pick(keys) + (random.oneIn(2) ? String(random.below(100)) : "")
                if members[key] == nil { members.appendNew(key, value(&random, depth: depth + 1)) }
            }
            return .object(members)
        }
    }

    /// JSON text for a value, spelled at random: white space, escapes for any character,
    /// surrogate pairs, and numbers in several equivalent forms.
    static func text(_ value: FormValue, _ random: inout Generator) -> String {
        var out = ""
        write(value, into: &out, &random)
        return space(&random) + out + space(&random)
    }

    private static func space(_ random: inout Generator) -> String {
        random.oneIn(3) ? random.pick([" ", "\n", "\t", "\r\n", "  \n  "]) : ""
    }

    private static func write(_ value: FormValue, into out: inout String, _ random: inout Generator) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i):
            out += String(i)
        case .double(let d):
            // The writer's spelling, or Foundation's, or an exponent form: all read back the same.
            out += random.oneIn(2) ? FormValue.double(d).jsonString() : "\(d)"
        case .string(let s): string(s, into: &out, &random)
        case .date(let date): string(ISO8601.string(date), into: &out, &random)
        case .array(let items):
            out += "[" + space(&random)
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," + space(&random) }
                write(item, into: &out, &random)
            }
            out += space(&random) + "]"
        case .object(let members):
            out += "{" + space(&random)
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," + space(&random) }
                string(member.key, into: &out, &random)
                out += space(&random) + ":" + space(&random)
                write(member.value, into: &out, &random)
            }
            out += space(&random) + "}"
        }
    }

    private static func string(_ s: String, into out: inout String, _ random: inout Generator) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where random.oneIn(2): out += "\\/"
            case "\n": out += random.oneIn(2) ? "\\n" : "\\u000A"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || random.oneIn(4): out += escape(scalar, &random)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// `\uXXXX`, or a surrogate pair for a scalar beyond the BMP, in either case of hex digits.
    private static func escape(_ scalar: Unicode.Scalar, _ random: inout Generator) -> String {
        let upper = random.oneIn(2)
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16, uppercase: upper)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        guard scalar.value > 0xFFFF else { return hex(scalar.value) }
        let v = scalar.value - 0x10000
        return hex(0xD800 + (v >> 10)) + hex(0xDC00 + (v & 0x3FF))
    }

    /// Pieces that break JSON in interesting places.
    static let fragments = [
        "\\uD800", "\\uDC00", "\\uD800\\u0041", "\\uDBFF\\uDFFF", "\\uD83D", "\\u", "\\u12", "\\uZZZZ", "\\x", "\\",
        "\"", "{", "}", "[", "]", ",", ":", "-", "+", ".", "e", "E", "1e999", "-1e999", "1e-999", "0.0e0",
        "123456789012345678901234567890", "-9223372036854775809", "9223372036854775808", "00", "-0", "01", "1.",
        ".5", "NaN", "Infinity", "true", "nul", "null", "\u{0}", "\u{1}", "\u{7F}", "\u{FEFF}", "é", "\u{D7FF}",
        "//", "/*", "\t", "\n", " ", "\"a\":1", ",,", "[]", "{}",
    ]

    /// A random edit of a text: truncate, cut, insert a fragment, duplicate or flip a byte.
    static func mutate(_ text: String, _ random: inout Generator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<(1 + random.below(3)) {
            let position = random.below(scalars.count + 1)
            switch random.below(5) {
            case 0: scalars = Array(scalars.prefix(position))
            case 1 where position < scalars.count:
                scalars.removeSubrange(position..<min(scalars.count, position + 1 + random.below(6)))
            case 2 where position < scalars.count:
                let end = min(scalars.count, position + 1 + random.below(12))
                scalars.insert(contentsOf: scalars[position..<end], at: end)
            case 3 where position < scalars.count:
                scalars[position] = Unicode.Scalar(UInt8(truncatingIfNeeded: random.next()))
            default: scalars.insert(contentsOf: random.pick(fragments).unicodeScalars, at: position)
            }
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Nesting `depth` deep, of arrays, objects or both, maybe left open.
    static func deep(_ random: inout Generator, depth: Int) -> String {
        let open = (0..<depth).map { _ in random.oneIn(2) ? "[" : "{\"k\":" }
        let close = open.reversed().map { $0 == "[" ? "]" : "}" }
        return open.joined() + random.pick(["1", "\"x\"", "[]", "{}", ""])
            + close.joined().prefix(random.oneIn(4) ? depth / 2 : depth)
    }

    /// A problem with where a JSON error says it is, if any.
    static func locationProblem(_ error: JSONError, in text: String) -> String? {
        // Lines end at each line feed byte (a "\r\n" is one `Character`, so split the bytes).
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard error.line >= 1, error.line <= lines.count else { return "line \(error.line) of \(lines.count)" }
        let length = lines[error.line - 1].count
        guard error.column >= 1, error.column <= length + 1 else {
            return "column \(error.column) on a line of \(length) bytes"
        }
        guard !error.message.isEmpty else { return "no message" }
        return nil
    }
}
