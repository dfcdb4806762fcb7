/// Where a fault is in a text, as a compiler shows it: the line holding the fault's start,
/// the line's number, the fault's 1-based column and how many characters to underline.
///
/// Any range works: one outside the text is clamped to it (without computing its length, as
/// `Int.min..<Int.max` has none that fits in an `Int`), an empty one gets a single caret, and
/// one running past the end of its line is underlined to the line's end.
package struct TextFault {
    package let line: Int
    package let column: Int
    package let lineText: String
    package let length: Int

    package init(text: String, range: Range<Int>) {
        let characters = Array(text)
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
        self.line = line
        column = start - lineStart + 1
        lineText = String(characters[lineStart..<lineEnd])
        length = Swift.max(1, Swift.min(end, lineEnd) - start)
    }

    /// The place, the line and a caret under the fault:
    ///
    /// ```
    ///  --> row 'drink' (hidden) 1:1
    ///   |
    /// 1 | $agee >= 18
    ///   | ^~~~~
    /// ```
    package func caret(site: String) -> String {
        let gutter = String(line)
        let pad = String(repeating: " ", count: gutter.count)
        // Keep tabs under tabs so the caret lines up however the terminal draws them.
        let indent = String(lineText.prefix(column - 1).map { $0 == "\t" ? "\t" : " " })
        let marker = indent + "^" + String(repeating: "~", count: length - 1)
        return [
            "\(pad)--> \(site) \(line):\(column)",
            "\(pad) |",
            "\(gutter) | \(lineText)",
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
}
