/// Text made safe and measured for a terminal cell grid.
///
/// Everything drawn passes through ``sanitized(_:)``: a title or value may hold escape
/// sequences or control characters (from a definition, a paste, a server); drawn as they
/// are they would move the cursor or recolour the screen, so they are replaced by visible
/// placeholders.
///
/// ```swift
/// TerminalText.sanitized("a\u{1B}[2Jb")          // "a␛[2Jb"
/// TerminalText.truncated("日本語テキスト", to: 7)   // "日本語…"
/// TerminalText.padded("ab", to: 4)               // "ab  "
/// ```
public enum TerminalText {
    /// Replaces control characters with visible symbols (tabs become a space, newlines `⏎`).
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x09: result.append(" ")
            case 0x0A, 0x0D: result.append("⏎")
            case 0x1B: result.append("␛")
            default: result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// The longest prefix of `text` that fits in `columns`, ending in `…` when cut.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if text.utf8.count <= columns, text.utf8.allSatisfy({ $0 < 0x7F && $0 >= 0x20 }) { return text }
        guard DisplayWidth.of(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    /// `text` cut to `columns` and padded with spaces to exactly that width.
    public static func padded(_ text: String, to columns: Int) -> String {
        let fitted = truncated(text, to: columns)
        let width = DisplayWidth.of(fitted)
        return width < columns ? fitted + String(repeating: " ", count: columns - width) : fitted
    }

    /// `text` broken into lines of at most `columns`, at spaces where it can be; a word
    /// longer than a line is cut.
    public static func wrapped(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in sanitized(text).split(separator: " ", omittingEmptySubsequences: true) {
            let width = DisplayWidth.of(word)
            if used > 0 && used + 1 + width > columns {
                lines.append(line)
                line = ""
                used = 0
            }
            if used > 0 {
                line += " "
                used += 1
            }
            line += width > columns ? truncated(String(word), to: columns) : String(word)
            used += min(width, columns)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
