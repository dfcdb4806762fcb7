extension FormSnapshot {
    /// The visible structure of a form as one screen shows it: the form's own sections, or
    /// a pushed sub-form's when `scope` is one. An inline sub-form's row is no table row:
    /// its sections follow the section holding it, which is left out when nothing else of it
    /// shows — or, when all it shows is its add row (a repeatable section), comes after them
    /// with that row alone.
    ///
    /// ```swift
    /// let screen = FormSnapshot(form, scope: form.row(tag: "address") as? SubFormRow)
    /// ```
    /// - Complexity: O(n) in the number of rows shown.
    package init(_ form: Form, scope: SubFormRow?) {
        guard scope != nil || form.subFormCount > 0 else {
            self.init(form)
            return
        }
        var entries: [SectionEntry] = []
        if let scope {
            if !scope.isOverNestingLimit, !scope.isHidden {
                Self.appendEntries(of: scope.sections, to: &entries)
            }
        } else {
            Self.appendEntries(of: form.sections, to: &entries)
        }
        self.init(sections: entries)
    }

    private static func appendEntries(of sections: [Section], to entries: inout [SectionEntry]) {
        for section in sections where !section.conditionState.isHidden {
            var rows: [RowID] = []
            var inline: [SubFormRow] = []
            if section.showsRows {
                rows.reserveCapacity(section.rows.count)
                for row in section.rows where !row.conditionState.isHidden {
                    if let subForm = row as? SubFormRow, subForm.presentation == .inline {
                        if !subForm.isOverNestingLimit { inline.append(subForm) }
                        continue
                    }
                    rows.append(row.id)
                }
            }
            let add = section.showsRows && !section.multivalued.isEmpty ? section.shownAddRow : nil
            if rows.isEmpty, !inline.isEmpty {
                // Items first, then the add row after them (a repeatable section).
                for subForm in inline { appendEntries(of: subForm.sections, to: &entries) }
                if let add { entries.append(SectionEntry(id: section.id, rows: [add.id])) }
                continue
            }
            if let add { rows.append(add.id) }
            entries.append(SectionEntry(id: section.id, rows: rows))
            for subForm in inline { appendEntries(of: subForm.sections, to: &entries) }
        }
    }
}

extension SubFormRow {
    /// The sub-form rows to open, outermost first, to show `row` from a screen showing
    /// `scope` (the form's own screen for `nil`): the pushed sub-forms on the way down from
    /// the screen to the row. Empty when the screen shows the row itself (inline
    /// sub-forms splice in place); `nil` when the row is not below the screen.
    ///
    /// A submit that finds a problem inside a pushed sub-form scrolls to the first row of
    /// the list and opens the rest.
    package static func pushedPath(to row: FormRow, from scope: SubFormRow?) -> [SubFormRow]? {
        var path: [SubFormRow] = []
        var current = row.section?.owner
        var levels = 0
        while let subForm = current, subForm !== scope, levels <= maximumDepth {
            levels += 1
            if subForm.presentation == .pushed { path.append(subForm) }
            current = subForm.section?.owner
        }
        if scope != nil, current !== scope { return nil }
        return path.reversed()
    }
}
