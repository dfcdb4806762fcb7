#if canImport(UIKit)
// The iOS 17 SDK declares UIKit's accessibility traits as mutable C globals
// (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton;`), which Swift 6 refuses to
// read as "shared mutable state". UIKit never writes them. The `@preconcurrency` import that
// lets them be read is confined to this file, and the rest of the module reads the few
// traits it uses through `Trait` and posts announcements through `Announcement`.
@preconcurrency import UIKit

/// The accessibility traits the built-in cells set.
enum Trait {
    /// The element acts as a button.
    static var button: UIAccessibilityTraits { .button }
    /// The element is selected (a checked row).
    static var selected: UIAccessibilityTraits { .selected }
    /// The element is disabled.
    static var notEnabled: UIAccessibilityTraits { .notEnabled }
}

/// VoiceOver announcements (the notification names are C globals too).
enum Announcement {
    /// Speaks a message now, as when a validation error appears.
    static func post(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}

extension UIView {
    /// Adds or removes an accessibility trait.
    func setAccessibilityTrait(_ trait: UIAccessibilityTraits, _ isOn: Bool) {
        if isOn { accessibilityTraits.insert(trait) } else { accessibilityTraits.remove(trait) }
    }
}
#endif
