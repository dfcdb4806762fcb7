/// The first step of matching one surviving section's rows (see ``SnapshotMatch``): its new
/// rows walked beside its old rows. A row found where the walk stands, or a few rows
/// further, is matched without hashing, and so is the row just before the last one matched
/// going down (rows that run backwards: a sort order flipped). The runs of rows the walk
/// passes by go into the gaps, for the table.
struct SectionWalk {
    let oldSection: Int
    let newSection: Int
    let oldRows: UnsafeBufferPointer<RowID>
    let newRows: UnsafeBufferPointer<RowID>
    /// The section's old rows' marks: -1 while unmatched, 0 once matched.
    let oldRank: UnsafeMutableBufferPointer<Int>
    /// The section's new rows' sources, packed `section << 32 | row`, or -1.
    let source: UnsafeMutableBufferPointer<Int>

    /// How far past where the walk stands a row is looked for before hashing.
    static let lookahead = 8
    /// After this many misses in a row the walk looks only where it stands (and, once every
    /// `lookahead` misses, a few rows further), since the rows have most likely been shuffled.
    static let missesBeforeNarrowing = 16

    /// Walks the section; appends what it passes by to the gaps, and the rows it matches
    /// whose identity is in `changed` to `reconfigured`; returns how many rows it matched
    /// going down.
    func run(
        oldGaps: inout [SnapshotMatch.Gap], newGaps: inout [SnapshotMatch.Gap], changed: IdentityTable?,
        reconfigured: inout [TablePath]
    ) -> Int {
        let oldCount = oldRows.count
        let newCount = newRows.count
        // Every index below is checked against these counts before use.
        guard oldRank.count == oldCount, source.count == newCount else { return 0 }
        let packed = oldSection << 32
        var cursor = 0
        var down = oldCount
        var goingDown = false
        var misses = 0
        var gapStart = -1
        var unordered = 0
        var r = 0
        while r < newCount {
            if !goingDown, gapStart < 0, cursor < oldCount, oldRows[cursor].rawValue == newRows[r].rawValue {
                // The common case, rows where they were: matched in a tight loop while they last.
                let start = r
                if let changed {
                    while r < newCount, cursor < oldCount, oldRows[cursor].rawValue == newRows[r].rawValue,
                        oldRank[cursor] < 0
                    {
                        oldRank[cursor] = 0
                        source[r] = packed | cursor
                        if changed.contains(newRows[r].rawValue) {
                            reconfigured.append(TablePath(section: newSection, row: r))
                        }
                        cursor += 1
                        r += 1
                    }
                } else {
                    while r < newCount, cursor < oldCount, oldRows[cursor].rawValue == newRows[r].rawValue,
                        oldRank[cursor] < 0
                    {
                        oldRank[cursor] = 0
                        source[r] = packed | cursor
                        cursor += 1
                        r += 1
                    }
                }
                if r > start {
                    misses = 0
                    continue
                }
            }
            let id = newRows[r].rawValue
            var found = -1
            if goingDown, down > 0, oldRows[down - 1].rawValue == id, oldRank[down - 1] < 0 {
                down -= 1
                found = down
                unordered += 1
            } else {
                if cursor < oldCount {
                    if oldRows[cursor].rawValue == id {
                        if oldRank[cursor] < 0 { found = cursor }
                    } else if misses < Self.missesBeforeNarrowing || misses % Self.lookahead == 0 {
                        var ahead = cursor + 1
                        let end = min(oldCount, cursor + Self.lookahead + 1)
                        while ahead < end {
                            if oldRows[ahead].rawValue == id, oldRank[ahead] < 0 {
                                found = ahead
                                break
                            }
                            ahead += 1
                        }
                    }
                }
                if found >= 0 {
                    if found > cursor { oldGaps.append(.init(section: oldSection, rows: cursor..<found)) }
                    cursor = found + 1
                    goingDown = false
                } else if !goingDown, down > 0, oldRows[down - 1].rawValue == id, oldRank[down - 1] < 0 {
                    down -= 1
                    found = down
                    goingDown = true
                    unordered += 1
                } else {
                    if gapStart < 0 { gapStart = r }
                    misses += 1
                    goingDown = false
                    r += 1
                    continue
                }
            }
            if gapStart >= 0 {
                newGaps.append(.init(section: newSection, rows: gapStart..<r))
                gapStart = -1
            }
            oldRank[found] = 0
            source[r] = packed | found
            misses = 0
            if let changed, changed.contains(id) { reconfigured.append(TablePath(section: newSection, row: r)) }
            r += 1
        }
        if gapStart >= 0 { newGaps.append(.init(section: newSection, rows: gapStart..<newCount)) }
        if cursor < oldCount { oldGaps.append(.init(section: oldSection, rows: cursor..<oldCount)) }
        return unordered
    }
}
