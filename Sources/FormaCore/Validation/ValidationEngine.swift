/// A form's validation engine: the clock asynchronous validators debounce on, the hook that
/// tells a host a check started, and whether the rows whose validators read other rows
/// (`Rule.equal(toTag:)`, a validator's `dependencies`) are indexed. That index is the
/// condition graph's reverse index: each signal's bucket lists the conditions that read it
/// and the rows whose validators do, so "who reads tag X" has one answer. The checks in
/// flight are each row's own (`RowValidationState.pending`).
struct ValidationEngine {
    /// The clock asynchronous validators debounce on.
    var clock: any Clock<Duration> = ContinuousClock()
    /// Called when an asynchronous validation starts.
    var onAsyncStarted: (() -> Void)?
    /// `true` while the condition graph's buckets list the rows whose validators read them.
    var hasIndexedDependents = false
}

extension Form {
    /// The rows whose validators read the value of the row tagged `tag`, indexed in the
    /// condition graph's buckets on first use.
    /// - Complexity: O(1) once indexed; indexing is O(rows + dependencies).
    func validationDependents(of tag: String) -> [FormRow] {
        if !validationEngine.hasIndexedDependents { indexValidationDependents() }
        return conditionGraph.buckets[SignalKey(tag: tag, aspect: .value)]?.validatingRows ?? []
    }

    /// Forgets the index of validation dependents, after a change of structure or of a row's
    /// validators; the next value change indexes them again.
    /// - Complexity: O(1) when nothing is indexed, else O(buckets).
    func invalidateValidationDependents() {
        guard validationEngine.hasIndexedDependents else { return }
        for bucket in conditionGraph.buckets.values where !bucket.validatingRows.isEmpty {
            bucket.validatingRows.removeAll()
        }
        validationEngine.hasIndexedDependents = false
    }

    private func indexValidationDependents() {
        for row in allRows {
            let dependencies = row.validationDependencies
            if dependencies.isEmpty { continue }
            for tag in Set(dependencies) {
                conditionGraph.bucket(SignalKey(tag: tag, aspect: .value)).validatingRows.append(row)
            }
        }
        validationEngine.hasIndexedDependents = true
    }
}
