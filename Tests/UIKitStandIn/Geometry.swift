import Foundation

/// An affine transform, as Core Graphics has it (only rotation is needed).
public struct CGAffineTransform: Equatable, Sendable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (Foundation.cos(Double(angle)), Foundation.sin(Double(angle)))
        self.init(a: CGFloat(cosine), b: CGFloat(sine), c: CGFloat(-sine), d: CGFloat(cosine), tx: 0, ty: 0)
    }

    /// The rotation in quarter turns, rounded, so a dump does not depend on rounding.
    public var quarterTurns: Int {
        Int((Foundation.atan2(Double(b), Double(a)) / (Double.pi / 2)).rounded())
    }

    public var description: String { "rotation(\(quarterTurns) quarter turns)" }
}

/// Insets of a rectangle's edges.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

extension IndexPath {
    /// A table index path.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row of a table index path.
    public var row: Int { self[1] }

    /// The section of a table index path.
    public var section: Int { self[0] }
}

extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
}
