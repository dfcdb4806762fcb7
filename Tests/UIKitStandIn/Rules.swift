import Foundation

/// The documented UIKit rules the stand-in checks. Real UIKit raises an exception (or
/// silently corrupts the table) when one is broken; the stand-in reports it instead, so a
/// test fails with the rule's words rather than the process stopping.
@MainActor
public enum UIKitRules {
    /// Every rule broken so far, in order.
    public private(set) static var broken: [String] = []

    /// Called with each broken rule as it happens; tests set it to record an issue.
    public static var onBroken: ((String) -> Void)?

    /// Reports a broken rule.
    static func report(_ rule: String) {
        broken.append(rule)
        onBroken?(rule)
    }

    /// Forgets the rules broken so far.
    public static func reset() {
        broken = []
    }
}
