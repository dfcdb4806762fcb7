import FormaTerminal
import Foundation

/// Standard output and error, safe for a terminal.
///
/// Everything `forma` prints may carry text from a definition, a values file, a file name
/// or an argument. Human text goes through ``TerminalText/sanitized(_:)`` line by line, so no
/// control character, escape sequence or bidirectional override reaches the terminal raw;
/// the pieces that come from outside are passed through ``shown(_:)`` where they are put
/// into a message, so that even their line breaks are visible. JSON goes out through
/// ``json(_:)``.
enum Output {
    /// Prints human text on standard output.
    static func out(_ text: String) {
        write(visible(text), to: .standardOutput)
    }

    /// Prints human text on standard error.
    static func err(_ text: String) {
        write(visible(text), to: .standardError)
    }

    /// Prints JSON on standard output. JSON's own escaping covers the C0 controls; DEL, the
    /// C1 controls and the bidirectional controls are legal raw in a JSON string, so they are
    /// written as `\uXXXX` escapes too: the same JSON to a parser, inert on a terminal.
    static func json(_ text: String) {
        write(escapingControls(text), to: .standardOutput)
    }

    /// A piece of outside text (a file name, a key, a message) as it is shown: every control
    /// character, line breaks included, made visible.
    static func shown(_ text: String) -> String {
        TerminalText.sanitized(text)
    }

    /// `text` with control characters made visible, keeping the line breaks between lines.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n")
    }

    /// JSON text with the control characters that JSON leaves raw written as `\uXXXX`.
    /// They can only stand inside strings (everything else in JSON is ASCII), where the
    /// escape means the same character.
    static func escapingControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && TerminalText.isControl($0) }) else {
            return json
        }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && TerminalText.isControl(scalar) {
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
