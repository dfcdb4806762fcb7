/// A multi-line text editor: Enter starts a new line, the arrows move in two dimensions and
/// the view scrolls to keep the cursor in sight.
///
/// ```swift
/// var editor = TextAreaEditor(text: "Dear Ada,")
/// editor.handle(.enter)
/// editor.handle(.character("H"))
/// editor.text                          // "Dear Ada,\nH"
/// editor.view(width: 20, height: 3)    // lines and the cursor's (row, column)
/// ```
public struct TextAreaEditor: Sendable, Equatable {
    /// The most characters an editor holds, newlines included.
    public static let maximumLength = 100_000

    /// The lines, as characters.
    public private(set) var lines: [[Character]]
    /// The cursor's line.
    public private(set) var row: Int
    /// The cursor's character index in its line.
    public private(set) var column: Int
    private var count: Int

    /// An editor holding `text`, with the cursor at its end.
    public init(text: String = "") {
        var lines = text.prefix(Self.maximumLength).split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0)
        }
        if lines.isEmpty { lines = [[]] }
        self.lines = lines
        row = lines.count - 1
        column = lines[lines.count - 1].count
        count = lines.reduce(lines.count - 1) { $0 + $1.count }
    }

    /// The text, lines joined by newlines.
    public var text: String { lines.map { String($0) }.joined(separator: "\n") }

    /// Applies a key. Enter inserts a newline; Tab and Escape are left to the caller.
    @discardableResult
    public mutating func handle(_ key: Key) -> EditOutcome {
        switch key {
        case .character(let character):
            guard count < Self.maximumLength else { return .ignored }
            var editor = lineEditor()
            editor.handle(.character(character))
            commit(editor)
            return .changed
        case .enter:
            guard count < Self.maximumLength else { return .ignored }
            let tail = Array(lines[row][column...])
            lines[row].removeSubrange(column...)
            lines.insert(tail, at: row + 1)
            row += 1
            column = 0
            count += 1
            return .changed
        case .backspace where column == 0:
            guard row > 0 else { return .ignored }
            column = lines[row - 1].count
            lines[row - 1] += lines[row]
            lines.remove(at: row)
            row -= 1
            count -= 1
            return .changed
        case .delete where column == lines[row].count:
            guard row + 1 < lines.count else { return .ignored }
            lines[row] += lines[row + 1]
            lines.remove(at: row + 1)
            count -= 1
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

    private func lineEditor() -> LineEditor {
        var editor = LineEditor(text: String(lines[row]))
        while editor.cursor > column { editor.handle(.left) }
        return editor
    }

    private mutating func commit(_ editor: LineEditor) {
        count += editor.characters.count - lines[row].count
        lines[row] = editor.characters
        column = editor.cursor
    }

    /// What to draw in a box of `width` × `height`: the visible lines and the cursor's
    /// position in the box.
    public func view(width: Int, height: Int) -> (lines: [String], cursorRow: Int, cursorColumn: Int) {
        guard width > 0, height > 0 else { return ([], 0, 0) }
        let top = max(0, row - height + 1)
        var shown: [String] = []
        var cursorColumn = 0
        for index in top..<min(lines.count, top + height) {
            var editor = LineEditor(text: String(lines[index]))
            if index == row {
                while editor.cursor > column { editor.handle(.left) }
                let view = editor.view(width: width)
                shown.append(view.text)
                cursorColumn = view.cursorColumn
            } else {
                editor.handle(.home)
                shown.append(editor.view(width: width).text)
            }
        }
        return (shown, row - top, cursorColumn)
    }
}
