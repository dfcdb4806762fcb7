import FormaCore
import Foundation

/// Moving over a typed date's fields (month, day, year, hour, minute) and stepping one.
extension DateEntry {
    /// The runs of digits in typed text, as character ranges: the fields a person steps.
    static func fields(in text: [Character]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (index, character) in text.enumerated() {
            if character.isASCII && character.isNumber {
                if start == nil { start = index }
            } else if let begun = start {
                runs.append(begun..<index)
                start = nil
            }
        }
        if let begun = start { runs.append(begun..<text.count) }
        return runs
    }

    /// Where the cursor goes for ← (`step` -1) or → (+1): the start of the field before or
    /// after the one it is in; `nil` at either end.
    static func fieldStart(from cursor: Int, in text: [Character], step: Int) -> Int? {
        let runs = fields(in: text)
        guard !runs.isEmpty else { return nil }
        let current = runs.lastIndex { $0.lowerBound <= cursor } ?? -1
        let target =
            step < 0
            ? (runs.indices.contains(current) && runs[current].lowerBound < cursor ? current : current - 1)
            : current + 1
        return runs.indices.contains(target) ? runs[target].lowerBound : nil
    }

    /// The pattern's date components, in the order their fields are written.
    private var componentOrder: [Calendar.Component] {
        if mode == .countdown { return [.hour, .minute] }
        var order: [Calendar.Component] = []
        var previous: Character?
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() }
            defer { previous = character }
            guard !quoted, character != previous else { continue }
            switch character {
            case "y", "Y", "u": order.append(.year)
            case "M", "L": order.append(.month)
            case "d": order.append(.day)
            case "H", "h", "k", "K", "j": order.append(.hour)
            case "m": order.append(.minute)
            default: break
            }
        }
        return order
    }

    /// The text after stepping the field the cursor is in by `amount` (+ or - pressed), and
    /// where the cursor goes (the start of the same field); `nil` when the text is not a
    /// value to step from. Stepping runs through the calendar: the 31st of January plus a
    /// month is the end of February.
    func stepped(_ text: [Character], cursor: Int, by amount: Int, within picker: DatePickerEditor) -> (
        text: String, cursor: Int
    )? {
        let runs = Self.fields(in: text)
        guard let field = runs.lastIndex(where: { $0.lowerBound <= cursor }) ?? (runs.isEmpty ? nil : 0),
            componentOrder.indices.contains(field)
        else { return nil }
        let component = componentOrder[field]
        let result: String
        switch value(from: String(text), within: DatePickerEditor.unbounded(like: picker)) {
        case .success(.double(let seconds)) where mode == .countdown:
            let unit: Double = component == .hour ? 3600 : 60
            let next = min(max(seconds + Double(amount) * unit, 0), 23 * 3600 + 59 * 60)
            let minutes = Int(next / 60)
            result = "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        case .success(.date(let date)):
            guard let next = calendar.date(byAdding: component, value: amount, to: date) else { return nil }
            result = string(from: next)
        default:
            return nil
        }
        let newRuns = Self.fields(in: Array(result))
        return (result, newRuns.indices.contains(field) ? newRuns[field].lowerBound : result.count)
    }
}

extension DatePickerEditor {
    /// The same editor without bounds: stepping may pass through dates outside them, and the
    /// typed-date check reports the bounds afterwards.
    static func unbounded(like picker: DatePickerEditor) -> DatePickerEditor {
        var copy = picker
        copy.minimum = nil
        copy.maximum = nil
        return copy
    }
}
