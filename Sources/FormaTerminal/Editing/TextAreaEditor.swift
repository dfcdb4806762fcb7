import FormaCore

/// A multi-line text editor: Enter starts a new line, the arrows move in two dimensions and
/// the view scrolls to keep the cursor in sight. A paste (``Key/paste(_:)``) goes in as one
/// edit, its line breaks as new lines. The text holds at most ``maximumUTF8Length`` bytes,
/// newlines included, the most a form value takes.
///
/// ```swift
/// var editor = TextAreaEditor(text: "Dear Ada,")
/// editor.handle(.enter)
/// editor.handle(.character("H"))
/// editor.text                          // "Dear Ada,\nH"
/// editor.view(width: 20, height: 3)    // lines and the cursor's (row, column)
/// ```
public struct TextAreaEditor: Sendable, Equatable {
    /// The most UTF-8 bytes an editor holds, newlines included: the longest string a form
    /// value takes (`FormValue.Limits.maxStringLength`).
    public static let maximumUTF8Length = FormValue.Limits.maxStringLength

    /// The lines, as characters.
    public private(set) var lines: [[Character]]
    /// The cursor's line.
    public private(set) var row: Int
    /// The cursor's character index in its line.
    public private(set) var column: Int
    /// The text's length in UTF-8 bytes, newlines included.
    public private(set) var utf8Count: Int

    /// An editor holding `text` (cut to ``maximumUTF8Length`` bytes), with the cursor at its end.
    public init(text: String = "") {
        let (kept, bytes) = LineEditor.prefix(of: text, bytes: Self.maximumUTF8Length)
        var lines = kept.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak).map { Array($0) }
        if lines.isEmpty { lines = [[]] }
        self.lines = lines
        row = lines.count - 1
        column = lines[lines.count - 1].count
        // "\r\n" is one character of two bytes that becomes a one-byte newline.
        utf8Count = bytes - kept.reduce(0) { $0 + ($1 == "\r\n" ? 1 : 0) }
    }

    /// The text, lines joined by newlines.
    public var text: String { lines.map { String($0) }.joined(separator: "\n") }

    /// Applies a key. Enter inserts a newline; Tab and Escape are left to the caller.
    @discardableResult
    public mutating func handle(_ key: Key) -> EditOutcome {
        switch key {
        case .character(let character):
            guard utf8Count + character.utf8.count <= Self.maximumUTF8Length else { return .ignored }
            var editor = lineEditor()
            editor.handle(.character(character))
            commit(editor)
            return .changed
        case .paste(let text):
            return insert(text).changed ? .changed : .ignored
        case .enter:
            guard utf8Count < Self.maximumUTF8Length else { return .ignored }
            let tail = Array(lines[row][column...])
            lines[row].removeSubrange(column...)
            lines.insert(tail, at: row + 1)
            row += 1
            column = 0
            utf8Count += 1
            return .changed
        case .backspace where column == 0:
            guard row > 0 else { return .ignored }
            column = lines[row - 1].count
            lines[row - 1] += lines[row]
            lines.remove(at: row)
            row -= 1
            utf8Count -= 1
            return .changed
        case .delete where column == lines[row].count:
            guard row + 1 < lines.count else { return .ignored }
            lines[row] += lines[row + 1]
            lines.remove(at: row + 1)
            utf8Count -= 1
            return .changed
        case .up:
            guard row > 0 else { return .ignored }
            row -= 1
            column = min(column, lines[row].count)
            return .moved
        case .down:
            guard row + 1 < lines.count else { return .ignored }
            row += 1
            column = min(column, lines[row].count)
            return .moved
        case .left where column == 0:
            guard row > 0 else { return .ignored }
            row -= 1
            column = lines[row].count
            return .moved
        case .right where column == lines[row].count:
            guard row + 1 < lines.count else { return .ignored }
            row += 1
            column = 0
            return .moved
        default:
            var editor = lineEditor()
            let outcome = editor.handle(key)
            if outcome != .ignored { commit(editor) }
            return outcome
        }
    }

    /// Inserts `text` at the cursor as one edit, its line breaks (`\n`, `\r\n`, `\r`) as new
    /// lines: as much of it as fits in ``maximumUTF8Length`` bytes, cut between characters.
    /// - Complexity: O(n + m), the cursor's line and the insertion.
    mutating func insert(_ text: String) -> LineEditor.Insertion {
        let (piece, bytes) = LineEditor.prefix(of: text, bytes: Self.maximumUTF8Length - utf8Count)
        let cut = bytes < text.utf8.count
        guard !piece.isEmpty else { return LineEditor.Insertion(changed: false, cut: cut) }
        var parts = piece.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak).map { Array($0) }
        let breaks = parts.count - 1
        let tail = Array(lines[row][column...])
        // The first part joins the line before the cursor (through the line editor, so a
        // combining mark at its start joins the character before it).
        var head = LineEditor(characters: Array(lines[row][..<column]), cursor: column)
        _ = head.insert(String(parts[0]))
        parts[0] = head.characters
        let lastColumn = parts[breaks].count
        parts[breaks] += tail
        lines.replaceSubrange(row...row, with: parts)
        row += breaks
        column = breaks == 0 ? head.cursor : lastColumn
        utf8Count += bytes - piece.reduce(0) { $0 + ($1 == "\r\n" ? 1 : 0) }
        return LineEditor.Insertion(changed: true, cut: cut)
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    private func lineEditor() -> LineEditor {
        LineEditor(characters: lines[row], cursor: column)
    }

    private mutating func commit(_ editor: LineEditor) {
        utf8Count += editor.utf8Count - lines[row].reduce(0) { $0 + $1.utf8.count }
        lines[row] = editor.characters
        column = editor.cursor
    }

    /// What to draw in a box of `width` × `height`: the visible lines and the cursor's
    /// position in the box.
    /// - Complexity: O(`width` × `height`): only the characters in view are looked at.
    public func view(width: Int, height: Int) -> (lines: [String], cursorRow: Int, cursorColumn: Int) {
        guard width > 0, height > 0 else { return ([], 0, 0) }
        let top = max(0, row - height + 1)
        var shown: [String] = []
        var cursorColumn = 0
        for index in top..<min(lines.count, top + height) {
            if index == row {
                let view = LineEditor.window(of: lines[index], cursor: column, width: width, masked: false)
                shown.append(view.text)
                cursorColumn = view.cursorColumn
            } else {
                shown.append(LineEditor.window(of: lines[index], cursor: 0, width: width, masked: false).text)
            }
        }
        return (shown, row - top, cursorColumn)
    }
}
