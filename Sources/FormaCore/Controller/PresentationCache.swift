/// Presentations kept by a controller until their rows change, in a flat array indexed by
/// the rows' identities (small numbers, never reused by a form), so a lookup is one load.
/// Beside them, the control kind each row was last presented with, which outlives the
/// presentation so that a row whose kind changes is reloaded rather than reconfigured.
struct PresentationCache {
    private struct Entry {
        let row: ObjectIdentifier
        let presentation: RowPresentation
    }

    private var entries: [Entry?] = []
    private(set) var count = 0
    /// The control kind last presented, by row identity.
    private var controlKinds: [String?] = []
    /// How many rows have a control kind in ``controlKinds``.
    private var controlKindCount = 0

    var isEmpty: Bool { count == 0 }

    /// `true` when no row has been presented since the controller was made.
    var hasNoControlKinds: Bool { controlKindCount == 0 }

    /// The kept presentation of this very row, if any.
    func presentation(of row: FormRow) -> RowPresentation? {
        let index = row.id.rawValue
        guard index >= 0, index < entries.count, let entry = entries[index], entry.row == ObjectIdentifier(row) else {
            return nil
        }
        return entry.presentation
    }

    /// Keeps a row's presentation, and the control kind it was presented with. When the
    /// cache must grow, it grows to hold at least `identities` rows (the form's count of
    /// identities so far), so that presenting a whole form grows it once.
    mutating func keep(_ presentation: RowPresentation, of row: FormRow, identities: Int = 0) {
        let index = row.id.rawValue
        guard index >= 0 else { return }
        if index >= entries.count {
            let grown = Swift.max(index + 1, entries.count * 2, identities)
            entries.append(contentsOf: repeatElement(nil, count: grown - entries.count))
            controlKinds.append(contentsOf: repeatElement(nil, count: grown - controlKinds.count))
        }
        if entries[index] == nil { count += 1 }
        entries[index] = Entry(row: ObjectIdentifier(row), presentation: presentation)
        if controlKinds[index] == nil { controlKindCount += 1 }
        controlKinds[index] = presentation.editor.controlKind
    }

    /// Forgets a row's presentation (its control kind stays).
    mutating func forget(_ id: RowID) {
        let index = id.rawValue
        guard index >= 0, index < entries.count, entries[index] != nil else { return }
        entries[index] = nil
        count -= 1
    }

    /// Forgets every presentation (the control kinds stay).
    mutating func forgetAll() {
        guard count > 0 else { return }
        entries = Array(repeating: nil, count: entries.count)
        count = 0
    }

    /// The control kind a row was last presented with, if it has been presented.
    func controlKind(of id: RowID) -> String? {
        let index = id.rawValue
        guard index >= 0, index < controlKinds.count else { return nil }
        return controlKinds[index]
    }

    /// Forgets a removed row: its presentation and its control kind.
    mutating func forgetRow(_ id: RowID) {
        forget(id)
        let index = id.rawValue
        guard index >= 0, index < controlKinds.count, controlKinds[index] != nil else { return }
        controlKinds[index] = nil
        controlKindCount -= 1
    }
}
