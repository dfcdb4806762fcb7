extension ConditionGraph {
    /// The values of a multivalued section's rows, as conditions read them: built once, then
    /// patched when a row's value changes and rebuilt when rows come, go or move.
    /// - Complexity: O(1) when cached; O(n) in the section's rows otherwise.
    func values(of section: Section) -> [FormValue] {
        let id = ObjectIdentifier(section)
        if let cached = multivaluedValues[id] { return cached }
        var values: [FormValue] = []
        values.reserveCapacity(section.rows.count)
        for row in section.rows where row.hasValue { values.append(row.formValue) }
        multivaluedValues[id] = values
        return values
    }

    /// A row of a multivalued section changed its value: patches the section's cached values.
    /// - Complexity: O(n) in the rows before it (no values are converted).
    func patchValues(of section: Section, changing row: FormRow) {
        let id = ObjectIdentifier(section)
        guard row.hasValue, let count = multivaluedValues[id]?.count else { return }
        var position = 0
        for other in section.rows {
            if other === row { break }
            if other.hasValue { position += 1 }
        }
        guard position < count else {
            multivaluedValues[id] = nil
            return
        }
        multivaluedValues[id]?[position] = row.formValue
    }

    /// Drops a section's cached values (its rows came, went or moved, or it left the form).
    func forgetValues(of section: Section?) {
        if let section, !multivaluedValues.isEmpty { multivaluedValues[ObjectIdentifier(section)] = nil }
    }

    /// Rows of a multivalued section came, went or moved: what reads the section's values
    /// re-evaluates, and what reads their count too when `countChanged`.
    func multivaluedRowsDidChange(in section: Section?, countChanged: Bool) {
        forgetValues(of: section)
        guard !buckets.isEmpty, let key = section?.multivaluedTag else { return }
        buckets[SignalKey(tag: key, aspect: .value)]?.forEachSlot(schedule)
        if countChanged { buckets[SignalKey(tag: key, aspect: .valueCount)]?.forEachSlot(schedule) }
    }

    /// A section's `multivaluedTag` changed: what names the old or the new one re-compiles.
    func multivaluedTagDidChange(from old: String?, to new: String?, in form: Form) {
        multivaluedValues = [:]
        guard !slots.isEmpty, !isBuilding else { return }
        form.transaction {
            for tag in [old, new].compactMap({ $0 }) { reindexReaders(of: tag, in: form) }
            if cyclicSlotCount > 0 { needsCycleAnalysis = true }
            drain(form)
        }
    }
}

extension Form {
    /// The section whose `multivaluedTag` is `tag`, if any.
    /// - Complexity: O(n) in the number of sections; used when conditions are compiled.
    func multivaluedSection(_ tag: String) -> Section? {
        sections.first { $0.multivaluedTag == tag }
    }
}
