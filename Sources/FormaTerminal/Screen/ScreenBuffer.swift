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

    /// A buffer that has drawn nothing yet; the first frame is drawn in full.
    public init() {}

    /// Forgets what is on screen, so the next frame is drawn in full (after a resize, or
    /// when something else may have written to the terminal).
    public func invalidate() {
        shownSize = nil
    }

    /// The bytes that take the terminal from the last frame to `frame`.
    public func render(_ frame: ScreenFrame) -> [UInt8] {
        var output = "\u{1B}[?25l"
        let full = shownSize != frame.size
        if full {
            output += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            shown = []
        }
        for index in 0..<frame.size.rows {
            let line = index < frame.lines.count ? frame.lines[index] : ""
            let previous: String? = index < shown.count ? shown[index] : nil
            if full || previous != line {
                // Clear the line first, then write it: an erase after a line that fills the
                // width would also erase its last character (the cursor waits on it to wrap).
                if !(full && line.isEmpty) { output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + line + "\u{1B}[0m" }
            }
        }
        shown = Array(frame.lines.prefix(frame.size.rows))
        shownSize = frame.size
        if let cursor = frame.cursor {
            let row = min(max(cursor.row, 0), frame.size.rows - 1) + 1
            let column = min(max(cursor.column, 0), frame.size.columns - 1) + 1
            output += "\u{1B}[\(row);\(column)H\u{1B}[?25h"
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
