extension Form {
    /// Shows errors a server sent as JSON under their rows, as
    /// `Form.setErrors(_:clearing:)` does with a dictionary. It reads
    /// `{"errors": {"email": ["Already taken"]}}`, the report `forma validate` writes, or a
    /// bare object of tag path → messages.
    ///
    /// ```swift
    /// let report = try form.setErrors(json: #"{"errors": {"email": ["Already taken"]}}"#)
    /// ```
    /// - Returns: every entry that named no row or held no messages, with the reason.
    /// - Throws: `JSONError` (line, column, what) when the text is not JSON or
    ///   not an object; nothing is set then.
    @discardableResult
    public func setErrors(json: String, clearing: ExternalErrorClearing = .untilChanged) throws -> SetValuesReport {
        let read = try Form.externalErrors(json: json)
        let report = setExternalErrors(read.errors, clearing: clearing)
        return SetValuesReport(failures: read.failures + report.failures)
    }
}
