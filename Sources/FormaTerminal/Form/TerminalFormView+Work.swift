import FormaCore

extension TerminalFormView {
    /// The spinner's frames, one per work tick.
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The spinner as it shows now.
    var spinner: String { String(Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count]) }

    /// Turns the spinner one frame: the rows and list showing it are drawn again.
    func advanceSpinner() {
        spinnerFrame &+= 1
        for id in cache.keys where controller.row(id: id)?.isValidating == true { cache[id] = nil }
    }

    /// `true` when a list asked for options that have not started loading.
    var hasScreensToLoad: Bool { !screensToLoad.isEmpty }

    /// The selector screens whose options the session is to load, handed over once.
    func takeScreensToLoad() -> [SelectorScreen] {
        defer { screensToLoad = [] }
        return screensToLoad
    }

    /// Asynchronous checks finished: rows show their results.
    func workFinished() {
        if let id = focusedID { cache[id] = nil }
    }

    /// A selector screen's options arrived (or failed): the open list shows them.
    func optionsLoaded(for screen: SelectorScreen) {
        guard let current = overlay, case .screen(let shown, _) = current.target, shown === screen else { return }
        overlay = Overlay(screen: screen)
    }

    /// Ends a submit that waited for checks once none is in flight: the values when every
    /// row passed, else focus on the first problem.
    func finishSubmitIfChecked(checksInFlight: Bool) -> FormOutcome? {
        guard isAwaitingChecks, !checksInFlight, !controller.form.hasAsyncValidationInFlight else { return nil }
        isAwaitingChecks = false
        let errors = controller.form.validationErrors
        if errors.isEmpty { return .submitted(controller.form.values()) }
        showProblems(errors)
        return nil
    }
}
