extension ConditionGraph {
    /// The end of `Form.init`: compile every condition against the complete form (so forward
    /// references resolve), look for cycles once and evaluate everything in dependency order.
    func finishBuilding(_ form: Form) {
        isBuilding = false
        guard !slots.isEmpty else { return }
        forEachLiveSlot { slot in
            index(slot, in: form)
            schedule(slot)
        }
        cycleChecks = []
        needsCycleAnalysis = true
        drain(form)
    }

    /// A row joined the form: compile its conditions and re-compile those that name its tag.
    func didAttach(_ row: FormRow, in form: Form) {
        // Most rows built at once carry only constant conditions: nothing to add or wake (and
        // nothing is remembered of sections' values before the form is built).
        if isBuilding, row.conditionsAreConstant { return }
        forgetValues(of: row.section)
        let added = addSlots(for: .row(row), ConditionProperty.allCases, in: form)
        guard !isBuilding else { return }
        form.transaction {
            for slot in added {
                index(slot, in: form)
                schedule(slot)
            }
            if let tag = row.tag { reindexReaders(of: tag, in: form) }
            if let section = row.section { checkCycles(through: section) }
            multivaluedRowsDidChange(in: row.section, countChanged: row.hasValue)
            drain(form)
        }
    }

    /// A section joined the form (its rows already have).
    func didAttach(_ section: Section, in form: Form) {
        let added = addSlots(for: .section(section), [.hidden, .disabled], in: form)
        guard !isBuilding else { return }
        form.transaction {
            for slot in added {
                index(slot, in: form)
                schedule(slot)
            }
            if let tag = section.tag { reindexReaders(of: tag, in: form) }
            if let tag = section.multivaluedTag { reindexReaders(of: tag, in: form) }
            drain(form)
        }
    }

    /// A row left the form: drop its conditions (its state falls back to constants and safe
    /// values, silently) and re-compile those that named its tag.
    func didDetach(_ row: FormRow, from form: Form) {
        forgetValues(of: row.section)
        guard !slots.isEmpty || !buckets.isEmpty else { return }
        form.transaction {
            for property in ConditionProperty.allCases {
                if let slot = removeSlot(.row(row), property) { retire(slot) }
                if property != .formula {
                    row.conditionState[property] =
                        row.condition(for: property)?.constantValue
                        .map(ValueSemantics.isTrue) ?? false
                }
            }
            if let tag = row.tag, form.rowsByTag[tag] == nil { reindexReaders(of: tag, in: form) }
            multivaluedRowsDidChange(in: row.section, countChanged: row.hasValue)
            if cyclicSlotCount > 0 { needsCycleAnalysis = true }
            drain(form)
        }
    }

    /// A section left the form (its rows already have).
    func didDetach(_ section: Section, from form: Form) {
        forgetValues(of: section)
        guard !slots.isEmpty || !buckets.isEmpty else { return }
        form.transaction {
            for property in [ConditionProperty.hidden, .disabled] {
                if let slot = removeSlot(.section(section), property) { retire(slot) }
                section.conditionState[property] =
                    section.condition(for: property)?.constantValue
                    .map(ValueSemantics.isTrue) ?? false
            }
            if let tag = section.tag, form.sectionsByTag[tag] == nil { reindexReaders(of: tag, in: form) }
            if let tag = section.multivaluedTag { reindexReaders(of: tag, in: form) }
            drain(form)
        }
    }

    /// A row moved, within its section or to another: what reads its hidden or disabled
    /// state re-evaluates, and what reads the values of the multivalued sections it left or
    /// joined.
    func didMove(_ row: FormRow, from source: Section, in form: Form) {
        forgetValues(of: source)
        forgetValues(of: row.section)
        guard !slots.isEmpty else { return }
        let changesSection = source !== row.section
        multivaluedRowsDidChange(in: source, countChanged: changesSection && row.hasValue)
        if changesSection {
            multivaluedRowsDidChange(in: row.section, countChanged: row.hasValue)
            if let formula = slots[SlotKey(.row(row), .formula)] { cycleChecks.append(formula) }
            if cyclicSlotCount > 0 { needsCycleAnalysis = true }
        }
        if let tag = row.tag {
            for aspect in [SignalAspect.isHidden, .isDisabled] {
                buckets[SignalKey(tag: tag, aspect: aspect)]?.forEachSlot(schedule)
            }
        }
        checkCycles(through: source)
        if let destination = row.section { checkCycles(through: destination) }
        drain(form)
    }

    /// Re-compiles and schedules the slots that read any signal of a tag.
    func reindexReaders(of tag: String, in form: Form) {
        var readers: [ConditionSlot] = []
        for aspect in SignalAspect.allCases {
            buckets[SignalKey(tag: tag, aspect: aspect)]?.forEachSlot { readers.append($0) }
        }
        for slot in readers where slot.isLive {
            index(slot, in: form)
            schedule(slot)
        }
    }

    /// A section's rows changed, so what its slots produce changed: check them for cycles.
    private func checkCycles(through section: Section) {
        for property in [ConditionProperty.hidden, .disabled] {
            if let slot = slots[SlotKey(.section(section), property)] { cycleChecks.append(slot) }
        }
    }
}
