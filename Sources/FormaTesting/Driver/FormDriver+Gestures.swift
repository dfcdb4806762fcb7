import FormaCore

extension FormDriver {
    /// Swipes a row and picks one of its swipe actions by title, as a person does; the
    /// action runs in one transaction.
    ///
    /// ```swift
    /// try driver.swipe(.item(0, in: "phones"), choosing: "Call")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row is not shown, is disabled or has no
    ///   action with that title (with the nearest title and the actions it has).
    public func swipe(_ reference: RowReference, choosing title: String) throws {
        let step = "swipe(\(reference), choosing: \(quoted(title)))"
        try self.step(step) {
            let row = try resolve(reference, step: step)
            _ = try editablePath(of: row, reference, step: step)
            let actions = controller.presentation(of: row).swipeActions
            guard let action = actions.first(where: { $0.title == title }) else {
                let titles = actions.map(\.title)
                var message = "row \(reference) has no swipe action titled \(quoted(title))"
                if let near = Suggestion.nearest(to: title, in: titles) { message += "; did you mean \(quoted(near))?" }
                throw failure(step, message + "\nswipe actions: " + list(titles))
            }
            try closeSelector(step: step)
            controller.performSwipeAction(action.index, on: row)
        }
    }

    /// Taps a collapsible section's header: its rows leave the screen, or come back.
    ///
    /// ```swift
    /// try driver.tapHeader(of: "Advanced")   // the screen shows "# Advanced (collapsed)"
    /// ```
    /// - Parameter section: the section's multivalued tag, tag or header.
    /// - Throws: ``FormaTestingFailure`` when the section is unknown, not on screen or not collapsible.
    public func tapHeader(of section: String) throws {
        let step = "tapHeader(of: \(quoted(section)))"
        try self.step(step) {
            let target = try self.section(named: section, step: step)
            guard let index = table.snapshot.sections.firstIndex(where: { $0.id == target.id }) else {
                throw failure(step, "section \(quoted(section)) is not on screen")
            }
            try closeSelector(step: step)
            guard controller.toggleCollapsed(sectionAt: index) else {
                throw failure(step, "section \(quoted(section)) is not collapsible")
            }
        }
    }
}
