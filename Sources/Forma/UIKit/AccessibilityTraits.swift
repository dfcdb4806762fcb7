#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    // The iOS 17 SDK declares UIKit's accessibility traits as mutable C globals
    // (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitButton;`), which Swift 6 refuses to
    // read as "shared mutable state". UIKit never writes them. The `@preconcurrency` import that
    // lets them be read is confined to this file, and the rest of the module reads the few
    // traits it uses through `Trait` and posts announcements through `Announcement`.
    #if canImport(UIKit)
        @preconcurrency import UIKit
    #else
        import UIKitStandIn
    #endif

    /// The accessibility traits the built-in cells set.
    enum Trait {
        /// The element acts as a button.
        static var button: UIAccessibilityTraits { .button }
        /// The element is selected (a checked row).
        static var selected: UIAccessibilityTraits { .selected }
        /// The element is disabled.
        static var notEnabled: UIAccessibilityTraits { .notEnabled }
        /// The element heads a section.
        static var header: UIAccessibilityTraits { .header }
    }

    extension FormaCore.AccessibilityTraits {
        /// The UIKit traits for these traits. Text entry and toggles have no public UIKit trait
        /// before iOS 17; their controls (text fields, switches) carry their own.
        var uiTraits: UIAccessibilityTraits {
            var traits: UIAccessibilityTraits = []
            if contains(.button) { traits.insert(.button) }
            if contains(.selected) { traits.insert(.selected) }
            if contains(.notEnabled) { traits.insert(.notEnabled) }
            if contains(.adjustable) { traits.insert(.adjustable) }
            if contains(.header) { traits.insert(.header) }
            if contains(.staticText) { traits.insert(.staticText) }
            return traits
        }
    }

    /// VoiceOver announcements (the notification names are C globals too).
    enum Announcement {
        /// Speaks a message after what is being spoken, as when validation errors appear.
        static func post(_ message: String) {
            let queued = NSAttributedString(string: message, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }

        /// Moves VoiceOver to an element (the first invalid row after a failed submit).
        static func moveFocus(to element: Any?) {
            UIAccessibility.post(notification: .layoutChanged, argument: element)
        }
    }

    /// Runs a VoiceOver callback (`accessibilityIncrement()` and the like, which UIKit calls on
    /// the main thread but does not mark as main-actor) on the main actor: at once where the
    /// system can check the thread (iOS 17), else on the main actor's next turn.
    nonisolated func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if #available(iOS 17, *) {
            MainActor.assumeIsolated { body() }
        } else {
            Task { @MainActor in body() }
        }
    }
#endif
