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
///
/// The value is shown in the form's ``FormattingEnvironment`` (its locale, time zone and
/// calendar), so a `DateRow` shows the local day; set ``dateFormatter`` for text of your own.
open class DatePickerRow: Row<Date> {
    /// How the picker is shown.
    public var presentation: DatePresentation = .inline { didSet { setNeedsUpdate() } }
    /// The earliest date allowed.
    public var minimumDate: Date? { didSet { setNeedsUpdate() } }
    /// The latest date allowed.
    public var maximumDate: Date? { didSet { setNeedsUpdate() } }
    /// The step of the minutes wheel, 1 to 30.
    public var minuteInterval = 1 { didSet { setNeedsUpdate() } }
    /// Formats the date for display; the form's environment when `nil`.
    public var dateFormatter: ValueFormatter<Date>? {
        didSet { setNeedsUpdate() }
    }

    /// Refuses a date before ``minimumDate`` or after ``maximumDate`` from `setValues` and
    /// definitions; a date picker never offers one.
    override func rejectionBuiltIn(of candidate: Date) -> ValueError.Reason? {
        if let minimumDate, candidate < minimumDate {
            return .outOfBounds(.date(candidate), bounds: "on or after \(format(minimumDate))")
        }
        if let maximumDate, candidate > maximumDate {
            return .outOfBounds(.date(candidate), bounds: "on or before \(format(maximumDate))")
        }
        return nil
    }

    /// What the picker picks.
    package var pickerMode: DatePickerEditor.Mode { .dateAndTime }

    override func formatBuiltIn(_ value: Date) -> String {
        if let dateFormatter { return dateFormatter.format(value) }
        return defaultFormat(value)
    }

    /// The display text when no formatter is set: the date in the form's environment.
    func defaultFormat(_ value: Date) -> String {
        PresentationText.date(value, mode: pickerMode, in: form)
    }

    package override func editor(in context: EditorContext) -> Editor {
        .datePicker(
            DatePickerEditor(
                mode: pickerMode, date: value, minimum: minimumDate, maximum: maximumDate,
                minuteInterval: Swift.min(Swift.max(minuteInterval, 1), 30), presentation: presentation,
                isExpanded: context.isExpanded))
    }
}

/// A calendar date (no time of day), shown as the day in the form's time zone.
///
/// ```swift
/// DateRow("birthday") { $0.title = "Birthday"; $0.maximumDate = Date() }
/// ```
public final class DateRow: DatePickerRow, RowConfigurable {
    override var builtInKind: RowKind { .date }
    package override var pickerMode: DatePickerEditor.Mode { .date }
}

/// A time of day.
public final class TimeRow: DatePickerRow, RowConfigurable {
    override var builtInKind: RowKind { .time }
    package override var pickerMode: DatePickerEditor.Mode { .time }
}

/// A date and a time of day.
public final class DateTimeRow: DatePickerRow, RowConfigurable {
    override var builtInKind: RowKind { .dateTime }
}

/// A duration picked as hours and minutes, held in seconds. Named as in Eureka, to ease migration (see *Migrating from Eureka* in Forma's documentation).
///
/// ```swift
/// CountDownRow("timer") { $0.value = 25 * 60 }   // shows "25 min"
/// ```
public final class CountDownRow: Row<Double>, RowConfigurable {
    override var builtInKind: RowKind { .countdown }
    /// How the picker is shown.
    public var presentation: DatePresentation = .inline { didSet { setNeedsUpdate() } }
    /// The step of the minutes wheel, 1 to 30.
    public var minuteInterval = 1 { didSet { setNeedsUpdate() } }

    override func formatBuiltIn(_ value: Double) -> String {
        PresentationText.duration(value, in: form)
    }

    package override func editor(in context: EditorContext) -> Editor {
        .datePicker(
            DatePickerEditor(
                mode: .countdown, duration: value, minuteInterval: Swift.min(Swift.max(minuteInterval, 1), 30),
                presentation: presentation, isExpanded: context.isExpanded))
    }
}
