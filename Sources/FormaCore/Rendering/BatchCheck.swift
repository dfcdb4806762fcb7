/// Checks one batch of a table update against UIKit's rules, as ``HeadlessTableView`` applies
/// it, and works out the sections the batch leads to.
///
/// The rules: indices in range, nothing deleted, inserted or moved twice, no row edit inside
/// a section that is itself inserted or deleted, section and row counts that add up, and in
/// the end every section showing exactly the rows of the new snapshot.
struct BatchCheck {
    /// What happens to a row of the old section it was in.
    enum OldRowFate: Equatable {
        case stays
        case deleted
        case movedAway
    }

    /// Where a row of a new section comes from.
    enum NewRowSource: Equatable {
        /// A row that stayed, in its order among the stayers.
        case stayed
        case inserted
        /// The index of the row move that brings it.
        case moved(Int)
    }

    let batch: TableUpdate.Batch
    let old: [FormSnapshot.SectionEntry]
    let new: [FormSnapshot.SectionEntry]
    private var deletedSections: Set<Int> = []
    private var insertedSections: Set<Int> = []
    private var movedFrom: Set<Int> = []
    private var oldFates: [[OldRowFate]]
    private var newSources: [[NewRowSource]]

    /// Checks `batch`, applied to sections showing `old`, against `snapshot`, and returns the
    /// sections it leads to.
    static func sections(
        after batch: TableUpdate.Batch, from old: [FormSnapshot.SectionEntry], to snapshot: FormSnapshot
    ) throws -> [FormSnapshot.SectionEntry] {
        var check = BatchCheck(batch: batch, old: old, new: snapshot.sections)
        try check.checkSections()
        let newToOld = check.sectionMapping()
        try check.markDeletedRows()
        try check.markInsertedRows()
        try check.markMovedRows()
        let result = try check.resultingSections(newToOld)
        try check.checkSectionIdentities(newToOld)
        return result
    }

    private init(batch: TableUpdate.Batch, old: [FormSnapshot.SectionEntry], new: [FormSnapshot.SectionEntry]) {
        self.batch = batch
        self.old = old
        self.new = new
        oldFates = old.map { [OldRowFate](repeating: .stays, count: $0.rows.count) }
        newSources = new.map { [NewRowSource](repeating: .stayed, count: $0.rows.count) }
    }

    // MARK: - Sections

    /// Section deletions, insertions and moves in range and once each; the count adds up.
    private mutating func checkSections() throws {
        deletedSections = try Self.uniqueSet(batch.deletedSections, "deletion", range: old.count)
        insertedSections = try Self.uniqueSet(batch.insertedSections, "insertion", range: new.count)
        var movedTo = Set<Int>()
        for move in batch.movedSections {
            guard old.indices.contains(move.from) else {
                throw TableUpdateError.sectionOutOfRange(operation: "move", index: move.from, count: old.count)
            }
            guard new.indices.contains(move.to) else {
                throw TableUpdateError.sectionOutOfRange(operation: "move", index: move.to, count: new.count)
            }
            guard movedFrom.insert(move.from).inserted, movedTo.insert(move.to).inserted else {
                throw TableUpdateError.duplicate(operation: "section move", description: "section \(move.from)")
            }
            if deletedSections.contains(move.from) || insertedSections.contains(move.to) {
                throw TableUpdateError.duplicate(
                    operation: "section move and insertion or deletion",
                    description: "section \(move.from) → \(move.to)")
            }
        }
        let expectedSectionCount = old.count - deletedSections.count + insertedSections.count
        guard expectedSectionCount == new.count else {
            throw TableUpdateError.invalidSectionCount(expected: expectedSectionCount, actual: new.count)
        }
    }

    /// Which old section becomes which new one: moves as given, the rest keep their order;
    /// `nil` for an inserted section.
    private func sectionMapping() -> [Int?] {
        var newToOld = [Int?](repeating: nil, count: new.count)
        for move in batch.movedSections { newToOld[move.to] = move.from }
        var remainingOld = (0..<old.count).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for j in new.indices where newToOld[j] == nil && !insertedSections.contains(j) {
            newToOld[j] = remainingOld.next()
        }
        return newToOld
    }

    /// Every section shows the section of the new snapshot it should.
    private func checkSectionIdentities(_ newToOld: [Int?]) throws {
        for (j, i) in newToOld.enumerated() {
            if let i, old[i].id != new[j].id {
                throw TableUpdateError.contentMismatch(
                    section: j, description: "shows section \(old[i].id) instead of \(new[j].id)")
            }
        }
    }

    private static func uniqueSet(_ indices: [Int], _ operation: String, range: Int) throws -> Set<Int> {
        var set = Set<Int>()
        for index in indices {
            guard (0..<range).contains(index) else {
                throw TableUpdateError.sectionOutOfRange(operation: operation, index: index, count: range)
            }
            guard set.insert(index).inserted else {
                throw TableUpdateError.duplicate(operation: "section \(operation)", description: "section \(index)")
            }
        }
        return set
    }

