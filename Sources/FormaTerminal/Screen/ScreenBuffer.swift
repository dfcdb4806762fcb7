/// What the terminal shows, kept so that each frame writes only the lines that changed.
///
/// ```swift
/// let buffer = ScreenBuffer()
/// let first = buffer.render(ScreenFrame(size: size, lines: lines, cursor: nil))   // every line
/// lines[3] = "changed"
/// let second = buffer.render(ScreenFrame(size: size, lines: lines, cursor: nil))  // line 4 only
/// ```
public final class ScreenBuffer {
    private var shown: [String] = []
    private var shownSize: TerminalSize?
    /// `true` when frames are drawn in place below the prompt (relative moves, no clearing
    /// of the screen) rather than over the whole screen.
    public let isInline: Bool
    /// The line of the frame the cursor is on, for relative moves when inline.
    private var cursorLine = 0
    private var hasReserved = false

    /// A buffer that has drawn nothing yet; the first frame is drawn in full. `inline`
    /// draws in place below the cursor, leaving what was on screen above.
    public init(inline: Bool = false) {
        isInline = inline
    }

    /// The escapes that move the cursor to the start of a frame line.
    private func moveTo(line: Int) -> String {
        guard isInline else { return "\u{1B}[\(line + 1);1H" }
        defer { cursorLine = line }
        if line > cursorLine { return "\r\u{1B}[\(line - cursorLine)B" }
        if line < cursorLine { return "\r\u{1B}[\(cursorLine - line)A" }
        return "\r"
    }

    /// Inline: the bytes that leave the frame on screen, in the scrollback, with the cursor
    /// on the line below it.
    public func leave() -> [UInt8] {
        guard isInline, let size = shownSize else { return [] }
        return Array((moveTo(line: size.rows - 1) + "\u{1B}[0m\r\n\u{1B}[?25h").utf8)
    }

    /// Forgets what is on screen, so the next frame is drawn in full (after a resize, or
    /// when something else may have written to the terminal).
    public func invalidate() {
        shownSize = nil
    }

    /// The bytes that take the terminal from the last frame to `frame`.
    public func render(_ frame: ScreenFrame) -> [UInt8] {
        var output = "\u{1B}[?25l"
        let full = shownSize != frame.size
        if full && isInline {
            output += "\u{1B}[0m"
            if !hasReserved {
                // Room below the prompt: the terminal scrolls if the frame does not fit.
                hasReserved = true
                output += "\r" + String(repeating: "\n", count: max(0, frame.size.rows - 1))
                cursorLine = max(0, frame.size.rows - 1)
            }
            shown = []
        } else if full {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            shown = []
        }
        for index in 0..<frame.size.rows {
            let line = index < frame.lines.count ? frame.lines[index] : ""
            let previous: String? = index < shown.count ? shown[index] : nil
            if full || previous != line {
                // Clear the line first, then write it: an erase after a line that fills the
                // width would also erase its last character (the cursor waits on it to wrap).
                if !(full && line.isEmpty && !isInline) {
                    output += moveTo(line: index) + "\u{1B}[2K" + line + "\u{1B}[0m"
                }
            }
        }
        shown = Array(frame.lines.prefix(frame.size.rows))
        shownSize = frame.size
        if let cursor = frame.cursor {
            let row = min(max(cursor.row, 0), frame.size.rows - 1) + 1
            let column = min(max(cursor.column, 0), frame.size.columns - 1) + 1
            output +=
                isInline
                ? moveTo(line: row - 1) + "\u{1B}[\(column)G\u{1B}[?25h" : "\u{1B}[\(row);\(column)H\u{1B}[?25h"
        }
        return Array(output.utf8)
    }
}

/// One complete screen: its lines (already styled and cut to the width) and where the
/// cursor shows, if anywhere.
public struct ScreenFrame: Sendable, Equatable {
    /// A cursor position, zero-based.
    public struct Cursor: Sendable, Equatable {
        /// Zero-based line.
        public var row: Int
        /// Zero-based column.
        public var column: Int
        /// Creates a position.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The screen's size.
    public var size: TerminalSize
    /// The lines, top to bottom; missing lines are blank.
    public var lines: [String]
    /// Where the cursor is shown, or `nil` to hide it.
    public var cursor: Cursor?

    /// Creates a frame.
    public init(size: TerminalSize, lines: [String], cursor: Cursor?) {
        self.size = size
        self.lines = lines
        self.cursor = cursor
    }
}
