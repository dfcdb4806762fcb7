/// Where the rows of a ``VisibleRowIndex`` are shown: a row's identity to its table path
/// and to its place in flat table order, each in O(1).
struct VisibleRowPositions {
    /// Flat table order.
    private(set) var flat: [FormRow] = []
    /// Row identity → table path.
    private var paths: [RowID: TablePath] = [:]
    /// Row identity → position in ``flat``.
    private var flatPositions: [RowID: Int] = [:]

    init() {}

    init(_ index: VisibleRowIndex) {
        flat.reserveCapacity(index.count)
        paths.reserveCapacity(index.count)
        flatPositions.reserveCapacity(index.count)
        for (s, rows) in index.rows.enumerated() {
            for (r, row) in rows.enumerated() {
                paths[row.id] = TablePath(section: s, row: r)
                flatPositions[row.id] = flat.count
                flat.append(row)
            }
        }
    }

    /// Where a row is shown.
    func path(of id: RowID) -> TablePath? { paths[id] }

    /// A row's position in flat table order.
    func flatPosition(of id: RowID) -> Int? { flatPositions[id] }
}
