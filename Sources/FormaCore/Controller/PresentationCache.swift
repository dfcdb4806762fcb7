/// Presentations kept by a controller until their rows change, in a flat array indexed by
/// the rows' identities (small numbers, never reused by a form), so a lookup is one load.
struct PresentationCache {
    private struct Entry {
        let row: ObjectIdentifier
        let presentation: RowPresentation
    }

    private var entries: [Entry?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The kept presentation of this very row, if any.
    func presentation(of row: FormRow) -> RowPresentation? {
        let index = row.id.rawValue
        guard index >= 0, index < entries.count, let entry = entries[index], entry.row == ObjectIdentifier(row) else {
            return nil
        }
        return entry.presentation
    }

    /// Keeps a row's presentation.
    mutating func keep(_ presentation: RowPresentation, of row: FormRow) {
        let index = row.id.rawValue
        guard index >= 0 else { return }
        if index >= entries.count {
            entries.append(
                contentsOf: repeatElement(nil, count: Swift.max(index + 1, entries.count * 2) - entries.count))
        }
        if entries[index] == nil { count += 1 }
        entries[index] = Entry(row: ObjectIdentifier(row), presentation: presentation)
    }

    /// Forgets a row's presentation.
    mutating func forget(_ id: RowID) {
        let index = id.rawValue
        guard index >= 0, index < entries.count, entries[index] != nil else { return }
        entries[index] = nil
        count -= 1
    }
}
