import Foundation

/// How a date row shows its picker.
public enum DatePresentation: String, Sendable, Hashable {
    /// The picker expands inside the row (never as a sibling row).
    case inline
    /// The picker appears in a popover or a compact control.
    case popover
    /// The picker replaces the keyboard.
    case input
}

/// A row holding a point in time, picked with a date picker.
open class DatePickerRow: Row<Date> {
    /// How the picker is shown.
    public var presentation: DatePresentation = .inline
    /// The earliest date allowed.
    public var minimumDate: Date? { didSet { setNeedsUpdate() } }
    /// The latest date allowed.
    public var maximumDate: Date? { didSet { setNeedsUpdate() } }
    /// The step of the minutes wheel, 1 to 30.
    public var minuteInterval = 1
    /// Formats the date for display; ISO 8601 when `nil`.
    public var dateFormatter: ValueFormatter<Date>?

    open override func format(_ value: Date) -> String {
        if let dateFormatter { return dateFormatter.format(value) }
        return defaultFormat(value)
    }

    /// The display text when no formatter is set.
    open func defaultFormat(_ value: Date) -> String {
        value.formatted(.iso8601)
    }
}

/// A calendar date (no time of day).
///
/// ```swift
/// DateRow("birthday") { $0.title = "Birthday"; $0.maximumDate = Date() }
/// ```
public final class DateRow: DatePickerRow, RowConfigurable {
    public override var kind: RowKind { .date }
    public override func defaultFormat(_ value: Date) -> String {
        value.formatted(.iso8601.year().month().day())
    }
}

/// A time of day.
public final class TimeRow: DatePickerRow, RowConfigurable {
    public override var kind: RowKind { .time }
    public override func defaultFormat(_ value: Date) -> String {
        value.formatted(.iso8601.time(includingFractionalSeconds: false))
    }
}

/// A date and a time of day.
public final class DateTimeRow: DatePickerRow, RowConfigurable {
    public override var kind: RowKind { .dateTime }
}

/// A duration picked as hours and minutes, held in seconds.
///
/// ```swift
/// CountDownRow("timer") { $0.value = 25 * 60 }
/// ```
public final class CountDownRow: Row<Double>, RowConfigurable {
    public override var kind: RowKind { .countdown }
    /// How the picker is shown.
    public var presentation: DatePresentation = .inline
    /// The step of the minutes wheel, 1 to 30.
    public var minuteInterval = 1

    public override func format(_ value: Double) -> String {
        let total = Int(value)
        let hours = total / 3600, minutes = (total % 3600) / 60
        return "\(hours)h \(minutes < 10 ? "0" : "")\(minutes)m"
    }
}
