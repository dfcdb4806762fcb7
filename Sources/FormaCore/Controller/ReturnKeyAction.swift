/// What the return key does in a row's field.
///
/// ```swift
/// if controller.returnKeyAction(for: row) == .done { view.endEditing(true) }
/// ```
package enum ReturnKeyAction: Equatable {
    /// Move to the next editable row.
    case next(FormRow)
    /// End editing: there is no editable row after this one.
    case done

    /// Two actions are equal when both are `.done`, or both move to the same row (identity).
    package static func == (lhs: ReturnKeyAction, rhs: ReturnKeyAction) -> Bool {
        switch (lhs, rhs) {
        case (.next(let a), .next(let b)): a === b
        case (.done, .done): true
        default: false
        }
    }
}
