import Foundation
import Testing

@testable import FormaCore

@Suite("Date control state")
struct DateControlStateTests {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let earlier = Date(timeIntervalSince1970: 1_000_000_000)

    @Test func emptyPopoverDateIsNeverACompactPickerShowingAnotherDate() {
        let empty = DatePickerEditor(mode: .dateAndTime, presentation: .popover)
        let state = empty.controlState(isEnabled: true, now: now)
        #expect(state.placement == .inline(expanded: false))
        #expect(state.showsValueText)
        #expect(!state.hasValue)
        #expect(state.date == now)
        let filled = DatePickerEditor(mode: .dateAndTime, date: earlier, presentation: .popover)
        #expect(filled.controlState(isEnabled: true, now: now).placement == .compact)
        #expect(filled.controlState(isEnabled: true, now: now).date == earlier)
    }

    @Test func emptyRowStartsAtNowWithinItsBounds() {
        let bounded = DatePickerEditor(mode: .date, maximum: earlier)
        #expect(bounded.controlState(isEnabled: true, now: now).date == earlier)
        let countdown = DatePickerEditor(mode: .countdown)
        #expect(countdown.controlState(isEnabled: true, now: now).duration == 0)
        #expect(countdown.controlState(isEnabled: true, now: now).placement == .inline(expanded: false))
    }

    @Test func valueOutsideItsBoundsIsShownAsItIs() {
        let outside = DatePickerEditor(mode: .date, date: earlier, minimum: now)
        let state = outside.controlState(isEnabled: true, now: now)
        #expect(state.date == earlier)
        #expect(state.minimum == earlier)
        let crossed = DatePickerEditor(
            mode: .date, date: earlier, minimum: now, maximum: earlier.addingTimeInterval(-1))
        #expect(crossed.controlState(isEnabled: true, now: now).minimum == nil)
    }

    @Test func inputAndExpandedPlacements() {
        #expect(
            DatePickerEditor(mode: .time, presentation: .input).controlState(isEnabled: true, now: now).placement
                == .input)
        let expanded = DatePickerEditor(mode: .date, date: earlier, isExpanded: true)
        #expect(expanded.controlState(isEnabled: true, now: now).exposesPicker)
        #expect(
            DatePickerEditor(mode: .date, minuteInterval: 90).controlState(isEnabled: true, now: now).minuteInterval
                == 30)
    }

    @Test func pickerStyleFollowsPlacementAndMode() {
        func style(_ mode: DatePickerEditor.Mode, _ presentation: DatePresentation, date: Date? = nil)
            -> DateControlState.Style
        {
            DatePickerEditor(mode: mode, date: date, presentation: presentation).controlState(isEnabled: true, now: now)
                .style
        }
        #expect(style(.date, .inline) == .calendar)
        #expect(style(.dateAndTime, .inline) == .calendar)
        #expect(style(.time, .inline) == .wheels)
        #expect(style(.countdown, .popover) == .wheels)
        #expect(style(.date, .popover, date: earlier) == .compact)
        #expect(style(.date, .popover) == .calendar)
        #expect(style(.date, .input) == .wheels)
    }
}
