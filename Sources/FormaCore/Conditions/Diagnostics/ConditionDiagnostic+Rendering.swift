extension ConditionDiagnostic {
    /// The 1-based line and column where the fault starts.
    public var location: (line: Int, column: Int) {
        let (line, column, _) = faultLine()
        return (line, column)
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
    func rendered() -> String {
        let (line, column, text) = faultLine()
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        let lineLength = text.count
        let start = column - 1
        let length = Swift.max(1, Swift.min(range.count, Swift.max(lineLength - start, 1)))
        let marker = String(repeating: " ", count: start) + "^" + String(repeating: "~", count: length - 1)
        return [
            (isError ? "error: " : "warning: ") + Self.oneLine(message),
            "\(pad)--> \(site.map(\.description) ?? "condition") \(line):\(column)",
            "\(pad) |",
            "\(gutter) | \(text)",
            "\(pad) | \(marker)",
        ].joined(separator: "\n")
    }

    /// A message on one line: line breaks and other control characters escaped.
    static func oneLine(_ text: String) -> String {
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

    /// The line holding the start of the fault, its number and the fault's column in it.
    private func faultLine() -> (line: Int, column: Int, text: String) {
        let characters = Array(expression)
        let start = Swift.min(range.lowerBound, characters.count)
        var lineStart = 0
        var line = 1
        for i in 0..<start where characters[i].isNewline {
            line += 1
            lineStart = i + 1
        }
        var lineEnd = lineStart
        while lineEnd < characters.count, !characters[lineEnd].isNewline { lineEnd += 1 }
        return (line, start - lineStart + 1, String(characters[lineStart..<lineEnd]))
    }
}
