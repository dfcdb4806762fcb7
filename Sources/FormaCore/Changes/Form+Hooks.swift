// Note for contributors: FormaCore declares errors with untyped `throws` and documents
// the error type (`- Throws: FormError …`). Typed throws (`throws(E)`) crash the compiler
// when this module is type-checked for iOS against the iOS 17 SDK, so they are not used.

extension Form {
    /// Called inside the transaction of every value change, before the row's `onChange`
    /// handlers: the place where dependent state (conditions, validation) catches up.
    func rowValueDidChange(_ row: FormRow) {
        conditionGraph.valueDidChange(of: row, in: self)
        validationValueDidChange(row)
        if let owner = row.section?.owner { subFormContentDidChange(owner, valueChanged: true) }
    }
}
