import FormaCore

extension FormDriver {
    /// Shows errors from elsewhere under their rows, as a server's reply would
    /// (`Form.setErrors(_:clearing:)`), failing when a path names no row.
    ///
    /// ```swift
    /// try driver.setErrors(["email": ["Already taken"]])
    /// try driver.assertError(on: "email", "Already taken")
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing the paths that name no row.
    public func setErrors(_ errors: [String: [String]]) throws {
        let report = form.setErrors(errors)
        guard !report.isComplete else { return }
        let step = "setErrors(\(errors.keys.sorted().map(quoted).joined(separator: ", ")))"
        throw failure(step, report.failures.map(\.description).joined(separator: "; "))
    }

    /// Fails unless exactly these tags have changed since the form was created or last
    /// marked saved (`Form.changedTags`), in form order.
    ///
    /// ```swift
    /// try driver.type("Lunch", into: "title")
    /// try driver.assertChanged(["title"])
    /// ```
    /// - Throws: ``FormaTestingFailure`` naming the tags changed instead.
    public func assertChanged(_ tags: [String]) throws {
        let changed = form.changedTags
        guard changed != tags else { return }
        let step = "assertChanged([\(tags.map(quoted).joined(separator: ", "))])"
        let shown = changed.isEmpty ? "nothing has changed" : "changed: \(changed.map(quoted).joined(separator: ", "))"
        throw failure(step, shown)
    }

    /// Puts every value back as it was when the form was created or last marked saved
    /// (`Form.reset()`), failing when a value cannot be put back.
    ///
    /// ```swift
    /// try driver.reset()
    /// try driver.assertChanged([])
    /// ```
    /// - Throws: ``FormaTestingFailure`` with what could not be put back.
    public func reset() throws {
        endEditing()
        let report = form.reset()
        guard !report.isComplete else { return }
        throw failure("reset()", report.failures.map(\.description).joined(separator: "; "))
    }
}
