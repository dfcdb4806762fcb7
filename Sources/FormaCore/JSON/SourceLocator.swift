/// Finds the line and column of byte offsets in a definition's text from an index built
/// as far as the offsets asked for, so that locating every problem of a load costs
/// O(n + k × (log n + stride)) for k problems in n bytes, however many share a line, and
/// locating none (or only early ones) reads none (or only the start) of the text.
///
/// The index is the offsets where lines start, found in one pass that goes no further than
/// the end of the line of the furthest offset asked for (just past the offset, while its line
/// is ASCII up to there), and searched by bisection, and, for
/// each line with non-ASCII text, a ``CharacterIndex`` built the first time a location on
/// that line is asked for. Columns count characters (grapheme clusters), as `String.count`
/// does for the text from the line's start.
///
/// ```swift
/// var locator = SourceLocator(source)
/// for problem in problems { problem.location = locator.location(of: problem.offset) }
/// ```
package struct SourceLocator {
    private let bytes: [UInt8]
    /// Where each line found so far starts, in bytes.
    private var lineStarts = [0]
    /// Whether each line read to its end is ASCII only (its columns are byte counts); one
    /// fewer than `lineStarts` until the whole text is read.
    private var asciiLines: [Bool] = []
    /// How far the pass over the text has read, and whether the line it is in has a
    /// non-ASCII byte so far.
    private var scanned = 0
    private var high: UInt8 = 0
    /// The character index of each non-ASCII line located so far.
    private var lineIndexes: [Int: CharacterIndex] = [:]
    /// Bytes read so far: the pass over the text, each line's index, and each location's
    /// last stretch from a checkpoint. Tests bound it.
    package private(set) var work = 0

    package init(_ source: SourceText) {
        bytes = source.bytes
    }

    /// Reads the text on to the end of the line that holds `offset` (a clamped offset); with
    /// `stoppingEarly`, only just past `offset` while the line is ASCII so far (its columns
    /// are then byte counts, and a long line, such as a whole document on one line, is not
    /// read to its end for a location near its start).
    private mutating func index(through offset: Int, stoppingEarly: Bool = false) {
        guard asciiLines.count < lineStarts.count, offset >= lineStarts[lineStarts.count - 1] else { return }
        let start = scanned
        defer { work += scanned - start }
        while scanned < bytes.count {
            if stoppingEarly, scanned > offset, high < 0x80 { return }
            let byte = bytes[scanned]
            high |= byte
            scanned += 1
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(scanned)
                asciiLines.append(high < 0x80)
                high = 0
                if scanned > offset { return }
            }
        }
        asciiLines.append(high < 0x80)
    }

    /// The 1-based line and column of a byte offset, the column counted in UTF-8 bytes (as
    /// ``JSONError`` counts it). An offset past the end is the end.
    package mutating func byteLocation(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        index(through: clamped)
        let line = line(of: clamped)
        return SourceLocation(line: line + 1, column: clamped - lineStarts[line] + 1)
    }

    /// The 0-based line of an offset within the text, by bisection of the line starts.
    private func line(of clamped: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based line and column (in characters) of a byte offset; `nil` for a negative
    /// offset (a value made in code). An offset past the end is the end.
    package mutating func location(of offset: Int) -> SourceLocation? {
        guard offset >= 0 else { return nil }
        let clamped = min(offset, bytes.count)
        index(through: clamped, stoppingEarly: true)
        let low = line(of: clamped)
        let start = lineStarts[low]
        if low == asciiLines.count {
            // The line is read only past the offset: ASCII up to there, it is placed by bytes;
            // else it is read to its end for its character index.
            if high < 0x80 { return SourceLocation(line: low + 1, column: clamped - start + 1) }
            index(through: clamped)
        }
        if asciiLines[low] { return SourceLocation(line: low + 1, column: clamped - start + 1) }
        let end = low + 1 < lineStarts.count ? lineStarts[low + 1] : bytes.count
        if lineIndexes[low] == nil {
            lineIndexes[low] = CharacterIndex(bytes[start..<end])
            work += end - start
        }
        guard let index = lineIndexes[low] else { return nil }
        let found = index.characters(upTo: clamped - start)
        work += found.scanned
        return SourceLocation(line: low + 1, column: found.characters + 1)
    }
}
