extension HeadlessTableView {
    /// The broken invariants of what the table shows, as sentences; empty when all hold:
    /// no section or row identity appears twice. Property tests and fuzzers call it after
    /// every update.
    ///
    /// - Complexity: O(n) in the number of rows shown.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var sectionIDs = Set<SectionID>()
        var rowIDs = Set<RowID>()
        for (s, section) in sections.enumerated() {
            if !sectionIDs.insert(section.id).inserted { problems.append("section \(s) repeats \(section.id)") }
            for (r, row) in section.rows.enumerated() where !rowIDs.insert(row).inserted {
                problems.append("row \(r) of section \(s) repeats \(row)")
            }
        }
        return problems
    }
}
