import Foundation

@testable import FormaCore

extension ScenarioKind {
    /// `true` when a row's display text, read back as a person reads it, is `value`: the
    /// same text, number, switch state, option, day or duration (a time of day to the
    /// minute), in the pinned formatting of `FormDriver` (US English, Greenwich time). A
    /// password shows its mask; an empty row shows no text.
    func reads(_ text: String?, as value: FormValue) -> Bool {
        guard value != .null else { return text == nil }
        guard let text else { return false }
        switch self {
        case .password: return text == FormValue.secretMask
        case _ where isPlainText, .url, .label, .info, .choice, .segmented, .picker, .push, .actionSheet, .alert:
            return value == .string(text)
        case .integer, .custom: return Int(text).map(FormValue.int) == value
        case .decimal: return Double(text).map(FormValue.double) == value
        case .slider, .stepper:
            return Double(text.replacingOccurrences(of: ",", with: "")).map(FormValue.double) == value
        case .toggle, .check:
            return [PresentationStrings.standard.on: true, PresentationStrings.standard.off: false][text].map(
                FormValue.bool) == value
        case .multiple:
            let titles = text.isEmpty ? [] : text.components(separatedBy: ", ")
            return value == .array(titles.map(FormValue.string))
        case .leftRight:
            let parts = text.components(separatedBy: " – ")
            return parts.count == 2 && value == Self.pair(parts[0], parts[1])
        case .date, .dateTime:
            guard case .date(let date) = value else { return false }
            return Self.reader(self).date(from: text) == date
        case .time:
            guard case .date(let date) = value, let read = Self.reader(self).date(from: text) else { return false }
            return Self.minuteOfDay(read) == Self.minuteOfDay(date)
        case .countdown: return Self.seconds(ofDuration: text).map(FormValue.double) == value
        case .button: return false
        default: return false
        }
    }

    /// A formatter reading dates as `FormDriver`'s pinned formatting writes them.
    static func reader(_ kind: ScenarioKind) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateStyle = kind == .time ? .none : .medium
        formatter.timeStyle = kind == .date ? .none : .short
        return formatter
    }

    static func minuteOfDay(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.truncatingRemainder(dividingBy: day)) / 60
    }

    /// Seconds of a duration written "1 h 05 min" or "25 min".
    static func seconds(ofDuration text: String) -> Double? {
        let words = text.split(separator: " ")
        switch words.count {
        case 2 where words[1] == "min": return Double(words[0]).map { $0 * 60 }
        case 4 where words[1] == "h" && words[3] == "min":
            guard let hours = Double(words[0]), let minutes = Double(words[2]) else { return nil }
            return hours * 3600 + minutes * 60
        default: return nil
        }
    }
}
