import FormaCore

extension FormDriver {
    /// Fails unless the screen is exactly this text (a trailing newline aside); the failure
    /// shows a line diff, `-` for expected lines missing and `+` for lines shown instead.
    ///
    /// ```swift
    /// try driver.assertScreen("""
    ///     # Account
    ///       Email*: "ada@example.com"
    ///     """)
    /// ```
    /// - Throws: ``FormaTestingFailure`` with the diff.
    public func assertScreen(_ expected: String) throws {
        let shown = screen
        let wanted = expected.hasSuffix("\n") ? String(expected.dropLast()) : expected
        guard shown != wanted else { return }
        let diff = LineDiff.lines(
            expected: wanted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            actual: shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        throw FormaTestingFailure(
            message: "assertScreen: the screen differs (- expected, + shown):\n" + diff.joined(separator: "\n"))
    }

    /// Fails unless a row — or a multivalued section, by its multivalued tag — holds this value.
    ///
    /// ```swift
    /// try driver.assertValue("email", equals: "ada@example.com")
    /// try driver.assertValue("phones", equals: ["555 0100"])
    /// ```
    /// - Throws: ``FormaTestingFailure`` saying what the row holds instead.
    public func assertValue(_ tag: String, equals expected: FormValue) throws {
        let step = "assertValue(\(quoted(tag)), equals: \(expected))"
        let actual: FormValue
        if let row = form.row(tag: tag) {
            actual = row.formValue
        } else if form.sections.contains(where: { $0.multivaluedTag == tag }),
            let value = form.values(includeHidden: true)[tag]
        {
            actual = value
        } else {
            _ = try resolve(.tag(tag), step: step)
            return
        }
        guard actual != expected else { return }
        throw failure(step, "\(quoted(tag)) holds \(actual)")
    }

    /// Fails unless the row is off screen: hidden by a condition, or in a hidden or
    /// collapsed section.
    ///
    /// ```swift
    /// try driver.assertHidden("endDate")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is shown, or there is no such row.
    public func assertHidden(_ reference: RowReference) throws {
        let step = "assertHidden(\(reference))"
        let row = try resolve(reference, step: step)
        if controller.path(of: row, in: table.snapshot) != nil { throw failure(step, "row \(reference) is shown") }
    }

    /// Fails unless the row is on screen.
    ///
    /// ```swift
    /// try driver.assertShown("passport")
    /// ```
    /// - Throws: ``FormaTestingFailure`` saying why the row is not shown.
    public func assertShown(_ reference: RowReference) throws {
        let step = "assertShown(\(reference))"
        _ = try shownPath(of: try resolve(reference, step: step), reference, step: step)
    }

    /// Fails unless the row is shown and disabled (by itself, its section or the form).
    ///
    /// ```swift
    /// try driver.assertDisabled("submit")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is enabled or not shown.
    public func assertDisabled(_ reference: RowReference) throws {
        let step = "assertDisabled(\(reference))"
        let row = try resolve(reference, step: step)
        _ = try shownPath(of: row, reference, step: step)
        if controller.presentation(of: row).isEnabled { throw failure(step, "row \(reference) is enabled") }
    }

    /// Fails unless the row shows a validation message now — this one, when given.
    ///
    /// ```swift
    /// try driver.assertError(on: "email", "Enter a valid email address")
    /// ```
    /// - Throws: ``FormaTestingFailure`` saying what the row and the screen show instead.
    public func assertError(on reference: RowReference, _ message: String? = nil) throws {
        let step = "assertError(on: \(reference)\(message.map { ", " + quoted($0) } ?? ""))"
        let row = try resolve(reference, step: step)
        _ = try shownPath(of: row, reference, step: step)
        let messages = controller.presentation(of: row).messages
        if let message {
            if messages.contains(message) { return }
            let shown = messages.isEmpty ? "no message" : messages.map(quoted).joined(separator: ", ")
            throw failure(step, "row \(reference) shows \(shown)")
        }
        if messages.isEmpty { throw failure(step, "row \(reference) shows no message; \(errorsOnScreen)") }
    }

    /// Fails if any row on screen shows a validation message.
    ///
    /// ```swift
    /// try driver.assertNoErrors()
    /// ```
    /// - Throws: ``FormaTestingFailure`` listing the messages shown.
    public func assertNoErrors() throws {
        guard shownMessages.isEmpty else { throw failure("assertNoErrors()", errorsOnScreen) }
    }

    /// The messages on screen, by row.
    private var shownMessages: [(name: String, message: String)] {
        shownRows.flatMap { row, _ in
            let presentation = controller.presentation(of: row)
            let name = presentation.tag ?? presentation.title ?? "untagged row"
            return presentation.messages.map { (name, $0) }
        }
    }

    private var errorsOnScreen: String {
        let messages = shownMessages
        if messages.isEmpty { return "no row shows a message" }
        return "messages on screen:\n" + messages.map { "  \($0.name): \($0.message)" }.joined(separator: "\n")
    }
}
