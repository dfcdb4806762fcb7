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
}
