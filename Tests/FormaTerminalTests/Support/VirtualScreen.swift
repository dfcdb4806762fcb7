import FormaTerminal

/// A small VT100/xterm emulator for tests: feed it what a program wrote to its terminal and
/// read the screen back as text. It knows what FormaTerminal and the shell use — cursor
/// positioning and movement, erase in line and display, the alternate screen, cursor
/// visibility, wide and combining characters — and ignores colours and anything else.
final class VirtualScreen {
    private(set) var size: TerminalSize
    private var primary: [[String]]
    private var alternate: [[String]]
    private(set) var usesAlternateScreen = false
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    private(set) var cursorVisible = true
    private var pendingWrap = false
    private var decoder = UTF8Decoder()
    private var escape: [UInt8]?

    init(size: TerminalSize) {
        self.size = size
        primary = Self.blank(size)
        alternate = Self.blank(size)
    }

    private static func blank(_ size: TerminalSize) -> [[String]] {
        Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
    }

    /// Resizes as a terminal window does: content is kept where it fits.
    func resize(_ newSize: TerminalSize) {
        func fit(_ grid: [[String]]) -> [[String]] {
            (0..<newSize.rows).map { row in
                (0..<newSize.columns).map { column in
                    row < grid.count && column < grid[row].count ? grid[row][column] : " "
                }
            }
        }
        primary = fit(primary)
        alternate = fit(alternate)
        size = newSize
        cursorRow = min(cursorRow, size.rows - 1)
        cursorColumn = min(cursorColumn, size.columns - 1)
    }

    /// The screen as text: one line per row, trailing spaces removed.
    var text: String {
        grid.map { row in
            var line = row.joined()
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// The screen with the cursor's position, as golden files record it.
    var snapshot: String {
        let cursor = cursorVisible ? "cursor \(cursorRow + 1),\(cursorColumn + 1)" : "cursor hidden"
        return "\(size) \(cursor)\n" + text + "\n"
    }

    func line(_ row: Int) -> String {
        var line = grid[row].joined()
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    private var grid: [[String]] {
        get { usesAlternateScreen ? alternate : primary }
        set { if usesAlternateScreen { alternate = newValue } else { primary = newValue } }
    }

    func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    private func feed(_ byte: UInt8) {
        if var sequence = escape {
            sequence.append(byte)
            escape = sequence
            if finishEscape(sequence) { escape = nil }
            return
        }
        switch byte {
        case 0x1B: escape = [byte]
        case 0x0D: cursorColumn = 0; pendingWrap = false
        case 0x0A: lineFeed()
        case 0x08: cursorColumn = max(0, cursorColumn - 1); pendingWrap = false
        case 0x09: cursorColumn = min(size.columns - 1, (cursorColumn / 8 + 1) * 8)
        case 0x07: break
        case 0x00..<0x20: break
        default:
            if let scalar = decoder.decode(byte) { put(scalar) }
        }
    }

    private func lineFeed() {
        pendingWrap = false
        if cursorRow == size.rows - 1 {
            var rows = grid
            rows.removeFirst()
            rows.append(Array(repeating: " ", count: size.columns))
            grid = rows
        } else {
            cursorRow += 1
        }
    }

    private func put(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.of(scalar)
        if width == 0 {
            // A combining mark joins the character before the cursor.
            let column = max(0, cursorColumn - (pendingWrap ? 0 : 1))
            var target = column
            if grid[cursorRow][target].isEmpty, target > 0 { target -= 1 }
            grid[cursorRow][target] += String(scalar)
            return
        }
        if pendingWrap {
            cursorColumn = 0
            lineFeed()
        }
        if width == 2 && cursorColumn == size.columns - 1 {
            grid[cursorRow][cursorColumn] = " "
            cursorColumn = 0
            lineFeed()
        }
        grid[cursorRow][cursorColumn] = String(scalar)
        if width == 2, cursorColumn + 1 < size.columns { grid[cursorRow][cursorColumn + 1] = "" }
        if cursorColumn + width >= size.columns {
            cursorColumn = size.columns - 1
            pendingWrap = true
        } else {
            cursorColumn += width
        }
    }

    /// Handles a complete escape sequence; `false` while it is still being read.
    private func finishEscape(_ sequence: [UInt8]) -> Bool {
        guard sequence.count >= 2 else { return false }
        guard sequence[1] == UInt8(ascii: "[") else { return true } // ESC 7, ESC 8, ESC =…: ignored
        guard let last = sequence.last, sequence.count >= 3, (0x40...0x7E).contains(last) else {
            return sequence.count > 64
        }
        let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
        let isPrivate = body.hasPrefix("?")
        let numbers = (isPrivate ? String(body.dropFirst()) : body).split(
            separator: ";", omittingEmptySubsequences: false
        ).map { Int($0) }
        func parameter(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        pendingWrap = false
        switch Character(Unicode.Scalar(last)) {
        case "H", "f":
            cursorRow = min(max(parameter(0, 1), 1), size.rows) - 1
            cursorColumn = min(max(parameter(1, 1), 1), size.columns) - 1
        case "A": cursorRow = max(0, cursorRow - max(1, parameter(0, 1)))
        case "B": cursorRow = min(size.rows - 1, cursorRow + max(1, parameter(0, 1)))
        case "C": cursorColumn = min(size.columns - 1, cursorColumn + max(1, parameter(0, 1)))
        case "D": cursorColumn = max(0, cursorColumn - max(1, parameter(0, 1)))
        case "G": cursorColumn = min(max(parameter(0, 1), 1), size.columns) - 1
        case "K": eraseInLine(parameter(0, 0))
        case "J": eraseInDisplay(parameter(0, 0))
        case "h", "l":
            guard isPrivate else { break }
            let on = last == UInt8(ascii: "h")
            for number in numbers.compactMap({ $0 }) {
                if number == 25 { cursorVisible = on }
                if number == 1049 {
                    if on { alternate = Self.blank(size) }
                    usesAlternateScreen = on
                }
            }
        default: break
        }
        return true
    }

    private func eraseInLine(_ mode: Int) {
        let range: Range<Int>
        switch mode {
        case 1: range = 0..<(cursorColumn + 1)
        case 2: range = 0..<size.columns
        default: range = cursorColumn..<size.columns
        }
        for column in range { grid[cursorRow][column] = " " }
    }

    private func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 2, 3: grid = Self.blank(size)
        case 1:
            for row in 0..<cursorRow { grid[row] = Array(repeating: " ", count: size.columns) }
            eraseInLine(1)
        default:
            eraseInLine(0)
            for row in (cursorRow + 1)..<max(cursorRow + 1, size.rows) {
                grid[row] = Array(repeating: " ", count: size.columns)
            }
        }
    }
}

/// Decodes UTF-8 one byte at a time (invalid bytes become U+FFFD).
struct UTF8Decoder {
    private var bytes: [UInt8] = []

    mutating func decode(_ byte: UInt8) -> Unicode.Scalar? {
        bytes.append(byte)
        let expected: Int
        switch bytes[0] {
        case 0x00..<0x80: expected = 1
        case 0xC0..<0xE0: expected = 2
        case 0xE0..<0xF0: expected = 3
        case 0xF0..<0xF8: expected = 4
        default:
            bytes = []
            return "\u{FFFD}"
        }
        guard bytes.count == expected else { return nil }
        defer { bytes = [] }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.first
    }
}
