/// Text made safe and measured for a terminal cell grid.
///
/// Every piece of text from a form, a definition, a file name or a person reaches a terminal
/// through ``sanitized(_:)`` — in the full-screen renderer, the line mode and the `forma`
/// command alike. A title, value or key may hold escape sequences or control characters;
/// written as they are they would set the window title, clear or recolour the screen, or
/// (bidirectional overrides) make text read as something else. Each one is shown as its
/// Swift escape, `\u{1b}`, which reads the same everywhere and takes known columns.
///
/// ```swift
/// TerminalText.sanitized("a\u{1B}[2Jb")          // "a\\u{1b}[2Jb", drawn as a\u{1b}[2Jb
/// TerminalText.truncated("日本語テキスト", to: 7)   // "日本語…"
/// TerminalText.padded("ab", to: 4)               // "ab  "
/// ```
public enum TerminalText {
    /// `text` with every control character made visible as its escape (`\u{1b}`): C0 controls
    /// (tab and newline included — a renderer lays out lines itself, before it draws them),
    /// DEL, the C1 controls U+0080–U+009F, and the bidirectional embeddings, overrides and
    /// isolates U+202A–U+202E and U+2066–U+2069.
    ///
    /// Text without them comes back unchanged; the result has none left.
    /// - Complexity: O(n) in the length of `text`.
    public static func sanitized(_ text: String) -> String {
        guard mayHoldControls(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `true` for the scalars ``sanitized(_:)`` shows as escapes: C0 controls, DEL, C1
    /// controls and the bidirectional controls U+202A–U+202E and U+2066–U+2069.
    ///
    /// ```swift
    /// TerminalText.isControl("\u{202E}")   // true
    /// TerminalText.isControl("\u{200D}")   // false: a joiner is part of emoji and scripts
    /// ```
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 }
        if value <= 0x9F { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The visible form of a control scalar: `\u{1b}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }

    /// `false` when no byte of `text` can start a control character (a quick look at UTF-8).
    private static func mayHoldControls(_ text: String) -> Bool {
        // C0 and DEL are single bytes; C1 controls start with 0xC2, the bidirectional
        // controls with 0xE2.
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
            && text.unicodeScalars.contains(where: isControl)
    }

    /// A count with thousands separators, as messages write limits: `1,000,000`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    /// The characters `character` is drawn as: itself, or the escapes of its controls.
    static func visible(_ character: Character) -> String {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return String(character) }
        return sanitized(String(character))
    }

    /// The longest prefix of `text`, made visible, that fits in `columns`, ending in `…` when
    /// cut. Only the characters that can fit are looked at, however long `text` is.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        // The prefix that fits in `columns - 1`, kept in case a cut needs room for `…`.
        var cutResult: String?
        for character in text {
            for shown in visible(character) {
                let width = DisplayWidth.of(shown)
                if used + width > columns - 1 && cutResult == nil { cutResult = result }
                if used + width > columns { return (cutResult ?? result) + "…" }
                result.append(shown)
                used += width
            }
        }
        return result
    }

    /// `text` made visible, cut to `columns` and padded with spaces to exactly that width.
    public static func padded(_ text: String, to columns: Int) -> String {
        let fitted = truncated(text, to: columns)
        let width = DisplayWidth.of(fitted)
        return width < columns ? fitted + String(repeating: " ", count: columns - width) : fitted
    }

    /// `text` made visible and broken into lines of at most `columns`, at spaces where it
    /// can be; a word longer than a line is cut.
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
