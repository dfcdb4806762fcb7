import Foundation

/// Everything a date picker shows, decided once: where it sits, the date its wheels or
/// calendar show, its bounds and whether it can be used. A renderer applies the whole state
/// on every configure, so a reused picker never shows another row's date.
///
/// A row without a value never gets the compact (popover) control: that control shows a
/// date as if it were the value, and changing only its time would save it. The row shows
/// its placeholder instead and expands its picker inside the row when tapped.
///
/// ```swift
/// let state = editor.controlState(isEnabled: true, now: Date())
/// picker.minimumDate = state.minimum; picker.maximumDate = state.maximum
/// picker.date = state.date
/// ```
package struct DateControlState: Sendable, Hashable {
    /// Where the picker sits.
    package enum Placement: Sendable, Hashable {
        /// Inside the row, under the line; shown while expanded.
        case inline(expanded: Bool)
        /// A compact control on the line that opens the system's popover.
        case compact
        /// In place of the keyboard.
        case input
    }

    /// How the picker draws itself.
    package enum Style: Sendable, Hashable {
        /// A compact button that opens the system's popover.
        case compact
        /// A month calendar (with the time under it for a date and time).
        case calendar
        /// Spinning wheels: times, durations, and every picker in place of the keyboard.
        case wheels
    }

    /// What is picked.
    package internal(set) var mode: DatePickerEditor.Mode
    /// Where the picker sits.
    package internal(set) var placement: Placement
    /// How the picker draws itself: compact on the line; a calendar for days expanded in the
    /// row; wheels for times, durations and the keyboard.
    package var style: Style {
        switch placement {
        case .compact: .compact
        case .input: .wheels
        case .inline: mode == .date || mode == .dateAndTime ? .calendar : .wheels
        }
    }
    /// The date the picker shows: the value, or for an empty row `now` kept within the
    /// bounds, so nothing of another row is left on the wheels.
    package internal(set) var date: Date
    /// The duration a countdown picker shows: the value, or 0 when empty.
    package internal(set) var duration: Double
    /// The earliest date the picker allows, widened to the value when it lies before it, so
    /// the picker never shows another date than the value.
    package internal(set) var minimum: Date?
    /// The latest date the picker allows, widened to the value when it lies after it.
    package internal(set) var maximum: Date?
    /// The step of the minutes wheel, 1 to 30.
    package internal(set) var minuteInterval: Int
    /// `true` when the row has a value.
    package internal(set) var hasValue: Bool
    /// `false` when the row cannot be edited now.
    package internal(set) var isEnabled: Bool
    /// `true` when the row's line shows the value as text (every placement but compact).
    package var showsValueText: Bool {
        placement != .compact
    }
    /// `true` when the picker itself is the row's accessibility element (compact, or expanded).
    package var exposesPicker: Bool {
        placement == .compact || placement == .inline(expanded: true)
    }
}

extension DatePickerEditor {
    /// The complete state of the picker editing this row.
    ///
    /// - Parameters:
    ///   - isEnabled: whether the row can be edited now.
    ///   - now: the date an empty row's picker starts at.
    package func controlState(isEnabled: Bool, now: Date) -> DateControlState {
        let value = mode == .countdown ? duration.map { _ in now } : date
        let hasValue = value != nil
        let placement: DateControlState.Placement =
            switch presentation {
            case .input: .input
            case .popover where mode != .countdown && hasValue: .compact
            case .inline, .popover: .inline(expanded: isExpanded)
            }
        var minimum = self.minimum
        var maximum = self.maximum
        if let lower = minimum, let upper = maximum, lower > upper {
            // Crossed bounds allow nothing: show the value rather than refuse every date.
            minimum = nil
            maximum = nil
        }
        let shown: Date
        if let date, mode != .countdown {
            shown = date
            if let lower = minimum, date < lower { minimum = date }
            if let upper = maximum, date > upper { maximum = date }
        } else {
            var start = now
            if let lower = minimum, start < lower { start = lower }
            if let upper = maximum, start > upper { start = upper }
            shown = start
        }
        let interval = Swift.min(Swift.max(minuteInterval, 1), 30)
        let countdown = duration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0
        return DateControlState(
            mode: mode, placement: placement, date: shown, duration: countdown, minimum: minimum, maximum: maximum,
            minuteInterval: interval, hasValue: hasValue, isEnabled: isEnabled)
    }
}
