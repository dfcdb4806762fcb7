/// Computes the one batch update that takes a table from one snapshot to another.
///
/// The result follows UIKit's rules for a single `performBatchUpdates`: deletions in old
/// index paths, insertions in new ones, moves from old to new; no row operation inside a
/// section that is itself inserted or deleted (a row that leaves a deleted section, or
/// enters an inserted one, is deleted and inserted instead of moved); no path both deleted
/// and moved or inserted and moved to. Rows and sections that merely shift because others
/// came or went are not moved: a longest-increasing-subsequence pass keeps the largest set
/// in place and moves only the rest. Surviving rows whose content changed are listed as
/// reconfigurations, in new index paths, to apply after the batch.
///
/// ```swift
/// let update = FormDiff.update(from: old, to: new, changedRows: [row.id])
/// ```
/// - Complexity: O(n log n) in the number of visible rows, dominated by O(n) hashing; the
///   subsequence pass is O(k log k) in the rows of each section.
public enum FormDiff {
    /// The update from `old` to `new`.
    /// - Parameters:
    ///   - changedRows: rows whose content changed (values, titles, state).
    ///   - changedSections: sections whose header, footer or state changed.
    public static func update(
        from old: FormSnapshot, to new: FormSnapshot,
        changedRows: Set<RowID> = [], changedSections: Set<SectionID> = []
    ) -> TableUpdate {
        var update = TableUpdate()

        // Sections: identity → index on each side.
        var oldSectionIndex: [SectionID: Int] = [:]
        oldSectionIndex.reserveCapacity(old.sections.count)
        for (i, section) in old.sections.enumerated() { oldSectionIndex[section.id] = i }
        var newSectionIndex: [SectionID: Int] = [:]
        newSectionIndex.reserveCapacity(new.sections.count)
        for (j, section) in new.sections.enumerated() { newSectionIndex[section.id] = j }

        // newToOld[j] is the old index of new section j, or nil when it is inserted.
        var newToOld = [Int?](repeating: nil, count: new.sections.count)
        for (j, section) in new.sections.enumerated() {
            if let i = oldSectionIndex[section.id] { newToOld[j] = i } else { update.insertedSections.append(j) }
        }
        var oldSurvives = [Bool](repeating: false, count: old.sections.count)
        for (i, section) in old.sections.enumerated() {
            if newSectionIndex[section.id] != nil { oldSurvives[i] = true } else { update.deletedSections.append(i) }
        }
        let survivingSections = newToOld.compactMap { $0 }
        let keptSections = Subsequence.longestIncreasingMask(survivingSections)
        var survivorIndex = 0
        for (j, i) in newToOld.enumerated() {
            guard let i else { continue }
            defer { survivorIndex += 1 }
            if !keptSections[survivorIndex] { update.movedSections.append(.init(from: i, to: j)) }
        }

        // Rows: where each old row was, and which old rows survive.
        let oldRowPlace = RowPlaces(old, alongside: new)
        let isChanged = ChangedRows(changedRows, identityLimit: oldRowPlace.flatLimit)
        var sectionOffsets = [Int](repeating: 0, count: old.sections.count + 1)
        for (i, section) in old.sections.enumerated() { sectionOffsets[i + 1] = sectionOffsets[i] + section.rows.count }
        var survivingOld = [Bool](repeating: false, count: sectionOffsets[old.sections.count])
        for (j, section) in new.sections.enumerated() {
            guard let i = newToOld[j] else {
                // An inserted section brings its rows with it; rows that came from elsewhere
                // are deleted there (below) since they do not survive as moves.
                continue
            }
            // Rows that stay in the same section: keep the longest run in old order.
            var sameSectionOldRows: [Int] = []
            var sameSectionNewRows: [Int] = []
            for (r, id) in section.rows.enumerated() {
                let newPath = TablePath(section: j, row: r)
                guard let from = oldRowPlace.place(of: id), oldSurvives[from.section] else {
                    update.insertedRows.append(newPath)
                    continue
                }
                survivingOld[sectionOffsets[from.section] + from.row] = true
                if from.section == i {
                    sameSectionOldRows.append(from.row)
                    sameSectionNewRows.append(r)
                } else {
                    update.movedRows.append(.init(from: from, to: newPath))
                }
                if isChanged.contains(id) { update.reconfiguredRows.append(newPath) }
            }
            let kept = Subsequence.longestIncreasingMask(sameSectionOldRows)
            for (k, oldRow) in sameSectionOldRows.enumerated() where !kept[k] {
                update.movedRows.append(
                    .init(from: TablePath(section: i, row: oldRow), to: TablePath(section: j, row: sameSectionNewRows[k])))
            }
            if changedSections.contains(section.id) { update.reloadedSectionHeaders.append(j) }
        }

        // Deleted rows: rows of surviving old sections that found no place.
        for (i, section) in old.sections.enumerated() where oldSurvives[i] {
            for r in section.rows.indices where !survivingOld[sectionOffsets[i] + r] {
                update.deletedRows.append(TablePath(section: i, row: r))
            }
        }
        update.insertedRows.sort()
        update.reconfiguredRows.sort()
        return update
    }
}

