extension ConditionGraph {
    /// A row's value changed (inside the change's transaction): its readers re-evaluate.
    /// - Complexity: one hash of the tag, then proportional to what depends on the row.
    /// A row of a multivalued section also changes the section's values: one more hash, of
    /// the section's `multivaluedTag`, for such rows only.
    func valueDidChange(of row: FormRow, in form: Form) {
        if !multivaluedValues.isEmpty, let section = row.section { patchValues(of: section, changing: row) }
        guard !slots.isEmpty else { return }
        var scheduled = false
        if let tag = row.tag, let bucket = buckets[SignalKey(tag: tag, aspect: .value)] {
            bucket.forEachSlot(schedule)
            scheduled = true
        }
        if let section = row.section, let key = section.multivaluedTag {
            if let bucket = buckets[SignalKey(tag: key, aspect: .value)] {
                bucket.forEachSlot(schedule)
                scheduled = true
            }
        }
        if scheduled { drain(form) }
    }

    /// Marks a slot for evaluation: in the running wave if the wave has yet to reach it,
    /// otherwise in the next one.
    func schedule(_ slot: ConditionSlot) {
        if isSuspended { return }
        if isDraining, slot.visitedWave == wave, slot.passedWave != wave {
            slot.isDirty = true
        } else if !slot.isPending {
            slot.isPending = true
            pending.append(slot)
        }
    }

    /// Evaluates pending slots and whatever their changes reach, wave after wave, until
    /// nothing is pending. Re-entrant calls (from effects and handlers) return at once: the
    /// running drain picks their work up.
    func drain(_ form: Form) {
        // Mostly nothing is pending: that is asked first.
        guard !pending.isEmpty, !isDraining, !isBuilding, !isSuspended else { return }
        isDraining = true
        defer { isDraining = false }
        if form.isInTransaction {
            drainWaves(form)
        } else {
            form.transaction { drainWaves(form) }
        }
    }

    private func drainWaves(_ form: Form) {
        var waves = 0
        var seeds = spareSeeds
        while !pending.isEmpty {
            waves += 1
            ensureCycleAnalysis(form)
            swap(&seeds, &pending)
            for slot in seeds {
                slot.isPending = false
                slot.isDirty = true
            }
            if waves <= Self.maximumWaves { runWave(seeds, in: form) }
            seeds.removeAll(keepingCapacity: true)
        }
        spareSeeds = seeds
    }

    /// One wave: orders the slots reachable from the seeds topologically (a depth-first
    /// walk over the reverse index), then evaluates, in that order, those whose inputs
    /// changed. Each slot is evaluated at most once per wave.
    private func runWave(_ seeds: [ConditionSlot], in form: Form) {
        wave += 1
        let current = wave
        if seeds.count == 1, let seed = seeds.first {
            // The common case: one condition reads what changed and nothing reads it back.
            let next = successors(of: seed, in: form)
            if next.isEmpty {
                seed.visitedWave = current
                seed.passedWave = current
                evaluateIfDirty(seed, in: form)
                return
            }
        }
        var order: [ConditionSlot] = []
        var stack: [(slot: ConditionSlot, next: [ConditionSlot], position: Int)] = []
        for seed in seeds where seed.isLive && seed.visitedWave != current {
            seed.visitedWave = current
            stack.append((seed, successors(of: seed, in: form), 0))
            while let top = stack.last {
                if top.position < top.next.count {
                    let next = top.next[top.position]
                    stack[stack.count - 1].position += 1
                    if next.visitedWave != current {
                        next.visitedWave = current
                        stack.append((next, successors(of: next, in: form), 0))
                    }
                } else {
                    order.append(top.slot)
                    stack.removeLast()
                }
            }
        }
        for slot in order.reversed() {
            slot.passedWave = current
            evaluateIfDirty(slot, in: form)
        }
    }

    private func evaluateIfDirty(_ slot: ConditionSlot, in form: Form) {
        guard slot.isLive, slot.isDirty else { return }
        slot.isDirty = false
        let result = evaluate(slot, in: form)
        apply(result, to: slot.owner, slot.property, output: slot.outputBucket, in: form)
    }

    /// Evaluates a slot: `nil` when it has an error or is in a cycle (its safe value).
    func evaluate(_ slot: ConditionSlot, in form: Form) -> FormValue? {
        evaluationCount += 1
        guard !slot.isInCycle, let program = slot.program else { return nil }
        switch program {
        case .bound(let node): return node.evaluate(in: form)
        case .function(let body): return body(form)
        }
    }

    /// The slots that read what a slot produces.
    func successors(of slot: ConditionSlot, in form: Form) -> [ConditionSlot] {
        var result: [ConditionSlot] = []
        forEachOutputBucket(of: slot.owner, slot.property, cached: slot.outputBucket, in: form) { bucket in
            bucket.forEachSlot { result.append($0) }
        }
        return result
    }

    /// Calls `body` with the bucket of each signal an owner's property produces.
    func forEachOutputBucket(
        of owner: ConditionOwner, _ property: ConditionProperty, cached: SignalBucket? = nil, in form: Form,
        _ body: (SignalBucket) -> Void
    ) {
        // Nothing reads any state or value: a form without conditions pays no lookups.
        if cached == nil, buckets.isEmpty { return }
        let aspect: SignalAspect
        switch property {
        case .hidden: aspect = .isHidden
        case .disabled: aspect = .isDisabled
        case .formula: aspect = .value
        case .required: return
        }
        switch owner {
        case .row(let row):
            if let cached {
                body(cached)
            } else if let tag = row.tag, let bucket = buckets[SignalKey(tag: tag, aspect: aspect)] {
                body(bucket)
            }
            if aspect == .value, let key = row.section?.multivaluedTag,
                let bucket = buckets[SignalKey(tag: key, aspect: .value)]
            {
                body(bucket)
            }
        case .section(let section):
            if let tag = section.tag, let bucket = buckets[SignalKey(tag: tag, aspect: aspect)] { body(bucket) }
            for row in section.rows {
                if let tag = row.tag, let bucket = buckets[SignalKey(tag: tag, aspect: aspect)] { body(bucket) }
            }
        case .form:
            for (key, bucket) in buckets where key.aspect == aspect { body(bucket) }
        }
    }
}
