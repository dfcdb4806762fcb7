import Foundation

/// The locale, time zone and calendar a form formats its values with: dates show the
/// local day, numbers use the local separators.
///
/// A form starts with the person's current settings; tests pin their own so that display
/// text is the same on every machine.
///
/// ```swift
/// form.formatting = FormattingEnvironment(
///     locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "America/New_York")!)
/// form.row(tag: "birthday")?.displayText   // "Mar 4, 2024", the day in New York
/// ```
public struct FormattingEnvironment: Sendable, Hashable {
    /// The language and region conventions of display text.
    public var locale: Locale {
        didSet { calendar.locale = locale }
    }
    /// The time zone dates and times are shown in.
    public var timeZone: TimeZone {
        didSet { calendar.timeZone = timeZone }
    }
    /// The calendar dates are shown in; its time zone is always ``timeZone``.
    public var calendar: Calendar {
        didSet { calendar.timeZone = timeZone }
    }

    /// Creates an environment. The calendar's time zone is set to `timeZone`, and its locale
    /// to `locale`.
    ///
    /// ```swift
    /// let pinned = FormattingEnvironment(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)
    /// ```
    public init(locale: Locale, timeZone: TimeZone, calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.locale = locale
        self.timeZone = timeZone
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.calendar = calendar
    }

    /// The person's current locale, time zone and calendar, read when called.
    ///
    /// ```swift
    /// form.formatting = .current
    /// ```
    public static var current: FormattingEnvironment {
        FormattingEnvironment(locale: .current, timeZone: .current, calendar: .current)
    }
}
