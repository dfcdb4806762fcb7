extension ConditionGraph {
    /// Rows of a multivalued section came, went or moved: what reads the section's values
    /// re-evaluates, and what reads their count too when `countChanged`.
    func multivaluedRowsDidChange(in section: Section?, countChanged: Bool) {
        guard !buckets.isEmpty, let key = section?.multivaluedTag else { return }
        buckets[SignalKey(tag: key, aspect: .value)]?.forEachSlot(schedule)
        if countChanged { buckets[SignalKey(tag: key, aspect: .valueCount)]?.forEachSlot(schedule) }
    }

    /// A section's `multivaluedTag` changed: what names the old or the new one re-compiles.
    func multivaluedTagDidChange(from old: String?, to new: String?, in form: Form) {
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
