extension RegexParser {
    /// What a backslash sequence stands for.
    enum Escape {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case assertion(RegexAssertion)
        case quoted([Unicode.Scalar])
    }

    /// A backslash sequence outside a class, as atoms.
    mutating func parseEscape() throws -> [RegexNode] {
        switch try parseEscapeSequence(inClass: false) {
        case .scalar(let s): return [.scalar(s, caseInsensitive: flags.caseInsensitive)]
        // Properties are closed over case as they are read; ICU leaves `\d \w \s \h \v` as they are.
        case .set(let set): return [.set(set)]
        case .assertion(let a): return [.assertion(a)]
        case .quoted(let scalars): return scalars.map { .scalar($0, caseInsensitive: flags.caseInsensitive) }
        }
    }

    /// Reads the sequence at `\`.
    mutating func parseEscapeSequence(inClass: Bool) throws -> Escape {
        let start = index
        index += 1
        guard let c = peek() else { throw error(.invalidEscape(""), at: start) }
        index += 1
        switch c {
        case "d": return .set(ScalarProperty.digit.set)
        case "D": return .set(ScalarProperty.digit.set.inverted)
        case "w": return .set(ScalarProperty.word.set)
        case "W": return .set(ScalarProperty.word.set.inverted)
        case "s": return .set(ScalarProperty.whitespace.set)
        case "S": return .set(ScalarProperty.whitespace.set.inverted)
        case "h": return .set(ScalarProperty.horizontalWhitespace.set)
        case "H": return .set(ScalarProperty.horizontalWhitespace.set.inverted)
        case "v": return .set(ScalarProperty.verticalWhitespace.set)
        case "V": return .set(ScalarProperty.verticalWhitespace.set.inverted)
        case "p", "P": return .set(try parseProperty(negated: c == "P", start: start))
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "a": return .scalar("\u{07}")
        case "e": return .scalar("\u{1B}")
        case "c":
            guard let letter = peek(), letter.isASCII, let control = Unicode.Scalar(letter.value & 0x1F) else {
                throw error(.invalidEscape("c"), at: start)
            }
            index += 1
            return .scalar(control)
        case "x": return .scalar(try parseHexEscape(start: start))
        case "u": return .scalar(try parseFixedHex(digits: 4, name: "u", start: start))
        case "U": return .scalar(try parseFixedHex(digits: 8, name: "U", start: start))
        case "0": return .scalar(try parseOctal(start: start))
        case "Q": return .quoted(readQuoted())
        case "E": return .scalar("E")
        case "b", "B", "A", "z", "Z":
            guard !inClass else { throw error(.invalidEscape(String(c)), at: start) }
            switch c {
            case "b": return .assertion(.wordBoundary)
            case "B": return .assertion(.notWordBoundary)
            case "A": return .assertion(.startOfText)
            case "z": return .assertion(.endOfText)
            default: return .assertion(.endOfTextBeforeFinalTerminator)
            }
        case "k":
            throw error(.backReference, at: start)
        case "G", "X", "R", "N":
            throw error(.unsupported("'\\\(c)'"), at: start)
        default:
            if c.value >= 0x31, c.value <= 0x39 { throw error(.backReference, at: start) }
            if c.isASCII, c.properties.isAlphabetic { throw error(.invalidEscape(String(c)), at: start) }
            return .scalar(c)
        }
    }

    /// `\xhh` (one or two hex digits) or `\x{h…}` (one to six).
    mutating func parseHexEscape(start: Int) throws -> Unicode.Scalar {
        if peek() == "{" {
            index += 1
            var value: UInt32 = 0
            var digits = 0
            while let c = peek(), let digit = Self.hexValue(c) {
                value = value &* 16 &+ digit
                digits += 1
                index += 1
                if digits > 6 { throw error(.invalidEscape("x{"), at: start) }
            }
            guard digits > 0, peek() == "}", let scalar = Unicode.Scalar(value) else {
                throw error(.invalidEscape("x{"), at: start)
            }
            index += 1
            return scalar
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 2, let c = peek(), let digit = Self.hexValue(c) {
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        guard digits > 0, let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape("x"), at: start) }
        return scalar
    }

    /// `\uhhhh` or `\Uhhhhhhhh`: exactly `digits` hex digits.
    mutating func parseFixedHex(digits: Int, name: String, start: Int) throws -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let c = peek(), let digit = Self.hexValue(c) else { throw error(.invalidEscape(name), at: start) }
            value = value &* 16 &+ digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape(name), at: start) }
        return scalar
    }

    /// `\0ooo`: one to three octal digits after the zero, stopping before a digit that
    /// would take the value past `\0377` (so `\0600` is `0` then `0`), as ICU reads them.
    /// A zero without a digit is refused, as ICU does.
    mutating func parseOctal(start: Int) throws -> Unicode.Scalar {
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, let c = peek(), c.value >= 0x30, c.value <= 0x37, value * 8 + (c.value - 0x30) <= 0xFF {
            value = value * 8 + (c.value - 0x30)
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw error(.invalidEscape("0"), at: start) }
        return Unicode.Scalar(UInt8(value))
    }

    /// The text after `\Q` up to `\E` or the end of the pattern, taken literally.
    mutating func readQuoted() -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        while let c = peek() {
            if c == "\\", peek(1) == "E" {
                index += 2
                break
            }
            result.append(c)
            index += 1
        }
        return result
    }

    static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c.value {
        case 0x30...0x39: c.value - 0x30
        case 0x41...0x46: c.value - 0x41 + 10
        case 0x61...0x66: c.value - 0x61 + 10
        default: nil
        }
    }
}
