/// Everything a stepper or slider shows, decided once: bounds that a control accepts, the
/// value within them, the step, and whether it can be used. A renderer applies the whole
/// state on every configure, in the order ``boundsOrder(replacingMaximum:)`` gives, so a
/// reused control never shows another row's value and never sees crossed bounds.
///
/// ```swift
/// let state = editor.controlState(isEnabled: true)
/// if state.boundsOrder(replacingMaximum: stepper.maximumValue) == .minimumFirst {
///     stepper.minimumValue = state.minimum; stepper.maximumValue = state.maximum
/// } else {
///     stepper.maximumValue = state.maximum; stepper.minimumValue = state.minimum
/// }
/// stepper.stepValue = state.step; stepper.value = state.value; stepper.isEnabled = state.isEnabled
/// ```
package struct NumberControlState: Sendable, Hashable {
    /// Which bound to set first.
    package enum BoundsOrder: Sendable, Hashable {
        /// Set the minimum, then the maximum.
        case minimumFirst
        /// Set the maximum, then the minimum.
        case maximumFirst
    }

    /// The value the control shows: the row's value (or the minimum when empty), within the bounds.
    package internal(set) var value: Double
    /// The smallest value; always below ``maximum``.
    package internal(set) var minimum: Double
    /// The largest value; always above ``minimum`` (controls such as `UIStepper` refuse
    /// equal bounds, so a range of one value is widened by a step and disabled).
    package internal(set) var maximum: Double
    /// The step between values, above 0 for a stepper; 0 for a continuous slider.
    package internal(set) var step: Double
    /// `false` when the row cannot be edited now, or its range holds one value.
    package internal(set) var isEnabled: Bool
    /// The value as the row formats it, for a label beside the control and for VoiceOver.
    package internal(set) var valueText: String?

    /// The order in which to set the bounds on a control whose maximum is now
    /// `currentMaximum`, so that the minimum never reaches the maximum on the way.
    package func boundsOrder(replacingMaximum currentMaximum: Double) -> BoundsOrder {
        minimum < currentMaximum ? .minimumFirst : .maximumFirst
    }
}

extension NumberRangeEditor {
    /// The complete state of the control editing this range.
    ///
    /// - Parameters:
    ///   - isEnabled: whether the row can be edited now (the row's state and the host's).
    ///   - continuous: `true` for a slider, which may rest between steps when ``step`` is 0;
    ///     a stepper always has a step (1 when the row gives none).
    package func controlState(isEnabled: Bool, continuous: Bool = false) -> NumberControlState {
        let minimum = minimum.isFinite ? minimum : 0
        var maximum = maximum.isFinite ? maximum : minimum
        let step = step.isFinite && step > 0 ? step : (continuous ? 0 : 1)
        let hasRange = maximum > minimum
        if !hasRange { maximum = minimum + (step > 0 ? step : 1) }
        let shown = value.flatMap { $0.isFinite ? $0 : nil } ?? minimum
        return NumberControlState(
            value: Swift.min(Swift.max(shown, minimum), hasRange ? maximum : minimum), minimum: minimum,
            maximum: maximum, step: step, isEnabled: isEnabled && hasRange, valueText: valueText)
    }
}
