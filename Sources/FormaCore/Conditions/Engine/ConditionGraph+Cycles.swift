extension ConditionGraph {
    /// Brings cycle membership up to date before slots are evaluated. A slot whose edges
    /// changed is first checked on its own (can it reach itself?); only a possible cycle,
    /// or a change while cycles exist, costs a search of the whole graph.
    func ensureCycleAnalysis(_ form: Form) {
        if !cycleChecks.isEmpty {
            if !needsCycleAnalysis {
                for slot in cycleChecks where slot.isLive && reachesItself(slot, in: form) {
                    needsCycleAnalysis = true
                    break
                }
            }
            cycleChecks = []
        }
        guard needsCycleAnalysis else { return }
        needsCycleAnalysis = false
        findCycles(form)
    }

    /// Whether a walk along the reverse index from a slot comes back to it.
    private func reachesItself(_ start: ConditionSlot, in form: Form) -> Bool {
        markStamp += 1
        let stamp = markStamp
        var stack = successors(of: start, in: form)
        while let slot = stack.popLast() {
            if slot === start { return true }
            guard slot.mark != stamp else { continue }
            slot.mark = stamp
            stack.append(contentsOf: successors(of: slot, in: form))
        }
        return false
    }

    /// Tarjan's strongly connected components, without recursion. Slots in a component of
    /// two or more, or reading themselves, are in a cycle; those whose membership changed
    /// are scheduled to re-evaluate.
    private func findCycles(_ form: Form) {
        var all: [ConditionSlot] = []
        forEachLiveSlot { slot in
            slot.mark = 0
            slot.onStack = false
            all.append(slot)
        }
        var counter = 0
        var component = 0
        var stack: [ConditionSlot] = []
        var cyclic = 0
        for root in all where root.mark == 0 {
            var calls: [(slot: ConditionSlot, next: [ConditionSlot], position: Int)] = []
            func visit(_ slot: ConditionSlot) {
                counter += 1
                slot.mark = counter
                slot.lowLink = counter
                slot.onStack = true
                stack.append(slot)
                calls.append((slot, successors(of: slot, in: form), 0))
            }
            visit(root)
            while let top = calls.last {
                if top.position < top.next.count {
                    calls[calls.count - 1].position += 1
                    let next = top.next[top.position]
                    if next.mark == 0 {
                        visit(next)
                    } else if next.onStack {
                        top.slot.lowLink = Swift.min(top.slot.lowLink, next.mark)
                    }
                    continue
                }
                calls.removeLast()
                if let parent = calls.last { parent.slot.lowLink = Swift.min(parent.slot.lowLink, top.slot.lowLink) }
                guard top.slot.lowLink == top.slot.mark else { continue }
                component += 1
                var members: [ConditionSlot] = []
                while let member = stack.popLast() {
                    member.onStack = false
                    member.component = component
                    members.append(member)
                    if member === top.slot { break }
                }
                let inCycle = members.count > 1 || top.next.contains { $0 === top.slot }
                for member in members {
                    if inCycle { cyclic += 1 }
                    if member.isInCycle != inCycle {
                        member.isInCycle = inCycle
                        schedule(member)
                    }
                }
            }
        }
        cyclicSlotCount = cyclic
    }
}
