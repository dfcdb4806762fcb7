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
            (isError ? "error: " : "warning: ") + message,
            "\(pad)--> \(site.map(\.description) ?? "condition") \(line):\(column)",
            "\(pad) |",
            "\(gutter) | \(text)",
            "\(pad) | \(marker)",
        ].joined(separator: "\n")
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
