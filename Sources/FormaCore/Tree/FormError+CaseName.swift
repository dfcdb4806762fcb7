/// The names of the cases, as diagnostics' codes use them: written out, so that reading a
/// code reflects on nothing.
extension FormError {
    /// The case's name: `duplicateTag` for `.duplicateTag("email", existing: "row 2")`.
    package var caseName: String {
        switch self {
        case .duplicateTag: "duplicateTag"
        case .indexOutOfRange: "indexOutOfRange"
        case .alreadyAttached: "alreadyAttached"
        case .notInForm: "notInForm"
        case .repeatedInBatch: "repeatedInBatch"
        case .coding: "coding"
        case .nestedTooDeep: "nestedTooDeep"
        }
    }
}
