internal import LinearRegex

/// A `LIKE` pattern, translated into a LinearRegex `RegularExpression` (so it matches in time linear in
/// the text): `*` matches any run of characters, `?` exactly one (one Unicode scalar, as
/// regular expressions count); a backslash makes the character after it literal (`\*`,
/// `\?`, `\\`); everything else matches itself. `[c]` and `[d]` fold the pattern and the text
/// alike, as every comparison does.
struct LikePattern: Sendable {
    /// One element of a pattern.
    enum Element: Equatable {
        case anyRun
        case anyOne
        case literal(Character)
    }

    private let regex: RegularExpression
    private let options: ComparisonOptions

    /// Translates and compiles a pattern (through the shared cache).
    /// - Throws: LinearRegex's `RegularExpressionError` when the translation is longer than a regular
    ///   expression may be (LinearRegex's `RegularExpression/Limits/maxPatternLength`).
    init(_ pattern: String, _ options: ComparisonOptions) throws {
        let elements = Self.elements(of: StringFolding.fold(pattern, options))
        regex = try RegularExpression.cached(Self.regularExpression(for: elements), options: .dotMatchesLineSeparators)
        self.options = options
    }

    /// The elements of a pattern's text; a trailing lone backslash matches itself.
    static func elements(of pattern: String) -> [Element] {
        var result: [Element] = []
        var escaped = false
        for character in pattern {
            if escaped {
                result.append(.literal(character))
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*": if result.last != .anyRun { result.append(.anyRun) }
            case "?": result.append(.anyOne)
            default: result.append(.literal(character))
            }
        }
        if escaped { result.append(.literal("\\")) }
        return result
    }

    /// The regular expression a pattern stands for: `.*` and `.` for the wildcards, every
    /// other character literal (ASCII punctuation escaped, control characters as `\x{…}`).
    static func regularExpression(for elements: [Element]) -> String {
        var out = ""
        for element in elements {
            switch element {
            case .anyRun: out += ".*"
            case .anyOne: out += "."
            case .literal(let character):
                for scalar in character.unicodeScalars {
                    switch scalar.value {
                    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: out.unicodeScalars.append(scalar)
                    case 0x21...0x7E:
                        out += "\\"
                        out.unicodeScalars.append(scalar)
                    default: out += "\\x{" + String(scalar.value, radix: 16) + "}"
                    }
                }
            }
        }
        return out
    }

    /// Whether the whole of `text` matches. Text longer than the translated pattern's
    /// LinearRegex's `RegularExpression/maxInputLength` does not match, as for `MATCHES`.
    func matches(_ text: String) -> Bool {
        do {
            return try regex.wholeMatch(StringFolding.fold(text, options))
        } catch {
            return false // longer than the pattern may match: documented to be false
        }
    }
}
