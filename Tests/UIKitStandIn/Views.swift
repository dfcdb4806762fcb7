import Foundation

/// A label. Setting `text` or `attributedText` sets the other, as in UIKit.
@MainActor
open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    public var font: UIFont? = .preferredFont(forTextStyle: .body)
    public var textColor: UIColor? = .label
    public var textAlignment = NSTextAlignment.natural
    public var numberOfLines = 1
    public var adjustsFontForContentSizeCategory = false

    public var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = newValue.map { NSAttributedString(string: $0) }
        }
    }

    public var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }
}

/// A stack of arranged views.
@MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
    }
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public private(set) var arrangedSubviews: [UIView] = []
    public var axis = NSLayoutConstraint.Axis.horizontal
    public var spacing: CGFloat = 0
    public var alignment = Alignment.fill
    public var distribution = Distribution.fill

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    }

    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
    }
}

/// An image view.
@MainActor
open class UIImageView: UIView {
    public var image: UIImage?
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

/// A spinner.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium, large
    }
    public let style: Style
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    public func startAnimating() {
        isAnimating = true
    }

    public func stopAnimating() {
        isAnimating = false
    }
}

/// A scroll view; the stand-in records what was scrolled to.
@MainActor
open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }
    public var keyboardDismissMode = KeyboardDismissMode.none
    public var isScrollEnabled = true
    /// The rectangles asked to be made visible, in order.
    public var _scrolledRects: [CGRect] = []

    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _scrolledRects.append(rect)
    }
}

/// A toolbar.
@MainActor
open class UIToolbar: UIView {
    public var items: [UIBarButtonItem]?
}

/// A bar button.
@MainActor
open class UIBarButtonItem {
    public enum SystemItem: Int, Sendable {
        case done, cancel, flexibleSpace, add
    }
    public var title: String?
    public var image: UIImage?
    public var isEnabled = true
    public var accessibilityLabel: String?
    public var accessibilityIdentifier: String?
    public let primaryAction: UIAction?
    public let systemItem: SystemItem?

    public init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: Never? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        systemItem = nil
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// Taps the button.
    public func _tap() {
        primaryAction?._perform()
    }
}

/// An action with a handler.
@MainActor
public final class UIAction {
    public let title: String
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func _perform() {
        handler(self)
    }
}
