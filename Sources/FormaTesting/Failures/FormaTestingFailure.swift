/// Why a step or an assertion of a ``FormDriver`` failed: what was looked for, what was
/// found instead and, for most failures, the screen at that moment.
///
/// Every driver method throws it rather than crashing, so a test that names a wrong tag or
/// expects the wrong screen fails with a message a person can act on. Swift Testing shows
/// a thrown error's ``description`` as the test's failure.
///
/// ```swift
/// do {
///     try driver.tap("emial")
/// } catch let failure as FormaTestingFailure {
///     print(failure.message)   // tap("emial"): no row tagged 'emial'; did you mean 'email'? …
/// }
/// ```
public struct FormaTestingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in one or a few lines: the step, what it looked for, what it found.
    public var message: String
    /// The screen when the step failed (``FormDriver/screen``), or empty when the message
    /// already shows what matters (a screen diff).
    public var screen: String

    /// Creates a failure.
    ///
    /// ```swift
    /// throw FormaTestingFailure(message: "expected 3 travellers, found 2", screen: driver.screen)
    /// ```
    public init(message: String, screen: String = "") {
        self.message = message
        self.screen = screen
    }

    /// The message, then the screen indented under a heading.
    public var description: String {
        guard !screen.isEmpty else { return message }
        let indented = screen.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return message + "\n\nThe screen shows:\n" + indented.joined(separator: "\n")
    }
}
