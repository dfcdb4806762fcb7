import Foundation

/// Display text of values in a form's formatting environment, with formatters cached on
/// the form so that presenting a row does not build one.
package enum PresentationText {
    static func onOff(_ value: Bool, in form: Form?) -> String {
        guard let words = form?.presentationWords else {
            return value ? PresentationStrings.standard.on : PresentationStrings.standard.off
        }
        return value ? words.strings.on : words.strings.off
    }

    static func date(_ value: Date, mode: DatePickerEditor.Mode, in form: Form?) -> String {
        let cache = form?.formatterCache ?? FormatterCache(environment: .current)
        return cache.dateText(value, mode: mode)
    }

    /// A number as every renderer shows it, in the form's locale (`1,000`, `2.5`).
    package static func number(_ value: Double, in form: Form?) -> String {
        guard value.isFinite else { return String(value) }
        let cache = form?.formatterCache ?? FormatterCache(environment: .current)
        return cache.numberText(value)
    }

    /// A duration as hours and minutes: "1 h 05 min", "25 min".
    static func duration(_ seconds: Double, in form: Form?) -> String {
        // Beyond a billion years (or not finite) the number itself is shown: no `Int` overflow.
        guard seconds.isFinite, seconds.magnitude < 3.2e16 else { return String(seconds) }
        let total = Int(seconds.magnitude.rounded(.down))
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let sign = seconds < 0 ? "-" : ""
        if hours == 0 { return "\(sign)\(minutes) min" }
        return "\(sign)\(hours) h \(minutes < 10 ? "0" : "")\(minutes) min"
    }
}

/// The presentation layer's words looked up from one table, shared by reference: a row's
/// presentation reads the few words it shows without copying the others.
final class PresentationWords {
    /// The table the words came from.
    let table: FormaStrings
    /// The words.
    let strings: PresentationStrings

    init(table: FormaStrings, strings: PresentationStrings) {
        self.table = table
        self.strings = strings
    }
}

/// Formatters built for one formatting environment, kept by a form until its environment
/// changes, with the texts they made lately (formatting is far slower than a lookup, and
/// the same values are shown again and again as a table scrolls and reloads).
final class FormatterCache {
    let environment: FormattingEnvironment
    /// The language of the environment's locale: the one the form's words are in.
    let language: Language
    /// The presentation words last looked up, with the table they came from.
    private var words: PresentationWords?

    /// The presentation layer's words from a table in ``language``, looked up again only
    /// when the table changed.
    func presentationWords(from strings: FormaStrings) -> PresentationWords {
        if let words, words.table == strings { return words }
        let made = PresentationWords(table: strings, strings: PresentationStrings(strings, language: language))
        words = made
        return made
    }
    private var dateFormatters: [DatePickerEditor.Mode: DateFormatter] = [:]
    private var number: NumberFormatter?
    private var dateTexts: [DateKey: String] = [:]
    private var numberTexts: [Double: String] = [:]

    /// Texts kept per kind before the memo starts afresh.
    static let memoLimit = 4_096

    private struct DateKey: Hashable {
        var date: Date
        var mode: DatePickerEditor.Mode
    }

    func dateText(_ date: Date, mode: DatePickerEditor.Mode) -> String {
        let key = DateKey(date: date, mode: mode)
        if let text = dateTexts[key] { return text }
        let text = dateFormatter(for: mode).string(from: date)
        if dateTexts.count >= Self.memoLimit { dateTexts.removeAll(keepingCapacity: true) }
        dateTexts[key] = text
        return text
    }

    func numberText(_ value: Double) -> String {
        if let text = numberTexts[value] { return text }
        let text = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
        if numberTexts.count >= Self.memoLimit { numberTexts.removeAll(keepingCapacity: true) }
        numberTexts[value] = text
        return text
    }

    init(environment: FormattingEnvironment) {
        self.environment = environment
        self.language = Language(environment.locale)
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
