import Foundation

/// Display text of values in a form's formatting environment, with formatters cached on
/// the form so that presenting a row does not build one.
enum PresentationText {
    static func onOff(_ value: Bool, in form: Form?) -> String {
        let strings = form?.presentationStrings ?? .standard
        return value ? strings.on : strings.off
    }

    static func date(_ value: Date, mode: DatePickerEditor.Mode, in form: Form?) -> String {
        let cache = form?.formatterCache ?? FormatterCache(environment: .current)
        return cache.dateFormatter(for: mode).string(from: value)
    }

    static func number(_ value: Double, in form: Form?) -> String {
        guard value.isFinite else { return String(value) }
        let cache = form?.formatterCache ?? FormatterCache(environment: .current)
        return cache.numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A duration as hours and minutes: "1 h 05 min", "25 min".
    static func duration(_ seconds: Double, in form: Form?) -> String {
        // Beyond a billion years (or not finite) the number itself is shown: no `Int` overflow.
        guard seconds.isFinite, seconds.magnitude < 3.2e16 else { return String(seconds) }
        let total = Int(seconds.magnitude.rounded(.down))
        let hours = total / 3600, minutes = (total % 3600) / 60
        let sign = seconds < 0 ? "-" : ""
        if hours == 0 { return "\(sign)\(minutes) min" }
        return "\(sign)\(hours) h \(minutes < 10 ? "0" : "")\(minutes) min"
    }
}

/// Formatters built for one formatting environment, kept by a form until its environment
/// changes.
final class FormatterCache {
    let environment: FormattingEnvironment
    private var dateFormatters: [DatePickerEditor.Mode: DateFormatter] = [:]
    private var number: NumberFormatter?

    init(environment: FormattingEnvironment) {
        self.environment = environment
    }

    func dateFormatter(for mode: DatePickerEditor.Mode) -> DateFormatter {
        if let formatter = dateFormatters[mode] { return formatter }
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        switch mode {
        case .date:
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case .dateAndTime, .countdown:
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
        }
        dateFormatters[mode] = formatter
        return formatter
    }

    var numberFormatter: NumberFormatter {
        if let number { return number }
        let formatter = NumberFormatter()
        formatter.locale = environment.locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        number = formatter
        return formatter
    }
}
