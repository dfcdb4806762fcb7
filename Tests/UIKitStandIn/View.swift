import Foundation

/// An object that takes part in the responder chain; keyboard focus is one per window.
@MainActor
open class UIResponder {
    public nonisolated static let keyboardDidShowNotification = Notification.Name(
        "UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name(
        "UIKeyboardWillHideNotification")

    public init() {}

    open var canBecomeFirstResponder: Bool { false }
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }

    /// The window whose focus this responder may hold.
    var _focusWindow: UIWindow? { nil }

    open var isFirstResponder: Bool { _focusWindow?._firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _focusWindow else { return false }
        if window._firstResponder === self { return true }
        if let current = window._firstResponder, !current.resignFirstResponder() { return false }
        window._firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = _focusWindow, window._firstResponder === self { window._firstResponder = nil }
        return true
    }

    // The informal accessibility protocol (on NSObject in UIKit).
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityActivate() -> Bool { false }
}

/// A view. Every stored property whose name does not start with an underscore is state a
/// dump (`UIKitStateDump`) compares.
@MainActor
open class UIView: UIResponder {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    var _bounds = CGRect(x: 0, y: 0, width: 320, height: 44)

    public var isHidden = false
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }
    public var contentMode = ContentMode.scaleToFill
    public var clipsToBounds = false
    public var alpha: CGFloat = 1
    public var backgroundColor: UIColor?
    public var tintOverride: UIColor?
    public var isUserInteractionEnabled = true
    public var translatesAutoresizingMaskIntoConstraints = true
    public var transform = CGAffineTransform.identity
    public var isAccessibilityElement = false
    public var accessibilityLabel: String?
    public var accessibilityValue: String?
    public var accessibilityHint: String?
    public var accessibilityIdentifier: String?
    public var accessibilityTraits: UIAccessibilityTraits = []
    public var accessibilityElements: [Any]?
    public var horizontalHugging = UILayoutPriority.defaultLow
    public var verticalHugging = UILayoutPriority.defaultLow
    public var horizontalCompressionResistance = UILayoutPriority(750)
    public var verticalCompressionResistance = UILayoutPriority(750)

    public init(frame: CGRect) {
        _bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public var bounds: CGRect {
        get { _bounds }
        set { _bounds = newValue }
    }

    public var frame: CGRect {
        get { _bounds }
        set { _bounds = CGRect(origin: .zero, size: newValue.size) }
    }

    public var tintColor: UIColor! {
        get { tintOverride ?? superview?.tintColor ?? .systemBlue }
        set { tintOverride = newValue }
    }

    open func tintColorDidChange() {}

    // MARK: Hierarchy

    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    override var _focusWindow: UIWindow? { window }

    open func addSubview(_ view: UIView) {
        if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: index)
            subviews.append(view)
            return
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        // A view leaving its window gives up keyboard focus, as in UIKit.
        if let window, let focused = window._firstResponder as? UIView, focused.isDescendant(of: self) {
            _ = focused.resignFirstResponder()
        }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    open func willRemoveSubview(_ subview: UIView) {}

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Editing

    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let focused = window._firstResponder else { return true }
        if let view = focused as? UIView, !view.isDescendant(of: self) { return true }
        return focused.resignFirstResponder()
    }

    // MARK: Traits and layout

    public var traitCollection: UITraitCollection { window?._traits ?? UITraitCollection.current }

    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    public func layoutIfNeeded() {}
    public func setNeedsLayout() {}
    public func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }

    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: horizontalHugging = priority
        case .vertical: verticalHugging = priority
        }
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        switch axis {
        case .horizontal: horizontalCompressionResistance = priority
        case .vertical: verticalCompressionResistance = priority
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "leading") }
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "trailing") }
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "top") }
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "bottom") }
    public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "centerY") }
    public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "centerX") }
    public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "width") }
    public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor(view: self, attribute: "height") }
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) }
}

/// The window: keyboard focus, traits and the root view controller.
@MainActor
open class UIWindow: UIView {
    weak var _firstResponder: UIResponder?
    var _traits = UITraitCollection()

    /// The responder with keyboard focus.
    public var firstResponder: UIResponder? { _firstResponder }

    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                addSubview(root.view)
                root._appear()
            }
        }
    }

    /// Changes the traits (text size, layout direction) and tells every view.
    public func setTraits(_ traits: UITraitCollection) {
        let previous = _traits
        _traits = traits
        func tell(_ view: UIView) {
            view.traitCollectionDidChange(previous)
            for subview in view.subviews { tell(subview) }
        }
        tell(self)
    }
}

/// A layout guide of a view (its margins).
@MainActor
public final class UILayoutGuide {
    let owningView: UIView
    init(owningView: UIView) { self.owningView = owningView }
    public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: owningView, attribute: "margin.leading") }
    public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(view: owningView, attribute: "margin.trailing") }
    public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(view: owningView, attribute: "margin.top") }
    public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(view: owningView, attribute: "margin.bottom") }
}

/// An edge or dimension of a view.
@MainActor
public final class NSLayoutAnchor {
    let view: UIView
    let attribute: String
    init(view: UIView, attribute: String) {
        self.view = view
        self.attribute = attribute
    }
    public func constraint(equalTo anchor: NSLayoutAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// A layout constraint; the stand-in does no layout.
@MainActor
public final class NSLayoutConstraint {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
    public var priority = UILayoutPriority.required
    public var isActive = false
    public var constant: CGFloat = 0
    init() {}
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
}
