import Testing

@testable import FormaCore

/// A stepper as UIKit documents it: setting a minimum at or above the maximum (or a maximum
/// at or below the minimum) raises.
private struct StrictStepper {
    var minimum: Double = 0
    var maximum: Double = 100
    var value: Double = 0
    var stepValue: Double = 1
    var isEnabled = true
    var violations: [String] = []

    mutating func setMinimum(_ new: Double) {
        if new >= maximum { violations.append("minimum \(new) ≥ maximum \(maximum)") }
        minimum = new
    }

    mutating func setMaximum(_ new: Double) {
        if new <= minimum { violations.append("maximum \(new) ≤ minimum \(minimum)") }
        maximum = new
    }

    mutating func apply(_ state: NumberControlState) {
        switch state.boundsOrder(replacingMaximum: maximum) {
        case .minimumFirst:
            setMinimum(state.minimum)
            setMaximum(state.maximum)
        case .maximumFirst:
            setMaximum(state.maximum)
            setMinimum(state.minimum)
        }
        stepValue = state.step
        value = state.value
        isEnabled = state.isEnabled
    }
}

@Suite("Number control state")
struct NumberControlStateTests {
    private func editor(_ value: Double?, _ minimum: Double, _ maximum: Double, step: Double = 1) -> NumberRangeEditor {
        NumberRangeEditor(value: value, minimum: minimum, maximum: maximum, step: step, valueText: nil)
    }

    @Test func reusedStepperMovingToHigherBoundsNeverCrossesThem() {
        var stepper = StrictStepper()
        stepper.apply(editor(3, 1, 8).controlState(isEnabled: true))
        stepper.apply(editor(12, 10, 20).controlState(isEnabled: true))
        #expect(stepper.violations.isEmpty)
        #expect((stepper.minimum, stepper.maximum, stepper.value) == (10, 20, 12))
        stepper.apply(editor(2, 1, 8).controlState(isEnabled: true))
        #expect(stepper.violations.isEmpty)
        #expect((stepper.minimum, stepper.maximum, stepper.value) == (1, 8, 2))
    }

    @Test func equalBoundsDisableTheStepper() {
        let state = editor(5, 5, 5).controlState(isEnabled: true)
        #expect(state.maximum > state.minimum)
        #expect(state.value == 5)
        #expect(!state.isEnabled)
        var stepper = StrictStepper()
        stepper.apply(state)
        #expect(stepper.violations.isEmpty)
    }

    @Test func emptyOrOutOfRangeValuesShowWithinTheBounds() {
        #expect(editor(nil, 2, 9).controlState(isEnabled: true).value == 2)
        #expect(editor(40, 2, 9).controlState(isEnabled: true).value == 9)
        #expect(editor(.nan, 2, 9).controlState(isEnabled: true).value == 2)
        #expect(editor(3, 0, 10, step: 0).controlState(isEnabled: true).step == 1)
        #expect(editor(3, 0, 10, step: 0).controlState(isEnabled: true, continuous: true).step == 0)
        #expect(!editor(3, 0, 10).controlState(isEnabled: false).isEnabled)
    }

    /// Any sequence of ranges applied to one stepper never breaks its bounds rule, and the
    /// reused stepper always ends exactly as a fresh one given the same row.
    @Test func randomRangesOnOneStepperNeverCrossBounds() {
        var generator = ConditionFuzzing.Generator(seed: 0x5EED)
        var stepper = StrictStepper()
        for _ in 0..<ConditionFuzzing.caseCount(2_000) {
            let minimum = Double(Int.random(in: -50...50, using: &generator))
            let maximum = minimum + Double(Int.random(in: -3...60, using: &generator))
            let value = Bool.random(using: &generator) ? nil : Double(Int.random(in: -60...120, using: &generator))
            let state = editor(value, minimum, maximum, step: Double(Int.random(in: 0...3, using: &generator)))
                .controlState(isEnabled: Bool.random(using: &generator))
            stepper.apply(state)
            var fresh = StrictStepper()
            fresh.apply(state)
            #expect(stepper.violations.isEmpty, "\(stepper.violations)")
            #expect(
                [stepper.minimum, stepper.maximum, stepper.value, stepper.stepValue]
                    == [fresh.minimum, fresh.maximum, fresh.value, fresh.stepValue])
            #expect(stepper.isEnabled == fresh.isEnabled)
            if !stepper.violations.isEmpty { return }
        }
    }
}