    // MARK: - Rows

    private func isOldRow(_ path: TablePath) -> Bool {
        old.indices.contains(path.section) && old[path.section].rows.indices.contains(path.row)
    }

    private func isNewRow(_ path: TablePath) -> Bool {
        new.indices.contains(path.section) && new[path.section].rows.indices.contains(path.row)
    }

    private mutating func markDeletedRows() throws {
        for path in batch.deletedRows {
            guard isOldRow(path) else { throw TableUpdateError.rowOutOfRange(operation: "delete", path: path) }
            if deletedSections.contains(path.section) {
                throw TableUpdateError.rowInChangedSection(operation: "delete", path: path)
            }
            guard oldFates[path.section][path.row] == .stays else {
                throw TableUpdateError.duplicate(operation: "row deletion", description: "row \(path)")
            }
            oldFates[path.section][path.row] = .deleted
        }
    }

    private mutating func markInsertedRows() throws {
        for path in batch.insertedRows {
            guard isNewRow(path) else { throw TableUpdateError.rowOutOfRange(operation: "insert", path: path) }
            if insertedSections.contains(path.section) {
                throw TableUpdateError.rowInChangedSection(operation: "insert", path: path)
            }
            guard newSources[path.section][path.row] == .stayed else {
                throw TableUpdateError.duplicate(operation: "row insertion", description: "row \(path)")
            }
            newSources[path.section][path.row] = .inserted
        }
    }

    private mutating func markMovedRows() throws {
        for (index, move) in batch.movedRows.enumerated() {
            guard isOldRow(move.from) else { throw TableUpdateError.rowOutOfRange(operation: "move", path: move.from) }
            guard isNewRow(move.to) else { throw TableUpdateError.rowOutOfRange(operation: "move", path: move.to) }
            if deletedSections.contains(move.from.section) {
                throw TableUpdateError.rowInChangedSection(operation: "move", path: move.from)
            }
            if insertedSections.contains(move.to.section) {
                throw TableUpdateError.rowInChangedSection(operation: "move", path: move.to)
            }
            let fate = oldFates[move.from.section][move.from.row]
            let source = newSources[move.to.section][move.to.row]
            if fate == .deleted {
                throw TableUpdateError.conflictingOperations(path: move.from, description: "both deleted and moved")
            }
            if source == .inserted {
                throw TableUpdateError.conflictingOperations(path: move.to, description: "both inserted and moved to")
            }
            guard fate == .stays, source == .stayed else {
                throw TableUpdateError.duplicate(operation: "row move", description: "row \(move.from) → \(move.to)")
            }
            oldFates[move.from.section][move.from.row] = .movedAway
            newSources[move.to.section][move.to.row] = .moved(index)
        }
    }

    // MARK: - Result

    /// The rows each new section shows, after checking that its count adds up and that they
    /// are the rows of the new snapshot.
    private func resultingSections(_ newToOld: [Int?]) throws -> [FormSnapshot.SectionEntry] {
        var result: [FormSnapshot.SectionEntry] = []
        result.reserveCapacity(new.count)
        for (j, entry) in new.enumerated() {
            guard let i = newToOld[j] else {
                result.append(entry) // an inserted section takes its rows from the data source
                continue
            }
            let rows = try rows(ofNewSection: j, fromOldSection: i)
            if rows != entry.rows {
                let first = zip(rows, entry.rows).enumerated().first { $0.element.0 != $0.element.1 }
                let detail =
                    first.map { "row \($0.offset) shows \($0.element.0) instead of \($0.element.1)" }
                    ?? "rows differ"
                throw TableUpdateError.contentMismatch(section: j, description: detail)
            }
            result.append(FormSnapshot.SectionEntry(id: entry.id, rows: rows))
        }
        return result
    }

    /// The rows new section `j` shows when it continues old section `i`: stayers in their
    /// order, inserted rows from the snapshot, moved rows from where they were.
    private func rows(ofNewSection j: Int, fromOldSection i: Int) throws -> [RowID] {
        let entry = new[j]
        let fates = oldFates[i]
        let sources = newSources[j]
        let stayCount = fates.lazy.filter { $0 == .stays }.count
        let incoming = sources.lazy.filter { $0 != .stayed }.count
        let expected = stayCount + incoming
        guard expected == entry.rows.count else {
            throw TableUpdateError.invalidRowCount(section: j, expected: expected, actual: entry.rows.count)
        }
        var nextStaying = 0
        var rows: [RowID] = []
        rows.reserveCapacity(entry.rows.count)
        for r in entry.rows.indices {
            switch sources[r] {
            case .inserted:
                rows.append(entry.rows[r])
            case .moved(let move):
                let from = batch.movedRows[move].from
                rows.append(old[from.section].rows[from.row])
            case .stayed:
                while fates[nextStaying] != .stays { nextStaying += 1 }
                rows.append(old[i].rows[nextStaying])
                nextStaying += 1
            }
        }
        return rows
    }
}
