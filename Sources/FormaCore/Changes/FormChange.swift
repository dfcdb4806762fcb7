/// One change made to a form inside a transaction.
///
/// Observers receive the changes of a whole transaction at once (see
/// ``Form/observe(_:)``). Positions are model positions at the moment of the change.
public enum FormChange: Sendable, Hashable {
    /// A section was inserted at an index.
    case sectionInserted(SectionID, at: Int)
    /// A section was removed from an index.
    case sectionRemoved(SectionID, at: Int)
    /// A section moved.
    case sectionMoved(SectionID, from: Int, to: Int)
    /// A row was inserted.
    case rowInserted(RowID, at: RowPosition)
    /// A row was removed.
    case rowRemoved(RowID, at: RowPosition)
    /// A row moved, possibly to another section.
    case rowMoved(RowID, from: RowPosition, to: RowPosition)
    /// A row's value changed.
    case valueChanged(ValueChange)
    /// Something shown by a row other than its value changed (title, options, state);
    /// renderers reconfigure the row.
    case rowUpdated(RowID)
    /// A section's header, footer or state changed; renderers reload its header and footer.
    case sectionUpdated(SectionID)
    /// A row was hidden (`true`) or shown (`false`).
    case rowHiddenChanged(RowID, isHidden: Bool)
    /// A section was hidden (`true`) or shown (`false`).
    case sectionHiddenChanged(SectionID, isHidden: Bool)
}

/// A row's value before and after a change. The values of secret rows (passwords) never
/// appear in its description.
public struct ValueChange: Sendable, Hashable, CustomStringConvertible {
    /// The row.
    public var row: RowID
    /// The row's tag, if any.
    public var tag: String?
    /// The value before.
    public var old: FormValue
    /// The value after.
    public var new: FormValue
    /// `true` for rows whose value must not be shown (passwords).
    public var isSecret: Bool

    public var description: String {
        let name = tag ?? row.description
        if isSecret { return "\(name): ••• → •••" }
        return "\(name): \(old) → \(new)"
    }
}

/// The changes of one outermost transaction, in the order they were made.
public struct FormTransaction: Sendable, Hashable {
    /// The changes.
    public var changes: [FormChange]

    /// The value changes among ``changes``.
    public var valueChanges: [ValueChange] {
        changes.compactMap { if case .valueChanged(let c) = $0 { c } else { nil } }
    }

    /// `true` if sections or rows were inserted, removed or moved.
    public var changesStructure: Bool {
        changes.contains {
            switch $0 {
            case .valueChanged, .rowUpdated, .sectionUpdated, .rowHiddenChanged, .sectionHiddenChanged: false
            default: true
            }
        }
    }
}
