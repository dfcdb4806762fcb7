import FormaCore
import Foundation

/// Dates, times and durations typed as text, in the order the form's locale writes them
/// (`11/24/2026` in the United States, `24/11/2026` in Britain, `24.11.2026` in Germany),
/// in the form's time zone and calendar.
///
/// ```swift
/// let entry = DateEntry(mode: .date, environment: form.formatting)
/// entry.pattern                  // "MM/dd/yyyy" for en_US
/// entry.value(from: "11/24/2026") // .date(…) at local midnight
/// ```
struct DateEntry {
    let mode: DatePickerEditor.Mode
    private let formatter: DateFormatter
    /// The pattern shown as a hint (`MM/dd/yyyy`, `HH:mm`, `h:mm` for durations).
    let pattern: String

    init(mode: DatePickerEditor.Mode, environment: FormattingEnvironment) {
        self.mode = mode
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.isLenient = false
        let template: String
        switch mode {
        case .date: template = "yyyyMMdd"
        case .time: template = "jjmm"
        case .dateAndTime: template = "yyyyMMddjjmm"
        case .countdown: template = ""
        }
        if mode == .countdown {
            pattern = "h:mm"
        } else {
            let format =
                DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: environment.locale)
                ?? "yyyy-MM-dd HH:mm"
            formatter.dateFormat = format
            pattern = format
        }
        self.formatter = formatter
    }

    /// The calendar dates are stepped in.
    var calendar: Calendar { formatter.calendar }

    /// A date written as the pattern writes it.
    func string(from date: Date) -> String { formatter.string(from: date) }

    /// The text stepping starts from when nothing is typed: now, or no time for a duration.
    func startingText() -> String { mode == .countdown ? "0:00" : formatter.string(from: Date()) }

    /// `true` when `+` and `-` step a field rather than being typed (the pattern does not
    /// write them, as `yyyy-MM-dd` writes `-`).
    var stepsWithPlusAndMinus: Bool { !pattern.contains("-") && !pattern.contains("+") }

    /// The editable text for a value shown by the editor.
    func text(for picker: DatePickerEditor) -> String {
        if mode == .countdown {
            guard let duration = picker.duration, duration.isFinite else { return "" }
            let minutes = Int(duration.magnitude / 60)
            return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        }
        return picker.date.map(formatter.string(from:)) ?? ""
    }

    /// The value typed, or why it is not one.
    func value(from text: String, within picker: DatePickerEditor) -> Result<FormValue, DateEntryError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .success(.null) }
        if mode == .countdown {
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2, let hours = Int(parts[0]), hours >= 0, hours < 24,
                let minutes = parts.count == 2 ? Int(parts[1]) : 0, (0..<60).contains(minutes)
            else { return .failure(.unreadable(pattern: pattern)) }
            return .success(.double(Double(hours * 3600 + minutes * 60)))
        }
        // Numbers longer than four digits (a five-digit year) are typing mistakes, not dates.
        let longestNumber = trimmed.split(whereSeparator: { !$0.isNumber }).map(\.count).max() ?? 0
        guard trimmed.count <= 64, longestNumber <= 4, let date = formatter.date(from: trimmed) else {
            return .failure(.unreadable(pattern: pattern))
        }
        if let minimum = picker.minimum, date < minimum { return .failure(.tooEarly(formatter.string(from: minimum))) }
        if let maximum = picker.maximum, date > maximum { return .failure(.tooLate(formatter.string(from: maximum))) }
        return .success(.date(date))
    }
}

/// Why typed text is not a date the row accepts.
enum DateEntryError: Error, Equatable {
    case unreadable(pattern: String)
    case tooEarly(String)
    case tooLate(String)

    var message: String {
        switch self {
        case .unreadable(let pattern): "type it as \(pattern)"
        case .tooEarly(let minimum): "must be \(minimum) or later"
        case .tooLate(let maximum): "must be \(maximum) or earlier"
        }
    }
}
