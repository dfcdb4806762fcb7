import FormaCore

/// A one-line text editor with a cursor, as a value: keys go in, text and a view of it come out.
///
/// Moves by character (a letter with its accents, an emoji with its modifiers), so the
/// cursor never lands inside one. Long text scrolls sideways to keep the cursor in view; a
/// masked editor (passwords) shows one `•` per character. A paste (``Key/paste(_:)``) goes in
/// as one edit, its line breaks and tabs as spaces. The text holds at most
/// ``maximumUTF8Length`` bytes, the most a form value takes: what does not fit is left out.
///
/// ```swift
/// var editor = LineEditor(text: "Ada")
/// editor.handle(.left)                 // .moved
/// editor.handle(.character("m"))       // .changed: "Adma"
/// editor.view(width: 10)               // (text: "Adma", cursorColumn: 3)
/// ```
public struct LineEditor: Sendable, Equatable {
    /// The most UTF-8 bytes an editor holds: the longest string a form value takes
    /// (`FormValue.Limits.maxStringLength`). Keys past it are ignored; a paste is cut.
    public static let maximumUTF8Length = FormValue.Limits.maxStringLength

    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The cursor, as a character index (`characters.count` is after the last one).
    public private(set) var cursor: Int
    /// `true` to show `•` instead of each character.
    public var isMasked: Bool
    /// The text's length in UTF-8 bytes.
    public private(set) var utf8Count: Int

    /// An editor holding `text` (cut to ``maximumUTF8Length`` bytes), with the cursor at its end.
    public init(text: String = "", masked: Bool = false) {
        (characters, utf8Count) = Self.prefix(of: text, bytes: Self.maximumUTF8Length)
        cursor = characters.count
        isMasked = masked
    }

    /// An editor holding `characters` with the cursor at `cursor`, for a text area's line.
    init(characters: [Character], cursor: Int) {
        self.characters = characters
        self.cursor = min(max(cursor, 0), characters.count)
        isMasked = false
        utf8Count = characters.reduce(0) { $0 + $1.utf8.count }
    }

    /// The text.
    public var text: String { String(characters) }

    /// Puts the cursor at `position`, within the text.
    mutating func moveCursor(to position: Int) {
        cursor = min(max(position, 0), characters.count)
    }

    /// Replaces the text, keeping the cursor where it can stay.
    public mutating func setText(_ text: String) {
        (characters, utf8Count) = Self.prefix(of: text, bytes: Self.maximumUTF8Length)
        cursor = min(cursor, characters.count)
    }

    /// Applies a key.
    @discardableResult
    public mutating func handle(_ key: Key) -> EditOutcome {
        switch key {
        case .character(let character): return insert(character)
        case .paste(let text): return insert(Self.oneLine(text)).changed ? .changed : .ignored
        case .backspace, .control("h"):
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            remove(cursor..<(cursor + 1))
            return .changed
        case .delete, .control("d"):
            guard cursor < characters.count else { return .ignored }
            remove(cursor..<(cursor + 1))
            return .changed
        case .left, .control("b"): return move(to: cursor - 1)
        case .right, .control("f"): return move(to: cursor + 1)
        case .home, .control("a"): return move(to: 0)
        case .end, .control("e"): return move(to: characters.count)
        case .alt(.left), .alt(.character("b")): return move(to: wordStart(before: cursor))
        case .alt(.right), .alt(.character("f")): return move(to: wordEnd(after: cursor))
        case .control("u"):
            guard cursor > 0 else { return .ignored }
            remove(0..<cursor)
            cursor = 0
            return .changed
        case .control("k"):
            guard cursor < characters.count else { return .ignored }
            remove(cursor..<characters.count)
            return .changed
        case .control("w"), .alt(.backspace):
            let start = wordStart(before: cursor)
            guard start < cursor else { return .ignored }
            remove(start..<cursor)
            cursor = start
            return .changed
        default: return .ignored
        }
    }

    /// What an insertion did: whether the text changed, and whether part of what was
    /// inserted was left out because it did not fit.
    struct Insertion: Equatable {
        var changed: Bool
        var cut: Bool
    }

