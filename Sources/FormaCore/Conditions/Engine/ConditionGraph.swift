/// A form's conditions: one slot per non-constant condition, the reverse index from the
/// signals they read (a tag's value, hidden or disabled state) to the slots reading them,
/// and the propagation that re-evaluates only what depends on a change, in dependency order.
///
/// Owned by its ``Form`` and used only from the form's isolation domain.
final class ConditionGraph {
    /// The slots, by owner and property.
    var slots: [SlotKey: ConditionSlot] = [:]
    /// The slots in the order they were added (removed ones are swept out from time to time).
    private(set) var orderedSlots: [ConditionSlot] = []
    private var removedSlotCount = 0
    /// The reverse index: signal → slots that read it.
    var buckets: [SignalKey: SignalBucket] = [:]
    /// `true` while `Form.init` attaches its sections: conditions are compiled once at the end.
    var isBuilding = false
    /// `true` while propagation runs; changes it causes join the running propagation.
    var isDraining = false
    /// `true` while a transaction is undone: nothing is scheduled or evaluated, since the
    /// evaluated state comes back from the undo log.
    var isSuspended = false
    /// Slots waiting to be evaluated.
    var pending: [ConditionSlot] = []
    /// An empty array with capacity, swapped with `pending` by each wave to save allocations.
    var spareSeeds: [ConditionSlot] = []
    /// The number of the current propagation wave.
    var wave = 0
    /// Slots whose edges changed since the last cycle check.
    var cycleChecks: [ConditionSlot] = []
    /// `true` when cycles must be searched for over the whole graph.
    var needsCycleAnalysis = false
    /// How many slots are in cycles now.
    var cyclicSlotCount = 0
    /// Stamp for graph walks.
    var markStamp = 0
    /// The evaluated state of `form.disabled`.
    var formDisabled = false
    /// The clock and calendar of `today()`, `now()` and `age()`, and the seed of `random()`.
    var environment = ConditionEnvironment() {
        didSet { random = ConditionRandom(seed: environment.randomSeed) }
    }
    /// The generator of `random()` and `randomn()`, restarted when the environment is set.
    var random = ConditionRandom(seed: nil)
    /// The values of multivalued sections that conditions read, by section (see
    /// ``values(of:)``); an entry is dropped when its section's rows change or it leaves.
    var multivaluedValues: [ObjectIdentifier: [FormValue]] = [:]
    /// How many times a condition was evaluated; tests read it.
    var evaluationCount = 0

    /// More propagation waves than this in one change means handlers keep changing what
    /// conditions read; propagation then stops rather than loop.
    static let maximumWaves = 1_000

    /// Unlinks the slots and signals before they are freed, so that freeing a long chain of
    /// conditions does not recurse along it (see ``tearDown()``).
    deinit { tearDown() }

    /// The bucket of a signal, created on demand.
    func bucket(_ key: SignalKey) -> SignalBucket {
        if let existing = buckets[key] { return existing }
        let created = SignalBucket()
        buckets[key] = created
        return created
    }

    /// The current condition of an owner's property.
    func condition(of owner: ConditionOwner, _ property: ConditionProperty, in form: Form) -> Condition? {
        switch owner {
        case .row(let row): row.condition(for: property)
        case .section(let section): section.condition(for: property)
        case .form: property == .disabled ? form.disabled : nil
        }
    }

    /// A condition was assigned: re-index it and evaluate it at once, with what depends on it.
    func conditionDidChange(_ owner: ConditionOwner, _ property: ConditionProperty, in form: Form) {
        // Inside a transaction already (a handler hiding rows, say) it joins it: nothing to open.
        if form.isInTransaction {
            conditionDidChangeInTransaction(owner, property, in: form)
        } else {
            form.transaction { conditionDidChangeInTransaction(owner, property, in: form) }
        }
    }

