import FormaCore

extension FormDriver {
    /// Waits for the asynchronous validators in flight ("is this name free?") and shows
    /// their results, as the screen does once they answer. Give the form a clock that does
    /// not wait (or validators without debounce) to keep tests fast.
    ///
    /// ```swift
    /// try driver.type("taken", into: "username")   // the screen shows (validating)
    /// await driver.waitForValidation()
    /// try driver.assertError(on: "username", "That name is taken")
    /// ```
    ///
    /// It runs on the caller's actor, like the rest of the driver.
    nonisolated(nonsending) public func waitForValidation() async {
        await form.waitForAsyncValidation()
    }

    /// Loads the options of the open selector screen from its row's asynchronous loader, as
    /// the screen does when it appears; the row keeps them for later screens.
    ///
    /// ```swift
    /// try driver.tap("city")          // the screen shows (loading)
    /// try await driver.loadOptions()
    /// try driver.choose("Lisbon")
    /// ```
    /// - Throws: ``FormaTestingFailure`` when no selector screen is open or loading failed.
    nonisolated(nonsending) public func loadOptions() async throws {
        guard let screen = presentedSelector else {
            throw failure("loadOptions()", "no selector screen is open; tap a selector row first")
        }
        await screen.loadOptions()
        if case .failed(let reason) = screen.loadState {
            throw failure("loadOptions()", "the options did not load: \(reason)")
        }
    }
}
