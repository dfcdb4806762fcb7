extension FormController {
    /// The validation messages that appeared on changed rows, in table order, as one
    /// announcement; `nil` when none did. Rows whose messages went away are forgotten, so a
    /// message that comes back is announced again.
    func announcement(of changedRows: Set<RowID>) -> String? {
        guard !changedRows.isEmpty else { return nil }
        var fresh: [(path: TablePath, messages: [String])] = []
        for id in changedRows {
            guard let row = self.row(id: id) else {
                announcedMessages[id] = nil
                continue
            }
            let messages = row.validationErrors.map(\.message)
            let before = announcedMessages[id] ?? []
            announcedMessages[id] = messages.isEmpty ? nil : messages
            let new = messages.filter { !before.contains($0) }
            if !new.isEmpty, let path = path(of: row) { fresh.append((path, new)) }
        }
        guard !fresh.isEmpty else { return nil }
        fresh.sort { ($0.path.section, $0.path.row) < ($1.path.section, $1.path.row) }
        return fresh.flatMap(\.messages).joined(separator: ". ")
    }

    /// The reconfigured rows whose control kind differs from the one they were last
    /// presented with.
    func rowsWithNewControlKind(among paths: [TablePath]) -> [TablePath] {
        guard !presentationCache.hasNoControlKinds else { return [] }
        return paths.filter { path in
            guard let row = row(at: path), let shown = presentationCache.controlKind(of: row.id) else { return false }
            return presentation(of: row).editor.controlKind != shown
        }
    }
}
