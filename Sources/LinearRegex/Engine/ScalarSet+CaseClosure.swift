extension ScalarSet {
    /// The set with every scalar equal under case folding to one of its own: what a class
    /// stands for under `(?i)`, closed before it is negated, as ICU does.
    ///
    /// Only scalars of ``CaseClosure``'s table can add anything, and the table records their
    /// properties, so closing costs O(segments × log(table) + table entries within the set)
    /// and no property look-up.
    func caseClosed() -> ScalarSet {
        if isCaseClosed { return self }
        var result = closure()
        result.isCaseClosed = true
        return result
    }

    private func closure() -> ScalarSet {
        let table = CaseClosure.shared
        var marked = [Bool](repeating: false, count: table.classCount)
        var anyMarked = false
        for segment in 0..<segmentCount {
            let predicate = predicate(ofSegment: segment)
            var index = table.firstIndex(notBelow: lowers[segment])
            while index < table.scalars.count, table.scalars[index] <= uppers[segment] {
                if predicate.contains(PropertyPredicate.Signature(value: Int(table.signatures[index]))) {
                    marked[Int(table.classes[index])] = true
                    anyMarked = true
                }
                index += 1
            }
        }
        guard anyMarked else { return self }
        var added: [ClosedRange<UInt32>] = []
        for id in 0..<table.classCount where marked[id] {
            for index in table.memberStarts[id]..<table.memberStarts[id + 1] {
                let member = table.members[index]
                if !contains(member, signature: table.memberSignatures[index]) { added.append(member...member) }
            }
        }
        return added.isEmpty ? self : union(ScalarSet(ranges: added))
    }

    /// Membership of a scalar whose property signature is known.
    private func contains(_ value: UInt32, signature: Int16) -> Bool {
        var low = 0
        var high = segmentCount
        while low < high {
            let middle = (low + high) >> 1
            if lowers[middle] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0, value <= uppers[low - 1] else { return false }
        return predicate(ofSegment: low - 1).contains(PropertyPredicate.Signature(value: Int(signature)))
    }
}
