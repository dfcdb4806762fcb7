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

/// The changes of one outermost transaction, in the order they were made.
public struct FormTransaction: Sendable, Hashable {
    /// The changes.
    public var changes: [FormChange]

    /// The value changes among ``changes``.
    public var valueChanges: [ValueChange] {
        changes.compactMap { if case .valueChanged(let c) = $0 { c } else { nil } }
    }

    /// `true` if sections or rows were inserted, removed or moved.
    package var changesStructure: Bool {
        changes.contains {
            switch $0 {
            case .valueChanged, .rowUpdated, .sectionUpdated, .rowHiddenChanged, .sectionHiddenChanged: false
            default: true
            }
        }
    }
}
