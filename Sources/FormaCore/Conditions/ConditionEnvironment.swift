import Foundation

/// What `today()`, `now()` and `age()` read: a clock and a calendar. Each form has one
/// (``Form/conditionEnvironment``); tests pin the clock.
///
/// ```swift
/// form.conditionEnvironment = ConditionEnvironment(now: { Date(timeIntervalSince1970: 1_700_000_000) })
/// ```
public struct ConditionEnvironment: Sendable {
    /// The current date and time.
    public var now: @Sendable () -> Date
    /// The calendar that starts days and counts years.
    public var calendar: Calendar

    /// Creates an environment; by default the system clock and the current calendar.
    public init(now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current) {
        self.now = now
        self.calendar = calendar
    }
}
