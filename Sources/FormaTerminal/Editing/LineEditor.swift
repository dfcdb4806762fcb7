/// A one-line text editor with a cursor, as a value: keys go in, text and a view of it come out.
///
/// Moves by character (a letter with its accents, an emoji with its modifiers), so the
/// cursor never lands inside one. Long text scrolls sideways to keep the cursor in view; a
/// masked editor (passwords) shows one `•` per character.
///
/// ```swift
/// var editor = LineEditor(text: "Ada")
/// editor.handle(.left)                 // .moved
/// editor.handle(.character("m"))       // .changed: "Adma"
/// editor.view(width: 10)               // (text: "Adma", cursorColumn: 3)
/// ```
public struct LineEditor: Sendable, Equatable {
    /// The most characters an editor holds; keys past it are ignored.
    public static let maximumLength = 100_000

    /// The text, as characters.
    public private(set) var characters: [Character]
    /// The cursor, as a character index (`characters.count` is after the last one).
    public private(set) var cursor: Int
    /// `true` to show `•` instead of each character.
    public var isMasked: Bool

    /// An editor holding `text`, with the cursor at its end.
    public init(text: String = "", masked: Bool = false) {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
        isMasked = masked
    }

    /// The text.
    public var text: String { String(characters) }

    /// Replaces the text, keeping the cursor where it can stay.
    public mutating func setText(_ text: String) {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = min(cursor, characters.count)
    }

    /// Applies a key.
    @discardableResult
    public mutating func handle(_ key: Key) -> EditOutcome {
        switch key {
        case .character(let character): return insert(character)
        case .backspace, .control("h"):
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            characters.remove(at: cursor)
            return .changed
        case .delete, .control("d"):
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
            return .changed
        case .left, .control("b"): return move(to: cursor - 1)
        case .right, .control("f"): return move(to: cursor + 1)
        case .home, .control("a"): return move(to: 0)
        case .end, .control("e"): return move(to: characters.count)
        case .alt(.left), .alt(.character("b")): return move(to: wordStart(before: cursor))
        case .alt(.right), .alt(.character("f")): return move(to: wordEnd(after: cursor))
        case .control("u"):
            guard cursor > 0 else { return .ignored }
            characters.removeSubrange(0..<cursor)
            cursor = 0
            return .changed
        case .control("k"):
            guard cursor < characters.count else { return .ignored }
            characters.removeSubrange(cursor...)
            return .changed
        case .control("w"), .alt(.backspace):
            let start = wordStart(before: cursor)
            guard start < cursor else { return .ignored }
            characters.removeSubrange(start..<cursor)
            cursor = start
            return .changed
        default: return .ignored
        }
    }

    private mutating func insert(_ character: Character) -> EditOutcome {
        guard characters.count < Self.maximumLength else { return .ignored }
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
    public func view(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        let shown = isMasked ? Array(repeating: Character("•"), count: characters.count) : characters.map(Self.visible)
        var start = 0
        var before = 0
        for index in 0..<cursor { before += DisplayWidth.of(shown[index]) }
        // Keep the cursor inside the window: drop characters from the left until it fits.
        while before > width - 1, start < cursor {
            before -= DisplayWidth.of(shown[start])
            start += 1
        }
        var text = ""
        var used = 0
        for character in shown[start...] {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            text.append(character)
            used += columns
        }
        return (text, before)
    }

    private static func visible(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
        else {
            return character
        }
        return TerminalText.sanitized(String(character)).first ?? "?"
    }
}
