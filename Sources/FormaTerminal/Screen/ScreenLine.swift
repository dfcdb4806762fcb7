/// One line of the screen being composed: styled segments, never wider than the screen.
/// Text is made visible on the way in (``TerminalText/sanitized(_:)``), so nothing drawn can
/// move the cursor, and only the part that fits is looked at.
///
/// ```swift
/// var line = ScreenLine(width: 20, palette: palette)
/// line.append("Name", .title)
/// line.pad(to: 8)
/// line.append("Ada")
/// line.rendered   // "\u{1B}[1mName\u{1B}[0m    Ada" padded to 20 columns
/// ```
public struct ScreenLine: Sendable, Equatable {
    /// The screen's width.
    public let width: Int
    /// The columns used so far.
    public private(set) var used = 0
    /// The line as escapes and text.
    public private(set) var rendered = ""
    private let palette: Palette

    /// An empty line `width` columns wide.
    public init(width: Int, palette: Palette) {
        self.width = max(0, width)
        self.palette = palette
    }

    /// Columns still free.
    public var remaining: Int { width - used }

    /// Appends text in a role, its control characters made visible, cut with `…` where the
    /// line ends.
    public mutating func append(_ text: String, _ role: Palette.Role = .plain) {
        guard remaining > 0, !text.isEmpty else { return }
        let fitted = TerminalText.truncated(text, to: remaining)
        used += DisplayWidth.of(fitted)
        let start = palette.start(role)
        rendered += start + fitted + (start.isEmpty ? "" : palette.end(role))
    }

    /// Appends another line's text, cut off if it does not fit.
    public mutating func append(_ other: ScreenLine) {
        guard other.used <= remaining else { return }
        rendered += other.rendered
        used += other.used
    }

    /// Appends spaces up to column `column`.
    public mutating func pad(to column: Int) {
        let target = min(column, width)
        guard target > used else { return }
        rendered += String(repeating: " ", count: target - used)
        used = target
    }
}
