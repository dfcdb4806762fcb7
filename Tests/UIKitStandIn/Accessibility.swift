import Foundation

public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// VoiceOver, as far as an app talks to it: the notifications posted are recorded.
@MainActor
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable {
        public let rawValue: String
        public static let announcement = Notification(rawValue: "announcement")
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        public static let screenChanged = Notification(rawValue: "screenChanged")
    }

    /// Every notification posted, with its argument's text (or type, for an element), and
    /// whether an announcement waits for speech under way rather than cutting it off (an
    /// attributed string with `accessibilitySpeechQueueAnnouncement`).
    public private(set) static var posted: [(notification: Notification, argument: String?, queued: Bool)] = []

    /// Posts a notification; as in UIKit, from any context (the stand-in runs on the main actor).
    public nonisolated static func post(notification: Notification, argument: Any?) {
        let attributed = argument as? NSAttributedString
        let text = attributed?.string ?? (argument as? String)
        let element = argument.map { String(describing: type(of: $0)) }
        let queued =
            attributed.map {
                $0.length > 0
                    && ($0.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) as? Bool)
                        == true
            } ?? false
        MainActor.assumeIsolated { posted.append((notification, text ?? element, queued)) }
    }

    public static func _reset() {
        posted = []
    }
}