/// Longest increasing subsequence, for keeping as many items as possible in place.
enum Subsequence {
    /// For each position of `values`, whether it belongs to one longest strictly increasing
    /// subsequence.
    /// - Complexity: O(n log n), with no hashing.
    static func longestIncreasingMask(_ values: [Int]) -> [Bool] {
        var mask = [Bool](repeating: false, count: values.count)
        if values.isEmpty { return mask }
        var tailIndices: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        tailIndices.reserveCapacity(values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tailIndices.count
            while low < high {
                let mid = (low + high) / 2
                if values[tailIndices[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tailIndices[low - 1] }
            if low == tailIndices.count { tailIndices.append(i) } else { tailIndices[low] = i }
        }
        var k = tailIndices.last ?? -1
        while k >= 0 {
            mask[k] = true
            k = previous[k]
        }
        return mask
    }
}

/// Where each row of a snapshot stands. Row identities are small numbers handed out by one
/// form, so a flat array indexed by identity is used when they are dense enough, and a
/// dictionary otherwise.
struct RowPlaces {
    private var flat: [Int] = []           // section << 32 | row, or -1
    private var table: [RowID: TablePath] = [:]
    private var usesFlat = false

    /// One past the largest identity the flat array covers, or `nil` when a dictionary is used.
    var flatLimit: Int? { usesFlat ? flat.count : nil }

    init(_ snapshot: FormSnapshot, alongside other: FormSnapshot) {
        var maxID = 0
        for section in snapshot.sections { for id in section.rows where id.rawValue > maxID { maxID = id.rawValue } }
        for section in other.sections { for id in section.rows where id.rawValue > maxID { maxID = id.rawValue } }
        let count = snapshot.rowCount + other.rowCount
        if maxID <= 4 * count + 4_096 {
            usesFlat = true
            flat = [Int](repeating: -1, count: maxID + 1)
            for (i, section) in snapshot.sections.enumerated() {
                for (r, id) in section.rows.enumerated() where id.rawValue >= 0 { flat[id.rawValue] = i << 32 | r }
            }
        } else {
            table.reserveCapacity(snapshot.rowCount)
            for (i, section) in snapshot.sections.enumerated() {
                for (r, id) in section.rows.enumerated() { table[id] = TablePath(section: i, row: r) }
            }
        }
    }

    func place(of id: RowID) -> TablePath? {
        guard usesFlat else { return table[id] }
        guard id.rawValue >= 0, id.rawValue < flat.count else { return nil }
        let packed = flat[id.rawValue]
        return packed < 0 ? nil : TablePath(section: packed >> 32, row: packed & 0xFFFF_FFFF)
    }
}

/// The rows whose content changed, as a flat mask when identities are dense.
struct ChangedRows {
    private var mask: [Bool] = []
    private var set: Set<RowID> = []
    private var usesMask = false

    init(_ rows: Set<RowID>, identityLimit: Int?) {
        guard !rows.isEmpty else { return }
        if let limit = identityLimit {
            usesMask = true
            mask = [Bool](repeating: false, count: limit)
            for id in rows where id.rawValue >= 0 && id.rawValue < limit { mask[id.rawValue] = true }
        } else {
            set = rows
        }
    }

    func contains(_ id: RowID) -> Bool {
        if usesMask { return id.rawValue >= 0 && id.rawValue < mask.count && mask[id.rawValue] }
        return !set.isEmpty && set.contains(id)
    }
}
