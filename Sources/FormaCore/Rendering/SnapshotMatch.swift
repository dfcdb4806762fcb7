/// The matching of two snapshots — which section and which row of the new one continues
/// which of the old — and the stages built from it (see `SnapshotMatch+Stages.swift`).
///
/// Rows are matched in two steps. First each surviving section's rows are walked beside
/// its old rows: a row found where the walk stands, or a few rows further, is matched
/// without hashing, and what the walk passes by is kept as runs (*gaps*) of old and new
/// rows. Then only the rows in gaps go through a table. Forms mostly hide and show rows, so
/// the walk usually matches everything. The walk also tries the row just before the last
/// one it matched going down, so a list turned around (a sort order flipped) is matched
/// without hashing too. A shuffled list leaves one gap the size of the list; after a long
/// run of misses the walk looks only where it stands, so that it costs about two
/// comparisons per row before the table takes over.
struct SnapshotMatch {
    let old: FormSnapshot
    let new: FormSnapshot
    /// For each old section, its new index, or -1 when it is deleted.
    private(set) var oldToNew: [Int]
    /// For each new section, its old index, or -1 when it is inserted.
    private(set) var newToOld: [Int]
    /// For each surviving old section, its rank among the survivors in old order.
    var survivorRank: [Int]
    /// Whether surviving sections change order.
    var sectionsMove: Bool
    /// Flat offsets of each old section's rows, and of each new section's rows, with the
    /// total at the end.
    var oldOffsets: [Int]
    var newOffsets: [Int]
    /// For each old row (flat): -1 while no new row continues it, 0 once one does; the stages
    /// put each survivor's rank among its section's survivors here when rows move.
    var oldRank: [Int]
    /// For each new row (flat), the old row it continues (packed `section << 32 | row`),
    /// or -1 when it is inserted.
    var source: [Int]
    /// Runs of old rows of surviving sections that the walk passed by, in old order: the
    /// only old rows that can be deleted.
    var oldGaps: [Gap] = []
    /// Runs of new rows of surviving sections that the walk did not match, in new order: the
    /// only new rows that can be inserted.
    var newGaps: [Gap] = []
    /// Surviving rows whose content changed, by new path.
    private(set) var reconfiguredRows: [TablePath] = []
    /// Whether surviving rows change order within a section, or change section.
    var rowsMove = false
    /// How many rows were matched out of the walk's forward order: going down, or through
    /// the table. Without any, no row moves.
    private var unorderedMatches = 0

    /// A run of rows of one section that the walk did not match.
    struct Gap {
        /// The section's index on its side.
        var section: Int
        /// The rows, by index within the section.
        var rows: Range<Int>
    }

    init(old: FormSnapshot, new: FormSnapshot, changedRows: Set<RowID>) {
        self.old = old
        self.new = new
        let sections = Self.matchSections(old.sections, new.sections)
        oldToNew = sections.oldToNew
        newToOld = sections.newToOld
        survivorRank = sections.survivorRank
        sectionsMove = sections.move
        oldOffsets = Self.offsets(of: old.sections)
        newOffsets = Self.offsets(of: new.sections)
        oldRank = [Int](repeating: -1, count: oldOffsets[old.sections.count])
        source = [Int](repeating: -1, count: newOffsets[new.sections.count])
        // Changed rows are found as they are matched: a surviving row is a matched one.
        let changed = changedRows.isEmpty ? nil : IdentityTable(identities: changedRows)
        matchRowsNearby(changed)
        if !newGaps.isEmpty && !oldGaps.isEmpty { unorderedMatches += matchGaps(changed) }
        if unorderedMatches > 0 { rowsMove = Self.rowsChangeOrder(new.sections, newToOld, newOffsets, source) }
    }

    /// Sections: each new section continues the first old one with its identity.
    private static func matchSections(
        _ oldSections: [FormSnapshot.SectionEntry], _ newSections: [FormSnapshot.SectionEntry]
    ) -> (oldToNew: [Int], newToOld: [Int], survivorRank: [Int], move: Bool) {
        var oldToNew = [Int](repeating: -1, count: oldSections.count)
        var newToOld = [Int](repeating: -1, count: newSections.count)
        // Sections mostly stay where they are: look where the walk stands before hashing.
        var unresolved = false
        for (j, section) in newSections.enumerated() {
            if j < oldSections.count, oldSections[j].id == section.id {
                oldToNew[j] = j
                newToOld[j] = j
            } else {
                unresolved = true
            }
        }
        if unresolved {
            let sectionTable = IdentityTable(sections: oldSections)
            for (j, section) in newSections.enumerated() where newToOld[j] < 0 {
                let i = sectionTable.value(for: section.id.rawValue)
                if i >= 0, oldToNew[i] < 0 {
                    oldToNew[i] = j
                    newToOld[j] = i
                }
            }
        }
        var survivorRank = [Int](repeating: -1, count: oldSections.count)
        var survivors = 0
        for i in oldSections.indices where oldToNew[i] >= 0 {
            survivorRank[i] = survivors
            survivors += 1
        }
        var move = false
        var lastRank = -1
        for j in newSections.indices where newToOld[j] >= 0 {
            let rank = survivorRank[newToOld[j]]
            if rank < lastRank { move = true }
            lastRank = rank
        }
        return (oldToNew, newToOld, survivorRank, move)
    }