    private func conditionDidChangeInTransaction(
        _ owner: ConditionOwner, _ property: ConditionProperty, in form: Form
    ) {
        let condition = condition(of: owner, property, in: form)
        let constant = condition?.constantValue
        if condition == nil || (constant != nil && property != .formula) {
            if let old = removeSlot(owner, property) { retire(old) }
            if let constant { apply(constant, to: owner, property, in: form) }
        } else if let condition {
            let slot =
                slots[SlotKey(owner, property)] ?? ConditionSlot(owner: owner, property: property, condition: condition)
            insert(slot)
            slot.condition = condition
            index(slot, in: form)
            schedule(slot)
        }
        drain(form)
    }

    /// Creates a slot for each non-constant condition of an owner, and for each formula
    /// (a constant formula still sets the value when the row joins), without compiling it.
    func addSlots(for owner: ConditionOwner, _ properties: [ConditionProperty], in form: Form) -> [ConditionSlot] {
        var added: [ConditionSlot] = []
        for property in properties {
            guard let condition = condition(of: owner, property, in: form),
                condition.constantValue == nil || property == .formula
            else { continue }
            let slot = ConditionSlot(owner: owner, property: property, condition: condition)
            insert(slot)
            added.append(slot)
        }
        return added
    }

    /// Adds a slot to the graph and marks its owner as having it.
    func insert(_ slot: ConditionSlot) {
        if let replaced = slots.updateValue(slot, forKey: SlotKey(slot.owner, slot.property)) {
            guard replaced !== slot else { return }
            replaced.isLive = false
            removedSlotCount += 1
        }
        orderedSlots.append(slot)
    }

    /// Calls `body` with every live slot, in the order they were added (form order for a
    /// form built at once).
    func forEachLiveSlot(_ body: (ConditionSlot) -> Void) {
        if removedSlotCount > 16, removedSlotCount * 2 > orderedSlots.count {
            orderedSlots.removeAll { !$0.isLive }
            removedSlotCount = 0
        }
        for slot in orderedSlots where slot.isLive { body(slot) }
    }

    /// Takes an owner's slot out of the graph, if it has one.
    func removeSlot(_ owner: ConditionOwner, _ property: ConditionProperty) -> ConditionSlot? {
        guard !slots.isEmpty, let slot = slots.removeValue(forKey: SlotKey(owner, property)) else { return nil }
        removedSlotCount += 1
        return slot
    }

    /// Compiles a slot against the form and (re)enters it in the reverse index.
    func index(_ slot: ConditionSlot, in form: Form) {
        if slot.registration > 0 {
            for input in slot.inputs { buckets[input]?.entryDidGoStale() }
        }
        slot.registration += 1
        let compiled = ConditionBinder.compile(slot.condition, for: slot.owner, slot.property, in: form)
        slot.program = compiled.program
        slot.hasProblems = compiled.program == nil || !compiled.problems.isEmpty
        slot.inputs = compiled.inputs
        for input in slot.inputs { bucket(input).append(slot) }
        slot.outputBucket = outputKey(of: slot).map(bucket)
        cycleChecks.append(slot)
        if cyclicSlotCount > 0 { needsCycleAnalysis = true }
    }

    /// Removes a slot from the graph.
    func retire(_ slot: ConditionSlot) {
        slot.isLive = false
        for input in slot.inputs { buckets[input]?.entryDidGoStale() }
        if slot.isInCycle {
            slot.isInCycle = false
            cyclicSlotCount -= 1
            needsCycleAnalysis = true
        }
    }

    /// The signal a row's slot produces.
    private func outputKey(of slot: ConditionSlot) -> SignalKey? {
        guard case .row(let row) = slot.owner, let tag = row.tag else { return nil }
        switch slot.property {
        case .hidden: return SignalKey(tag: tag, aspect: .isHidden)
        case .disabled: return SignalKey(tag: tag, aspect: .isDisabled)
        case .formula: return SignalKey(tag: tag, aspect: .value)
        case .required: return nil
        }
    }
}
