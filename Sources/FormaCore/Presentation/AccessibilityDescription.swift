/// What assistive technologies say about a row, as data: renderers copy it to VoiceOver
/// (UIKit) or speak it in the terminal's line mode.
///
/// ```swift
/// let spoken = controller.presentation(of: row).accessibility
/// cell.accessibilityLabel = spoken.label
/// cell.accessibilityValue = spoken.value
/// cell.accessibilityHint = spoken.hint
/// ```
package struct AccessibilityDescription: Sendable, Hashable {
    /// What the row is: its title, else its placeholder, else its tag.
    package internal(set) var label: String
    /// What the row holds now, as a person reads it (never a secret).
    package internal(set) var value: String?
    /// What activating the row does ("Opens a list of options").
    package internal(set) var hint: String?
    /// How the row behaves.
    package internal(set) var traits: AccessibilityTraits
    /// A stable identifier for UI tests: the row's tag.
    package internal(set) var identifier: String?
    /// What a screen reader speaks as the row's value: ``value``, then "Required" for a
    /// required row, then the validation messages shown now — so neither depends on hints,
    /// which people may turn off.
    package internal(set) var spokenValue: String?

    /// Creates a description.
    package init(
        label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        identifier: String? = nil, spokenValue: String? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.spokenValue = spokenValue ?? value
    }
}

/// How a row behaves for assistive technologies, as UIKit's accessibility traits describe it.
///
/// ```swift
/// if presentation.accessibility.traits.contains(.adjustable) { speak("swipe up or down to adjust") }
/// ```
package struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Activating the row does something (buttons, selectors, pickers).
    package static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The row is on, checked or chosen.
    package static let selected = AccessibilityTraits(rawValue: 1 << 1)
    /// The row cannot be used now.
    package static let notEnabled = AccessibilityTraits(rawValue: 1 << 2)
    /// The value goes up and down (sliders, steppers, segmented controls).
    package static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
    /// A section header.
    package static let header = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that cannot be edited.
    package static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// The row switches between on and off.
    package static let toggle = AccessibilityTraits(rawValue: 1 << 6)
    /// The row is typed into.
    package static let textEntry = AccessibilityTraits(rawValue: 1 << 7)
}
