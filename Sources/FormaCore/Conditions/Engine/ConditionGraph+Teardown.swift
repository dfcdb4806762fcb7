extension ConditionGraph {
    /// Breaks the links between slots and signals, one at a time, when the graph is freed.
    ///
    /// A slot holds the bucket of the signal it writes, and that bucket holds the slots that
    /// read the signal: a chain of formulas (each row reading the one before) is a chain of
    /// objects as long as the form. Freed as it is, the last reference to its first link
    /// frees the next link from inside its own release, and so on down the chain, one stack
    /// frame per link — whichever order the dictionaries free their entries in, some order
    /// overflows the stack. Here every bucket is emptied and every slot let go of its bucket
    /// from a work list, so each object is freed with nothing left hanging from it.
    ///
    /// - Complexity: O(slots + buckets + index entries).
    func tearDown() {
        var buckets = Array(self.buckets.values)
        var slots = orderedSlots + self.slots.values
        while true {
            while let slot = slots.popLast() {
                if let output = slot.outputBucket {
                    slot.outputBucket = nil
                    buckets.append(output)
                }
            }
            guard let bucket = buckets.popLast() else { return }
            slots = bucket.takeSlots()
        }
    }
}
