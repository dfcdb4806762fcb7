extension ConditionDiagnostic {
    /// The 1-based line and column where the fault starts.
    ///
    /// A ``range`` that reaches outside ``expression`` is clamped to it, so any range gives a
    /// location inside the text (or 1:1 for empty text).
    public var location: (line: Int, column: Int) {
        let fault = faultLine()
        return (fault.line, fault.column)
    }

    /// Renders the diagnostic:
    ///
    /// ```
    /// error: unknown tag 'agee'; did you mean 'age'?
    ///  --> row 'drink' (hidden) 1:1
    ///   |
    /// 1 | $agee >= 18
    ///   | ^~~~~
    /// ```
    ///
    /// Any range renders: one outside the expression is clamped to it, an empty one gets a
    /// single caret, and one running past the end of its line is underlined to the line's end.
    func rendered() -> String {
        let fault = faultLine()
        let gutter = String(fault.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Keep tabs under tabs so the caret lines up however the terminal draws them.
        let indent = String(fault.text.prefix(fault.column - 1).map { $0 == "\t" ? "\t" : " " })
        let marker = indent + "^" + String(repeating: "~", count: fault.length - 1)
        return [
            (isError ? "error: " : "warning: ") + Self.oneLine(message),
            "\(pad)--> \(site.map(\.description) ?? "condition") \(fault.line):\(fault.column)",
            "\(pad) |",
            "\(gutter) | \(fault.text)",
            "\(pad) | \(marker)",
        ].joined(separator: "\n")
    }

    /// A message on one line: line breaks and other control characters escaped.
    package static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true }) else { return text }
        var out = ""
        for character in text {
            if character.isNewline {
                out += "\\n"
            } else if let ascii = character.asciiValue, ascii < 0x20 {
                out += ascii == 0x09 ? "\\t" : "\\u{\(String(ascii, radix: 16))}"
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The line holding the start of the fault, its number, the fault's 1-based column in it
    /// and how many characters of the line to underline (at least one).
    ///
    /// The range is clamped to the expression first, without computing its length (a range
    /// such as `Int.min..<Int.max` has none that fits in an `Int`).
    private func faultLine() -> (line: Int, column: Int, text: String, length: Int) {
        let characters = Array(expression)
        let start = Swift.min(Swift.max(range.lowerBound, 0), characters.count)
        let end = Swift.min(Swift.max(range.upperBound, start), characters.count)
        var lineStart = 0
        var line = 1
        for i in 0..<start where characters[i].isNewline {
            line += 1
            lineStart = i + 1
        }
        var lineEnd = start
        while lineEnd < characters.count, !characters[lineEnd].isNewline { lineEnd += 1 }
        let length = Swift.max(1, Swift.min(end, lineEnd) - start)
        return (line, start - lineStart + 1, String(characters[lineStart..<lineEnd]), length)
    }
}
