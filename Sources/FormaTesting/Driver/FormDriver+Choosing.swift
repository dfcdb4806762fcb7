import FormaCore

extension FormDriver {
    /// Chooses an option by its title in a selector, segmented or picker row, as a person
    /// does: a selector row opens its screen, the choice is made and the screen closes.
    ///
    /// On a multiple selector the title becomes the whole selection; pass an array of
    /// titles to choose several.
    ///
    /// ```swift
    /// try driver.choose("Every Week", in: "repeat")
    /// try driver.choose("Pro", in: "plan")          // a segmented row
    /// ```
    /// - Throws: ``FormaTestingFailure`` when the row has no such option (with the nearest
    ///   title and the options), is not shown or is disabled.
    public func choose(_ title: String, in reference: RowReference) throws {
        try choose(titles: [title], in: reference, step: "choose(\(quoted(title)), in: \(reference))")
    }

    /// Makes exactly these options the selection of a multiple selector row (an empty
    /// array clears it), then closes its screen so the selection is written.
    ///
    /// ```swift
    /// try driver.choose(["Swift", "Music"], in: "interests")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when an option is unknown, or the row takes only one.
    public func choose(_ titles: [String], in reference: RowReference) throws {
        let step = "choose([\(titles.map(quoted).joined(separator: ", "))], in: \(reference))"
        try choose(titles: titles, in: reference, step: step)
    }

    /// Taps a choice on the selector screen a tap opened (``presentedSelector``): a single
    /// selection is written and the screen closes; on a multiple selection the choice is
    /// checked or unchecked and ``closeSelector()`` writes the set.
    ///
    /// ```swift
    /// try driver.tap("repeat")
    /// try driver.choose("Every Week")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when no screen is open or it has no such choice.
    public func choose(_ title: String) throws {
        let step = "choose(\(quoted(title)))"
        try self.step(step) {
            guard let screen = presentedSelector else {
                throw failure(step, "no selector screen is open; tap a selector row first")
            }
            let choice = try self.choice(titled: title, on: screen, step: step)
            do {
                if try screen.choose(choice.id) == .dismiss { presentedSelector = nil }
            } catch {
                throw failure(step, "the choice was refused: \(error)")
            }
        }
    }

    private func choose(titles: [String], in reference: RowReference, step: String) throws {
        try self.step(step) {
            let row = try resolve(reference, step: step)
            _ = try editablePath(of: row, reference, step: step)
            let editor = controller.presentation(of: row).editor
            switch editor {
            case .selector: try chooseOnScreen(titles, of: row, reference, step: step)
            case .segmented(let list), .picker(let list):
                guard titles.count == 1 else { throw failure(step, "row \(reference) takes one option") }
                let index = try position(of: titles[0], in: list.titles, step: step)
                do {
                    try controller.chooseOption(at: index, for: row)
                } catch {
                    throw failure(step, "row \(reference) refused the option: \(error)")
                }
            default:
                throw failure(step, "row \(reference) is \(editor.spokenName), which has no options to choose from")
            }
        }
    }

    private func chooseOnScreen(_ titles: [String], of row: FormRow, _ reference: RowReference, step: String) throws {
        try closeSelector(step: step)
        guard case .presentSelector(let screen) = controller.activate(row) else {
            throw failure(step, "tapping row \(reference) opened no selector screen")
        }
        let wanted = try titles.map { try choice(titled: $0, on: screen, step: step).id }
        guard screen.allowsMultipleSelection || wanted.count == 1 else {
            throw failure(step, "row \(reference) takes one option")
        }
        do {
            if screen.allowsMultipleSelection {
                let chosen = Set(screen.selection)
                for id in Set(wanted).symmetricDifference(chosen).sorted() { try screen.choose(id) }
                try screen.commit()
            } else {
                try screen.choose(wanted[0])
            }
        } catch {
            throw failure(step, "row \(reference) refused the choice: \(error)")
        }
    }

    private func choice(titled title: String, on screen: SelectorScreen, step: String) throws -> SelectorChoice {
        let choices = screen.sections.flatMap(\.choices)
        if screen.loadState == .loading, !choices.contains(where: { $0.title == title }) {
            throw failure(
                step,
                "the options of \(screen.title.map(quoted) ?? "the selector") are still loading; "
                    + "tap the row and await driver.loadOptions() first")
        }
        let index = try position(of: title, in: choices.map(\.title), step: step)
        return choices[index]
    }

    /// Where a title is among options: an exact match first, then one ignoring case.
    private func position(of title: String, in titles: [String], step: String) throws -> Int {
        if let index = titles.firstIndex(of: title) { return index }
        if let index = titles.firstIndex(where: { $0.lowercased() == title.lowercased() }) { return index }
        var message = "no option titled \(quoted(title))"
        if let near = Suggestion.nearest(to: title, in: titles) { message += "; did you mean \(quoted(near))?" }
        throw failure(step, message + "\noptions: " + list(titles))
    }
}
