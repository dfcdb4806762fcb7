import Foundation

/// A colour, known by its name.
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public init(named name: String) { self.name = name }
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }
    public var description: String { name }

    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    public static let placeholderText = UIColor(named: "placeholderText")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemTeal = UIColor(named: "systemTeal")
    public static let systemPurple = UIColor(named: "systemPurple")
    public static let systemOrange = UIColor(named: "systemOrange")
    public static let clear = UIColor(named: "clear")
}

/// A font, known by what it was made from.
public final class UIFont: Sendable, Equatable, CustomStringConvertible {
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let headline = TextStyle(rawValue: "headline")
        public static let caption1 = TextStyle(rawValue: "caption1")
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let bold = Weight(rawValue: 0.4)
    }

    public let description: String
    init(description: String) { self.description = description }
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.description == rhs.description }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(description: "preferred(\(style.rawValue))")
    }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(description: "monospacedDigit(\(size), \(weight.rawValue))")
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(description: "monospaced(\(size), \(weight.rawValue))")
    }
    public static func systemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(description: "system(\(size))")
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(description: "boldSystem(\(size))")
    }
}

/// Scales fonts with Dynamic Type.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle
    public init(forTextStyle style: UIFont.TextStyle) { self.style = style }
    public func scaledFont(for font: UIFont) -> UIFont {
        UIFont(description: "scaled(\(style.rawValue), \(font.description))")
    }
}

/// An image, known by its symbol name.
public final class UIImage: Sendable, CustomStringConvertible {
    public let description: String
    /// The bytes of an image made from data.
    public let _data: Data?
    public init?(systemName: String) {
        description = "symbol(\(systemName))"
        _data = nil
    }
    public init?(named: String) {
        description = "image(\(named))"
        _data = nil
    }
    /// An image from its bytes; `nil` for no bytes (UIKit: bytes that do not decode).
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        description = "data(\(data.count) bytes)"
        _data = data
    }

    /// The image as JPEG: the stand-in gives back the bytes it was made from.
    public func jpegData(compressionQuality: CGFloat) -> Data? { _data }

    /// The size and weight of a symbol.
    public struct SymbolConfiguration: Sendable, Equatable, CustomStringConvertible {
        public let description: String
        public init(textStyle: UIFont.TextStyle) { description = "textStyle(\(textStyle.rawValue))" }
        public init(pointSize: CGFloat) { description = "pointSize(\(pointSize))" }
    }
}

/// The text size a person chose.
public struct UIContentSizeCategory: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large = UIContentSizeCategory(rawValue: "large")
    public static let extraLarge = UIContentSizeCategory(rawValue: "extraLarge")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "accessibilityMedium")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "accessibilityExtraExtraExtraLarge")
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }
}

/// The traits a view is drawn with.
public final class UITraitCollection: Sendable {
    /// The traits of views outside any window (UIKit's `UITraitCollection.current`).
    @MainActor public static var current = UITraitCollection()

    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UIUserInterfaceLayoutDirection
    public init(
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }
}

/// Layout priorities.
public struct UILayoutPriority: Hashable, Sendable, Comparable {
    public let rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue - rhs) }
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