    /// Inserts `text` at the cursor as one edit: as much of it as fits in
    /// ``maximumUTF8Length`` bytes, cut between characters.
    /// - Complexity: O(n + m), the text and the insertion.
    mutating func insert(_ text: String) -> Insertion {
        let room = Self.maximumUTF8Length - utf8Count
        let (piece, bytes) = Self.prefix(of: text, bytes: room)
        let cut = bytes < text.utf8.count
        guard !piece.isEmpty else { return Insertion(changed: false, cut: cut) }
        // The piece's first character may join the one before the cursor (a combining mark).
        if cursor > 0 {
            let joined = Array(String(characters[cursor - 1]) + String(piece))
            characters.replaceSubrange((cursor - 1)..<cursor, with: joined)
            cursor += joined.count - 1
        } else {
            characters.insert(contentsOf: piece, at: cursor)
            cursor += piece.count
        }
        utf8Count += bytes
        return Insertion(changed: true, cut: cut)
    }

    private mutating func insert(_ character: Character) -> EditOutcome {
        guard utf8Count + character.utf8.count <= Self.maximumUTF8Length else { return .ignored }
        utf8Count += character.utf8.count
        // A combining mark typed on its own joins the character before it.
        if cursor > 0 {
            let joined = String(characters[cursor - 1]) + String(character)
            if joined.count == 1, let merged = joined.first {
                characters[cursor - 1] = merged
                return .changed
            }
        }
        characters.insert(character, at: cursor)
        cursor += 1
        return .changed
    }

    private mutating func remove(_ range: Range<Int>) {
        utf8Count -= characters[range].reduce(0) { $0 + $1.utf8.count }
        characters.removeSubrange(range)
    }

    private mutating func move(to position: Int) -> EditOutcome {
        let clamped = min(max(position, 0), characters.count)
        guard clamped != cursor else { return .ignored }
        cursor = clamped
        return .moved
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }

    /// What to draw in `width` columns: the part of the text around the cursor, and the
    /// cursor's column within it.
    ///
    /// Control characters are drawn as their escapes (``TerminalText/sanitized(_:)``).
    /// - Complexity: O(`width`): only the characters in view are looked at.
    public func view(width: Int) -> (text: String, cursorColumn: Int) {
        Self.window(of: characters, cursor: cursor, width: width, masked: isMasked)
    }

    /// The part of `characters` around `cursor` that fits in `width` columns, as drawn.
    static func window(of characters: [Character], cursor: Int, width: Int, masked: Bool) -> (
        text: String, cursorColumn: Int
    ) {
        guard width > 0 else { return ("", 0) }
        let cursor = min(max(cursor, 0), characters.count)
        func columns(_ index: Int) -> Int { masked ? 1 : DisplayWidth.of(characters[index]) }
        // Keep the cursor inside the window: as many characters before it as fit in
        // `width - 1` columns, walking back from it.
        var start = cursor
        var before = 0
        while start > 0 {
            let columns = columns(start - 1)
            if before + columns > width - 1 { break }
            before += columns
            start -= 1
        }
        var text = ""
        var used = 0
        var index = start
        while index < characters.count {
            let columns = columns(index)
            if used + columns > width { break }
            text += masked ? "•" : TerminalText.visible(characters[index])
            used += columns
            index += 1
        }
        return (text, before)
    }

    /// The longest prefix of `text` within `bytes` UTF-8 bytes, cut between characters, and
    /// its length in bytes.
    static func prefix(of text: String, bytes: Int) -> ([Character], Int) {
        if text.utf8.count <= bytes { return (Array(text), text.utf8.count) }
        var kept: [Character] = []
        var used = 0
        for character in text {
            let size = character.utf8.count
            if used + size > bytes { break }
            kept.append(character)
            used += size
        }
        return (kept, used)
    }

    /// Pasted text for one line: line breaks and tabs become spaces; line breaks at the end
    /// (a copied line's own) are dropped.
    static func oneLine(_ text: String) -> String {
        // Line breaks and tabs are C0 controls, or start with 0xC2 (U+0085) or 0xE2 (U+2028,
        // U+2029): a look at the bytes skips the text that has none.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xC2 || $0 == 0xE2 }),
            text.contains(where: { $0.isNewline || $0 == "\t" })
        else { return text }
        var trimmed = Substring(text)
        while let last = trimmed.last, last.isNewline { trimmed.removeLast() }
        return String(trimmed.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
