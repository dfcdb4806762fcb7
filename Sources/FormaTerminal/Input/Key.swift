/// One key press, decoded from the bytes a terminal sends.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("a\u{1B}[A".utf8))   // [.character("a"), .up]
/// ```
public indirect enum Key: Hashable, Sendable {
    /// A printable character (letters, digits, punctuation, CJK, emoji…).
    case character(Character)
    /// Text pasted in a terminal that marks pastes (bracketed paste), delivered whole: one
    /// edit however long. Line breaks in it are `\n` (a paste's newline is text, never Enter),
    /// tabs stay, other control characters and invalid UTF-8 are dropped.
    case paste(String)
    /// Return or Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Forward delete.
    case delete
    /// Escape pressed on its own.
    case escape
    /// Arrow keys.
    case up, down, left, right
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// Ctrl and a letter (lower case), for those not named above.
    case control(Character)
    /// A key pressed with Alt (or Ctrl / Shift, for arrows and editing keys).
    case alt(Key)
    /// Bytes that were not valid UTF-8; they are dropped, never shown.
    case invalid
    /// An escape sequence this decoder does not know; ignored.
    case unknown
}