    /// Where each section's rows begin in a flat numbering, and the total at the end.
    private static func offsets(of sections: [FormSnapshot.SectionEntry]) -> [Int] {
        var offsets = [Int](repeating: 0, count: sections.count + 1)
        for (i, section) in sections.enumerated() { offsets[i + 1] = offsets[i] + section.rows.count }
        return offsets
    }

    /// The walk: each surviving section's rows beside its old rows (see ``SectionWalk``);
    /// what it passes by goes into the gaps. Rows of inserted sections come with their
    /// section and take no part.
    private mutating func matchRowsNearby(_ changed: IdentityTable?) {
        var oldRank: [Int] = []
        var source: [Int] = []
        var oldGaps: [Gap] = []
        var newGaps: [Gap] = []
        var reconfigured: [TablePath] = []
        var unordered = 0
        swap(&oldRank, &self.oldRank)
        swap(&source, &self.source)
        defer {
            swap(&oldRank, &self.oldRank)
            swap(&source, &self.source)
            self.oldGaps = oldGaps
            self.newGaps = newGaps
            reconfiguredRows = reconfigured
            unorderedMatches += unordered
        }
        let (old, new, oldOffsets, newOffsets, newToOld) = (old, new, oldOffsets, newOffsets, newToOld)
        oldRank.withUnsafeMutableBufferPointer { oldRank in
            source.withUnsafeMutableBufferPointer { source in
                for (j, section) in new.sections.enumerated() {
                    let i = newToOld[j]
                    guard i >= 0 else { continue }
                    old.sections[i].rows.withUnsafeBufferPointer { oldRows in
                        section.rows.withUnsafeBufferPointer { newRows in
                            let walk = SectionWalk(
                                oldSection: i, newSection: j, oldRows: oldRows, newRows: newRows,
                                oldRank: UnsafeMutableBufferPointer(
                                    rebasing: oldRank[oldOffsets[i]..<oldOffsets[i + 1]]),
                                source: UnsafeMutableBufferPointer(rebasing: source[newOffsets[j]..<newOffsets[j + 1]]))
                            unordered += walk.run(
                                oldGaps: &oldGaps, newGaps: &newGaps, changed: changed, reconfigured: &reconfigured)
                        }
                    }
                }
            }
        }
    }

    /// Then the rows in gaps — rows that moved, changed section or were inserted — through a
    /// table of the old rows in gaps. Returns how many rows it matched.
    private mutating func matchGaps(_ changed: IdentityTable?) -> Int {
        let table = IdentityTable(
            rowsOf: old.sections, in: oldGaps, offsets: oldOffsets, skipping: unorderedMatches > 0 ? oldRank : nil)
        var oldRank: [Int] = []
        var source: [Int] = []
        swap(&oldRank, &self.oldRank)
        swap(&source, &self.source)
        defer {
            swap(&oldRank, &self.oldRank)
            swap(&source, &self.source)
        }
        var matched = 0
        let walked = reconfiguredRows.count
        for gap in newGaps {
            let rows = new.sections[gap.section].rows
            let newBase = newOffsets[gap.section]
            for r in gap.rows {
                let place = table.value(for: rows[r].rawValue)
                guard place >= 0 else { continue }
                let flat = oldOffsets[place >> 32] + place & 0xFFFF_FFFF
                guard oldRank[flat] < 0 else { continue }
                oldRank[flat] = 0
                source[newBase + r] = place
                matched += 1
                if let changed, changed.contains(rows[r].rawValue) {
                    reconfiguredRows.append(TablePath(section: gap.section, row: r))
                }
            }
        }
        // The walk found changed rows in new order; these fall between them.
        if reconfiguredRows.count > walked, walked > 0 { reconfiguredRows.sort() }
        return matched
    }

    /// Whether surviving rows change order within a section, or change section.
    private static func rowsChangeOrder(
        _ sections: [FormSnapshot.SectionEntry], _ newToOld: [Int], _ newOffsets: [Int], _ source: [Int]
    ) -> Bool {
        for j in sections.indices {
            let i = newToOld[j]
            guard i >= 0 else { continue }
            var lastPlace = -1
            for k in newOffsets[j]..<newOffsets[j + 1] {
                let place = source[k]
                guard place >= 0 else { continue }
                if place >> 32 != i || place < lastPlace { return true }
                lastPlace = place
            }
        }
        return false
    }
}
