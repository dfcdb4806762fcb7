extension Form {
    /// Called inside the transaction of every value change, before the row's `onChange`
    /// handlers: the place where dependent state (conditions, validation) catches up.
    func rowValueDidChange(_ row: FormRow) {
    }
}
