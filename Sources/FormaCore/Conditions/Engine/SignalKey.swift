/// Something a condition can read: the value, hidden state or disabled state of the row or
/// section with a tag, or the values and the number of values of a multivalued section. The
/// reverse index is keyed by these, by tag, so that a condition naming a row that does not
/// exist yet is found when the row arrives.
struct SignalKey: Hashable {
    var tag: String
    var aspect: SignalAspect
}

/// Which part of what a tag names a condition reads.
enum SignalAspect: Hashable, CaseIterable {
    /// A row's value, or the values of a multivalued section's rows (any change among them).
    case value
    case isHidden
    case isDisabled
    /// How many values a multivalued section has (rows coming and going, not edits).
    case valueCount

    init(_ property: ReferenceProperty) {
        switch property {
        case .value: self = .value
        case .isHidden: self = .isHidden
        case .isDisabled: self = .isDisabled
        }
    }
}

/// The conditions that read one signal. Entries of slots that were re-indexed or removed
/// go stale and are skipped, then swept out when they are the majority.
final class SignalBucket {
    private(set) var entries: [(slot: ConditionSlot, registration: Int)] = []
    /// Rows whose validators read this signal (a row's value), filled by the form's
    /// validation engine when it first needs them and emptied when the form's structure or
    /// validators change.
    var validatingRows: [FormRow] = []
    private var staleCount = 0

    func append(_ slot: ConditionSlot) {
        entries.append((slot, slot.registration))
    }

    /// Notes that one entry went stale; sweeps when most have.
    func entryDidGoStale() {
        staleCount += 1
        if staleCount > 16, staleCount * 2 > entries.count {
            entries.removeAll { !$0.slot.isLive || $0.slot.registration != $0.registration }
            staleCount = 0
        }
    }

    /// Empties the bucket and returns the slots it held, stale ones included.
    func takeSlots() -> [ConditionSlot] {
        defer {
            entries = []
            staleCount = 0
        }
        return entries.map(\.slot)
    }

    /// Calls `body` with each slot that still reads this signal.
    @inline(__always)
    func forEachSlot(_ body: (ConditionSlot) -> Void) {
        for entry in entries where entry.slot.isLive && entry.slot.registration == entry.registration {
            body(entry.slot)
        }
    }
}
