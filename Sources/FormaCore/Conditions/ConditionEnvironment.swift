import Foundation

/// What `today()`, `now()` and `age()` read — a clock and a calendar — and the seed of
/// `random()` and `randomn(n)`. Each form has one (``Form/conditionEnvironment``); tests pin
/// the clock and seed the generator.
///
/// ```swift
/// form.conditionEnvironment = ConditionEnvironment(
///     now: { Date(timeIntervalSince1970: 1_700_000_000) }, randomSeed: 42)
/// ```
public struct ConditionEnvironment: Sendable {
    /// The current date and time.
    public var now: @Sendable () -> Date
    /// The calendar that starts days and counts years.
    public var calendar: Calendar

    /// The seed of `random()` and `randomn(n)`: the same seed gives the same numbers, in the
    /// same order, each time the environment is assigned. `nil` (the default) draws from the
    /// system's generator.
    public var randomSeed: UInt64?

    /// Creates an environment; by default the system clock, the current calendar and the
    /// system's random generator.
    public init(
        now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current, randomSeed: UInt64? = nil
    ) {
        self.now = now
        self.calendar = calendar
        self.randomSeed = randomSeed
    }
}
