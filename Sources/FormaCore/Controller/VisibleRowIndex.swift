/// The rows a controller's snapshot shows, by table path: each path to its row in O(1).
/// Built from the snapshot when first needed and kept until the table's structure changes;
/// the way back, from a row to where it is shown, is ``VisibleRowPositions``, built only
/// when something asks for it (presenting rows never does).
struct VisibleRowIndex {
    /// Each visible section's rows, in table order.
    private(set) var rows: [[FormRow]] = []
    /// Each visible section's model object.
    private(set) var sections: [Section?] = []
    /// How many rows ``rows`` holds.
    private(set) var count = 0

    init() {}

    /// Indexes a snapshot of a form, finding each row through its section.
    init(snapshot: FormSnapshot, form: Form) {
        var sectionsByID: [SectionID: Section] = [:]
        let all = form.sectionsIncludingSubForms
        sectionsByID.reserveCapacity(all.count)
        for section in all { sectionsByID[section.id] = section }
        rows.reserveCapacity(snapshot.sections.count)
        sections.reserveCapacity(snapshot.sections.count)
        for entry in snapshot.sections {
            guard let section = sectionsByID[entry.id] else {
                sections.append(nil)
                rows.append([])
                continue
            }
            sections.append(section)
            let modelRows = section.rows
            if entry.rows.count == modelRows.count, zip(entry.rows, modelRows).allSatisfy({ $0 == $1.id }) {
                // Every row is shown, in the model's order: the model's array is the index's.
                rows.append(modelRows)
                count += modelRows.count
                continue
            }
            var byID: [RowID: FormRow] = [:]
            for row in modelRows { byID[row.id] = row }
            var sectionRows: [FormRow] = []
            sectionRows.reserveCapacity(entry.rows.count)
            for (r, id) in entry.rows.enumerated() {
                let row: FormRow?
                if r < modelRows.count, modelRows[r].id == id {
                    row = modelRows[r]
                } else {
                    row = byID[id] ?? (section.addRowStorage?.id == id ? section.addRowStorage : nil)
                }
                guard let row else { continue }
                sectionRows.append(row)
            }
            count += sectionRows.count
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
}
