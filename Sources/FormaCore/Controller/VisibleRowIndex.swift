/// The rows a controller's snapshot shows, indexed both ways: a table path to its row and
/// a row's identity to its path, each in O(1). Built from the snapshot when first needed
/// and kept until the table's structure changes.
struct VisibleRowIndex {
    /// Each visible section's rows, in table order.
    private(set) var rows: [[FormRow]] = []
    /// Each visible section's model object.
    private(set) var sections: [Section?] = []
    /// Row identity → table path.
    private var paths: [RowID: TablePath] = [:]
    /// Flat table order: row identity → position among all visible rows.
    private(set) var flat: [FormRow] = []
    private var flatPositions: [RowID: Int] = [:]

    init() {}

    /// Indexes a snapshot of a form, finding each row through its section.
    init(snapshot: FormSnapshot, form: Form) {
        var sectionsByID: [SectionID: Section] = [:]
        let all = form.sectionsIncludingSubForms
        sectionsByID.reserveCapacity(all.count)
        for section in all { sectionsByID[section.id] = section }
        let count = snapshot.rowCount
        paths.reserveCapacity(count)
        flat.reserveCapacity(count)
        flatPositions.reserveCapacity(count)
        for (s, entry) in snapshot.sections.enumerated() {
            guard let section = sectionsByID[entry.id] else {
                sections.append(nil)
                rows.append([])
                continue
            }
            sections.append(section)
            var byID: [RowID: FormRow] = [:]
            if entry.rows.count != section.rows.count || !zip(entry.rows, section.rows).allSatisfy({ $0 == $1.id }) {
                for row in section.rows { byID[row.id] = row }
            }
            var sectionRows: [FormRow] = []
            sectionRows.reserveCapacity(entry.rows.count)
            for (r, id) in entry.rows.enumerated() {
                let row: FormRow?
                if r < section.rows.count, section.rows[r].id == id {
                    row = section.rows[r]
                } else {
                    row = byID[id] ?? (section.addRowStorage?.id == id ? section.addRowStorage : nil)
                }
                guard let row else { continue }
                paths[id] = TablePath(section: s, row: r)
                flatPositions[id] = flat.count
                flat.append(row)
                sectionRows.append(row)
            }
            rows.append(sectionRows)
        }
    }

    /// The row at a table path.
    func row(at path: TablePath) -> FormRow? {
        guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row) else { return nil }
        return rows[path.section][path.row]
    }

    /// The visible section at an index.
    func section(at index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where a row is shown.
    func path(of id: RowID) -> TablePath? { paths[id] }

    /// A row's position in flat table order.
    func flatPosition(of id: RowID) -> Int? { flatPositions[id] }
}
